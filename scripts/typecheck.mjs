// `npm run typecheck`: every TypeScript project checked by its own `tsc -p`, as many at once as
// the machine has cores (one tsc uses one), each project's errors printed together.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The longest first (storefront ~35 s, back end ~29 s, bench ~21 s on CI's cores), so the last to start are short. */
const projects = [
  "apps/storefront",
  "apps/backend",
  "bench",
  "apps/admin",
  "packages/contract",
  "tools",
];

/** Runs `tsc -p project`; answers its exit code and everything it printed. */
function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn("npx", ["tsc", "-p", project], { cwd: root });
    let output = "";
    tsc.stdout.on("data", (chunk) => (output += chunk));
    tsc.stderr.on("data", (chunk) => (output += chunk));
    tsc.on("close", (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const queue = [...projects];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      if (result.output) process.stdout.write(result.output);
      if (result.code !== 0) failed.push(project);
    }
  }),
);
if (failed.length > 0) {
  process.stderr.write(`Type errors in ${failed.join(", ")}\n`);
  process.exitCode = 1;
}

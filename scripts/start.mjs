// `npm start`: build the production bundle when it is missing or older than the
// sources, then serve the shop (storefront + back end) on one port.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// The shop's server bundle and the staff's app (apps/admin, served under /admin).
const builds = ["apps/storefront/build/server/index.js", "apps/admin/dist/index.html"];
const sources = [
  "apps/storefront/app",
  "apps/storefront/server",
  "apps/storefront/public",
  "apps/storefront/vite.config.ts",
  "apps/storefront/react-router.config.ts",
  "apps/admin/src",
  "apps/admin/index.html",
  "apps/admin/vite.config.ts",
  "apps/backend/src",
  "apps/backend/drizzle",
  "packages/contract/src",
  "tools/catalogue",
  "package-lock.json",
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "build" || entry === "dist") continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const builtAt = Math.min(
  ...builds.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)),
);
const sourcesAt = Math.max(...sources.map((s) => newest(join(root, s))));
if (builtAt < sourcesAt) {
  process.stdout.write(
    builtAt === 0 ? "Building the shop…\n" : "Sources changed since the last build; rebuilding…\n",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import("../apps/storefront/server.js");

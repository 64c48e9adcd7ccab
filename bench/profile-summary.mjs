// Sums the self time of a V8 CPU profile (`npm run bench -- --profile` writes them to
// bench/out/profiles) per function and per file or package:
//   node bench/profile-summary.mjs bench/out/profiles/CPU.….cpuprofile [rows]
import { readFileSync } from "node:fs";

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write("usage: node bench/profile-summary.mjs <file.cpuprofile> [rows]\n");
  process.exit(2);
}
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

/** The file a frame belongs to, packages by their name (node_modules/<name>), built chunks by file name. */
function place(url) {
  if (!url) return "(native)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  return url.replace(/^file:\/\//, "").replace(/^.*\/(apps|packages)\//, "$1/");
}

const byFunction = new Map();
const byPlace = new Map();
let total = 0;
let idle = 0;
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  total += micros;
  if (functionName === "(idle)") idle += micros;
  const where = place(url);
  const name = `${functionName || "(anonymous)"} ${where}${url ? `:${lineNumber + 1}` : ""}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byPlace.set(where, (byPlace.get(where) ?? 0) + micros);
}
const busy = total - idle;
const ms = (micros) => (micros / 1000).toFixed(0).padStart(7);
const share = (micros) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    process.stdout.write(`${ms(micros)} ms ${share(micros)}  ${name}\n`);
};
process.stdout.write(
  `${file}\ntotal ${ms(total)} ms, idle ${ms(idle)} ms, busy ${ms(busy)} ms (shares are of busy time)\n`,
);
print("self time per file or package", byPlace);
print("self time per function", byFunction);

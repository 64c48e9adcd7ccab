// The JavaScript a first visit of a page downloads, gzip -9, from the production build:
// entry.client, root and the route's module with every file they import. The islands
// (app/lib/island.tsx) come at the visitor's first interaction: their chunks are counted
// apart, as what the same visit downloads once the visitor moves, touches or types.
// Usage: node apps/storefront/scripts/script-size.mjs [route file, default routes/product.tsx]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const manifest = JSON.parse(readFileSync(`${client}.vite/manifest.json`, "utf8"));
const route = process.argv[2] ?? "routes/product.tsx";
const entries = Object.keys(manifest).filter(
  (key) => key.endsWith("entry.client.tsx") || key.startsWith("app/root.tsx") || key.startsWith(`app/${route}`),
);
if (entries.length !== 3) throw new Error(`expected entry.client, root and ${route}; found ${entries.join(", ")}`);

const collect = (keys, files, seen = new Set()) => {
  const dynamic = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    dynamic.push(...(chunk.dynamicImports ?? []));
  };
  keys.forEach(visit);
  return { seen, dynamic };
};
const size = (file) => gzipSync(readFileSync(client + file), { level: 9 }).length;
const kilo = (bytes) => `${(bytes / 1024).toFixed(1)} KiB, ${(bytes / 1000).toFixed(1)} kB`;

const first = new Set();
const { seen, dynamic } = collect(entries, first);
let total = 0;
for (const file of first) {
  total += size(file);
  console.log(`${String(size(file)).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total bytes (${kilo(total)})`);

// The islands root and the route can render (an upper bound: a page shows some of them), with what they import
// (other routes' modules, reached only by navigating, are not counted).
const islands = new Set();
collect(dynamic, islands, new Set(seen));
let woken = 0;
for (const file of islands) if (!first.has(file)) woken += size(file);
console.log(`${String(woken).padStart(8)}  more at most after the first interaction (the islands: ${islands.size} files, ${kilo(woken)})`);

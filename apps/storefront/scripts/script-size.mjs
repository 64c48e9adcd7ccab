// The JavaScript a first visit of a page downloads, gzip -9, from the production build:
// entry.client, root and the route's module with every file they import.
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

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
entries.forEach(visit);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(client + file), { level: 9 }).length;
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total bytes (${(total / 1024).toFixed(1)} KiB, ${(total / 1000).toFixed(1)} kB)`);

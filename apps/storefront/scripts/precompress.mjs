// After `react-router build`: write .br and .gz beside every hashed script and stylesheet,
// so they are served compressed without compressing on each request. An argument names another
// folder of built assets (the staff's app: `node ../storefront/scripts/precompress.mjs dist/assets`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = process.argv[2]
  ? `${resolve(process.argv[2])}/`
  : fileURLToPath(new URL("../build/client/assets/", import.meta.url));
let files = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const content = readFileSync(assets + name);
  writeFileSync(
    `${assets + name}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${assets + name}.gz`, gzipSync(content, { level: 9 }));
  files++;
}
process.stdout.write(`precompressed ${files} assets\n`);

/**
 * Demo catalogue from the command line:
 *
 *   npx tsx tools/catalogue/cli.ts --products 1500 [--seed 1] [--now 2025-06-01] [--out catalogue.jsonl]
 *
 * Prints a summary; with --out also writes one product per line as JSON.
 */

import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { generateCatalogue } from "./generate.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "1500" },
    seed: { type: "string", default: "1" },
    now: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(
    "usage: tsx tools/catalogue/cli.ts --products 1500 [--seed 1] [--now 2025-06-01T00:00:00Z] [--out file.jsonl]",
  );
  process.exit(0);
}

const products = Number(values.products);
const seed = Number(values.seed);
const now = values.now ? new Date(values.now) : new Date();
if (!Number.isInteger(products) || products < 0)
  fail(`--products must be a whole number, got ${values.products}`);
if (!Number.isInteger(seed)) fail(`--seed must be a whole number, got ${values.seed}`);
if (Number.isNaN(now.getTime())) fail(`--now is not a date: ${values.now}`);

const started = performance.now();
const catalogue = generateCatalogue({ products, seed, now });
const topOf = new Map<string, string>();
for (const category of catalogue.categories) {
  const top =
    category.parentKey === null
      ? category.key
      : (topOf.get(category.parentKey) ?? category.parentKey);
  topOf.set(category.key, top);
}
const topNames = new Map(
  catalogue.categories.filter((c) => c.parentKey === null).map((c) => [c.key, c.nameHr]),
);

const perTop = new Map<string, number>();
const perBrand = new Map<string, number>();
const perKind = new Map<string, number>();
let onSale = 0;
let newNow = 0;
let outOfStock = 0;
let lowStock = 0;
let inactive = 0;
const out: WriteStream | null = values.out ? createWriteStream(values.out) : null;
const pending: string[] = [];

/** Writes the buffered JSON lines, waiting when the stream is full. */
async function flush(stream: WriteStream): Promise<void> {
  if (pending.length === 0) return;
  const chunk = `${pending.join("\n")}\n`;
  pending.length = 0;
  if (!stream.write(chunk)) await once(stream, "drain");
}

for (const product of catalogue.products()) {
  const top = topOf.get(product.categoryKey) ?? "?";
  perTop.set(top, (perTop.get(top) ?? 0) + 1);
  perBrand.set(product.brandKey, (perBrand.get(product.brandKey) ?? 0) + 1);
  perKind.set(product.kind, (perKind.get(product.kind) ?? 0) + 1);
  if (product.saleRetailPriceCents !== null) onSale++;
  if (product.newUntil !== null && product.newUntil.getTime() > now.getTime()) newNow++;
  if (product.stock === 0) outOfStock++;
  else if (product.stock <= 5) lowStock++;
  if (!product.active) inactive++;
  if (out) {
    pending.push(JSON.stringify(product));
    if (pending.length === 1000) await flush(out);
  }
}
if (out) {
  await flush(out);
  out.end();
  await once(out, "finish");
}
const seconds = (performance.now() - started) / 1000;

console.log(`Demo catalogue: ${products} products, seed ${seed}, now ${now.toISOString()}`);
console.log(`Categories: ${catalogue.categories.length}, brands: ${catalogue.brands.length}`);
console.log("\nProducts per top category:");
for (const [key, count] of perTop)
  console.log(`  ${(topNames.get(key) ?? key).padEnd(32)} ${String(count).padStart(7)}`);
console.log("\nProducts per brand:");
for (const [key, count] of [...perBrand].sort((a, b) => b[1] - a[1]))
  console.log(`  ${key.padEnd(32)} ${String(count).padStart(7)}`);
console.log("\nProducts per kind:");
for (const [kind, count] of [...perKind].sort((a, b) => b[1] - a[1]))
  console.log(`  ${kind.padEnd(32)} ${String(count).padStart(7)}`);
console.log(
  `\nOn sale: ${onSale}, new: ${newNow}, out of stock: ${outOfStock}, low stock (1–5): ${lowStock}, inactive: ${inactive}`,
);
if (values.out) console.log(`Written to ${values.out}`);
console.log(`Time: ${seconds.toFixed(2)} s`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

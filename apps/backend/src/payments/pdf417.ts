// PDF417 (ISO/IEC 15438) from codewords to its module matrix, for the HUB-3 slip: the symbol length
// descriptor, padding, Reed-Solomon error correction over GF(929), row indicators, start and stop
// patterns. bwip-js does the same in ~1.1 ms (PostScript translated to JavaScript, its error
// correction alone half of it), which an order placed by bank transfer paid on the main thread;
// this takes ~0.15 ms. The codeword bar patterns (three clusters of 929, ISO/IEC 15438 Annex) are
// read once from a symbol bwip-js draws, so there is one source of them; `pdf417.test.ts` checks
// every matrix against bwip-js's.

// The "node" subpath: the package's root export has no types for a Bundler-resolved import.
import bwipjs from "bwip-js/node";
import type { BarcodeMatrix } from "./barcode.ts";

const PRIME = 929;
const PAD = 900;
const MODULES = 17;
const START = 0b11111111010101000; // 8 1 1 1 1 1 1 3
const STOP = 0b111111101000101001; // 7 1 1 3 1 1 1 2 1 (18 modules)
const STOP_MODULES = 18;

/** Each codeword's bar pattern in each cluster (17 bits, the first module the highest), and a row's height in modules. */
interface Patterns {
  clusters: Int32Array[];
  rowHeight: number;
}

let patterns: Patterns | undefined;

/**
 * The patterns, read from symbols bwip-js draws with codewords of their own in the data, 30
 * columns wide: 300 codewords a symbol (one holds at most 928), each set three times, a row further
 * each time, so that every codeword lands in a row of each cluster.
 */
function barPatterns(): Patterns {
  if (patterns) return patterns;
  const columns = 30;
  const chunk = 300;
  const clusters = [0, 1, 2].map(() => new Int32Array(PRIME).fill(-1));
  let rowHeight = 0;
  for (let first = 0; first < PRIME; first += chunk) {
    const set = Array.from({ length: Math.min(chunk, PRIME - first) }, (_, i) => first + i);
    for (let shift = 0; shift < 3; shift++) {
      const data = [...Array<number>(columns * shift).fill(PAD), ...set];
      const [symbol] = bwipjs.raw({
        bcid: "pdf417",
        text: data.map((codeword) => `^${String(codeword).padStart(3, "0")}`).join(""),
        ...({ raw: true, columns, eclevel: 0 } as object),
      });
      if (!symbol || !("pixs" in symbol)) throw new Error("bwip-js drew no PDF417 matrix");
      const rows = symbol.pixs.length / symbol.pixx;
      rowHeight = symbol.pixy / rows;
      set.forEach((codeword, i) => {
        const position = columns * shift + i + 1; // after the symbol length descriptor
        const row = Math.floor(position / columns);
        const start = row * symbol.pixx + MODULES * (2 + (position % columns));
        let bits = 0;
        for (let m = 0; m < MODULES; m++) bits = (bits << 1) | (symbol.pixs[start + m] ?? 0);
        const cluster = clusters[row % 3];
        if (cluster) cluster[codeword] = bits;
      });
    }
  }
  if (clusters.some((cluster) => cluster.includes(-1)))
    throw new Error("PDF417 bar patterns incomplete");
  patterns = { clusters, rowHeight };
  return patterns;
}

const generators = new Map<number, Int32Array>();

/** The coefficients of ∏ (x − 3^i), i = 1…count, over GF(929), the highest power's (1) left out, lowest first. */
function generator(count: number): Int32Array {
  const known = generators.get(count);
  if (known) return known;
  let poly = [1];
  let root = 1;
  for (let i = 1; i <= count; i++) {
    root = (root * 3) % PRIME;
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j + 1] = ((next[j + 1] ?? 0) + (poly[j] ?? 0)) % PRIME;
      next[j] = ((next[j] ?? 0) + PRIME - (((poly[j] ?? 0) * root) % PRIME)) % PRIME;
    }
    poly = next;
  }
  const coefficients = Int32Array.from(poly.slice(0, count));
  generators.set(count, coefficients);
  return coefficients;
}

const productTables = new Map<number, Int32Array>();

/**
 * `table[j * PRIME + t]` is t · g_j mod 929 for the generator of `count` codewords (count × 929
 * products, 119 KB for level 4): the division below then needs no modulo in its inner loop.
 */
function productTable(count: number): Int32Array {
  const known = productTables.get(count);
  if (known) return known;
  const g = generator(count);
  const table = new Int32Array(count * PRIME);
  for (let j = 0; j < count; j++) {
    const coefficient = g[j] ?? 0;
    for (let t = 0; t < PRIME; t++) table[j * PRIME + t] = (t * coefficient) % PRIME;
  }
  productTables.set(count, table);
  return table;
}

/** The error correction codewords of `data` (ISO/IEC 15438 Annex F): the remainder of data · x^k divided by the generator, negated. */
export function errorCorrection(data: readonly number[], count: number): number[] {
  const products = productTable(count);
  // ec[j] holds the remainder's coefficient of x^j, kept in 0…PRIME-1.
  const ec = new Int32Array(count);
  for (const codeword of data) {
    const sum = codeword + (ec[count - 1] ?? 0);
    const t = sum >= PRIME ? sum - PRIME : sum;
    for (let j = count - 1; j > 0; j--) {
      const value = (ec[j - 1] ?? 0) - (products[j * PRIME + t] ?? 0);
      ec[j] = value < 0 ? value + PRIME : value;
    }
    const first = products[t] ?? 0;
    ec[0] = first === 0 ? 0 : PRIME - first;
  }
  const out = new Array<number>(count);
  for (let j = 0; j < count; j++) {
    const value = ec[count - 1 - j] ?? 0;
    out[j] = value === 0 ? 0 : PRIME - value;
  }
  return out;
}

/**
 * The symbol of `data` (codewords, the length descriptor not among them) in `columns` data
 * columns at error correction level `level` (2^(level+1) codewords), padded to whole rows.
 */
export function pdf417Matrix(
  data: readonly number[],
  options: { columns: number; level: number },
): BarcodeMatrix {
  const { columns, level } = options;
  const { clusters, rowHeight } = barPatterns();
  const ecCount = 2 ** (level + 1);
  const rows = Math.max(3, Math.ceil((data.length + 1 + ecCount) / columns));
  if (rows > 90 || data.length + 1 + ecCount > 928)
    throw new Error("too much data for a PDF417 symbol");
  const padding = rows * columns - (data.length + 1 + ecCount);
  const body = [data.length + 1 + padding, ...data, ...Array<number>(padding).fill(PAD)];
  const codewords = [...body, ...errorCorrection(body, ecCount)];

  const width = MODULES * (columns + 4) + 1;
  const dark = new Uint8Array(width * rows);
  const lastRow = rows - 1;
  for (let row = 0; row < rows; row++) {
    const cluster = row % 3;
    const patternsOf = clusters[cluster] as Int32Array;
    const base = 30 * Math.floor(row / 3);
    const indicators = [
      [Math.floor(lastRow / 3), columns - 1],
      [level * 3 + (lastRow % 3), Math.floor(lastRow / 3)],
      [columns - 1, level * 3 + (lastRow % 3)],
    ][cluster] as [number, number];
    let x = row * width;
    const put = (bits: number, modules: number) => {
      for (let m = modules - 1; m >= 0; m--) dark[x++] = (bits >> m) & 1;
    };
    put(START, MODULES);
    put(patternsOf[base + indicators[0]] ?? 0, MODULES);
    for (let column = 0; column < columns; column++)
      put(patternsOf[codewords[row * columns + column] ?? 0] ?? 0, MODULES);
    put(patternsOf[base + indicators[1]] ?? 0, MODULES);
    put(STOP, STOP_MODULES);
  }
  return { width, rows, rowHeight, dark };
}

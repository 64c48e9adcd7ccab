/**
 * The codes a maker prints on a product: its EAN-13 and its manufacturer's part number (MPN).
 *
 * Both carry a six-digit number drawn for the product's position by a permutation of
 * 0..999,999 that the catalogue's seed picks: distinct positions get distinct numbers, so a
 * brand never gives two products one EAN or one MPN, however many products there are (up to
 * MAX_CODED_PRODUCTS), and no product needs another one's code to be computed.
 */

import { ean13CheckDigit } from "@dukan/contract/ean";
import type { BrandData, ProductKind } from "./data.ts";
import { mixSeed, Rng } from "./random.ts";
import type { GeneratedSpecification } from "./types.ts";

/** Six digits of item reference after a six-digit company prefix: one number per position. */
export const MAX_CODED_PRODUCTS = 1_000_000;

/** Salts that keep the code streams apart from the products' own streams. */
const EAN_STREAM = 0xea13;
const MPN_STREAM = 0x3b9e;

const KIND_CODES: Record<ProductKind, string> = {
  mouse: "MS",
  keyboard: "KB",
  headset: "HS",
  mousepad: "MP",
  controller: "GC",
  chair: "CH",
  microphone: "MC",
  toner: "TN",
  ink: "IN",
  paper: "PA",
  cable: "CB",
  adapter: "AD",
  "usb-drive": "UD",
  charger: "CG",
  powerbank: "PB",
  webcam: "WC",
  bag: "BG",
  shredder: "SH",
  "glass-phone": "GP",
  "glass-tablet": "GT",
  "glass-lens": "GL",
  "glass-privacy": "PV",
  "glass-watch": "GW",
};

const COLOUR_CODES: Record<string, string> = {
  black: "BK",
  white: "WH",
  grey: "GY",
  pink: "PK",
  blue: "BL",
  "navy blue": "NV",
  red: "RD",
  green: "GN",
  purple: "PU",
  silver: "SV",
  cyan: "CY",
  magenta: "MG",
  yellow: "YL",
  "tri-colour": "TC",
};

export interface ProductCodes {
  ean: string;
  mpn: string;
}

export interface CodeInput {
  position: number;
  brand: BrandData;
  kind: ProductKind;
  specifications: readonly GeneratedSpecification[];
}

/** The code maker of one catalogue: the same seed gives every position the same codes. */
export function productCodes(seed: number): (input: CodeInput) => ProductCodes {
  const eanNumber = permutation(new Rng(mixSeed(seed, EAN_STREAM)));
  const mpnNumber = permutation(new Rng(mixSeed(seed, MPN_STREAM)));
  return ({ position, brand, kind, specifications }) => {
    const first12 = `${brand.gs1}${sixDigits(eanNumber(position))}`;
    const colour = colourCode(specifications);
    const mpn = brand.mpn
      .replace("{kind}", KIND_CODES[kind])
      .replace("{ref}", sixDigits(mpnNumber(position)))
      .replace(/-?\{colour\}/, (placeholder) =>
        colour === null ? "" : placeholder.replace("{colour}", colour),
      );
    return { ean: `${first12}${ean13CheckDigit(first12)}`, mpn };
  };
}

/** n ↦ (a·n + b) mod 1,000,000 with a prime to 10: a bijection of 0..999,999. */
function permutation(rng: Rng): (n: number) => number {
  let a = rng.int(100_001, MAX_CODED_PRODUCTS - 11);
  while (a % 2 === 0 || a % 5 === 0) a++;
  const b = rng.int(0, MAX_CODED_PRODUCTS - 1);
  return (n) => (a * n + b) % MAX_CODED_PRODUCTS;
}

function sixDigits(n: number): string {
  return String(n).padStart(6, "0");
}

/** "BK" for a black product, "BKRD" for black/red; null when it has no colour. */
function colourCode(specifications: readonly GeneratedSpecification[]): string | null {
  const colour = specifications.find((s) => s.nameEn === "Colour")?.valueEn;
  if (colour === undefined) return null;
  return colour
    .split("/")
    .map(
      (part) =>
        COLOUR_CODES[part] ??
        part
          .replace(/[^a-z]/gi, "")
          .slice(0, 2)
          .toUpperCase(),
    )
    .join("");
}

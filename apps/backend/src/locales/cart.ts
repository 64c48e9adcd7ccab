import type { Language } from "@dukan/contract";
import { counted, type PluralTexts } from "./plural.ts";

const addedUpToStockTexts: PluralTexts = {
  hr: {
    one: "U košaricu je dodan {count} komad – više nema na zalihi.",
    few: "U košaricu su dodana {count} komada – više nema na zalihi.",
    other: "U košaricu je dodano {count} komada – više nema na zalihi.",
  },
  en: {
    one: "Added {count} piece to the cart – no more in stock.",
    other: "Added {count} pieces to the cart – no more in stock.",
  },
};

const setUpToStockTexts: PluralTexts = {
  hr: {
    one: "Količina je postavljena na {count} komad – više nema na zalihi.",
    few: "Količina je postavljena na {count} komada – više nema na zalihi.",
    other: "Količina je postavljena na {count} komada – više nema na zalihi.",
  },
  en: {
    one: "The quantity was set to {count} piece – no more in stock.",
    other: "The quantity was set to {count} pieces – no more in stock.",
  },
};

/**
 * An add cut to the stock (`max_available`) — one product added, or a quick-buy line: how many
 * pieces went in and why no more — a whole carton asked for when fewer pieces are left reads
 * "U košaricu je dodano 7 komada – više nema na zalihi."
 */
export function addedUpToStock(count: number, language: Language): string {
  return counted(addedUpToStockTexts, count, language);
}

/**
 * A line's new quantity cut to the stock (`max_available`): what the line now holds and why no
 * more — "Količina je postavljena na 4 komada – više nema na zalihi."
 */
export function setUpToStock(count: number, language: Language): string {
  return counted(setUpToStockTexts, count, language);
}

import type { Language } from "@dukan/contract";
import { formatNumber } from "./number-format.ts";

/** "850 B", "12,4 kB", "1,2 MB": decimal units, one decimal place, in the page's language (a no-break space before the unit). */
export function fileSize(bytes: number, language: Language): string {
  if (bytes < 1000) return `${bytes}\u00a0B`;
  const [value, unit] = bytes < 999_950 ? [bytes / 1000, "kB"] : [bytes / 1_000_000, "MB"];
  return `${formatNumber(Math.round(value * 10) / 10, language)}\u00a0${unit}`;
}

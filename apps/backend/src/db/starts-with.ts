import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * `value` starts with `prefix`, written as the range a btree index with `text_pattern_ops` reads:
 * `value ~>=~ prefix and value ~<~ nextPrefix(prefix)` (those operators compare byte by byte,
 * which for UTF-8 is code point order). PostgreSQL derives the same range from `like 'x%'`, but
 * only from a constant: a statement kept prepared (db/preparing-client.ts) gets, after a few runs,
 * one plan for every value, and for `like $1` that plan reads the whole table. Characters that
 * LIKE treats as wildcards (`%`, `_`, `\`) are plain characters here.
 */
export function startsWith(value: SQLWrapper, prefix: string): SQL {
  const above = nextPrefix(prefix);
  return above === null
    ? sql`${value} ~>=~ ${prefix}`
    : sql`(${value} ~>=~ ${prefix} and ${value} ~<~ ${above})`;
}

/**
 * The least string above every string that starts with `prefix`: its last character moved one
 * code point on (over the surrogates, which text never holds), a last U+10FFFF dropped first;
 * null when there is none (an empty prefix, or one of U+10FFFF only).
 */
export function nextPrefix(prefix: string): string | null {
  const points = Array.from(prefix, (character) => character.codePointAt(0) ?? 0);
  for (let last = points.pop(); last !== undefined; last = points.pop()) {
    if (last < 0x10ffff)
      return String.fromCodePoint(...points, last + 1 === 0xd800 ? 0xe000 : last + 1);
  }
  return null;
}

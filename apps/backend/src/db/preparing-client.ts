import { createHash } from "node:crypto";
import pg from "pg";

/** A query text sent this often becomes a named prepared statement (as pgJDBC's prepareThreshold). */
const PREPARE_AFTER = 3;
/** Texts counted per process (then counting starts over), and statements kept per connection, at most. */
const COUNTED_TEXTS = 5_000;
const STATEMENTS_PER_CONNECTION = 300;

const seen = new Map<string, number>();

/** The statement name for a query text: the same text gets the same name on every connection. */
export function statementName(text: string): string {
  return `d_${createHash("sha1").update(text).digest("base64url")}`;
}

/** Whether a query text has been sent often enough to be kept prepared; counts this sending. */
function worthPreparing(text: string): boolean {
  const count = (seen.get(text) ?? 0) + 1;
  if (count > PREPARE_AFTER) return true;
  // One-off texts (lists of varying length) must not crowd out a shape that becomes hot later.
  if (!seen.has(text) && seen.size >= COUNTED_TEXTS) seen.clear();
  seen.set(text, count);
  return false;
}

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/**
 * A `pg` client that keeps the queries it runs again and again as named prepared statements,
 * so PostgreSQL plans them once per connection instead of on every call (on embedded PGlite,
 * planning a join costs more than running it). Queries with a name, cursors and streams are
 * passed on untouched.
 */
export class PreparingClient extends pg.Client {
  /** Query text → statement name, for the statements this connection has prepared. */
  #named = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [first, ...rest] = args;
    const config: QueryConfig | null =
      typeof first === "string" ? { text: first } : isPlainQuery(first) ? first : null;
    // Only queries with parameters: they are the ones repeated with other values, and a text
    // without them may hold several statements, which a prepared statement cannot.
    const parameters = Array.isArray(rest[0]) ? rest[0] : config?.values;
    if (
      config &&
      parameters &&
      parameters.length > 0 &&
      worthPreparing(config.text) &&
      (this.#named.size < STATEMENTS_PER_CONNECTION || this.#named.has(config.text))
    ) {
      let name = this.#named.get(config.text);
      if (name === undefined) {
        name = statementName(config.text);
        this.#named.set(config.text, name);
      }
      return (super.query as (...a: unknown[]) => never)({ ...config, name }, ...rest);
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

function isPlainQuery(value: unknown): value is QueryConfig {
  if (typeof value !== "object" || value === null) return false;
  const query = value as QueryConfig;
  return typeof query.text === "string" && !query.name && typeof query.submit !== "function";
}

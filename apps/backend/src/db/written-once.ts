import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { QueryResult } from "pg";
import type { Db } from "./client.ts";

/** Drizzle's writer of SQL text (the handle's own is internal; `drizzle(pool, { schema })` uses the same defaults). */
const dialect = new PgDialect();

/** Runs a statement written once with the values of its placeholders for this run. */
export type WrittenStatement = (
  values: Record<string, unknown>,
) => Promise<QueryResult<Record<string, unknown>>>;

/**
 * `db.execute` for a hot statement that Drizzle writes once instead of at every run: `statement`
 * has `sql.placeholder(name)` wherever a run's values go (as the query builders' `.prepare()`,
 * which `db.execute` lacks). Writing the text walks every fragment of the statement: for the order
 * placing, with its ~60 parameters, that was ~5 % of the main thread's time under load.
 * The rows come as `db.execute` gives them (the same driver settings: dates as text).
 */
export function writtenOnce(db: Db, statement: SQL): WrittenStatement {
  const prepared = db._.session.prepareQuery(
    dialect.sqlToQuery(statement),
    undefined,
    undefined,
    false,
  );
  return (values) => prepared.execute(values) as Promise<QueryResult<Record<string, unknown>>>;
}

import { sql } from "drizzle-orm";

/** The comment the PGlite worker looks for (pglite-worker.mjs holds the same text). */
export const GENERIC_PLAN_MARK = "/* generic plan */";

/**
 * Put first in a statement run again and again whose plan does not depend on its parameters (the
 * order placing, a customer's cart): on PGlite it is then planned once, when prepared, instead of
 * at every call (the worker runs it with `plan_cache_mode = force_generic_plan`). PostgreSQL keeps
 * planning such a statement anew when it estimates the one plan dearer than a plan made for the
 * values, and on PGlite planning a statement of many joins or writes costs more than running it.
 * A comment to a PostgreSQL server, which plans natively and fast.
 */
export const GENERIC_PLAN = sql.raw(`${GENERIC_PLAN_MARK} `);

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";
import { GENERIC_PLAN_MARK } from "./generic-plan.ts";
import { statementName } from "./preparing-client.ts";

const probe = pgTable("multiplex_probe", {
  id: serial("id").primaryKey(),
  value: text("value").notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.pool.query(
    "create table multiplex_probe (id serial primary key, value text not null)",
  );
});
afterAll(async () => {
  await database?.close();
});

describe(`one pool, many connections, on ${testDatabaseKind}`, () => {
  it("answers each query with its own result while transactions run beside differently shaped queries", async () => {
    const wrong: string[] = [];
    const reads = Array.from({ length: 300 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i % 11));
      if (i % 3 === 0) {
        const { rows } = await database.pool.query("select $1::int * 2 as doubled", [i]);
        if (rows[0]?.doubled !== i * 2) wrong.push(`doubled ${i}`);
      } else if (i % 3 === 1) {
        const { rows } = await database.pool.query(
          "select $1::text || ':' || $2::text as joined, 1 as one",
          [String(i), "x"],
        );
        if (rows[0]?.joined !== `${i}:x`) wrong.push(`joined ${i}`);
      } else {
        const { rows } = await database.pool.query(
          "select count(*)::int as n from multiplex_probe where value <> $1",
          ["never"],
        );
        if (typeof rows[0]?.n !== "number") wrong.push(`count ${i}`);
      }
    });
    // Transactions start while other connections are half-way through their extended-protocol
    // messages (Parse … Sync): the multiplexer must not let a BEGIN in between.
    const writes = Array.from({ length: 30 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i % 7));
      await database.db.transaction(async (tx) => {
        await tx.insert(probe).values({ value: `a${i}` });
        await new Promise((resolve) => setImmediate(resolve));
        await tx.insert(probe).values({ value: `b${i}` });
      });
    });
    const failed = (await Promise.allSettled([...reads, ...writes])).filter(
      (r) => r.status === "rejected",
    );
    expect(failed).toEqual([]);
    expect(wrong).toEqual([]);
    const { rows } = await database.pool.query("select count(*)::int as n from multiplex_probe");
    expect(rows[0]?.n).toBe(60);
  });

  it("rolls back a failed transaction without touching the others", async () => {
    const outcomes = await Promise.allSettled([
      database.db.transaction(async (tx) => {
        await tx.execute("insert into multiplex_probe (value) values ('kept')");
      }),
      database.db.transaction(async (tx) => {
        await tx.execute("insert into multiplex_probe (value) values ('dropped')");
        await tx.execute("select 1 / 0");
      }),
      database.pool.query("select 1 as one"),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const { rows } = await database.pool.query(
      "select value from multiplex_probe where value in ('kept', 'dropped')",
    );
    expect(rows.map((r) => r.value)).toEqual(["kept"]);
  });

  it("lets every connection prepare the same named statement, and keeps none that failed to parse", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { rows } = await database.pool.query({
          name: "probe_double",
          text: "select $1::int * 2 as doubled",
          values: [i],
        });
        return rows[0]?.doubled;
      }),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    for (let attempt = 0; attempt < 3; attempt++)
      await expect(
        database.pool.query({ name: "probe_broken", text: "select from where", values: [] }),
      ).rejects.toThrow(/syntax/);
  });

  it("prepares a query with parameters once it has been sent a few times", async () => {
    const text = "select $1::int + 1 as next";
    const client = await database.pool.connect();
    try {
      for (let i = 0; i < 5; i++) expect((await client.query(text, [i])).rows[0]?.next).toBe(i + 1);
      const { rows } = await client.query("select name from pg_prepared_statements");
      expect(rows.map((r) => r.name)).toContain(statementName(text));
    } finally {
      client.release();
    }
  });
});

describe.runIf(testDatabaseKind === "pglite")(
  "statements marked to be planned once, on pglite",
  () => {
    const marked = `${GENERIC_PLAN_MARK}select current_setting('plan_cache_mode') as mode, $1::int as n`;
    const mode = async () =>
      (await database.pool.query("select current_setting('plan_cache_mode') as mode")).rows[0]
        ?.mode;

    it("run with a generic plan, named or not, and leave the session's mode as it was", async () => {
      const client = await database.pool.connect();
      try {
        for (let i = 0; i < 6; i++) {
          const { rows } = await client.query(marked, [i]);
          expect(rows[0]).toEqual({ mode: "force_generic_plan", n: i });
          expect(await mode()).toBe("auto");
        }
        const prepared = await client.query("select name from pg_prepared_statements");
        expect(prepared.rows.map((r) => r.name)).toContain(statementName(marked));
      } finally {
        client.release();
      }
    });

    it("answer their own error in a failed transaction and leave the mode after the rollback", async () => {
      const outcome = database.db.transaction(async (tx) => {
        await tx.execute("select 1 / 0").catch(() => {});
        await tx.execute(`${GENERIC_PLAN_MARK}select 1`);
      });
      const error = await outcome.then(
        () => null,
        (failure: unknown) => failure as { cause?: Error },
      );
      expect(error?.cause?.message).toMatch(/current transaction is aborted/);
      expect(await mode()).toBe("auto");
    });
  },
);

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { nextPrefix, startsWith } from "./starts-with.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";

describe("nextPrefix", () => {
  it("moves the last character one code point on, over the surrogates and past U+10FFFF", () => {
    expect(nextPrefix("2026-00")).toBe("2026-01");
    expect(nextPrefix("ana@")).toBe("anaA"); // "@" is U+0040, "A" U+0041
    expect(nextPrefix("kova\u010d")).toBe("kova\u010e");
    expect(nextPrefix("a\ud7ff")).toBe("a\ue000");
    expect(nextPrefix("ab\u{10ffff}")).toBe("ac");
    expect(nextPrefix("\u{10ffff}\u{10ffff}")).toBeNull();
    expect(nextPrefix("")).toBeNull();
  });
});

let database: Database;
const values = [
  "2026-000101",
  "2026-000199",
  "2026-0002",
  "2026-1",
  "2027-000101",
  "ana@example.com",
  "ana_b@example.com",
  "anab@example.com",
  "an%a@example.com",
  "kovač@example.com",
  "kovačić@example.com",
  "kovad@example.com",
  "x\u{10ffff}",
  "x\u{10ffff}a",
  "y",
  "",
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table starts_with_test (value text not null)`);
  await database.db.execute(
    sql`create index starts_with_test_idx on starts_with_test (value text_pattern_ops)`,
  );
  await database.db.execute(
    sql`insert into starts_with_test select 'filler-' || n from generate_series(1, 5000) n`,
  );
  for (const value of values)
    await database.db.execute(sql`insert into starts_with_test values (${value})`);
  await database.db.execute(sql`analyze starts_with_test`);
});
afterAll(async () => database?.close());

describe(`startsWith on ${testDatabaseKind}`, () => {
  it("finds exactly the values that start with the prefix, LIKE's wildcards taken literally", async () => {
    const prefixes = [
      "2026-0001",
      "2026-",
      "2026-00",
      "ana",
      "ana_",
      "an%",
      "kovač",
      "x\u{10ffff}",
      "",
      "z",
    ];
    for (const prefix of prefixes) {
      const found = (
        await database.db.execute(
          sql`select value from starts_with_test where ${startsWith(sql`value`, prefix)} and value not like 'filler-%'`,
        )
      ).rows.map((row) => (row as { value: string }).value);
      expect(found.sort(), prefix).toEqual(values.filter((v) => v.startsWith(prefix)).sort());
    }
  });

  it("is read from the index by a plan made once for every value, where LIKE with a parameter reads the table", async () => {
    const plans = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(
        sql.raw(
          "prepare starts_with_range(text, text) as select count(*) from starts_with_test where value ~>=~ $1 and value ~<~ $2",
        ),
      );
      await tx.execute(
        sql.raw(
          "prepare starts_with_like(text) as select count(*) from starts_with_test where value like $1",
        ),
      );
      const explain = async (statement: string) =>
        (await tx.execute(sql.raw(`explain ${statement}`))).rows
          .map((row) => Object.values(row as Record<string, string>)[0])
          .join("\n");
      const plan = {
        range: await explain("execute starts_with_range('ana', 'anb')"),
        like: await explain("execute starts_with_like('ana%')"),
      };
      await tx.execute(sql.raw("deallocate starts_with_range"));
      await tx.execute(sql.raw("deallocate starts_with_like"));
      return plan;
    });
    expect(plans.range).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(plans.like).toMatch(/Seq Scan/);
  });
});

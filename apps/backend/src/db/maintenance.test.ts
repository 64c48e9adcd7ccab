import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import type { Database } from "./client.ts";
import { embeddedMaintenance } from "./maintenance.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`maintenance on ${testDatabaseKind}`, () => {
  it("vacuums the busy tables, reporting nothing when all goes well", async () => {
    const logged: string[] = [];
    const maintenance = embeddedMaintenance(database, (line) => logged.push(line));
    await maintenance.round();
    expect(logged).toEqual([]);
    const { rows } = await database.pool.query(
      "select reloptions from pg_class where relname = 'cart_lines'",
    );
    expect(rows[0]?.reloptions).toEqual(["fillfactor=70"]);
  });
});

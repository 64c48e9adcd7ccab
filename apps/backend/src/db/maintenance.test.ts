import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import type { Database } from "./client.ts";
import { embeddedMaintenance } from "./maintenance.ts";
import { capturedLog } from "../observability/captured-log.testing.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`maintenance on ${testDatabaseKind}`, () => {
  it("vacuums the busy tables, reporting nothing when all goes well", async () => {
    const logged = capturedLog("debug");
    const maintenance = embeddedMaintenance(database, logged.log);
    await maintenance.round();
    expect(logged.entries).toEqual([]);
    const { rows } = await database.pool.query(
      "select reloptions from pg_class where relname = 'cart_lines'",
    );
    expect(rows[0]?.reloptions).toEqual(["fillfactor=70"]);
  });
});

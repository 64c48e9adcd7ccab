import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../testing/database.ts";
import { defaultCheckoutSettings, defaultPayee } from "./defaults.ts";
import { siteSettings } from "./schema.ts";
import { settingsStore } from "./store.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(siteSettings);
});

describe("settings", () => {
  it("are the defaults in code until a row overrides a key, merged over the default object", async () => {
    const store = settingsStore(database.db);
    expect(await store.get("checkout")).toEqual(defaultCheckoutSettings);
    await database.db
      .insert(siteSettings)
      .values({ key: "checkout", value: { deliveryFeeNetCents: 250 } });
    store.forget();
    expect(await store.get("checkout")).toEqual({
      ...defaultCheckoutSettings,
      deliveryFeeNetCents: 250,
    });
    expect(await store.get("payee")).toEqual(defaultPayee);
  });

  it("reuse what was read for a while, and show their own change at once", async () => {
    let clock = 0;
    const store = settingsStore(database.db, { now: () => clock, memoryMs: 1_000 });
    expect((await store.get("payee")).iban).toBe(defaultPayee.iban);
    await database.db
      .insert(siteSettings)
      .values({ key: "payee", value: { iban: "HR6623600001101234565" } });
    expect((await store.get("payee")).iban).toBe(defaultPayee.iban);
    clock = 1_000;
    expect((await store.get("payee")).iban).toBe("HR6623600001101234565");
    await store.set("ordering_blocks", []);
    expect(await store.get("ordering_blocks")).toEqual([]);
  });
});

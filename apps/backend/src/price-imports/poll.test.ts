import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { defaultPriceImport } from "../settings/defaults.ts";
import { settingsStore } from "../settings/store.ts";
import { openTestDatabase } from "../testing/database.ts";
import { erpCsv } from "./fixtures.testing.ts";
import { pollPriceImports } from "./poll.ts";
import { priceImports } from "./schema.ts";
import { priceImportService } from "./service.ts";

let database: Database;
let folder = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 6, now: new Date("2026-11-01T10:00:00Z") });
  folder = await mkdtemp(join(tmpdir(), "dukan-erp-"));
});
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the scheduled price import", () => {
  it("reads a folder's new file when due, applies it when nothing is held, and skips the same file", async () => {
    const settings = settingsStore(database.db, { memoryMs: 0 });
    const service = priceImportService(database.db);
    const poll = (at: number) =>
      pollPriceImports(database.db, settings, service, { now: () => at });
    expect(await poll(0)).toBe("off");
    await settings.set("price_import", {
      ...defaultPriceImport,
      pollEnabled: true,
      pollSource: folder,
      pollIntervalMinutes: 60,
      pollApply: true,
    });
    expect(await poll(0)).toBe("none");
    const [first] = await database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    if (!first) throw new Error("no product");
    await writeFile(
      join(folder, "cjenik.csv"),
      erpCsv([[first.itemCode, "", "", "", "", "", "", String(first.stock + 5)]]),
    );
    expect(await poll(30 * 60_000)).toBe("not_due");
    const id = await poll(61 * 60_000);
    expect(typeof id).toBe("number");
    const [imported] = await database.db
      .select()
      .from(priceImports)
      .where(eq(priceImports.id, Number(id)));
    expect(imported).toMatchObject({ source: "poll", status: "applied" });
    const [after] = await database.db.select().from(products).where(eq(products.id, first.id));
    expect(after?.stock).toBe(first.stock + 5);
    expect(await poll(122 * 60_000)).toBe("same_file");
  });
});

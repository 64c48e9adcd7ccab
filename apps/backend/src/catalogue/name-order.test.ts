import {
  adminProductListSchema,
  brandListResponseSchema,
  productListResponseSchema,
} from "@dukan/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { seedDemoCatalogue } from "./seed.ts";

// Names given in no order; each list below is how its reader expects them.
const NAMES = [
  "Žica",
  "Šator",
  "Kabel 10 m",
  "Čitač kartica",
  "Dževa",
  "Zvuk",
  "Ćup",
  "Sunce",
  "Đak",
  "Cvijet",
  "Kabel 2 m",
  "Dan",
];
/** The Croatian alphabet: č and ć after c, dž and đ after d, š after s, ž after z; numbers by value. */
const CROATIAN = [
  "Cvijet",
  "Čitač kartica",
  "Ćup",
  "Dan",
  "Dževa",
  "Đak",
  "Kabel 2 m",
  "Kabel 10 m",
  "Sunce",
  "Šator",
  "Zvuk",
  "Žica",
];
/** English: an accented letter counts as its base letter. */
const ENGLISH = [
  "Čitač kartica",
  "Ćup",
  "Cvijet",
  "Đak",
  "Dan",
  "Dževa",
  "Kabel 2 m",
  "Kabel 10 m",
  "Šator",
  "Sunce",
  "Žica",
  "Zvuk",
];

let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";
let categorySlug = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 40, now: new Date("2026-11-01T10:00:00Z") });
  api = createApi(database, testApiOptions());
  const member = { email: "abeceda@dukan.test", password: "Abeceda-Katalog-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
  // The first products, active and in one category, take the names; three brands take some too.
  const category = await database.db.execute<{ id: number; slug_hr: string }>(
    sql`select id, slug_hr from categories where id = (select category_id from products order by id limit 1)`,
  );
  categorySlug = category.rows[0]?.slug_hr ?? "";
  for (const [index, name] of NAMES.entries())
    await database.db.execute(sql`
      update products set name_hr = ${name}, name_en = ${name}, active = true, category_id = ${category.rows[0]?.id}
      where id = (select id from products order by id offset ${index} limit 1)`);
  for (const [index, name] of ["Ćelija", "Dabar", "Cezar"].entries())
    await database.db.execute(
      sql`update brands set name = ${name} where id = (select id from brands order by id offset ${index} limit 1)`,
    );
});
afterAll(async () => {
  await database?.close();
});

async function get<T extends z.ZodType>(path: string, schema: T, bearer = ""): Promise<z.infer<T>> {
  const response = await api.request(path, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
}
const ours = (names: string[]) => names.filter((name) => NAMES.includes(name));

describe(`names in reading order on ${testDatabaseKind}`, () => {
  it("sorts a category by name in the Croatian alphabet, and in English as English readers do", async () => {
    const query = `/api/products?category=${categorySlug}&sort=name&per_page=96`;
    const hr = await get(`${query}&lang=hr`, productListResponseSchema);
    expect(ours(hr.data.map((p) => p.name_hr))).toEqual(CROATIAN);
    const en = await get(`${query}&lang=en`, productListResponseSchema);
    expect(ours(en.data.map((p) => p.name_en))).toEqual(ENGLISH);
  });

  it("sorts the staff's product list by either name the same way, both directions", async () => {
    const list = (sort: string, order: string) =>
      get(
        `/api/admin/products?sort=${sort}&order=${order}&perPage=100`,
        adminProductListSchema,
        token,
      );
    expect(ours((await list("name_hr", "ASC")).data.map((p) => p.name_hr))).toEqual(CROATIAN);
    expect(ours((await list("name_hr", "DESC")).data.map((p) => p.name_hr))).toEqual(
      [...CROATIAN].reverse(),
    );
    expect(ours((await list("name_en", "ASC")).data.map((p) => p.name_en))).toEqual(ENGLISH);
  });

  it("lists brands A to Z in the Croatian alphabet", async () => {
    const names = (await get("/api/brands", brandListResponseSchema)).data.map((b) => b.name);
    expect(names.filter((name) => ["Ćelija", "Dabar", "Cezar"].includes(name))).toEqual([
      "Cezar",
      "Ćelija",
      "Dabar",
    ]);
  });
});

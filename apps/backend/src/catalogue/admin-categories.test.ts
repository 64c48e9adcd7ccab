import type { AdminCategory, AdminCategoryDetail } from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { products } from "./schema.ts";
import { seedDemoCatalogue } from "./seed.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";
let ordersToken = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  const changes = createChangeFeed(database.pool);
  await changes.sync();
  api = createApi(database, { ...testApiOptions(), changes });
  const member = { email: "kategorije@dukan.test", password: "Kategorije-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
  ordersToken = await staffToken(api, demoStaff.orders);
});
afterAll(async () => {
  await database?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  language = "hr",
  as = token,
): Promise<Answer> {
  const response = await api.request(path, {
    method,
    headers: {
      "accept-language": language,
      authorization: `Bearer ${as}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer["body"]) : {} };
}

const tree = async () => (await call("GET", "/api/admin/categories")).body.data as AdminCategory[];
const detail = (answer: Answer) => answer.body as unknown as AdminCategoryDetail;
/** What a visitor's category page reads. */
const visitorCategory = async (slug: string) => {
  const response = await api.request(`/api/categories/${slug}`);
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { slug_hr: string; name_hr: string; breadcrumb: { slug_hr: string }[] };
    },
  };
};

async function newCategory(stem: string, parentId: number | null = null) {
  const answer = await call("POST", "/api/admin/categories", {
    nameHr: `${stem} hr`,
    nameEn: `${stem} en`,
    slugHr: `${stem}-hr`,
    slugEn: `${stem}-en`,
    parentId,
  });
  expect(answer.status).toBe(201);
  return detail(answer);
}

describe("the staff's categories", () => {
  it("lists the tree in order with product counts in and below each category", async () => {
    const list = await tree();
    const [top] = list;
    expect(top?.depth).toBe(0);
    const total = await database.db.$count(products);
    const roots = list.filter((c) => c.parentId === null);
    expect(roots.reduce((sum, c) => sum + c.totalProductCount, 0)).toBe(total);
    // Each child comes after its parent, one level deeper.
    for (const [index, node] of list.entries())
      if (node.parentId !== null) {
        const parentIndex = list.findIndex((c) => c.id === node.parentId);
        expect(parentIndex).toBeLessThan(index);
        expect(list[parentIndex]?.depth).toBe(node.depth - 1);
      }
    const denied = await call("GET", "/api/admin/categories", undefined, "hr", ordersToken);
    expect(denied.status).toBe(403);
  });

  it("creates a category with a sanitised description, and refuses taken and reserved slugs by field", async () => {
    const created = await call("POST", "/api/admin/categories", {
      nameHr: "Slušalice za igru",
      nameEn: "Gaming headsets",
      slugHr: "Slusalice-za-igru",
      slugEn: "gaming-headsets",
      descriptionHr:
        '<p onclick="steal()">Dobre <script>alert(1)</script><a href="javascript:alert(1)">ovdje</a> <span style="display:none">skriveno</span></p>',
    });
    expect(created.status).toBe(201);
    const category = detail(created);
    expect(category.slugHr).toBe("slusalice-za-igru");
    expect(category.groupCode).toBe(`K-${category.id}`);
    expect(category.descriptionHr).not.toMatch(/script|onclick|javascript:|style=/);
    expect(category.descriptionHr).toContain("Dobre");

    const someProduct = (await database.db.select().from(products).limit(1))[0];
    const firstCategory = (await tree())[0];
    const refused = await call(
      "POST",
      "/api/admin/categories",
      {
        nameHr: "X",
        nameEn: "X",
        slugHr: firstCategory?.slugEn,
        slugEn: "cart",
        descriptionHr: "",
      },
      "en",
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      slugHr: "Another product or a category has this address already",
      slugEn: "This address belongs to a page of the shop",
    });
    const productSlug = await call("POST", "/api/admin/categories", {
      nameHr: "X",
      nameEn: "X",
      slugHr: someProduct?.slugHr,
      slugEn: "nesto-novo",
    });
    expect(productSlug.body.error?.fields?.slugHr).toBe(
      "Drugi proizvod ili kategorija već ima tu adresu",
    );
    const badForm = await call("POST", "/api/admin/categories", {
      nameHr: "X",
      nameEn: "X",
      slugHr: "miševi i tipkovnice",
      slugEn: "admin",
    });
    expect(badForm.status).toBe(400);
    expect(badForm.body.error?.fields?.slugHr).toMatch(/mala slova/);
  });

  it("renames with the version read: the visitor's API follows, the old slug still finds it, a stale version is 409, and it is audited", async () => {
    const category = await newCategory("misevi");
    const renamed = await call("PATCH", `/api/admin/categories/${category.id}`, {
      version: category.version,
      nameHr: "Miševi i podloge",
      slugHr: "misevi-i-podloge",
      descriptionEn: "<h2>Mice</h2><img src=x onerror=alert(1)>",
    });
    expect(renamed.status).toBe(200);
    expect(detail(renamed).version).toBe(category.version + 1);
    expect(detail(renamed).descriptionEn).toBe("<h2>Mice</h2>");
    const now = await visitorCategory("misevi-i-podloge");
    expect(now.body.data.name_hr).toBe("Miševi i podloge");
    const old = await visitorCategory("misevi-hr");
    expect(old.status).toBe(200);
    expect(old.body.data.slug_hr).toBe("misevi-i-podloge");

    const stale = await call("PATCH", `/api/admin/categories/${category.id}`, {
      version: category.version,
      nameEn: "Mice",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe("version_conflict");

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "category"),
          eq(auditLog.entityId, String(category.id)),
          eq(auditLog.action, "update"),
        ),
      );
    expect(entry?.changes).toMatchObject({
      nameHr: { before: "misevi hr", after: "Miševi i podloge" },
      slugHr: { before: "misevi-hr", after: "misevi-i-podloge" },
    });
    // A new category may take the old slug: the redirect then leaves it.
    const taker = await call("POST", "/api/admin/categories", {
      nameHr: "Novi miševi",
      nameEn: "New mice",
      slugHr: "misevi-hr",
      slugEn: "new-mice",
    });
    expect(taker.status).toBe(201);
    expect((await visitorCategory("misevi-hr")).body.data.name_hr).toBe("Novi miševi");
  });

  it("moves and reorders; the breadcrumb follows; a move under its own subcategory is refused", async () => {
    const a = await newCategory("premjestaj-a");
    const b = await newCategory("premjestaj-b", a.id);
    const c = await newCategory("premjestaj-c", a.id);
    expect([b.position, c.position]).toEqual([0, 1]);

    const reordered = await call("POST", `/api/admin/categories/${c.id}/move`, {
      version: c.version,
      parentId: a.id,
      position: 0,
    });
    expect(reordered.status).toBe(200);
    const children = (await tree()).filter((n) => n.parentId === a.id).map((n) => n.id);
    expect(children).toEqual([c.id, b.id]);

    const cycle = await call(
      "POST",
      `/api/admin/categories/${a.id}/move`,
      { version: a.version, parentId: b.id, position: 0 },
      "en",
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.error?.fields?.parentId).toBe(
      "A category cannot be moved under itself or one of its subcategories",
    );
    const self = await call("POST", `/api/admin/categories/${a.id}/move`, {
      version: a.version,
      parentId: a.id,
      position: 0,
    });
    expect(self.body.error?.fields?.parentId).toBeDefined();

    const moved = await call("POST", `/api/admin/categories/${c.id}/move`, {
      version: detail(reordered).version,
      parentId: b.id,
      position: 99,
    });
    expect(moved.status).toBe(200);
    expect(detail(moved).path.map((p) => p.id)).toEqual([a.id, b.id]);
    const visitor = await visitorCategory(c.slugHr);
    expect(visitor.body.data.breadcrumb.map((p) => p.slug_hr)).toEqual([a.slugHr, b.slugHr]);
    const stale = await call("POST", `/api/admin/categories/${c.id}/move`, {
      version: c.version,
      parentId: null,
      position: 0,
    });
    expect(stale.status).toBe(409);
  });

  it("refuses to delete a category with products or subcategories, saying why in both languages, and deletes an empty one", async () => {
    const withProducts = (await tree()).find((n) => n.productCount > 0 && n.childCount === 0);
    if (!withProducts) throw new Error("no category with products");
    const hr = await call("DELETE", `/api/admin/categories/${withProducts.id}`);
    expect(hr.status).toBe(409);
    expect(hr.body.error?.code).toBe("category_not_empty");
    expect(hr.body.error?.message).toContain(`${withProducts.totalProductCount} proizvod`);
    const en = await call("DELETE", `/api/admin/categories/${withProducts.id}`, undefined, "en");
    expect(en.body.error?.message).toContain("cannot be deleted");

    const parent = await newCategory("roditelj");
    await newCategory("dijete", parent.id);
    const withChild = await call("DELETE", `/api/admin/categories/${parent.id}`);
    expect(withChild.status).toBe(409);
    expect(withChild.body.error?.message).toContain("1 podkategoriju");

    const empty = await newCategory("prazna");
    expect(
      (await call("DELETE", `/api/admin/categories/${empty.id}?version=${empty.version + 1}`))
        .status,
    ).toBe(409);
    expect((await call("DELETE", `/api/admin/categories/${empty.id}`)).status).toBe(204);
    expect((await call("GET", `/api/admin/categories/${empty.id}`)).status).toBe(404);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "category"),
          eq(auditLog.entityId, String(empty.id)),
          eq(auditLog.action, "delete"),
        ),
      );
    expect(entry?.staffId).not.toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createApiClient } from "./api.server.ts";

const page = { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the product list client", () => {
  it("sends filters as the API reads them, prices in euros", async () => {
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      asked.push(new URL(request.url).search);
      return json(200, page);
    }, "hr");
    await api.products({ category: "misevi", min_price: 12.5, in_stock: true, new: false, sort: "price_asc", page: 2 });
    expect(asked).toEqual(["?category=misevi&min_price=12.5&in_stock=1&sort=price_asc&page=2"]);
  });

  it("treats a refused filter as no such filter and asks again without it", async () => {
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      const search = new URL(request.url).searchParams;
      asked.push(search.toString());
      if (search.has("sort")) return json(400, { error: { code: "validation_failed", message: "…", fields: { sort: "…" } } });
      return json(200, page);
    }, "en");
    expect(await api.products({ category: "mice", sort: "name", max_price: 20 })).toEqual(page);
    expect(asked).toEqual(["category=mice&sort=name&max_price=20", "category=mice&max_price=20"]);
  });

  it("drops every optional filter when a refusal names none", async () => {
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      asked.push(new URL(request.url).search);
      return asked.length === 1 ? json(400, { error: { code: "validation_failed", message: "…" } }) : json(200, page);
    }, "hr");
    await api.products({ sale: true, q: "miš", brand: "hexon", page: 3 });
    expect(asked[1]).toBe("?sale=1&page=3");
  });
});

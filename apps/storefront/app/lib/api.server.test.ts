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
    await api.products({
      category: "misevi",
      min_price: 12.5,
      in_stock: true,
      new: false,
      sort: "price_asc",
      page: 2,
    });
    expect(asked).toEqual(["?category=misevi&min_price=12.5&in_stock=1&sort=price_asc&page=2"]);
  });

  it("treats a refused filter as no such filter and asks again without it", async () => {
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      const search = new URL(request.url).searchParams;
      asked.push(search.toString());
      if (search.has("sort"))
        return json(400, {
          error: { code: "validation_failed", message: "…", fields: { sort: "…" } },
        });
      return json(200, page);
    }, "en");
    expect(await api.products({ category: "mice", sort: "name", max_price: 20 })).toEqual(page);
    expect(asked).toEqual(["category=mice&sort=name&max_price=20", "category=mice&max_price=20"]);
  });

  it("drops every optional filter when a refusal names none", async () => {
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      asked.push(new URL(request.url).search);
      return asked.length === 1
        ? json(400, { error: { code: "validation_failed", message: "…" } })
        : json(200, page);
    }, "hr");
    await api.products({ sale: true, q: "miš", brand: "hexon", page: 3 });
    expect(asked[1]).toBe("?sale=1&page=3");
  });
});

describe("the account client", () => {
  it("speaks for the logged-in customer: every call, the catalogue's too, carries the Bearer token", async () => {
    const seen: Array<string | null> = [];
    const api = createApiClient(
      async (request) => {
        seen.push(request.headers.get("authorization"));
        return json(200, page);
      },
      "hr",
      "access-token",
    );
    await api.products({ category: "misevi" });
    expect(seen).toEqual(["Bearer access-token"]);
    const anonymous = createApiClient(async (request) => {
      seen.push(request.headers.get("authorization"));
      return json(200, page);
    }, "hr");
    await anonymous.products({});
    expect(seen[1]).toBeNull();
  });

  it("answers a refusal as an outcome with the API's code, message, fields and Retry-After", async () => {
    const api = createApiClient(async (request) => {
      expect(request.method).toBe("POST");
      expect(await request.json()).toEqual({ email: "a@b.hr", password: "x" });
      expect(request.headers.get("accept-language")).toBe("en");
      return new Response(
        JSON.stringify({ error: { code: "too_many_requests", message: "Too many attempts" } }),
        {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "120" },
        },
      );
    }, "en");
    expect(await api.login("a@b.hr", "x")).toEqual({
      ok: false,
      status: 429,
      code: "too_many_requests",
      message: "Too many attempts",
      fields: {},
      retryAfter: 120,
    });
  });

  it("turns a back end that cannot be reached or answers no JSON into a refusal the page can word itself", async () => {
    const down = createApiClient(async () => {
      throw new Error("connection refused");
    }, "hr");
    expect(await down.forgotPassword("a@b.hr")).toMatchObject({
      ok: false,
      status: 503,
      message: "",
    });
    const broken = createApiClient(
      async () => new Response("Internal Server Error", { status: 500 }),
      "hr",
    );
    expect(await broken.me()).toMatchObject({
      ok: false,
      status: 500,
      code: "internal_error",
      message: "",
    });
  });
});

describe("a catalogue call whose session ended a moment ago", () => {
  it("is asked again as a visitor instead of failing the page", async () => {
    const seen: Array<string | null> = [];
    const api = createApiClient(
      async (request) => {
        seen.push(request.headers.get("authorization"));
        return request.headers.has("authorization")
          ? json(401, { error: { code: "unauthorized", message: "…" } })
          : json(200, page);
      },
      "hr",
      "revoked-token",
    );
    expect(await api.products({ category: "misevi" })).toEqual(page);
    expect(seen).toEqual(["Bearer revoked-token", null]);
  });
});

describe("answers of the back end, in this process or over HTTP", () => {
  const category = {
    id: 1,
    slug_hr: "misevi",
    slug_en: "mice",
    name_hr: "Miševi",
    name_en: "Mice",
    group_code: "M",
    product_count: 3,
    children: [],
  };

  it("are JSON, read and checked against the contract's schema", async () => {
    const api = createApiClient(
      async () => json(200, { data: [{ ...category, product_count: "three" }] }),
      "hr",
    );
    await expect(api.categoryTree()).rejects.toThrow();
    const good = createApiClient(async () => json(200, { data: [category] }), "hr");
    expect(await good.categoryTree()).toEqual([category]);
  });

  it("are asked for at the OpenAPI document's paths, parameters in the path and query", async () => {
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}${url.search}`);
      return json(404, { error: { code: "not_found", message: "…" } });
    }, "en");
    await api.product("miš/x");
    await api.suggest("bežični miš");
    await api.order("2026-000123");
    expect(asked).toEqual([
      "GET /api/products/mi%C5%A1%2Fx",
      "GET /api/search/suggest?q=be%C5%BEi%C4%8Dni%20mi%C5%A1",
      "GET /api/orders/2026-000123",
    ]);
  });
});

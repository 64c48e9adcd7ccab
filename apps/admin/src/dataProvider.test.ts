import { describe, expect, it } from "vitest";
import { changeBody, createDataProvider, listQuery } from "./dataProvider.ts";
import { ApiError, createApi } from "./http.ts";

interface Sent {
  url: string;
  init: RequestInit;
}

/** A data provider whose API answers `reply` to each request, recording what was sent. */
function providerAnswering(reply: (sent: Sent) => Response, language = "hr") {
  const sent: Sent[] = [];
  const api = createApi({
    language: () => language,
    fetch: async (input, init = {}) => {
      const request = { url: String(input), init };
      sent.push(request);
      return reply(request);
    },
  });
  return { provider: createDataProvider(api), sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("listQuery", () => {
  it("names paging and order as the staff API does", () => {
    const query = listQuery({
      pagination: { page: 3, perPage: 25 },
      sort: { field: "createdAt", order: "DESC" },
      filter: {},
    });
    expect(query.toString()).toBe("page=3&perPage=25&sort=createdAt&order=DESC");
  });

  it("sends every filter as a plain parameter, repeating arrays and leaving cleared ones out", () => {
    const query = listQuery({
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: {
        q: "ana",
        roles: ["orders", "customers"],
        disabled: false,
        staffId: 7,
        from: "2026-11-01",
        to: "",
        entity: null,
        entityId: undefined,
      },
    });
    expect([...query.entries()]).toEqual([
      ["page", "1"],
      ["perPage", "10"],
      ["sort", "id"],
      ["order", "ASC"],
      ["disabled", "false"],
      ["from", "2026-11-01"],
      ["q", "ana"],
      ["roles", "orders"],
      ["roles", "customers"],
      ["staffId", "7"],
    ]);
  });

  it("treats an order other than DESC as ascending", () => {
    const query = listQuery({ sort: { field: "name", order: "asc" as "ASC" } });
    expect(query.get("order")).toBe("ASC");
  });
});

describe("changeBody", () => {
  it("sends only the changed fields and the version the record was read at", () => {
    const previous = { id: 4, name: "Ana", roles: ["orders"], disabled: false, version: 3 };
    const edited = { ...previous, roles: ["orders", "customers"], disabled: true };
    expect(changeBody(edited, previous)).toEqual({
      roles: ["orders", "customers"],
      disabled: true,
      version: 3,
    });
  });

  it("sends the version even when nothing else changed, and never the id", () => {
    expect(changeBody({ id: 1, name: "A", version: 9 }, { id: 1, name: "A", version: 9 })).toEqual({
      version: 9,
    });
  });
});

describe("the data provider", () => {
  it("reads a list as {data, total} from /api/admin/<resource> in the app's language", async () => {
    const { provider, sent } = providerAnswering(
      () => json({ data: [{ id: 1, email: "a@dukan.demo" }], total: 31 }),
      "en",
    );
    const answer = await provider.getList("staff", {
      pagination: { page: 2, perPage: 10 },
      sort: { field: "email", order: "ASC" },
      filter: { roles: "admin" },
    });
    expect(answer).toEqual({ data: [{ id: 1, email: "a@dukan.demo" }], total: 31 });
    expect(sent[0]?.url).toBe(
      "/api/admin/staff?page=2&perPage=10&sort=email&order=ASC&roles=admin",
    );
    expect(sent[0]?.init.credentials).toBe("same-origin");
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers["accept-language"]).toBe("en");
    expect(headers["x-requested-with"]).toBeUndefined();
  });

  it("changes a record with PATCH, its changed fields and version, marked as the app's request", async () => {
    const { provider, sent } = providerAnswering(() => json({ id: 5, name: "Iva", version: 2 }));
    await provider.update("staff", {
      id: 5,
      data: { id: 5, name: "Iva", roles: ["orders"], version: 1 },
      previousData: { id: 5, name: "Ivana", roles: ["orders"], version: 1 },
    });
    expect(sent[0]?.url).toBe("/api/admin/staff/5");
    expect(sent[0]?.init.method).toBe("PATCH");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ name: "Iva", version: 1 });
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers["x-requested-with"]).toBe("dukan-admin");
    expect(headers["content-type"]).toBe("application/json");
  });

  it("turns a 409 into an error carrying the API's message, which react-admin notifies", async () => {
    const { provider } = providerAnswering(() =>
      json({ error: "Zapis je u međuvremenu promijenio netko drugi." }, 409),
    );
    const change = provider.update("staff", {
      id: 5,
      data: { id: 5, name: "Iva", version: 1 },
      previousData: { id: 5, name: "Ivana", version: 1 },
    });
    await expect(change).rejects.toBeInstanceOf(ApiError);
    await expect(change).rejects.toMatchObject({
      status: 409,
      message: "Zapis je u međuvremenu promijenio netko drugi.",
    });
  });

  it("reads the API's refusal shape: its message, each refused field for the form, flags beside it", async () => {
    const { provider } = providerAnswering(() =>
      json(
        {
          error: {
            code: "validation_failed",
            message: "Provjerite označena polja.",
            fields: { email: "Upišite ispravnu e-adresu." },
          },
        },
        400,
      ),
    );
    const invite = provider.create("staff", { data: { email: "ana" } });
    await expect(invite).rejects.toMatchObject({
      status: 400,
      message: "Provjerite označena polja. Upišite ispravnu e-adresu.",
      body: { errors: { email: "Upišite ispravnu e-adresu." } },
    });
    const login = createApi({
      language: () => "hr",
      fetch: async () =>
        json(
          {
            error: { code: "second_factor_required", message: "Upišite kôd." },
            secondFactor: true,
          },
          401,
        ),
    });
    const wrongCode = createApi({
      language: () => "hr",
      fetch: async () =>
        json(
          {
            error: {
              code: "validation_failed",
              message: "Neka polja nisu ispravno ispunjena",
              fields: { code: "Kôd nije ispravan." },
            },
          },
          400,
        ),
    });
    await expect(wrongCode("/me/totp", { method: "DELETE", body: {} })).rejects.toMatchObject({
      message: "Neka polja nisu ispravno ispunjena: Kôd nije ispravan.",
    });
    await expect(login("/session", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 401,
      message: "Upišite kôd.",
      body: { secondFactor: true },
    });
  });

  it("ends each refused field's sentence with a full stop, so that several read apart in one notice", async () => {
    const bulk = createApi({
      language: () => "hr",
      fetch: async () =>
        json(
          {
            error: {
              code: "validation_failed",
              message: "Neka polja nisu ispravno ispunjena",
              fields: {
                percent: "Unesite popust kao cijeli broj posto, od 1 do 90",
                endsAt: "Kraj mora biti nakon početka",
              },
            },
          },
          400,
        ),
    });
    await expect(bulk("/products/bulk", { method: "POST", body: {} })).rejects.toMatchObject({
      message:
        "Neka polja nisu ispravno ispunjena: Unesite popust kao cijeli broj posto, od 1 do 90. Kraj mora biti nakon početka.",
      // Beside each field, its sentence as the API wrote it.
      fields: {
        percent: "Unesite popust kao cijeli broj posto, od 1 do 90",
        endsAt: "Kraj mora biti nakon početka",
      },
    });
  });

  it("posts an action to /<resource>/<id>/<action> and answers the record after it", async () => {
    const { provider, sent } = providerAnswering(() => json({ id: 9, status: "shipped" }));
    const answer = await provider.action("orders", {
      id: "2026-000123",
      action: "ship",
      data: { trackingNumber: "HR123" },
    });
    expect(answer.data).toEqual({ id: 9, status: "shipped" });
    expect(sent[0]?.url).toBe("/api/admin/orders/2026-000123/ship");
    expect(sent[0]?.init.method).toBe("POST");
  });

  it("reads the records a reference needs one by one", async () => {
    const { provider, sent } = providerAnswering((request) =>
      json({ id: Number(request.url.split("/").pop()) }),
    );
    const answer = await provider.getMany("staff", { ids: [1, 2] });
    expect(answer.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(sent.map((request) => request.url)).toEqual([
      "/api/admin/staff/1",
      "/api/admin/staff/2",
    ]);
  });

  it("names the CSV export with the list's filters, order and the app's language", () => {
    const { provider } = providerAnswering(() => json({}));
    expect(
      provider.csvUrl("orders", {
        filter: { status: ["new", "confirmed"], q: "" },
        sort: { field: "createdAt", order: "DESC" },
        language: "hr",
      }),
    ).toBe("/api/admin/orders.csv?sort=createdAt&order=DESC&status=new&status=confirmed&lang=hr");
  });
});

describe("a list whose count is capped", () => {
  const rows = (count: number) => Array.from({ length: count }, (_, id) => ({ id }));
  const list = (page: number, answer: unknown) =>
    providerAnswering(() => json(answer)).provider.getList("orders", {
      pagination: { page, perPage: 2 },
      sort: { field: "created_at", order: "DESC" },
      filter: {},
    });

  it("pages on without a last page when more match than the API counts", async () => {
    expect(await list(1, { data: rows(2), total: 1000, capped: true })).toEqual({
      data: rows(2),
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
    });
    expect(await list(3, { data: rows(1), total: 1000, capped: true })).toEqual({
      data: rows(1),
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
  });

  it("keeps the exact total of a list counted whole", async () => {
    expect(await list(1, { data: rows(2), total: 7, capped: false })).toEqual({
      data: rows(2),
      total: 7,
    });
  });
});

import { describe, expect, it } from "vitest";
import { type BackendFetch, createApiClient } from "./api.server.ts";
import { testOrder } from "./order.testing.ts";
import { orderAction } from "./orders-actions.server.ts";

/** A whole order as the API answers it (the client checks answers against the contract). */
const order = testOrder();

/** Runs the order page's action with a form; the back end answers `reply` and records what it was sent. */
async function act(
  fields: [string, string][],
  reply: () => Response = () => Response.json({ data: order }),
  subject = order,
) {
  const sent: { path: string; body: unknown }[] = [];
  const backend: BackendFetch = async (request) => {
    sent.push({
      path: new URL(request.url).pathname,
      body: request.method === "GET" ? null : await request.json(),
    });
    return reply();
  };
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request("http://shop.test/orders/2026-000042");
  try {
    const result = await orderAction(
      { request, url: new URL(request.url) },
      createApiClient(backend, "hr", "t"),
      subject,
      form,
      "order",
    );
    return {
      result: result as unknown as {
        data: Record<string, unknown>;
        init: { status?: number } | null;
      },
      location: null,
      sent,
    };
  } catch (thrown) {
    if (thrown instanceof Response)
      return {
        result: null,
        location: thrown.headers.get("location"),
        status: thrown.status,
        sent,
      };
    throw thrown;
  }
}

const statement: [string, string][] = [
  ["name", "Ana Horvat"],
  // A field the form no longer has: the acknowledgement goes to the account's address, not this one.
  ["email", "someone-else@example.com"],
  ["lines", "3"],
  ["lines", "5"],
];

describe("the withdrawal's steps", () => {
  it("go from the statement to its confirmation without asking the back end", async () => {
    const { result, sent } = await act([["intent", "withdrawal-review"], ...statement]);
    expect(result?.data).toMatchObject({
      kind: "withdrawal",
      step: "confirm",
      values: { name: "Ana Horvat", lines: ["3", "5"] },
    });
    expect(sent).toEqual([]);
  });

  it("send the statement back with what is missing", async () => {
    const { result } = await act([
      ["intent", "withdrawal-review"],
      ["name", " "],
      ["email", "ana@example.com"],
      ["lines", "99"],
    ]);
    expect(result?.data).toMatchObject({
      step: "form",
      errors: { name: "Upišite ime i prezime.", lines: "Odaberite barem jednu stavku." },
    });
    expect(result?.init?.status).toBe(400);
  });

  it("send the whole order as no lines, and some lines by id, then show the order", async () => {
    const whole = await act([["intent", "withdrawal-confirm"], ...statement]);
    expect(whole.location).toBe("/orders/2026-000042?withdrawn=1#withdrawal-title");
    expect(whole.sent[0]).toEqual({
      path: "/api/orders/2026-000042/withdrawal",
      body: { name: "Ana Horvat", line_ids: null },
    });
    const some = await act([
      ["intent", "withdrawal-confirm"],
      ...statement.filter(([, v]) => v !== "3"),
    ]);
    expect(some.sent[0]?.body).toMatchObject({ line_ids: [5] });
  });

  it("show the back end's refusal beside the fields it names", async () => {
    const refusal = () =>
      Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Provjerite podatke.",
            fields: { name: "Predugo ime." },
          },
        },
        { status: 422 },
      );
    const { result } = await act([["intent", "withdrawal-confirm"], ...statement], refusal);
    expect(result?.data).toMatchObject({
      step: "form",
      errors: { name: "Predugo ime." },
      message: "Provjerite podatke.",
    });
  });

  it("are closed once the order can no longer be withdrawn from", async () => {
    const closed = testOrder({ withdrawal: { available: false, until: null, received: null } });
    const { location } = await act(
      [["intent", "withdrawal-confirm"], ...statement],
      undefined,
      closed,
    );
    expect(location).toBe("/orders/2026-000042");
  });
});

describe("paying again", () => {
  it("sends the browser to the gateway's page as a document", async () => {
    const answer = () =>
      Response.json({ data: order, payment_url: "/api/payments/test-gateway/att_123456789" });
    const { location, status, sent } = await act([["intent", "pay-card"]], answer);
    expect(sent[0]?.body).toEqual({ payment_method: "card", instalments: null });
    expect(location).toBe("/api/payments/test-gateway/att_123456789");
    expect(status).toBe(303);
  });
});

import { describe, expect, it } from "vitest";
import { type BackendFetch, createApiClient } from "./api.server.ts";
import {
  formatDate,
  formatDateTime,
  gatewayAnswerOf,
  orderNumberOf,
  settleGatewayAnswer,
} from "./orders.server.ts";

describe("order dates", () => {
  it("are written in the page's language on Zagreb's clock", () => {
    // 23:30 UTC on 30 November is already 1 December in Zagreb (UTC+1 in winter).
    expect(formatDateTime("2026-11-30T23:30:00Z", "hr")).toBe("1. prosinca 2026. u 00:30");
    expect(formatDateTime("2026-11-30T23:30:00Z", "en")).toBe("1 December 2026 at 00:30");
    expect(formatDateTime("2026-07-01T10:05:00Z", "hr", "short")).toBe("1. srp 2026. 12:05");
    expect(formatDateTime("2026-07-01T10:05:00Z", "en", "short")).toBe("1 Jul 2026, 12:05");
    expect(formatDate("2026-12-14T22:59:00Z", "en")).toBe("14 December 2026");
  });

  it("leave a value that is not a date as it came", () => {
    expect(formatDateTime("not a date", "hr")).toBe("not a date");
  });
});

describe("order numbers", () => {
  it("are the year and six digits, nothing else", () => {
    expect(orderNumberOf(" 2026-000123 ")).toBe("2026-000123");
    for (const bad of [null, "", "2026-123", "2026-000123/../x", "abc"])
      expect(orderNumberOf(bad)).toBeNull();
  });
});

const signed =
  "attempt=att_12345678&order_number=2026-000042&amount_cents=12345&outcome=declined&timestamp=1790000000&signature=" +
  "a".repeat(64);

describe("the gateway's answer in a page's query", () => {
  it("is read only when signed, every field as the gateway sent it", () => {
    expect(gatewayAnswerOf(new URLSearchParams("order=2026-000042"))).toBeNull();
    expect(gatewayAnswerOf(new URLSearchParams(signed))).toEqual({
      attempt: "att_12345678",
      order_number: "2026-000042",
      amount_cents: "12345",
      outcome: "declined",
      timestamp: "1790000000",
      signature: "a".repeat(64),
    });
  });

  /** Where settling the answer of `url` sends the browser, with the back end answering `reply`. */
  async function settled(
    url: string,
    reply: Response,
  ): Promise<{ location: string | null; sent: unknown }> {
    let sent: unknown = null;
    const backend: BackendFetch = async (request) => {
      expect(new URL(request.url).pathname).toBe("/api/payments/test-gateway/callback");
      sent = await request.json();
      return reply;
    };
    try {
      await settleGatewayAnswer(
        { url: new URL(`http://shop.test${url}`) },
        createApiClient(backend, "hr", "token"),
      );
      return { location: null, sent };
    } catch (thrown) {
      if (thrown instanceof Response) return { location: thrown.headers.get("location"), sent };
      throw thrown;
    }
  }

  const answered = (outcome: string) =>
    Response.json({
      data: {
        order_number: "2026-000042",
        outcome,
        payment_status: outcome === "approved" ? "paid" : "unpaid",
      },
    });

  it("is sent to the back end, then the page is asked for again without it", async () => {
    const approved = await settled(
      `/success?${signed.replace("declined", "approved")}`,
      answered("approved"),
    );
    expect(approved.location).toBe("/success?order=2026-000042");
    expect(approved.sent).toMatchObject({ attempt: "att_12345678", outcome: "approved" });
    expect((await settled(`/en/success?${signed}`, answered("declined"))).location).toBe(
      "/en/fail?order=2026-000042",
    );
    expect(
      (await settled(`/fail?${signed.replace("declined", "cancelled")}`, answered("cancelled")))
        .location,
    ).toBe("/fail?order=2026-000042");
  });

  it("refused (forged or replayed) leads to the order's fail page, which shows the order as it is", async () => {
    const refusal = Response.json(
      { error: { code: "payment_callback_invalid", message: "Invalid" } },
      { status: 400 },
    );
    expect((await settled(`/success?${signed}`, refusal)).location).toBe("/fail?order=2026-000042");
    const garbled = signed.replace("2026-000042", "nope");
    const again = Response.json(
      { error: { code: "payment_callback_invalid", message: "Invalid" } },
      { status: 400 },
    );
    expect((await settled(`/en/success?${garbled}`, again)).location).toBe("/en/orders");
  });

  it("is left alone when the query carries none", async () => {
    expect(
      (await settled("/success?order=2026-000042", new Response(null, { status: 500 }))).location,
    ).toBeNull();
  });
});

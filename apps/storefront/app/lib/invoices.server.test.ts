import type { InvoiceSummary } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { type BackendFetch, createApiClient } from "./api.server.ts";
import { invoiceRows, orderInvoices } from "./invoices.server.ts";

const invoice: InvoiceSummary = {
  id: 3,
  kind: "invoice",
  number: "12/WEB1/1",
  order_number: "2026-000042",
  // 23:30 UTC on 30 November is already 1 December in Zagreb.
  issued_at: "2026-11-30T23:30:00.000Z",
  due_date: "2026-12-15",
  gross_cents: 12_345,
  payable_cents: 0,
  has_xml: true,
  credits_number: null,
};

describe("invoice rows", () => {
  it("write the issue day on Zagreb's clock and the due day as the calendar day it is", () => {
    expect(invoiceRows([invoice], "hr")[0]).toMatchObject({
      issuedOn: "1. prosinca 2026.",
      dueOn: "15. prosinca 2026.",
    });
    expect(invoiceRows([invoice], "en")[0]).toMatchObject({
      issuedOn: "1 December 2026",
      dueOn: "15 December 2026",
    });
  });
});

describe("an order's invoices for its page", () => {
  const args = { url: new URL("http://shop.test/en/orders/2026-000042") };
  const asking = (reply: () => Response) => {
    const asked: string[] = [];
    const backend: BackendFetch = async (request) => {
      asked.push(`${new URL(request.url).pathname}${new URL(request.url).search}`);
      return reply();
    };
    return { api: createApiClient(backend, "en", "token"), asked };
  };

  it("are asked for by the order's number, newest first as the API lists them", async () => {
    const { api, asked } = asking(() =>
      Response.json({
        data: [invoice],
        meta: { page: 1, last_page: 1, per_page: 20, total: 1 },
      }),
    );
    const rows = await orderInvoices(args, api, "2026-000042", "en");
    expect(asked).toEqual(["/api/invoices?order=2026-000042"]);
    expect(rows?.map((row) => row.number)).toEqual(["12/WEB1/1"]);
  });

  it("are left out (null) when the back end cannot answer, so the order page still shows", async () => {
    const { api } = asking(() => new Response("busy", { status: 503 }));
    expect(await orderInvoices(args, api, "2026-000042", "en")).toBeNull();
  });

  it("send a customer whose session ended to log in again", async () => {
    const { api } = asking(() =>
      Response.json({ error: { code: "unauthorized", message: "Log in." } }, { status: 401 }),
    );
    const thrown = await orderInvoices(args, api, "2026-000042", "en").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/en\/login\?redirect=/);
  });
});

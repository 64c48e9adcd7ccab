import {
  apiErrorSchema,
  bankStatementListSchema,
  bankStatementSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { eq } from "drizzle-orm";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { orderReference } from "../payment-slips/reference.ts";
import { insertTestCustomer, insertTestOrder, orderNow } from "../payments/test-orders.testing.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { bankCsv, bankCsvMapping, camt053 } from "./fixtures.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { orders: "", catalogue: "", person: "" };
let order = { id: 0, number: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  tokens.orders = await staffToken(api, demoStaff.orders);
  await addStaffMember(database.db, {
    email: "katalog@example.com",
    password: "Katalog-2026!",
    roles: ["catalogue"],
  });
  tokens.catalogue = await staffToken(api, {
    email: "katalog@example.com",
    password: "Katalog-2026!",
  });
  const login = await api.request("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoAccounts.person),
  });
  tokens.person = sessionTokensResponseSchema.parse(await login.json()).data.token;
  const customer = await insertTestCustomer(database.db, "kupac@example.com");
  order = await insertTestOrder(database.db, {
    userId: customer.id,
    number: "2026-100001",
    totalCents: 25_000,
    paymentMethod: "bank_transfer",
  });
});
afterAll(async () => database?.close());

const upload = (
  content: string | Uint8Array,
  options: { token?: string; name?: string; mapping?: unknown; language?: string } = {},
) => {
  const form = new FormData();
  form.append(
    "file",
    new Blob([typeof content === "string" ? content : Buffer.from(content)]),
    options.name ?? "izvod.xml",
  );
  if (options.mapping) form.append("mapping", JSON.stringify(options.mapping));
  return api.request("/api/admin/bank-statements", {
    method: "POST",
    body: form,
    headers: {
      authorization: `Bearer ${options.token ?? tokens.orders}`,
      "accept-language": options.language ?? "hr",
    },
  });
};
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

describe("the staff's bank statements over HTTP", () => {
  it("uploads a camt.053 as a preview, applies it once (audited), and applying again changes nothing", async () => {
    const xml = camt053("08", [
      { amount: "250.00", reference: `HR01 ${orderReference(order.number)}`, bankRef: "H1" },
      { amount: "12.00", reference: "HR01 2026-999999-9", bankRef: "H2" },
    ]);
    const created = await upload(xml);
    expect(created.status).toBe(201);
    const preview = bankStatementSchema.parse(await created.json());
    expect(preview.lines.map((l) => l.outcome)).toEqual(["matched", "unmatched"]);
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("unpaid");

    const read = await api.request(`/api/admin/bank-statements/${preview.id}`, {
      headers: as(tokens.orders),
    });
    expect(bankStatementSchema.parse(await read.json())).toEqual(preview);
    const list = bankStatementListSchema.parse(
      await (
        await api.request("/api/admin/bank-statements", { headers: as(tokens.orders) })
      ).json(),
    );
    expect(list.data.map((s) => s.id)).toContain(preview.id);

    const apply = () =>
      api.request(`/api/admin/bank-statements/${preview.id}/apply`, {
        method: "POST",
        headers: as(tokens.orders),
      });
    const applied = await apply();
    expect(applied.status).toBe(200);
    const first = bankStatementSchema.parse(await applied.json());
    expect(first.result).toEqual({ paid: 1, recorded: 1, changed: 0 });
    expect((await orderNow(database.db, order.id))?.paymentStatus).toBe("paid");
    const again = await apply();
    expect(again.status).toBe(200);
    expect(bankStatementSchema.parse(await again.json())).toEqual(first);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(preview.id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "bank_statement.apply",
      "bank_statement.upload",
    ]);
    expect(entries.every((e) => e.entity === "bank_statement" && e.staffId !== null)).toBe(true);
  });

  it("reads a Windows-1250 CSV with its mapping", async () => {
    const csv = bankCsv([
      { amount: "1.000,00", reference: "HR01 2026-999999-9", payer: "Đuro Žiža" },
    ]);
    const response = await upload(new Uint8Array(iconv.encode(csv, "win1250")), {
      name: "izvod.csv",
      mapping: bankCsvMapping,
    });
    expect(response.status).toBe(201);
    const preview = bankStatementSchema.parse(await response.json());
    expect(preview.lines[0]).toMatchObject({
      amountCents: 100_000,
      outcome: "unmatched",
      payer: "Đuro Žiža",
    });
  });

  it("answers bad files with the field named in the caller's language, never a 500", async () => {
    const hr = await errorOf(await upload("nije izvod", { language: "hr" }));
    expect(hr.fields?.file).toMatch(/camt\.053/);
    const en = await errorOf(await upload("<html></html>", { language: "en" }));
    expect(en.fields?.file).toBe(
      "This XML is not a camt.053 statement (ISO 20022 Bank to Customer Statement)",
    );
    const csv = await upload(bankCsv([{ amount: "1,00" }]), { name: "izvod.csv", language: "en" });
    expect(csv.status).toBe(400);
    expect((await errorOf(csv)).fields?.mapping).toBeDefined();
    const badMapping = await upload(bankCsv([{ amount: "1,00" }]), {
      mapping: { columns: { date: "" } },
    });
    expect((await errorOf(badMapping)).fields?.mapping).toBeDefined();
    const noFile = await api.request("/api/admin/bank-statements", {
      method: "POST",
      body: new FormData(),
      headers: as(tokens.orders),
    });
    expect(noFile.status).toBe(400);
    const json = await api.request("/api/admin/bank-statements", {
      method: "POST",
      body: "{}",
      headers: { ...as(tokens.orders), "content-type": "application/json" },
    });
    expect(json.status).toBe(415);
    expect(
      (await api.request("/api/admin/bank-statements/99999", { headers: as(tokens.orders) }))
        .status,
    ).toBe(404);
    expect(
      (await api.request("/api/admin/bank-statements/x", { headers: as(tokens.orders) })).status,
    ).toBe(404);
  });

  it("refuses a 50 MB file before reading it whole, announced or not (413)", async () => {
    const fifty = 50 * 1024 * 1024;
    for (const announced of [true, false]) {
      let produced = 0;
      const chunk = new Uint8Array(64 * 1024).fill(60);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (produced >= fifty) return controller.close();
          produced += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await api.request("/api/admin/bank-statements", {
        method: "POST",
        body,
        headers: {
          ...as(tokens.orders),
          "content-type": "multipart/form-data; boundary=x",
          ...(announced ? { "content-length": String(fifty) } : {}),
        },
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(produced).toBeLessThan(12 * 1024 * 1024);
    }
  });

  it("is for staff with the orders scope only: 401 without a staff session, 403 for another role", async () => {
    const xml = camt053("02", [{ amount: "1.00" }]);
    expect((await upload(xml, { token: tokens.person })).status).toBe(401);
    expect((await upload(xml, { token: tokens.catalogue })).status).toBe(403);
    const none = await api.request("/api/admin/bank-statements/1/apply", { method: "POST" });
    expect(none.status).toBe(401);
    const other = await api.request("/api/admin/bank-statements", {
      headers: as(tokens.catalogue),
    });
    expect(other.status).toBe(403);
  });
});

import {
  apiErrorSchema,
  bankStatementSchema,
  statementMappingListSchema,
  statementMappingSchema,
} from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { orderReference } from "../payment-slips/reference.ts";
import { insertTestCustomer, insertTestOrder } from "../payments/test-orders.testing.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { bankCsv, bankCsvMapping } from "./fixtures.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { orders: "", catalogue: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  tokens.orders = await staffToken(api, demoStaff.orders);
  await addStaffMember(database.db, {
    email: "katalog.izvodi@example.com",
    password: "Katalog-2026!",
    roles: ["catalogue"],
  });
  tokens.catalogue = await staffToken(api, {
    email: "katalog.izvodi@example.com",
    password: "Katalog-2026!",
  });
});
afterAll(async () => database?.close());

const call = async (
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; language?: string } = {},
) => {
  const response = await api.request(`/api/admin/bank-statements${path}`, {
    method,
    headers: {
      authorization: `Bearer ${options.token ?? tokens.orders}`,
      "accept-language": options.language ?? "hr",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
};
const fieldsOf = (json: unknown) => apiErrorSchema.parse(json).error.fields ?? {};

describe("CSV column mappings saved per source", () => {
  it("saves, lists, renames and removes a mapping, each change audited with the version checked", async () => {
    const created = await call("POST", "/mappings", {
      name: "Zagrebačka banka",
      mapping: bankCsvMapping,
    });
    expect(created.status).toBe(201);
    const saved = statementMappingSchema.parse(created.json);
    // Defaults filled in, as the upload reads the file.
    expect(saved.mapping).toMatchObject({ delimiter: ";", decimal: ",", encoding: "auto" });
    expect(saved.version).toBe(1);

    const list = statementMappingListSchema.parse((await call("GET", "/mappings")).json);
    expect(list.data.map((m) => m.name)).toContain("Zagrebačka banka");
    expect((await call("GET", `/mappings/${saved.id}`)).json).toEqual(saved);

    const renamed = await call("PATCH", `/mappings/${saved.id}`, {
      name: "ZABA tekući",
      version: 1,
    });
    expect(renamed.status).toBe(200);
    expect(statementMappingSchema.parse(renamed.json)).toMatchObject({
      name: "ZABA tekući",
      version: 2,
      mapping: saved.mapping,
    });
    const stale = await call("PATCH", `/mappings/${saved.id}`, { name: "X", version: 1 });
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(stale.json).error.code).toBe("version_conflict");

    expect((await call("DELETE", `/mappings/${saved.id}`)).status).toBe(204);
    expect((await call("GET", `/mappings/${saved.id}`)).status).toBe(404);
    expect((await call("DELETE", `/mappings/${saved.id}`)).status).toBe(404);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "bank_statement_mapping"), eq(auditLog.entityId, String(saved.id))),
      );
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "delete", "update"]);
    const update = entries.find((e) => e.action === "update");
    expect(update?.changes).toEqual({
      name: { before: "Zagrebačka banka", after: "ZABA tekući" },
    });
    // Its history is read with the orders scope (audit/entities.ts).
    const history = await api.request(`/api/admin/audit/bank_statement_mapping/${saved.id}`, {
      headers: { authorization: `Bearer ${tokens.orders}` },
    });
    expect(history.status).toBe(200);
  });

  it("refuses a taken name (any case) and a bad mapping by field, in the caller's language", async () => {
    await call("POST", "/mappings", { name: "PBZ", mapping: bankCsvMapping });
    const taken = await call(
      "POST",
      "/mappings",
      { name: "pbz", mapping: bankCsvMapping },
      { language: "en" },
    );
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken.json).name).toBe("A column mapping with this name exists already");
    const noAmount = await call(
      "POST",
      "/mappings",
      { name: "Erste", mapping: { columns: { date: "Datum", reference: "Poziv" } } },
      { language: "en" },
    );
    expect(noAmount.status).toBe(400);
    expect(fieldsOf(noAmount.json)).toHaveProperty(["mapping.columns.amount"]);
    const badDecimal = await call("POST", "/mappings", {
      name: "OTP",
      mapping: { ...bankCsvMapping, decimal: ";" },
    });
    expect(fieldsOf(badDecimal.json)).toHaveProperty(["mapping.decimal"]);
    const noName = await call("POST", "/mappings", { name: " ", mapping: bankCsvMapping });
    expect(fieldsOf(noName.json)).toHaveProperty("name");
  });

  it("reads a CSV upload with a saved mapping by its id, and refuses an unknown id by field", async () => {
    const customer = await insertTestCustomer(database.db, "kupac.csv@example.com");
    const order = await insertTestOrder(database.db, {
      userId: customer.id,
      number: "2026-100077",
      totalCents: 4_250,
      paymentMethod: "bank_transfer",
    });
    const { id } = statementMappingSchema.parse(
      (await call("POST", "/mappings", { name: "RBA", mapping: bankCsvMapping })).json,
    );
    const upload = (mappingId: string) => {
      const form = new FormData();
      const csv = bankCsv([
        { amount: "42,50", reference: `HR01 ${orderReference(order.number)}`, bankRef: "R-77" },
      ]);
      form.append("file", new Blob([csv]), "izvod.csv");
      form.append("mappingId", mappingId);
      return api.request("/api/admin/bank-statements", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${tokens.orders}`, "accept-language": "en" },
      });
    };
    const read = await upload(String(id));
    expect(read.status).toBe(201);
    const preview = bankStatementSchema.parse(await read.json());
    expect(preview.lines[0]).toMatchObject({
      amountCents: 4_250,
      orderNumber: "2026-100077",
      outcome: "matched",
    });
    const unknown = await upload("999999");
    expect(unknown.status).toBe(400);
    expect(fieldsOf(await unknown.json())).toHaveProperty("mappingId");
  });

  it("is for the orders scope only", async () => {
    expect((await call("GET", "/mappings", undefined, { token: tokens.catalogue })).status).toBe(
      403,
    );
    const post = await call(
      "POST",
      "/mappings",
      { name: "X", mapping: bankCsvMapping },
      { token: tokens.catalogue },
    );
    expect(post.status).toBe(403);
  });
});

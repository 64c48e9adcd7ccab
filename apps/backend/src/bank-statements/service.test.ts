import iconv from "iconv-lite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { markPaid } from "../orders/payment-state.ts";
import { orderPayments, orders, orderStatusHistory } from "../orders/schema.ts";
import { orderReference } from "../payment-slips/reference.ts";
import { insertTestCustomer, insertTestOrder, orderNow } from "../payments/test-orders.testing.ts";
import { Refusal } from "../refusals/refusal.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { csvMappingSchema } from "./csv.ts";
import { bankCsv, bankCsvMapping, camt053, type FixtureCredit } from "./fixtures.testing.ts";
import { bankStatementLines, bankStatements } from "./schema.ts";
import { bankStatementsService, MAX_STATEMENT_BYTES } from "./service.ts";

let database: Database;
let service: ReturnType<typeof bankStatementsService>;
let userId: number;
const actor = { staffId: 7 };
/** Orders by name, each 100,00 € unless said otherwise. */
const o: Record<string, { id: number; number: string }> = {};
const ref = (name: string) => `HR01 ${orderReference(o[name]?.number ?? "")}`;
const file = (text: string | Uint8Array, name = "izvod.xml") => ({
  name,
  bytes: typeof text === "string" ? new TextEncoder().encode(text) : text,
});
const paymentsOf = async (name: string) =>
  database.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, o[name]?.id ?? 0));
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
};

beforeAll(async () => {
  database = await openTestDatabase();
  service = bankStatementsService(database.db);
  userId = (await insertTestCustomer(database.db, "kupac@example.com")).id;
});
afterAll(async () => database?.close());

let sequence = 0;
beforeEach(async () => {
  await database.db.delete(bankStatements);
  await database.db.delete(orderPayments);
  for (const name of ["exact", "part", "over", "paid", "cancelled", "twice", "late"]) {
    sequence += 1;
    const number = `2026-${String(sequence).padStart(6, "0")}`;
    o[name] = await insertTestOrder(database.db, {
      userId,
      number,
      totalCents: 10_000,
      paymentMethod: "bank_transfer",
    });
  }
  await database.db
    .update(orders)
    .set({ paymentStatus: "paid" })
    .where(eq(orders.id, o.paid?.id ?? 0));
  await database.db
    .update(orders)
    .set({ status: "cancelled" })
    .where(eq(orders.id, o.cancelled?.id ?? 0));
});

const statement = (): FixtureCredit[] => [
  { amount: "100.00", reference: ref("exact"), bankRef: "E1" },
  { amount: "40.00", reference: ref("part"), bankRef: "E2" },
  { amount: "120.00", reference: ref("over"), bankRef: "E3" },
  { amount: "100.00", reference: ref("paid"), bankRef: "E4" },
  { amount: "100.00", reference: ref("cancelled"), bankRef: "E5" },
  { amount: "100.00", reference: `HR01 ${orderReference("1999-000001")}`, bankRef: "E6" },
  { amount: "100.00", text: "za robu", bankRef: "E7" },
  { amount: "100.00", reference: ref("exact"), bankRef: "E1" },
  { amount: "55.00", debit: true, bankRef: "E8" },
  { amount: "100.00", reference: ref("late"), currency: "USD", bankRef: "E9" },
  { amount: "60.00", text: `ostatak ${orderReference(o.twice?.number ?? "")}`, bankRef: "E10" },
  { amount: "40.00", reference: ref("twice"), bankRef: "E11" },
];

describe(`a bank statement's preview on ${testDatabaseKind}`, () => {
  it("matches each credit by its HR01 reference and amount, a line each, and pays nothing yet", async () => {
    const view = await service.preview(file(camt053("08", statement())), { actor });
    expect(view.lines.map((l) => [l.outcome, l.note])).toEqual([
      ["matched", ""],
      ["partly_paid", ""],
      ["overpaid", ""],
      ["already_paid", ""],
      ["cancelled", ""],
      ["unmatched", "no_order"],
      ["unmatched", "no_reference"],
      ["duplicate", "in_this_file"],
      ["ignored", "debit"],
      ["unmatched", "wrong_currency"],
      ["partly_paid", ""],
      ["matched", ""],
    ]);
    expect(view.lines[11]).toMatchObject({ orderNumber: o.twice?.number, dueCents: 4_000 });
    expect(view.summary.matched).toEqual({ count: 2, amountCents: 14_000 });
    // The debit (55,00 out) is apart, never added to the credits' totals.
    expect(view.debits).toEqual({ count: 1, amountCents: 5_500 });
    expect(view.summary.ignored).toEqual({ count: 0, amountCents: 0 });
    const credits = view.lines.filter((l) => l.direction === "credit");
    expect(Object.values(view.summary).reduce((sum, t) => sum + t.amountCents, 0)).toBe(
      credits.reduce((sum, l) => sum + l.amountCents, 0),
    );
    expect(view.appliedAt).toBeNull();
    expect(await paymentsOf("exact")).toEqual([]);
    expect((await orderNow(database.db, o.exact?.id ?? 0))?.paymentStatus).toBe("unpaid");
    expect(await service.get(view.id)).toEqual(view);
  });

  it("reads CSV exports in Windows-1250 with Croatian amounts by a column mapping", async () => {
    const csv = bankCsv([
      { amount: "100,00", reference: ref("exact"), payer: "Žarko Šimić", bankRef: "C1" },
      { amount: "1.000,00", reference: ref("over"), bankRef: "C2" },
    ]);
    const view = await service.preview(file(iconv.encode(csv, "win1250"), "izvod.csv"), {
      actor,
      mapping: csvMappingSchema.parse(bankCsvMapping),
    });
    expect(view.format).toBe("csv");
    expect(view.lines.map((l) => [l.outcome, l.amountCents, l.payer])).toEqual([
      ["matched", 10_000, "Žarko Šimić"],
      ["overpaid", 100_000, "Ivan Kupac"],
    ]);
  });

  it("refuses bad files naming the field, and stores nothing: not XML, another schema, a DTD, a CSV without mapping, too large", async () => {
    const fieldOf = async (f: { name: string; bytes: Uint8Array }, mapping?: unknown) =>
      (
        await refusalOf(
          service.preview(f, {
            actor,
            ...(mapping ? { mapping: csvMappingSchema.parse(mapping) } : {}),
          }),
        )
      ).fields;
    expect(await fieldOf(file("%PDF-1.4 binary"))).toEqual({ file: "statement_not_xml" });
    expect(await fieldOf(file("<html><body>izvod</body></html>"))).toEqual({
      file: "statement_schema",
    });
    expect(await fieldOf(file("<a><b></a>"))).toEqual({ file: "statement_not_xml" });
    expect(
      await fieldOf(file('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>')),
    ).toEqual({ file: "statement_dtd" });
    expect(await fieldOf(file(bankCsv(statement()), "izvod.csv"))).toEqual({
      mapping: "required",
    });
    expect(
      await fieldOf(file("a;b\n1;2"), { columns: { date: "x", amount: "a", reference: "b" } }),
    ).toEqual({
      file: "statement_csv_columns",
    });
    expect(await fieldOf(file(""))).toEqual({ file: "statement_empty" });
    const big = await refusalOf(
      service.preview(file(new Uint8Array(MAX_STATEMENT_BYTES + 1)), { actor }),
    );
    expect(big.code).toBe("payload_too_large");
    expect(await database.db.select().from(bankStatements)).toEqual([]);
  });
});

describe(`applying a bank statement on ${testDatabaseKind}`, () => {
  it("records the credits and pays the orders they cover, in one go; twice changes nothing", async () => {
    const preview = await service.preview(file(camt053("02", statement())), { actor });
    const applied = await service.apply(preview.id, actor);
    expect(applied.appliedAt).not.toBeNull();
    expect(applied.result).toEqual({ paid: 3, recorded: 5, changed: 0 });
    const now = async (name: string) =>
      (await orderNow(database.db, o[name]?.id ?? 0))?.paymentStatus;
    expect(await now("exact")).toBe("paid");
    expect(await now("over")).toBe("paid");
    expect(await now("twice")).toBe("paid");
    expect(await now("part")).toBe("unpaid");
    expect(await now("late")).toBe("unpaid");
    expect((await paymentsOf("part")).map((p) => [p.amountCents, p.paidOn, p.staffId])).toEqual([
      [4_000, "2026-11-26", 7],
    ]);
    expect(await paymentsOf("paid")).toEqual([]);
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, o.exact?.id ?? 0));
    expect(history.at(-1)).toMatchObject({
      paymentStatus: "paid",
      note: "shop:paid_by_bank_transfer",
    });

    const again = await service.apply(preview.id, actor);
    expect(again).toEqual(applied);
    expect(await paymentsOf("exact")).toHaveLength(1);

    // The same file uploaded again: every credit was applied before; applying it changes nothing.
    const second = await service.preview(file(camt053("02", statement())), { actor });
    expect(second.sameFileAs).toBe(preview.id);
    // E1 (twice), E2, E3, E10 and E11 were applied; E4–E9 were not (paid, cancelled, unknown, debit…).
    expect(second.summary.duplicate.count).toBe(6);
    expect(second.summary.matched.count + second.summary.partly_paid.count).toBe(0);
    const secondApplied = await service.apply(second.id, actor);
    expect(secondApplied.result).toEqual({ paid: 0, recorded: 0, changed: 0 });
    expect(await paymentsOf("part")).toHaveLength(1);

    // The rest of the partly paid order in a later statement pays it.
    const rest = await service.preview(
      file(camt053("08", [{ amount: "60.00", reference: ref("part"), bankRef: "L1" }])),
      { actor },
    );
    expect(rest.lines[0]).toMatchObject({ outcome: "matched", dueCents: 6_000 });
    await service.apply(rest.id, actor);
    expect(await now("part")).toBe("paid");
  });

  it("matches again at applying: an order paid by hand since the preview is not paid twice", async () => {
    const preview = await service.preview(file(camt053("08", statement())), { actor });
    await database.db.transaction((tx) =>
      markPaid(tx, {
        orderId: o.exact?.id ?? 0,
        amount: 10_000,
        paidOn: "2026-11-27",
        source: "manual",
        staffId: 3,
      }),
    );
    const applied = await service.apply(preview.id, actor);
    expect(applied.lines[0]).toMatchObject({ outcome: "already_paid", applied: false });
    expect(applied.result?.changed).toBe(1);
    expect((await paymentsOf("exact")).map((p) => p.source)).toEqual(["manual"]);
  });

  it("is never half applied: a failure on the way leaves every order and the statement as they were", async () => {
    const preview = await service.preview(file(camt053("08", statement())), { actor });
    const failing = {
      staffId: 7,
      audit: () => Promise.reject(new Error("audit log unavailable")),
    };
    await expect(service.apply(preview.id, failing)).rejects.toThrow("audit log unavailable");
    expect(await paymentsOf("exact")).toEqual([]);
    expect((await orderNow(database.db, o.exact?.id ?? 0))?.paymentStatus).toBe("unpaid");
    expect((await service.get(preview.id))?.appliedAt).toBeNull();
    const lines = await database.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, preview.id));
    expect(lines.every((l) => l.applied === 0)).toBe(true);
    // The audit hook sees the apply once it succeeds.
    const entries: string[] = [];
    await service.apply(preview.id, {
      staffId: 7,
      audit: async (_tx, entry) => {
        entries.push(`${entry.action} ${entry.entity} ${entry.entityId}`);
      },
    });
    expect(entries).toEqual([`bank_statement.apply bank_statement ${preview.id}`]);
  });

  it("answers not found for a statement that does not exist", async () => {
    expect((await refusalOf(service.apply(999_999, actor))).code).toBe("not_found");
    expect(await service.get(999_999)).toBeUndefined();
  });
});

describe(`markPaid on ${testDatabaseKind}`, () => {
  it("records a payment by hand and pays the order once its total is reached; refuses paid and cancelled orders", async () => {
    const id = o.exact?.id ?? 0;
    const first = await database.db.transaction((tx) =>
      markPaid(tx, {
        orderId: id,
        amount: 3_000,
        paidOn: "2026-11-27",
        source: "manual",
        staffId: 3,
      }),
    );
    expect(first).toEqual({
      orderId: id,
      receivedCents: 3_000,
      totalCents: 10_000,
      becamePaid: false,
    });
    const second = await database.db.transaction((tx) =>
      markPaid(tx, {
        orderId: id,
        amount: 7_000,
        paidOn: "2026-11-28",
        source: "manual",
        staffId: 3,
      }),
    );
    expect(second.becamePaid).toBe(true);
    expect((await orderNow(database.db, id))?.paymentStatus).toBe("paid");
    const again = database.db.transaction((tx) =>
      markPaid(tx, { orderId: id, amount: 1, paidOn: "2026-11-28", source: "manual" }),
    );
    expect((await refusalOf(again)).code).toBe("order_already_paid");
    const cancelled = database.db.transaction((tx) =>
      markPaid(tx, {
        orderId: o.cancelled?.id ?? 0,
        amount: 1,
        paidOn: "2026-11-28",
        source: "manual",
      }),
    );
    expect((await refusalOf(cancelled)).code).toBe("order_status_not_allowed");
    const none = database.db.transaction((tx) =>
      markPaid(tx, { orderId: 999_999, amount: 1, paidOn: "2026-11-28", source: "manual" }),
    );
    expect((await refusalOf(none)).code).toBe("not_found");
  });
});

// Bank statements: an uploaded file read (camt.053 or CSV), each credit matched, the result kept
// as a preview; applying it records the credits on their orders in one transaction, once.
// docs/payments.md "Bank statements", decision 024.

import { createHash } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { paymentStandings, type ReceivedPayment, recordPayments } from "../orders/payment-state.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { looksLikeXml, parseCamt053 } from "./camt053.ts";
import { type CsvMapping, decodeStatement, parseCsvStatement } from "./csv.ts";
import { type MatchedLine, matchEntries, recordedOutcomes, referencedNumbers } from "./matching.ts";
import {
  bankStatementLines,
  bankStatements,
  type StatementOutcome,
  statementOutcomes,
} from "./schema.ts";
import {
  type ParsedStatement,
  type StatementEntry,
  UnreadableStatement,
} from "./statement-line.ts";

/** The largest statement file read (a month of a busy shop's account is well under 1 MB). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export interface StatementLineView {
  position: number;
  bookedOn: string | null;
  amountCents: number;
  currency: string;
  direction: "credit" | "debit";
  reference: string;
  payer: string;
  description: string;
  orderNumber: string | null;
  outcome: StatementOutcome;
  note: string;
  dueCents: number | null;
  applied: boolean;
}

export interface StatementView {
  id: number;
  fileName: string;
  format: string;
  account: string | null;
  uploadedAt: string;
  appliedAt: string | null;
  /** An earlier statement with the very same file, if any. */
  sameFileAs: number | null;
  /** The credits by outcome (what the shop matches); the debits apart, in `debits`. */
  summary: Record<StatementOutcome, { count: number; amountCents: number }>;
  debits: { count: number; amountCents: number };
  /** What applying did (null until applied): orders now paid, credits recorded, lines whose outcome changed since the preview. */
  result: { paid: number; recorded: number; changed: number } | null;
  lines: StatementLineView[];
}

/** Who acts (the staff member) and the audit log's writer (the audit module's `record`, once wired). */
export interface StatementActor {
  staffId: number | null;
  audit?: (
    tx: Queryable,
    entry: {
      action: string;
      entity: string;
      entityId: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    },
  ) => Promise<void>;
}

/** The file as uploaded. */
export interface StatementFile {
  name: string;
  bytes: Uint8Array;
}

function parseFile(file: StatementFile, mapping: CsvMapping | undefined): ParsedStatement {
  if (file.bytes.length === 0) throw refuseFields({ file: "statement_empty" });
  if (file.bytes.length > MAX_STATEMENT_BYTES) throw new Refusal("payload_too_large");
  try {
    const head = new TextDecoder("latin1").decode(file.bytes.subarray(0, 64));
    if (looksLikeXml(head.replace(/^\u00ef\u00bb\u00bf/, ""))) {
      const text = decodeStatement(file.bytes, "utf-8");
      return parseCamt053(text);
    }
    if (!mapping) {
      // Not XML: a CSV needs its columns named; anything else is not a statement.
      throw refuseFields(
        /[;,\t]/.test(head) ? { mapping: "required" } : { file: "statement_not_xml" },
      );
    }
    return parseCsvStatement(decodeStatement(file.bytes, mapping.encoding), mapping);
  } catch (error) {
    if (error instanceof UnreadableStatement) throw refuseFields({ file: error.reason });
    throw error;
  }
}

const emptySummary = () =>
  Object.fromEntries(
    statementOutcomes.map((o) => [o, { count: 0, amountCents: 0 }]),
  ) as StatementView["summary"];

export function bankStatementsService(db: Db) {
  /** What the entries' orders and earlier statements say now (read in `q`, locking the orders with `lock`). */
  async function match(q: Queryable, entries: readonly StatementEntry[], lock: boolean) {
    const standings = await paymentStandings(q, referencedNumbers(entries), { lock });
    const keys = [...new Set(entries.map((e) => e.entryKey))];
    const applied = new Set<string>();
    for (let i = 0; i < keys.length; i += 5000) {
      const rows = await q
        .select({ key: bankStatementLines.entryKey })
        .from(bankStatementLines)
        .where(
          and(
            inArray(bankStatementLines.entryKey, keys.slice(i, i + 5000)),
            eq(bankStatementLines.applied, 1),
          ),
        );
      for (const row of rows) applied.add(row.key);
    }
    return matchEntries(entries, standings, applied);
  }

  async function view(q: Queryable, id: number): Promise<StatementView | undefined> {
    const [statement] = await q.select().from(bankStatements).where(eq(bankStatements.id, id));
    if (!statement) return undefined;
    const [same] = await q
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(
        and(eq(bankStatements.fileSha256, statement.fileSha256), sql`${bankStatements.id} < ${id}`),
      )
      .orderBy(asc(bankStatements.id))
      .limit(1);
    const lines = await q
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, id))
      .orderBy(asc(bankStatementLines.position));
    // Credits by outcome, debits apart: a debit's amount is money going out, never added to the credits.
    const summary = emptySummary();
    const debits = { count: 0, amountCents: 0 };
    for (const line of lines) {
      const totals = line.direction === "debit" ? debits : summary[line.outcome];
      totals.count += 1;
      totals.amountCents += line.amountCents;
    }
    return {
      id: statement.id,
      fileName: statement.fileName,
      format: statement.format,
      account: statement.account,
      uploadedAt: statement.uploadedAt.toISOString(),
      appliedAt: statement.appliedAt?.toISOString() ?? null,
      sameFileAs: same?.id ?? null,
      summary,
      debits,
      result: statement.result ?? null,
      lines: lines.map((l) => ({
        position: l.position,
        bookedOn: l.bookedOn,
        amountCents: l.amountCents,
        currency: l.currency,
        direction: l.direction,
        reference: l.reference,
        payer: l.payer,
        description: l.description,
        orderNumber: l.orderNumber,
        outcome: l.outcome,
        note: l.note,
        dueCents: l.dueCents,
        applied: l.applied === 1,
      })),
    };
  }

  return {
    /**
     * Reads a statement file, matches its credits and keeps the result as a preview (nothing is
     * paid yet). Refusals: `validation_failed` naming `file` (not XML, a DTD, another schema, empty,
     * CSV columns not found) or `mapping` (a CSV without one); `payload_too_large`.
     */
    async preview(
      file: StatementFile,
      options: { mapping?: CsvMapping; actor: StatementActor },
    ): Promise<StatementView> {
      const parsed = parseFile(file, options.mapping);
      const lines = await match(db, parsed.entries, false);
      const sha = createHash("sha256").update(file.bytes).digest("hex");
      const id = await db.transaction(async (tx) => {
        const [statement] = await tx
          .insert(bankStatements)
          .values({
            fileName: file.name.slice(0, 200) || "statement",
            fileSha256: sha,
            format: parsed.format,
            account: parsed.account,
            uploadedBy: options.actor.staffId,
          })
          .returning({ id: bankStatements.id });
        if (!statement) throw new Error("statement not stored");
        for (let i = 0; i < lines.length; i += 1000) {
          await tx.insert(bankStatementLines).values(
            lines.slice(i, i + 1000).map((l) => ({
              statementId: statement.id,
              position: l.position,
              entryKey: l.entryKey,
              bookedOn: l.bookedOn,
              amountCents: l.amountCents ?? 0,
              currency: l.currency.slice(0, 3) || "EUR",
              direction: l.direction,
              reference: l.reference.slice(0, 140),
              payer: l.payer,
              description: l.description,
              orderNumber: l.orderNumber,
              orderId: l.orderId,
              outcome: l.outcome,
              note: l.note,
              dueCents: l.dueCents,
            })),
          );
        }
        return statement.id;
      });
      const answer = await view(db, id);
      if (!answer) throw new Error("statement not stored");
      return answer;
    },

    /** A statement as kept (its preview, or what applying it did). */
    get: (id: number) => view(db, id),

    /** The statements uploaded, newest first, a page at a time (each without its lines). */
    async list(page: number, perPage: number) {
      const rows = await db
        .select({ id: bankStatements.id })
        .from(bankStatements)
        .orderBy(sql`${bankStatements.id} desc`)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db.select({ n: sql<string>`count(*)` }).from(bankStatements);
      const data: Omit<StatementView, "lines">[] = [];
      for (const row of rows) {
        const statement = await view(db, row.id);
        if (!statement) continue;
        const { lines: _lines, ...rest } = statement;
        void _lines;
        data.push(rest);
      }
      return { data, total: Number(count?.n ?? 0) };
    },

    /**
     * Applies a statement in one transaction: locks it and the orders its credits name, matches
     * the credits again against the orders as they are now (a payment marked meanwhile is not paid
     * twice), records every matched, partly paid and overpaid credit and makes the orders it pays
     * paid. A statement applied before is answered as it is: applying twice changes nothing.
     * Refusals: not_found; bank_statement_conflict (another statement with the same credits was
     * applied at the same moment: nothing was applied).
     */
    async apply(id: number, actor: StatementActor): Promise<StatementView> {
      try {
        await db.transaction(async (tx) => {
          const [statement] = await tx
            .select()
            .from(bankStatements)
            .where(eq(bankStatements.id, id))
            .for("update");
          if (!statement) throw new Refusal("not_found");
          if (statement.appliedAt) return;
          const stored = await tx
            .select()
            .from(bankStatementLines)
            .where(eq(bankStatementLines.statementId, id))
            .orderBy(asc(bankStatementLines.position));
          const entries: StatementEntry[] = stored.map((l) => ({
            entryKey: l.entryKey,
            bookedOn: l.bookedOn,
            amountCents: l.note === "amount_unreadable" ? null : l.amountCents,
            currency: l.currency,
            direction: l.direction,
            booked: l.note !== "not_booked",
            reference: l.reference,
            payer: l.payer,
            description: l.description,
          }));
          const lines = await match(tx, entries, true);
          const payments: ReceivedPayment[] = [];
          const recorded: MatchedLine[] = [];
          for (const line of lines) {
            if (!recordedOutcomes.has(line.outcome) || line.orderId === null) continue;
            recorded.push(line);
            payments.push({
              orderId: line.orderId,
              amountCents: line.amountCents ?? 0,
              paidOn: line.bookedOn ?? statement.uploadedAt.toISOString().slice(0, 10),
              source: "bank_statement",
              sourceRef: line.entryKey,
              staffId: actor.staffId,
            });
          }
          const done = await recordPayments(tx, payments);
          const changed = lines.filter((l, i) => l.outcome !== stored[i]?.outcome).length;
          const updates = lines.map((l, i) => ({
            id: stored[i]?.id,
            outcome: l.outcome,
            note: l.note,
            order_id: l.orderId,
            due_cents: l.dueCents,
            applied: recordedOutcomes.has(l.outcome) && l.orderId !== null ? 1 : 0,
          }));
          await tx.execute(sql`
            update ${bankStatementLines} l set outcome = v.outcome, note = v.note,
              order_id = v.order_id, due_cents = v.due_cents, applied = v.applied
            from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
              as v(id int, outcome text, note text, order_id int, due_cents int, applied smallint)
            where l.id = v.id`);
          const result = {
            paid: done.filter((d) => d.becamePaid).length,
            recorded: recorded.length,
            changed,
          };
          await tx
            .update(bankStatements)
            .set({ appliedAt: sql`now()`, appliedBy: actor.staffId, result })
            .where(eq(bankStatements.id, id));
          await actor.audit?.(tx, {
            action: "bank_statement.apply",
            entity: "bank_statement",
            entityId: String(id),
            changes: {
              appliedAt: { before: null, after: new Date().toISOString() },
              paid_orders: {
                before: null,
                after: done.filter((d) => d.becamePaid).map((d) => d.orderId),
              },
              recorded_credits: { before: null, after: recorded.length },
            },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Refusal("bank_statement_conflict");
        throw error;
      }
      const answer = await view(db, id);
      if (!answer) throw new Refusal("not_found");
      return answer;
    },
  };
}

export type BankStatementsService = ReturnType<typeof bankStatementsService>;

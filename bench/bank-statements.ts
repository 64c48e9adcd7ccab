// Issue 34's figure: a bank statement of 2,000 credits against 100,000 orders, preview ≤ 5 s and
// apply ≤ 5 s, measured through the bank-statements service (parsing, matching, storing; then the
// one transaction that records the credits and pays the orders). Run by `npm run bench` (row
// "bank statement"), or alone: `node --import tsx bench/bank-statements.ts [--database-url URL]`
// (an in-memory PGlite by default).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { bankStatementsService } from "../apps/backend/src/bank-statements/service.ts";
import {
  camt053,
  type FixtureCredit,
} from "../apps/backend/src/bank-statements/fixtures.testing.ts";
import { orderReference } from "../apps/backend/src/payment-slips/reference.ts";
import { type BenchTarget, openBenchDatabase } from "./catalogue.ts";

export const STATEMENT_ORDERS = 100_000;
export const STATEMENT_CREDITS = 2_000;
/** The bench's orders are numbered in a year of their own, apart from every other order. */
const YEAR = 2031;
const BUYER = "bench-statement@dukan.bench";

export interface StatementBenchRow {
  database: string;
  previewMs: number;
  applyMs: number;
  paid: number;
  outcomes: string;
}

/**
 * Writes 100,000 unpaid bank-transfer orders (once; a run again reuses them, unpaid again), a
 * camt.053 of 2,000 credits naming orders spread over them (most exact, some partial, overpaid,
 * unknown or duplicated), and measures the preview and the apply.
 */
export async function measureBankStatements(
  target: BenchTarget,
  database: string,
  log: (line: string) => void = () => {},
): Promise<StatementBenchRow> {
  const bench = await openBenchDatabase(target);
  try {
    const db = bench.db;
    await db.execute(sql`
      insert into users (type, email, name) values ('person', ${BUYER}, 'Bench Statement')
      on conflict do nothing`);
    const [{ have } = { have: 0 }] = (
      await db.execute(
        sql`select count(*)::int as have from orders where number like ${`${YEAR}-%`}`,
      )
    ).rows as { have: number }[];
    if (have < STATEMENT_ORDERS) {
      log(`writing ${STATEMENT_ORDERS.toLocaleString("en")} orders for the statement benchmark…`);
      await db.execute(sql`delete from orders where number like ${`${YEAR}-%`}`);
      await db.execute(sql`
        insert into orders (number, user_id, payment_method, delivery_method, buyer_type, buyer_name,
          buyer_email, prices_include_vat, subtotal_cents, rebate_cents, vat_cents, delivery_fee_cents,
          card_surcharge_cents, total_cents, idempotency_key, cart_hash, created_at)
        select ${`${YEAR}-`} || lpad(n::text, 6, '0'), u.id, 'bank_transfer', 'personal_pickup', 'person',
          'Bench Statement', ${BUYER}, true, 1000 + n % 50000, 0, 0, 0, 0, 1000 + n % 50000,
          'bench-statement-' || n, 'bench', now()
        from generate_series(1, ${STATEMENT_ORDERS}) n, users u where u.email = ${BUYER}`);
    }
    // Every run starts from unpaid orders and no statement of its own.
    await db.execute(sql`
      delete from order_payments where order_id in (select id from orders where number like ${`${YEAR}-%`})`);
    await db.execute(
      sql`update orders set payment_status = 'unpaid', status = 'received' where number like ${`${YEAR}-%`}`,
    );
    await db.execute(sql`delete from bank_statements where file_name = 'bench-statement.xml'`);
    const credits: FixtureCredit[] = [];
    const run = Date.now();
    const stride = Math.floor(STATEMENT_ORDERS / STATEMENT_CREDITS);
    for (let i = 0; i < STATEMENT_CREDITS; i++) {
      const n = i * stride + 1;
      const total = 1000 + (n % 50000);
      const kind = i % 20;
      const cents = kind === 1 ? total - 500 : kind === 2 ? total + 100 : total;
      credits.push({
        amount: (cents / 100).toFixed(2),
        reference:
          kind === 3
            ? "HR01 1999-000001-4"
            : `HR01 ${orderReference(`${YEAR}-${String(n).padStart(6, "0")}`)}`,
        payer: `Kupac ${i}`,
        bankRef: `BENCH-${run}-${kind === 4 && i > 0 ? i - 1 : i}`,
      });
    }
    const bytes = new TextEncoder().encode(camt053("08", credits));
    const service = bankStatementsService(db);
    const actor = { staffId: null };
    let start = performance.now();
    const preview = await service.preview({ name: "bench-statement.xml", bytes }, { actor });
    const previewMs = performance.now() - start;
    start = performance.now();
    const applied = await service.apply(preview.id, actor);
    const applyMs = performance.now() - start;
    const outcomes = Object.entries(preview.summary)
      .filter(([, t]) => t.count > 0)
      .map(([o, t]) => `${o} ${t.count}`)
      .join(", ");
    return { database, previewMs, applyMs, paid: applied.result?.paid ?? 0, outcomes };
  } finally {
    await bench.close();
  }
}

export function renderStatementRows(rows: readonly StatementBenchRow[]): string {
  return [
    "| database | preview (≤ 5,000 ms) | apply (≤ 5,000 ms) | orders paid | lines |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.previewMs.toFixed(0)} ms | ${r.applyMs.toFixed(0)} ms | ${r.paid} | ${r.outcomes} |`,
    ),
  ].join("\n");
}

export const STATEMENT_NOTE = `a camt.053 of ${STATEMENT_CREDITS.toLocaleString("en")} credits against ${STATEMENT_ORDERS.toLocaleString("en")} unpaid bank-transfer orders, through the service (parse, match, store; then the apply's one transaction).`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "database-url": { type: "string" } } });
  const url = values["database-url"];
  const row = await measureBankStatements(
    url ? { databaseUrl: url } : { pgliteDir: "memory://" },
    url ? "postgresql" : "pglite (memory)",
    (line) => process.stdout.write(`${line}\n`),
  );
  process.stdout.write(`${renderStatementRows([row])}\n`);
}

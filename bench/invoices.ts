// Issue 37's figures: issuing an invoice (number, PDF, UBL) p95 ≤ 150 ms; 16 issued at once take
// 16 distinct consecutive numbers; a customer with 10,000 invoices has their list answered with
// p95 ≤ 25 ms. Measured through the invoices service on its own database. Run alone:
// `node --import tsx bench/invoices.ts [--database-url URL]` (an in-memory PGlite by default).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { kpdCodesOf } from "../apps/backend/src/catalogue/kpd-codes.ts";
import { seedDemoCatalogue } from "../apps/backend/src/catalogue/seed.ts";
import { localExchange, localFiscalisation } from "../apps/backend/src/invoices/adapters.ts";
import { invoiceUblZip } from "../apps/backend/src/invoices/admin-export.ts";
import { customerInvoices } from "../apps/backend/src/invoices/customer-list.ts";
import { invoiceIssuing } from "../apps/backend/src/invoices/issue.ts";
import { recordOrder } from "../apps/backend/src/orders/record-order.ts";
import { settingsStore } from "../apps/backend/src/settings/store.ts";
import { type BenchTarget, openBenchDatabase } from "./catalogue.ts";
import { percentile } from "./measure.ts";

const BUYER = "bench-invoices@dukan.bench";
/** Orders issued one after another for the latency figure. */
const ISSUED = 200;
const AT_ONCE = 16;
const LISTED = 10_000;
/** A month's invoices exported as a ZIP of UBL files. */
const EXPORTED = 20_000;

export interface InvoiceBenchRow {
  database: string;
  issueP50: number;
  issueP95: number;
  consecutive: boolean;
  listP50: number;
  listP95: number;
  exportMs: number;
  exportMb: number;
  rssGrowthMb: number;
}

export async function measureInvoices(
  target: BenchTarget,
  database: string,
  log: (line: string) => void = () => {},
): Promise<InvoiceBenchRow> {
  const bench = await openBenchDatabase(target);
  try {
    const db = bench.db;
    await db.execute(sql`
      insert into users (type, email, name) values ('company', ${BUYER}, 'Bench Invoices')
      on conflict do nothing`);
    const [buyer] = (await db.execute(sql`select id from users where email = ${BUYER}`)).rows as {
      id: number;
    }[];
    const userId = Number(buyer?.id);
    const productsWithKpd = async () =>
      (
        await db.execute(sql`
          select id, item_code, name_hr, name_en from products
          where kpd_code is not null order by id limit 3`)
      ).rows as { id: number; item_code: string; name_hr: string; name_en: string }[];
    let picked = await productsWithKpd();
    if (picked.length < 3) {
      // An empty database (memory): the demo catalogue's few products, each with its KPD code.
      log("seeding a few demo products…");
      await seedDemoCatalogue(db, { products: 3, now: new Date() });
      picked = await productsWithKpd();
    }
    // Every run starts from no invoices of this buyer.
    await db.execute(sql`delete from invoices where user_id = ${userId}`);
    const place = async () => {
      const order = await recordOrder(db, {
        userId,
        buyerType: "company",
        buyerName: "Bench Invoices",
        buyerEmail: BUYER,
        companyName: "Bench d.o.o.",
        companyOib: "69435151530",
        companyAddress: "Savska 1",
        companyPlace: "10000 Zagreb",
        deliveryMethod: "personal_pickup",
        paymentMethod: "bank_transfer",
        createdAt: new Date(),
        lines: picked.map((p, i) => ({
          productId: p.id,
          itemCode: p.item_code,
          nameHr: p.name_hr,
          nameEn: p.name_en,
          unitPriceCents: 1000 + i * 500,
          rebatePercent: i === 2 ? 10 : 0,
          vatRate: i === 1 ? 13 : 25,
          quantity: i + 1,
        })),
      });
      await db.execute(sql`update orders set payment_status = 'paid' where id = ${order.id}`);
      return order.id;
    };
    const issuing = invoiceIssuing(db, {
      settings: settingsStore(db),
      kpdCodesOf,
      fiscalisation: localFiscalisation(),
      exchange: localExchange(),
      now: () => new Date(),
    });
    log(`issuing ${ISSUED} invoices one after another…`);
    const times: number[] = [];
    for (let i = 0; i < ISSUED; i++) {
      const id = await place();
      const start = performance.now();
      await issuing.issueFor(id);
      times.push(performance.now() - start);
    }
    const together = [];
    for (let i = 0; i < AT_ONCE; i++) together.push(await place());
    const outcomes = await Promise.all(together.map((id) => issuing.issueFor(id)));
    const numbers = outcomes
      .flatMap((o) => ("issued" in o ? [Number(o.number.split("/")[0])] : []))
      .sort((a, b) => a - b);
    const consecutive =
      numbers.length === AT_ONCE &&
      numbers.every((n, i) => i === 0 || n === (numbers[i - 1] ?? 0) + 1);
    log(`writing ${LISTED.toLocaleString("en")} invoices of one customer…`);
    // Orders of a year of their own (an invoice per order), each with a copy of an issued invoice.
    await db.execute(sql`delete from orders where user_id = ${userId} and number like '2035-%'`);
    await db.execute(sql`
      with placed as (
        insert into orders (number, user_id, payment_method, delivery_method, buyer_type, buyer_name,
          buyer_email, prices_include_vat, subtotal_cents, rebate_cents, vat_cents, delivery_fee_cents,
          card_surcharge_cents, total_cents, idempotency_key, cart_hash, created_at)
        select '2035-' || lpad(n::text, 6, '0'), o.user_id, o.payment_method, o.delivery_method,
          o.buyer_type, o.buyer_name, o.buyer_email, o.prices_include_vat, o.subtotal_cents,
          o.rebate_cents, o.vat_cents, o.delivery_fee_cents, o.card_surcharge_cents, o.total_cents,
          'bench-invoices-' || n, o.cart_hash, o.created_at
        from generate_series(1, ${LISTED}) n,
          (select * from orders where user_id = ${userId} order by id limit 1) o
        returning id, number)
      insert into invoices (kind, year, number, order_number, order_id, user_id, issued_at, due_date,
        gross_cents, payable_cents, document, pdf, ubl)
      select i.kind, 2035, substr(p.number, 6) || '/BENCH/1', p.number, p.id, i.user_id,
        i.issued_at - (substr(p.number, 6)::int || ' hours')::interval, i.due_date, i.gross_cents,
        i.payable_cents, i.document, i.pdf, i.ubl
      from placed p, (select * from invoices where user_id = ${userId} order by id limit 1) i`);
    await db.execute(sql`analyze invoices`);
    const list: number[] = [];
    const pages = [1, 2, 10, 100, 500];
    for (let i = 0; i < 400; i++) {
      const start = performance.now();
      await customerInvoices(db, userId, {
        page: pages[i % pages.length] ?? 1,
        perPage: 20,
        orderNumber: null,
      });
      list.push(performance.now() - start);
    }
    // A month (March 2035) of 20,000 company invoices, exported as a ZIP of their UBL files: the
    // answer's bytes are counted and dropped as they come, as a client's socket takes them.
    log(`writing ${EXPORTED.toLocaleString("en")} invoices of one month…`);
    await db.execute(sql`
      insert into invoices (kind, year, number, order_number, order_id, user_id, issued_at, due_date,
        gross_cents, payable_cents, document, pdf, ubl)
      select 'credit_note', 2035, n || '/EXPORT/1', i.order_number, i.order_id, i.user_id,
        timestamptz '2035-03-01 00:00:00+01' + (n * 2 || ' minutes')::interval, i.due_date,
        i.gross_cents, i.payable_cents, i.document, i.pdf, i.ubl
      from generate_series(1, ${EXPORTED}) n,
        (select * from invoices where user_id = ${userId} and ubl is not null order by id limit 1) i`);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let bytes = 0;
    const exportStart = performance.now();
    for await (const chunk of invoiceUblZip(db, { from: "2035-03-01", to: "2035-03-31" })) {
      bytes += chunk.byteLength;
      const usage = process.memoryUsage();
      if (usage.rss > rssPeak) {
        rssPeak = usage.rss;
        if (process.env.BENCH_MEMORY_DETAIL)
          log(
            `rss ${(usage.rss / 1e6).toFixed(0)} heapTotal ${(usage.heapTotal / 1e6).toFixed(0)} heapUsed ${(usage.heapUsed / 1e6).toFixed(0)} external ${(usage.external / 1e6).toFixed(0)} arrayBuffers ${(usage.arrayBuffers / 1e6).toFixed(0)}`,
          );
      }
    }
    const exportMs = performance.now() - exportStart;
    await db.execute(sql`delete from invoices where number like '%/EXPORT/1'`);
    return {
      database,
      exportMs,
      exportMb: bytes / 1e6,
      rssGrowthMb: (rssPeak - rssBefore) / 1e6,
      issueP50: percentile(times, 0.5),
      issueP95: percentile(times, 0.95),
      consecutive,
      listP50: percentile(list, 0.5),
      listP95: percentile(list, 0.95),
    };
  } finally {
    await bench.close();
  }
}

export function renderInvoiceRows(rows: readonly InvoiceBenchRow[]): string {
  return [
    `| database | issuing p50 | issuing p95 (≤ 150 ms) | ${AT_ONCE} at once: consecutive numbers | list of ${LISTED.toLocaleString("en")} p50 | list p95 (≤ 25 ms) | ZIP of ${EXPORTED.toLocaleString("en")} UBL files | its RSS growth (≤ 100 MB) |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.issueP50.toFixed(1)} ms | ${r.issueP95.toFixed(1)} ms | ${r.consecutive ? "yes" : "NO"} | ${r.listP50.toFixed(1)} ms | ${r.listP95.toFixed(1)} ms | ${r.exportMb.toFixed(1)} MB in ${(r.exportMs / 1000).toFixed(1)} s | ${r.rssGrowthMb.toFixed(1)} MB |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "database-url": { type: "string" } } });
  const url = values["database-url"];
  const row = await measureInvoices(
    url ? { databaseUrl: url } : { pgliteDir: "memory://" },
    url ? "postgresql" : "pglite (memory)",
    (line) => process.stdout.write(`${line}\n`),
  );
  process.stdout.write(`${renderInvoiceRows([row])}\n`);
}

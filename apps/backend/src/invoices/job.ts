import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import type { InvoiceIssuing } from "./issue.ts";
import type { Logger } from "../observability/index.ts";

/** How often the back end looks for orders due for an invoice or a credit note. */
export const INVOICES_EVERY_MS = 5_000;

/** The invoices job: issues what orders marked due need (issue.ts), a round every few seconds. */
export function invoicesJob(issuing: InvoiceIssuing, log: Logger): PeriodicJob {
  return periodicJob(
    { module: "invoices", what: "issuing", everyMs: INVOICES_EVERY_MS },
    async () => void (await issuing.round()),
    log,
  );
}

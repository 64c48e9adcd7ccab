import type { AdminNewsletterSubscriberQuery, Language } from "@dukan/contract";
import type { Db } from "../db/client.ts";
import { subscriberCsvRows } from "./subscriber-list.ts";

/** A cell as Excel reads it, never as a formula (`=`, `+`, `-`, `@`, tab, CR at the start get a `'`). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The filtered subscribers as a CSV stream for Croatian Excel: UTF-8 with BOM, `;`, CRLF. */
export function subscriberCsv(
  db: Db,
  query: AdminNewsletterSubscriberQuery,
  language: Language,
): ReadableStream<Uint8Array> {
  const batches = subscriberCsvRows(db, query, language);
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const text = next.value.map((row) => `${row.map(cell).join(";")}\r\n`).join("");
      controller.enqueue(encoder.encode(first ? `\ufeff${text}` : text));
      first = false;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

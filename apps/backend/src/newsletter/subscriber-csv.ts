import type { AdminNewsletterSubscriberQuery, Language } from "@dukan/contract";
import type { Db } from "../db/client.ts";
import { csvRow } from "../http/csv.ts";
import { subscriberCsvRows } from "./subscriber-list.ts";

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
      const text = next.value.map((row) => csvRow(row, ";")).join("");
      controller.enqueue(encoder.encode(first ? `\ufeff${text}` : text));
      first = false;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

import { data } from "react-router";
import { apiFor } from "../lib/context.ts";
import { invoiceFileOf } from "../lib/invoices.ts";
import type { Route } from "./+types/invoice-file";

/** What of the back end's answer the browser gets: the file's type, its name (a download) and how to keep it (private). */
const KEPT_HEADERS = ["content-type", "content-disposition", "cache-control"];

/**
 * One of the logged-in buyer's invoices or credit notes as issued (`/my-invoices/12.pdf`), or its
 * UBL 2.1 e-invoice (`12.xml`), passed on from the back end as it streams. Another customer's,
 * an unknown one, an XML that was never made (a person's invoice) or no session: 404, as for an
 * order page, so the address tells nobody what exists.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const file = invoiceFileOf(params.file);
  if (!context.session || !file) throw data(null, { status: 404 });
  const answer = await apiFor({ url, context }).invoiceFile(file.id, file.format);
  if (answer.status !== 200) {
    // openapi-fetch has already read a refusal's body (its error), which leaves the stream locked.
    if (answer.body && !answer.body.locked) await answer.body.cancel();
    throw data(null, { status: answer.status === 401 ? 401 : 404 });
  }
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

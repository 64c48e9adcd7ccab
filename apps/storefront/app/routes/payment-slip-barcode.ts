import { data } from "react-router";
import { apiFor } from "../lib/context.ts";
import { orderNumberOf } from "../lib/orders.server.ts";
import type { Route } from "./+types/payment-slip-barcode";

/** What of the back end's answer the browser gets: the picture's type and how to keep it (private, asked again by its ETag). */
const KEPT_HEADERS = ["content-type", "etag", "cache-control"];

/**
 * The PDF417 barcode of the logged-in buyer's order's payment slip (the success and order pages
 * show it as a picture), drawn by the back end in the page's language. Not the buyer's order, no
 * slip (paid, not a bank transfer) or no session: 404, as for an order page.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const number = orderNumberOf(params.slug);
  if (!context.session || !number) throw data(null, { status: 404 });
  const answer = await apiFor({ url, context }).paymentSlipBarcode(
    number,
    request.headers.get("if-none-match"),
  );
  if (answer.status !== 200 && answer.status !== 304) {
    // openapi-fetch has already read a refusal's body (its error), which leaves the stream locked.
    if (answer.body && !answer.body.locked) await answer.body.cancel();
    throw data(null, { status: answer.status === 401 ? 401 : 404 });
  }
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(answer.status === 304 ? null : answer.body, {
    status: answer.status,
    headers,
  });
}

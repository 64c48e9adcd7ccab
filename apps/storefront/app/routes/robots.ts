import type { Route } from "./+types/robots";

export function loader(_: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /cart",
    "Disallow: /en/cart",
    "Disallow: /checkout",
    "Disallow: /en/checkout",
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}

import { data, redirect } from "react-router";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { loginPath } from "../lib/guard.server.ts";
import type { Route } from "./+types/data-export";

/**
 * "Download my data" (the profile's privacy section): everything the shop keeps about the
 * logged-in customer as one JSON file, named with the day it was made. A visitor is sent to log in.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  if (!context.session) throw redirect(loginPath(language));
  const outcome = await apiFor({ url, context }).dataExport();
  if (!outcome.ok) throw data(null, { status: outcome.status === 401 ? 401 : 503 });
  const day = outcome.data.exported_at.slice(0, 10);
  const name = language === "en" ? `dukan-my-data-${day}.json` : `dukan-moji-podaci-${day}.json`;
  return new Response(`${JSON.stringify(outcome.data, null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    },
  });
}

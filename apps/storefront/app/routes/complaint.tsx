import { InfoPage } from "../components/InfoPage.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/complaint";

export const loader = infoPageLoader("complaint");

export const meta = infoPageMeta("complaint");

/** Complaints and returns, with the consumer's 14-day right of withdrawal and where its withdrawal function is (the stored page). */
export default function ComplaintPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage name="complaint" page={loaderData.infoPage} />;
}

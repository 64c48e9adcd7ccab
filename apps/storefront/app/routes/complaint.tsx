import { InfoPage } from "../components/InfoPage.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("complaint");

/** Complaints and returns, with the consumer's 14-day right of withdrawal and where its withdrawal function is. */
export default function ComplaintPage() {
  const page = useMessages().pages.complaint;
  return (
    <InfoPage name="complaint">
      <section aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title">{page.withdrawalTitle}</h2>
        <p>{page.withdrawal}</p>
        <p>{page.withdrawalHow}</p>
        <p>{page.withdrawalReturn}</p>
      </section>
    </InfoPage>
  );
}

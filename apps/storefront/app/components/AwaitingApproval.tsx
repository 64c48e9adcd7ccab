import { useMessages } from "../lib/i18n.tsx";

/**
 * Under the header on every page while a legal entity waits for the shop's approval (site setting
 * `customers.approve_new_companies`): why it sees retail prices, and that wholesale ones follow.
 */
export function AwaitingApproval() {
  const t = useMessages();
  return (
    <aside className="info-bars" aria-label={t.bars.awaitingApprovalLabel}>
      <p className="info-bar info-bar--approval" role="status">
        {t.bars.awaitingApproval}
      </p>
    </aside>
  );
}

import type { InfoBarName, SiteSettings } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { EU_PROJECT_SLUG } from "../route-table.ts";
import { AwaitingApproval } from "./AwaitingApproval.tsx";
import { CloseBar, useClosing } from "./CloseBar.tsx";
import type { Account } from "./Header.tsx";
import { ShopLink } from "./ShopLink.tsx";

/**
 * The delivery promise and the EU-fund notice, under the header on every page: each from the
 * settings (text, on or off) and each closed for good by its button (lib/info-bars.ts); a bar
 * the visitor closed is never drawn. Below them, while a legal entity waits for the shop's approval,
 * the notice that says why it sees retail prices (it cannot be closed).
 */
export function InfoBars({
  bars,
  closed,
  account,
}: {
  bars: SiteSettings["info_bars"] | null;
  closed: readonly InfoBarName[];
  /** The logged-in customer, if any: a legal entity waiting for approval is told so. */
  account: Account | null;
}) {
  const t = useMessages();
  const language = useLanguage();
  const closingDelivery = useClosing("delivery");
  const closingEuFund = useClosing("eu_fund");
  const delivery =
    bars?.delivery && !closed.includes("delivery") && !closingDelivery ? bars.delivery : null;
  const euFund = bars?.eu_fund === true && !closed.includes("eu_fund") && !closingEuFund;
  const approval = account?.awaitingApproval && <AwaitingApproval />;
  if (!delivery && !euFund) return approval;
  return (
    <>
      <aside className="info-bars" aria-label={t.bars.label}>
        {delivery && (
          <div className="info-bar info-bar--delivery">
            <p>
              <svg
                aria-hidden="true"
                className="info-bar__icon"
                width="20"
                height="14"
                viewBox="0 0 20 14"
                focusable="false"
              >
                <path
                  d="M1 1h11v9H1zM12 4h4l3 3v3h-7z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
                <circle cx="5" cy="11.5" r="1.8" fill="currentColor" />
                <circle cx="15" cy="11.5" r="1.8" fill="currentColor" />
              </svg>
              {delivery}
            </p>
            <CloseBar bar="delivery" label={t.bars.closeDelivery} />
          </div>
        )}
        {euFund && (
          <div className="info-bar info-bar--eu">
            <p>
              <span className="eu-flag" aria-hidden="true" />
              <span>{t.bars.euFund}</span>{" "}
              <ShopLink to={localizedPath(language, `/eu-fond/${EU_PROJECT_SLUG[language]}`)}>
                {t.bars.euFundLink}
              </ShopLink>
            </p>
            <CloseBar bar="eu_fund" label={t.bars.closeEuFund} />
          </div>
        )}
      </aside>
      {approval}
    </>
  );
}

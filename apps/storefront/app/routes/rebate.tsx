import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import type { Route } from "./+types/rebate";

export const loader = infoPageLoader("rebate");

export const meta = infoPageMeta("rebate");

/** Payment (the stored page: ways to pay, advance payment, instalments) and how wholesale buyers earn rebates (SPEC.md §6, §9); public. */
export default function RebatePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().lists.rebateInfo;
  const language = useLanguage();
  const ways = [
    [t.byPaymentTitle, t.byPayment],
    [t.byCooperationTitle, t.byCooperation],
    [t.byQuantityTitle, t.byQuantity],
  ] as const;
  return (
    <InfoPage name="rebate" page={loaderData.infoPage}>
      <div className="rebate-info">
        <section aria-labelledby="rebate-earn" className="rebate-info__section">
          <h2 id="rebate-earn">{t.earnTitle}</h2>
          <p>{t.earnIntro}</p>
          <ol className="rebate-info__ways">
            {ways.map(([title, text]) => (
              <li key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="rebate-advance" className="rebate-info__section">
          <h2 id="rebate-advance">{t.advanceTitle}</h2>
          <p>{t.advanceIntro}</p>
          <ul className="rebate-info__tiers">
            <li>{t.advanceTwoBrands}</li>
            <li>{t.advanceMostBrands}</li>
            <li>{t.advanceRest}</li>
          </ul>
        </section>

        <section aria-labelledby="rebate-how" className="rebate-info__section">
          <h2 id="rebate-how">{t.howTitle}</h2>
          <p>{t.howScope}</p>
          <p>{t.howBest}</p>
          <p>{t.howPrices}</p>
        </section>

        <section aria-labelledby="rebate-start" className="rebate-info__section rebate-info__start">
          <h2 id="rebate-start">{t.startTitle}</h2>
          <p>{t.start}</p>
          <p className="rebate-info__actions">
            <ShopLink className="button" to={screenPath(language, "register")}>
              {t.register}
            </ShopLink>
            <ShopLink className="button button--secondary" to={screenPath(language, "my-rebate")}>
              {t.myRebates}
            </ShopLink>
            <ShopLink className="button button--quiet" to={screenPath(language, "contact")}>
              {t.contact}
            </ShopLink>
          </p>
        </section>
      </div>
    </InfoPage>
  );
}

import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("rebate");

/** How wholesale buyers earn rebates (SPEC.md §6, §9) and how the shop applies them; public. */
export default function RebatePage() {
  const t = useMessages().lists.rebateInfo;
  const language = useLanguage();
  const ways = [
    [t.byPaymentTitle, t.byPayment],
    [t.byCooperationTitle, t.byCooperation],
    [t.byQuantityTitle, t.byQuantity],
  ] as const;
  return (
    <InfoPage name="rebate">
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

        <section aria-labelledby="rebate-instalments" className="rebate-info__section">
          <h2 id="rebate-instalments">{t.instalmentsTitle}</h2>
          <p>{t.instalments}</p>
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

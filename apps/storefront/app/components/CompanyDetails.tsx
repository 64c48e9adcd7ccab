import type { SiteSettings } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { useSite } from "../lib/site.ts";
import { format } from "../locales/index.ts";

/** An IBAN as people read it, in groups of four: "HR12 1001 0051 8630 0016 0". */
export function readableIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The company's legal data as pairs of label and value, in the order Croatian company law lists them (ZTD čl. 21). */
export function useCompanyFacts(company: SiteSettings["company"]): [string, string][] {
  const t = useMessages().siteInfo;
  const language = useLanguage();
  const capital = format(company.share_capital_paid_in_full ? t.paidInFull : t.notPaidInFull, {
    amount: formatPrice(company.share_capital_cents, language),
  });
  return [
    [t.legalName, company.legal_name],
    [t.seat, company.seat],
    [t.registryCourt, company.registry_court],
    [t.registryNumber, company.registry_number],
    [t.oib, company.oib],
    [t.bank, company.bank_name],
    [t.iban, readableIban(company.iban)],
    [t.shareCapital, capital],
    [t.board, company.management_board.join(", ")],
  ];
}

/** The company's legal data in full (`/about`), from the settings. */
export function CompanyDetails() {
  const site = useSite();
  const t = useMessages().siteInfo;
  const facts = useCompanyFacts(site?.company ?? emptyCompany);
  if (!site) return null;
  return (
    <section className="company-details" aria-labelledby="company-details">
      <h2 id="company-details">{t.company}</h2>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const emptyCompany: SiteSettings["company"] = {
  legal_name: "",
  seat: "",
  registry_court: "",
  registry_number: "",
  oib: "",
  bank_name: "",
  iban: "",
  share_capital_cents: 0,
  share_capital_paid_in_full: true,
  management_board: [],
};

import { useMessages } from "../lib/i18n.tsx";
import { useSite } from "../lib/site.ts";
import { OpeningHours } from "./OpeningHours.tsx";

/** How to reach the shop (`/contact`), from the settings: address with a map link, phone, e-mail, opening hours. */
export function ContactDetails() {
  const site = useSite();
  const t = useMessages().siteInfo;
  if (!site) return null;
  const { contact } = site;
  return (
    <section className="contact-details" aria-labelledby="contact-details">
      <h2 id="contact-details">{t.contact}</h2>
      <dl className="facts">
        <div>
          <dt>{t.address}</dt>
          <dd>
            {contact.street}, {contact.place}
            <br />
            <a href={contact.map_url} rel="noopener noreferrer">
              {t.map}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.openingHours}</dt>
          <dd>
            <OpeningHours hours={site.opening_hours} className="plain-list" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

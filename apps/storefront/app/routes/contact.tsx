import { useLocation } from "react-router";
import { ContactDetails } from "../components/ContactDetails.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { infoPageMeta } from "../lib/info-page.ts";
import { infoPageLoader } from "../lib/info-page.server.ts";
import { format } from "../locales/index.ts";
import type { Route } from "./+types/contact";

export const loader = infoPageLoader("contact");

export const meta = infoPageMeta("contact");

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  // A product's "Send inquiry" button brings its item code along.
  const item = new URLSearchParams(useLocation().search).get("item");
  return (
    <InfoPage name="contact" page={loaderData.infoPage}>
      {item && /^[\w-]{1,40}$/.test(item) && <p className="notice">{format(t.contact.inquiryAbout, { code: item })}</p>}
      <ContactDetails />
    </InfoPage>
  );
}

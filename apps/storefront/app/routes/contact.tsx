import { useLocation } from "react-router";
import { InfoPage } from "../components/InfoPage.tsx";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { format } from "../locales/index.ts";

export const meta = pageMeta("contact");

export default function ContactPage() {
  const t = useMessages();
  // A product's "Send inquiry" button brings its item code along.
  const item = new URLSearchParams(useLocation().search).get("item");
  return (
    <InfoPage name="contact">
      {item && /^[\w-]{1,40}$/.test(item) && <p className="notice">{format(t.contact.inquiryAbout, { code: item })}</p>}
    </InfoPage>
  );
}

import { InfoPage } from "../components/InfoPage.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = pageMeta("contact");

export default function ContactPage() {
  return <InfoPage name="contact" />;
}

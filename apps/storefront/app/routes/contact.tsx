import { ContactDetails } from "../components/ContactDetails.tsx";
import { ContactSection } from "../components/islands.ts";
import { InfoPage } from "../components/InfoPage.tsx";
import { contactAction, contactFormData } from "../lib/contact.server.ts";
import { infoPageMeta } from "../lib/info-page.ts";
import { loadInfoPage } from "../lib/info-page.server.ts";
import type { Route } from "./+types/contact";

/** The page's text, and the contact form or, for a product's "Send inquiry" (`?product=<slug>`), the inquiry form. */
export async function loader(args: Route.LoaderArgs) {
  const [infoPage, contactForm] = await Promise.all([
    loadInfoPage(args, "contact"),
    contactFormData(args),
  ]);
  return { infoPage, contactForm };
}

/** Sends the contact message or the inquiry (lib/contact.server.ts). */
export const action = (args: Route.ActionArgs) => contactAction(args);

export const meta = infoPageMeta("contact");

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InfoPage name="contact" page={loaderData.infoPage}>
      <ContactSection data={loaderData.contactForm} result={actionData} />
      <ContactDetails />
    </InfoPage>
  );
}

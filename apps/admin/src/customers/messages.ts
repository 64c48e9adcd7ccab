import type { SectionMessages } from "../i18n/sections.ts";
import { customerActionTexts } from "./messages/actions.ts";
import { customerPageTexts } from "./messages/customer-page.ts";
import { customerWords } from "./messages/customer.ts";
import { rebateTexts } from "./rebates/messages.ts";

/**
 * The customers section's texts, both languages, put together from one file per screen: the words a
 * customer is described in (messages/customer.ts), the customer's page and edit form
 * (customer-page.ts), the actions (actions.ts) and the rebate rules (rebates/messages.ts).
 */
const hr = {
  resources: { customers: customerWords.hr.resource },
  dukan: {
    customers: {
      ...customerWords.hr.words,
      ...customerPageTexts.hr,
      ...customerActionTexts.hr,
      rebates: rebateTexts.hr,
    },
  },
};

const en: typeof hr = {
  resources: { customers: customerWords.en.resource },
  dukan: {
    customers: {
      ...customerWords.en.words,
      ...customerPageTexts.en,
      ...customerActionTexts.en,
      rebates: rebateTexts.en,
    },
  },
};

export const customerMessages: SectionMessages = { hr, en };

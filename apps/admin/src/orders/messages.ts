import type { SectionMessages } from "../i18n/sections.ts";
import { orderActionTexts } from "./messages/actions.ts";
import { orderLabels } from "./messages/labels.ts";
import { orderListTexts } from "./messages/list.ts";
import { orderPageTexts } from "./messages/order-page.ts";

/**
 * The orders section's texts, both languages, put together from one file per screen: the words an
 * order is described in (messages/labels.ts), the list (list.ts), the order page (order-page.ts)
 * and its actions (actions.ts).
 */
const hr = {
  resources: { orders: orderListTexts.hr.resource },
  dukan: {
    orders: {
      ...orderLabels.hr,
      export: orderListTexts.hr.export,
      ...orderPageTexts.hr,
      ...orderActionTexts.hr,
    },
  },
};

const en: typeof hr = {
  resources: { orders: orderListTexts.en.resource },
  dukan: {
    orders: {
      ...orderLabels.en,
      export: orderListTexts.en.export,
      ...orderPageTexts.en,
      ...orderActionTexts.en,
    },
  },
};

export const orderMessages: SectionMessages = { hr, en };

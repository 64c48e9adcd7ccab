import { statementMessages } from "../bank-statements/messages.ts";
import { dashboardMessages } from "../dashboard/messages.ts";
import { editorMessages } from "../editor/messages.ts";
import { erpMessages } from "../erp/messages.ts";
import { invoiceMessages } from "../invoices/messages.ts";
import { downloadMessages } from "../downloads/messages.ts";
import { pageMessages } from "../pages/messages.ts";
import { customerMessages } from "../customers/messages.ts";
import { inboxMessages } from "../inbox/messages.ts";
import { settingsMessages } from "../settings/messages.ts";
import { orderMessages } from "../orders/messages.ts";
import { productMessages } from "../products/messages.ts";
import { newsletterMessages } from "../newsletters/messages.ts";
import { categoryMessages } from "../categories/messages.ts";
import { brandMessages } from "../brands/messages.ts";
import { pictureMessages } from "../pictures/messages.ts";
import { priceImportMessages } from "../price-imports/messages.ts";
import { mappingMessages } from "../saved-mappings/messages.ts";
import { mediaLibraryMessages } from "../media-library/messages.ts";

/**
 * The texts of each section of the app, kept beside its screens (src/<section>/messages.ts) so that
 * sections are added without touching each other's files. A section's texts live under
 * `resources.<name>` (react-admin's names and field labels) and `dukan.<name>` (its own texts);
 * the Croatian and English catalogues have the same keys (messages.test.ts).
 */
export interface SectionTexts {
  resources?: Record<string, object>;
  dukan?: Record<string, object>;
}

export interface SectionMessages {
  hr: SectionTexts;
  en: SectionTexts;
}

/** Every section's texts; a section adds one entry (and its import) here. */
export const sections: SectionMessages[] = [
  inboxMessages,
  statementMessages,
  settingsMessages,
  dashboardMessages,
  customerMessages,
  orderMessages,
  editorMessages,
  productMessages,
  newsletterMessages,
  categoryMessages,
  brandMessages,
  erpMessages,
  invoiceMessages,
  pictureMessages,
  pageMessages,
  downloadMessages,
  priceImportMessages,
  mappingMessages,
  mediaLibraryMessages,
];

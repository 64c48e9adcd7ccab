import type { Language } from "@dukan/contract";
import { en } from "./en.ts";
import { hr } from "./hr.ts";
import type { Messages } from "./messages.ts";

export type { Messages, PageName } from "./messages.ts";

export const messages: Record<Language, Messages> = { hr, en };

export { format } from "./format.ts";
// Plural forms are imported from ./plural.ts itself: a page script that only fills in
// placeholders then does not carry the number formatting they need.

import type { Messages } from "./messages.ts";

/** English texts of the wishlist, comparison and rebate screens (merged into `en.lists`). */
export const listsEn: Messages["lists"] = {};

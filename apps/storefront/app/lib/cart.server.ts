import {
  type Cart,
  type Language,
  QUICK_BUY_MAX_LINES,
  type QuickBuyLine,
  quantitySchema,
} from "@dukan/contract";
import type { ApiClient, ApiOutcome } from "./api.server.ts";
import {
  type CartAnswer,
  type CartNotice,
  type ConfirmStep,
  type FlashNotice,
  isCartNotice,
  isRefusal,
  quickBuyText,
  type ShopCartNotice,
  summaryOf,
} from "./cart.ts";
import { type CompareNotice, isCompareNotice } from "./compare-list.ts";
import { text } from "./forms.ts";
import { idOf } from "./forms.server.ts";
import { messagesFor } from "./i18n.tsx";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { parseCookies } from "./session.server.ts";

/** A cart change as the cart action answers it: what the shopper reads, and the HTTP status. */
export interface CartChange {
  answer: CartAnswer;
  status: number;
}

/** An uploaded list bigger than this is refused unread (the API takes at most 500 lines anyway). */
const MAX_FILE_BYTES = 1024 * 1024;

/** A confirmation step asked for in the address (`?confirm=clear`, `?confirm=remove-12`); null when it names none. */
export function readConfirmStep(value: string | null): ConfirmStep | null {
  if (value === "clear") return { kind: "clear" };
  const line = value?.startsWith("remove-") ? idOf(value.slice("remove-".length)) : null;
  return line ? { kind: "remove", line } : null;
}

/**
 * The pieces a form asks for, read as the API reads them (the contract's `quantitySchema`);
 * 0 when they are not a whole number from 1 to 99,999 — the API then refuses in its own words.
 */
function quantityOf(value: FormDataEntryValue | null): number {
  return quantitySchema.safeParse(value).data ?? 0;
}

/**
 * Every cart change the shop offers, by the form's `intent` — the one place for the rules the
 * forms share (listing cards, product page, cart page, with or without JavaScript):
 * `add` (a product's pieces or cartons), `quick-add` (an item code), `update`, `remove`,
 * `clear` and `quick-buy` (pasted lines and/or an uploaded CSV file).
 */
export async function changeCart(
  api: ApiClient,
  form: FormData,
  language: Language,
): Promise<CartChange> {
  const intent = text(form, "intent");
  const line = idOf(form.get("line"));
  const said = wordsIn(language);
  /** A change made: the API's notice with its message as it came, or one of the shop's with its own text. */
  const answered = (
    notice: ShopCartNotice | { code: CartNotice; message: string },
    cart: Cart | null,
    extra: Partial<CartAnswer> = {},
  ): CartChange => ({
    answer: {
      intent,
      ok: true,
      notice: typeof notice === "string" ? notice : notice.code,
      message: typeof notice === "string" ? said(notice) : notice.message,
      code: null,
      fields: {},
      values: {},
      summary: cart ? summaryOf(cart) : null,
      line,
      report: null,
      ...extra,
    },
    status: 200,
  });
  const refused = (
    outcome: ApiOutcome<unknown> & { ok: false },
    values: Record<string, string> = {},
  ): CartChange => {
    const { notice, fields } = refusalOf(outcome, said);
    return {
      answer: {
        intent,
        ok: false,
        notice,
        // The back end's words where it gave them (one owner of each message), the page's own otherwise.
        message:
          notice === "invalid_quantity"
            ? (fields.quantity ?? said(notice))
            : outcome.message || said(notice),
        code: outcome.code,
        fields,
        values,
        summary: null,
        line,
        report: null,
      },
      status: outcome.status >= 400 && outcome.status < 500 ? outcome.status : 502,
    };
  };

  switch (intent) {
    case "add":
    case "quick-add": {
      const quantity = quantityOf(form.get("quantity"));
      const unit = form.get("unit") === "carton" ? "carton" : "piece";
      const itemCode = text(form, "item_code");
      const outcome = await api.addToCart(
        intent === "quick-add"
          ? { item_code: itemCode, quantity, unit }
          : { product_id: idOf(form.get("product_id")) ?? 0, quantity, unit },
      );
      const values: Record<string, string> =
        intent === "quick-add"
          ? { item_code: itemCode, quantity: text(form, "quantity") }
          : { quantity: text(form, "quantity") };
      if (!outcome.ok) return refused(outcome, values);
      return answered(outcome.data.notice, outcome.data.data);
    }
    case "update": {
      const outcome = await api.updateCartLine(line ?? 0, quantityOf(form.get("quantity")));
      if (outcome.ok) return answered(outcome.data.notice, outcome.data.data);
      // The line went meanwhile (another tab): say so with the cart as it is, so the page catches up.
      if (outcome.status === 404) return gone(api, answered);
      return refused(outcome, { quantity: text(form, "quantity") });
    }
    case "remove": {
      const outcome = await api.removeCartLine(line ?? 0);
      if (outcome.ok) return answered("removed", outcome.data);
      // Already gone is what the shopper wanted.
      if (outcome.status === 404) {
        const cart = await api.cart();
        return answered("removed", cart.ok ? cart.data : null);
      }
      return refused(outcome);
    }
    case "clear": {
      const outcome = await api.clearCart();
      return outcome.ok ? answered("cleared", outcome.data) : refused(outcome);
    }
    case "quick-buy": {
      const pasted = typeof form.get("text") === "string" ? (form.get("text") as string) : "";
      const file = form.get("file");
      if (file instanceof File && file.size > MAX_FILE_BYTES)
        return refused(tooManyLines, { text: pasted });
      const lines = quickBuyText(
        pasted,
        file instanceof File && file.size > 0 ? await file.text() : "",
      );
      if (!lines) return refused({ ...tooManyLines, code: "nothing_to_buy" }, { text: pasted });
      const outcome = await api.quickBuy(lines);
      if (!outcome.ok) return refused(outcome, { text: pasted });
      const { report } = outcome.data;
      return answered("quick_buy", outcome.data.data, {
        message: quickBuyMessage(report, language),
        report,
      });
    }
    default:
      return refused({
        ok: false,
        status: 400,
        code: "unknown_intent",
        message: "",
        fields: {},
        retryAfter: null,
      });
  }
}

/** The shop's own text of a notice, in a language. */
function wordsIn(language: Language): (notice: ShopCartNotice) => string {
  const t = messagesFor(language).cart;
  return (notice) => format(t.notices[notice], { max: QUICK_BUY_MAX_LINES });
}

/**
 * A cart form too large to read (only quick buy's file can grow so): refused as too many lines,
 * beside quick buy's text field, with 413.
 */
export function formTooLarge(language: Language): CartChange {
  const message = wordsIn(language)("too_many_lines");
  return {
    answer: {
      intent: "quick-buy",
      ok: false,
      notice: "too_many_lines",
      message,
      code: "form_too_large",
      fields: { text: message },
      values: {},
      summary: null,
      line: null,
      report: null,
    },
    status: 413,
  };
}

const tooManyLines: ApiOutcome<never> & { ok: false } = {
  ok: false,
  status: 400,
  code: "too_many_lines",
  message: "",
  fields: {},
  retryAfter: null,
};

async function gone(
  api: ApiClient,
  answered: (notice: ShopCartNotice, cart: Cart | null, extra?: Partial<CartAnswer>) => CartChange,
) {
  const cart = await api.cart();
  return answered("not_found", cart.ok ? cart.data : null, { ok: false });
}

/** An API refusal as the notice the shopper reads, and the field it belongs to when there is one. */
export function refusalOf(
  outcome: { code: string; message?: string; fields: Record<string, string> },
  said: (notice: ShopCartNotice) => string,
): { notice: ShopCartNotice; fields: Record<string, string> } {
  switch (outcome.code) {
    case "wrong_item_code":
      return {
        notice: "wrong_item_code",
        fields: { item_code: outcome.message || said("wrong_item_code") },
      };
    case "too_many_lines":
    case "nothing_to_buy":
      return { notice: outcome.code, fields: { text: outcome.message || said(outcome.code) } };
    case "validation_failed":
      if (outcome.fields.item_code)
        return { notice: "failed", fields: { item_code: outcome.fields.item_code } };
      if (outcome.fields.quantity)
        return { notice: "invalid_quantity", fields: { quantity: outcome.fields.quantity } };
      if (outcome.fields.text)
        return { notice: "nothing_to_buy", fields: { text: said("nothing_to_buy") } };
      return { notice: "failed", fields: {} };
    case "out_of_stock":
    case "no_more_stock":
      return { notice: outcome.code, fields: {} };
    case "not_found":
      return { notice: "not_found", fields: {} };
    default:
      return { notice: "failed", fields: {} };
  }
}

/** "4 of 5 lines added to the cart." — lines added in full or cut to the stock count as added. */
export function quickBuyMessage(report: QuickBuyLine[], language: Language): string {
  const added = report.filter((line) => line.status !== "refused").length;
  return format(plural(language, report.length, messagesFor(language).cart.quickBuyDone), {
    added,
  });
}

/**
 * Without JavaScript an add from a listing or product page goes back there, and the answer
 * rides along in a short-lived cookie that the next page shows once (root loader) — so the
 * address stays clean. The cookie holds the notice's name and the message as the shopper read
 * it (the API's own words for a change it made): `<notice>:<message>`, percent-encoded.
 */
export const FLASH_COOKIE = "cart_flash";
/** Longer messages are cut: a notice is a line, and the cookie stays small. */
const FLASH_MAX_MESSAGE = 300;

/**
 * What a flash can say: a cart change's notice, a wishlist change made from a product page, a
 * listing card's "Compare" (the page then links to the comparison), a new password set from
 * the mailed link (which logs the customer in and goes home), or a new e-mail address confirmed
 * from its mailed link (the profile, without the link's token in the address).
 */
export type FlashCode =
  | CartNotice
  | CompareNotice
  | "wishlist_added"
  | "wishlist_removed"
  | "password_changed"
  | "email_changed";
const isFlashCode = (code: string): code is FlashCode =>
  isCartNotice(code) ||
  isCompareNotice(code) ||
  code === "wishlist_added" ||
  code === "wishlist_removed" ||
  code === "password_changed" ||
  code === "email_changed";

export function flashCookie(
  answer: { notice: FlashCode; message: string },
  options: { secure: boolean },
): string {
  const value = encodeURIComponent(
    `${answer.notice}:${answer.message.slice(0, FLASH_MAX_MESSAGE)}`,
  );
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function clearedFlashCookie(options: { secure: boolean }): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** The notice a request's cookie carries (null unless it names a known notice with a message), and whether there is a cookie to clear. */
export function readFlash(cookieHeader: string | null): {
  notice: FlashNotice | null;
  present: boolean;
} {
  const cookies = parseCookies(cookieHeader);
  const value = cookies.get(FLASH_COOKIE) ?? "";
  const at = value.indexOf(":");
  const code = value.slice(0, Math.max(at, 0));
  const message = value.slice(at + 1, at + 1 + FLASH_MAX_MESSAGE).trim();
  if (!isFlashCode(code) || !message) return { notice: null, present: cookies.has(FLASH_COOKIE) };
  if (isCompareNotice(code))
    return {
      notice: {
        ok: code === "compare_added" || code === "compare_kept",
        message,
        comparison: true,
      },
      present: true,
    };
  return {
    notice: { ok: !isCartNotice(code) || !isRefusal(code), message },
    present: true,
  };
}

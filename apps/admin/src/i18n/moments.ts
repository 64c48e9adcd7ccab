import { localeTag } from "./numbers.ts";

/**
 * The shop's time zone. The staff see every moment in it, whatever their computer's zone: the
 * shop's days (the dashboard's, the lists' day filters, an invoice's date) are Zagreb days, and a
 * time shown in another zone could fall on a day whose filter does not find it.
 */
export const SHOP_TIME_ZONE = "Europe/Zagreb";

type Style = "date-time" | "date-time-medium" | "date";

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a style in a language, in Zagreb (made once for each). */
function formatOf(locale: string, style: Style): Intl.DateTimeFormat {
  const tag = localeTag(locale);
  const key = `${tag} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: style === "date-time-medium" ? "medium" : "short",
      ...(style === "date" ? {} : { timeStyle: "short" }),
      timeZone: SHOP_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** A moment (ISO 8601) as a date and time in the staff's language, in Zagreb. */
export function momentText(value: string, locale: string, style: Style = "date-time"): string {
  return formatOf(locale, style).format(new Date(value));
}

/** react-admin's `<DateField options>` for a moment: shown in Zagreb. */
export const shopTime: Intl.DateTimeFormatOptions = { timeZone: SHOP_TIME_ZONE };

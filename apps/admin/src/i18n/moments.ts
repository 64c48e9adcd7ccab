import { localeTag } from "./numbers.ts";

/**
 * The shop's time zone. The staff see every moment in it, whatever their computer's zone: the
 * shop's days (the dashboard's, the lists' day filters, an invoice's date) are Zagreb days, and a
 * time shown in another zone could fall on a day whose filter does not find it.
 */
export const SHOP_TIME_ZONE = "Europe/Zagreb";

/**
 * The app's two ways of showing time, one for each kind of value: a moment as date and time
 * ("20. 11. 2026. 13:00", "20/11/2026, 13:00"), a day alone ("20. 11. 2026.", "20/11/2026").
 * Every screen shows time through these, so a page never mixes formats.
 */
type Style = "date-time" | "date";

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a style in a language, in Zagreb (made once for each). */
function formatOf(locale: string, style: Style): Intl.DateTimeFormat {
  const tag = localeTag(locale);
  const key = `${tag} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: "short",
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

/**
 * A calendar day (`YYYY-MM-DD`: the day money arrived, an invoice's due date) in the staff's
 * language, as `momentText` writes a moment's day. Read at noon UTC, which is the same day in Zagreb.
 */
export function dayText(day: string, locale: string): string {
  return momentText(`${day}T12:00:00Z`, locale, "date");
}

/** react-admin's `<DateField options>` for a moment: shown in Zagreb. */
export const shopTime: Intl.DateTimeFormatOptions = { timeZone: SHOP_TIME_ZONE };

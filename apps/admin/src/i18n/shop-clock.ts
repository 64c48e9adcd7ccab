import { SHOP_TIME_ZONE } from "./moments.ts";

/**
 * A moment typed in a date-and-time field (`<input type="datetime-local">`, react-admin's
 * `<DateTimeInput>`) as Zagreb's wall clock, whatever the staff's computer's zone (moments.ts says
 * why): `shopClockText` is the input's `format`, `shopClockMoment` its `parse`. The browser's own
 * conversion would show and read the computer's zone.
 */

/** What the input holds: `YYYY-MM-DDTHH:mm`, optionally with seconds. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

let parts: Intl.DateTimeFormat | undefined;

/** A moment's date and time on Zagreb's clock, as numbers (month 1–12). */
function zagrebParts(moment: Date) {
  parts ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  const values = Object.fromEntries(
    parts
      .formatToParts(moment)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return values;
}

/** Zagreb's offset from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function zagrebOffset(moment: Date): number {
  const { year, month, day, hour, minute, second } = zagrebParts(moment);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((wallAsUtc - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/**
 * A moment (ISO 8601, any offset) as the input shows it, on Zagreb's clock (`YYYY-MM-DDTHH:mm`);
 * what the input already holds (a wall-clock text) stays as it is, and an empty or unreadable value
 * is an empty input.
 */
export function shopClockText(value: unknown): string {
  if (typeof value !== "string" && !(value instanceof Date)) return "";
  if (typeof value === "string" && (value === "" || WALL_CLOCK.test(value))) return value;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return "";
  const { year, month, day, hour, minute } = zagrebParts(moment);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/**
 * What the staff typed (`YYYY-MM-DDTHH:mm`), read as Zagreb's wall clock, as the API takes a
 * moment: ISO 8601 with Zagreb's offset on that date ("2026-01-15T10:00:00+01:00",
 * "2026-07-15T10:00:00+02:00"). A time the clocks skip in spring (02:30 on the last Sunday of
 * March) is the moment an hour later on the summer clock; one they repeat in autumn, the later
 * (winter) one. Anything else (empty, null) is left as it is, for the API to refuse or keep.
 */
export function shopClockMoment(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = WALL_CLOCK.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wallAsUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  // The offset an hour either side of a change can differ: try the one at the guess, then again.
  let instant = wallAsUtc - zagrebOffset(new Date(wallAsUtc)) * 60_000;
  instant = wallAsUtc - zagrebOffset(new Date(instant)) * 60_000;
  const moment = new Date(instant);
  const offset = zagrebOffset(moment);
  const shown = zagrebParts(moment);
  const sign = offset < 0 ? "-" : "+";
  return (
    `${pad(shown.year, 4)}-${pad(shown.month)}-${pad(shown.day)}` +
    `T${pad(shown.hour)}:${pad(shown.minute)}:${pad(shown.second)}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

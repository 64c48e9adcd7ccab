// The shop's clock: its days are Zagreb's calendar days (CET, CEST in summer), whatever the
// server's zone. A day named by a date ("2026-11-27") starts at Zagreb's midnight: 23:00 UTC the day
// before in winter, 22:00 in summer. Worked out here rather than in SQL, so a list's date filter
// reaches the database as one instant, which a plan made once for every value compares as it is
// (`created_at >= $1`), not an expression computed again for every row it reads. Also where the
// dashboard's periods begin: today, this week (from Monday), this month, and a year earlier.

export const TIME_ZONE = "Europe/Zagreb";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  timeZoneName: "longOffset",
});

/** A calendar day (month 1–12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Minutes Zagreb is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetMinutes(at: number): number {
  const name =
    offsetFormat.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value ??
    "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The Zagreb day an instant falls on. */
export function zagrebDay(at: Date): CalendarDay {
  const [year, month, day] = dayFormat.format(at).split("-").map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

/** The day `days` after (or before) `day`. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** The same calendar day a year earlier (29 February becomes the 28th). */
export function yearEarlier(day: CalendarDay): CalendarDay {
  const last = new Date(Date.UTC(day.year - 1, day.month, 0)).getUTCDate();
  return { year: day.year - 1, month: day.month, day: Math.min(day.day, last) };
}

/** The instant a Zagreb day starts. */
export function startOf(day: CalendarDay): Date {
  const naive = Date.UTC(day.year, day.month - 1, day.day);
  const first = naive - offsetMinutes(naive) * 60_000;
  return new Date(naive - offsetMinutes(first) * 60_000);
}

/** The instant the day named `day` (`YYYY-MM-DD`), or the day `plusDays` after it, starts. */
export function zagrebDayStart(day: string, plusDays = 0): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return startOf(addDays({ year, month, day: date }, plusDays));
}

let lastDay = { minute: Number.NaN, day: "" };

/**
 * The Zagreb day an instant falls on, `YYYY-MM-DD` (a feed fetched at 00:30 counts for that
 * morning's day). Memoised per minute: Zagreb is a whole number of hours from UTC, so within one
 * UTC minute the day is the same, and formatting is most of a feed's 304 answer.
 */
export function zagrebIsoDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: dayFormat.format(at) };
  return lastDay.day;
}

export const isoDay = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;

/** Monday of the day's week (ISO weeks, as Croatia counts them). */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export interface Period {
  from: Date;
  to: Date;
  lastYear: { from: Date; to: Date };
}

/**
 * A period from the start of `first` up to `now`, and the same calendar days a year earlier up to
 * the same time of day (what had happened by this moment last year).
 */
export function periodSince(first: CalendarDay, now: Date): Period {
  const today = zagrebDay(now);
  const intoToday = now.getTime() - startOf(today).getTime();
  return {
    from: startOf(first),
    to: now,
    lastYear: {
      from: startOf(yearEarlier(first)),
      to: new Date(startOf(yearEarlier(today)).getTime() + intoToday),
    },
  };
}

// Zagreb calendar days for the dashboard: where today, this week (from Monday) and this month begin,
// and the same calendar days a year earlier. The shop's day is Zagreb's, whatever the server's zone.

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

import { describe, expect, it } from "vitest";
import {
  addDays,
  startOf,
  yearEarlier,
  zagrebDay,
  zagrebDayStart,
  zagrebIsoDay,
} from "./zagreb.ts";

describe("Zagreb calendar days", () => {
  it("starts a winter day at 23:00 UTC and a summer day at 22:00 UTC the day before", () => {
    expect(zagrebDayStart("2026-11-27").toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(zagrebDayStart("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });

  it("starts the days the clocks change on by the offset of their midnight", () => {
    // Summer time begins at 02:00 on 29 March 2026 and ends at 03:00 on 25 October 2026.
    expect(zagrebDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zagrebDayStart("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(zagrebDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(zagrebDayStart("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("counts days on across a month's and a year's end", () => {
    expect(zagrebDayStart("2026-12-31", 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(zagrebDayStart("2028-02-28", 1).toISOString()).toBe("2028-02-28T23:00:00.000Z");
    expect(zagrebDayStart("2026-10-25", 14).toISOString()).toBe("2026-11-07T23:00:00.000Z");
  });

  it("names the Zagreb day of an instant, which is not UTC's around midnight", () => {
    expect(zagrebIsoDay(new Date("2026-11-10T23:30:00Z"))).toBe("2026-11-11");
    expect(zagrebIsoDay(new Date("2026-06-30T21:59:59Z"))).toBe("2026-06-30");
    expect(zagrebIsoDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    expect(zagrebDay(new Date("2026-03-28T23:30:00Z"))).toEqual({ year: 2026, month: 3, day: 29 });
  });

  it("counts calendar days, and a year earlier, as the dashboard compares them", () => {
    expect(startOf({ year: 2026, month: 3, day: 30 }).toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(yearEarlier({ year: 2028, month: 2, day: 29 })).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopClockMoment, shopClockText } from "./shop-clock.ts";

describe("a date-and-time field on Zagreb's clock", () => {
  // A computer far from Zagreb (Node reads TZ anew when it changes).
  beforeEach(() => vi.stubEnv("TZ", "America/New_York"));
  afterEach(() => vi.unstubAllEnvs());

  it("shows a moment as Zagreb's wall clock, in winter and in summer", () => {
    // The switch to the euro, as the API holds it.
    expect(shopClockText("2022-12-30T00:00:00+01:00")).toBe("2022-12-30T00:00");
    expect(shopClockText("2023-01-02T23:00:00.000Z")).toBe("2023-01-03T00:00");
    // Summer time: UTC+2.
    expect(shopClockText("2026-07-15T08:00:00Z")).toBe("2026-07-15T10:00");
    expect(shopClockText("2026-07-15T04:00:00-04:00")).toBe("2026-07-15T10:00");
  });

  it("reads what was typed as Zagreb's time, with Zagreb's offset on that date", () => {
    expect(shopClockMoment("2022-12-30T00:00")).toBe("2022-12-30T00:00:00+01:00");
    expect(shopClockMoment("2026-07-15T10:00")).toBe("2026-07-15T10:00:00+02:00");
    expect(Date.parse(shopClockMoment("2026-07-15T10:00") as string)).toBe(
      Date.parse("2026-07-15T08:00:00Z"),
    );
    // The days the clocks change (the last Sundays of March and October): either side of 3:00/2:00.
    expect(shopClockMoment("2026-03-29T01:30")).toBe("2026-03-29T01:30:00+01:00");
    expect(shopClockMoment("2026-03-29T03:30")).toBe("2026-03-29T03:30:00+02:00");
    expect(shopClockMoment("2026-10-25T01:30")).toBe("2026-10-25T01:30:00+02:00");
    expect(shopClockMoment("2026-10-25T03:30")).toBe("2026-10-25T03:30:00+01:00");
    // An hour the clocks skip is the moment an hour later; one they repeat, the later of the two.
    expect(shopClockMoment("2026-03-29T02:30")).toBe("2026-03-29T03:30:00+02:00");
    expect(shopClockMoment("2026-10-25T02:30")).toBe("2026-10-25T02:30:00+01:00");
  });

  it("gives back the moment it showed, and shows again what it read", () => {
    for (const moment of [
      "2022-12-30T00:00:00+01:00",
      "2023-01-03T00:00:00+01:00",
      "2026-03-29T04:15:00+02:00",
      "2026-06-30T23:59:00+02:00",
      "2026-10-25T01:59:00+02:00",
      "2031-12-31T23:45:00+01:00",
    ]) {
      expect(shopClockMoment(shopClockText(moment))).toBe(moment);
    }
    for (const typed of ["2026-01-01T00:00", "2026-08-31T18:30", "2031-12-24T10:00"]) {
      expect(shopClockText(shopClockMoment(typed))).toBe(typed);
    }
  });

  it("keeps what the input holds, and leaves empty values to the form", () => {
    expect(shopClockText("2026-07-15T10:00")).toBe("2026-07-15T10:00");
    expect(shopClockText("")).toBe("");
    expect(shopClockText(null)).toBe("");
    expect(shopClockText(undefined)).toBe("");
    expect(shopClockText("not a date")).toBe("");
    expect(shopClockMoment("")).toBe("");
    expect(shopClockMoment(null)).toBe(null);
  });

  it("reads the same whatever the computer's zone", () => {
    for (const zone of ["UTC", "Europe/Zagreb", "Asia/Tokyo", "Pacific/Honolulu"]) {
      vi.stubEnv("TZ", zone);
      expect(shopClockText("2022-12-29T23:00:00Z")).toBe("2022-12-30T00:00");
      expect(shopClockMoment("2022-12-30T00:00")).toBe("2022-12-30T00:00:00+01:00");
    }
  });
});

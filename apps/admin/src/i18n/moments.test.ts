import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dayText, momentText } from "./moments.ts";

describe("momentText", () => {
  // A computer far from Zagreb (Node reads TZ anew when it changes).
  beforeEach(() => vi.stubEnv("TZ", "America/New_York"));
  afterEach(() => vi.unstubAllEnvs());

  // 23:30 UTC on 30 November is already 1 December in Zagreb (UTC+1 in winter).
  const lateEvening = "2026-11-30T23:30:00Z";

  it("shows a moment in Zagreb's time, whatever the computer's zone", () => {
    expect(momentText(lateEvening, "hr")).toMatch(/^0?1\. ?12\. ?2026\.?,? 0?0:30$/);
    expect(momentText(lateEvening, "en")).toBe("01/12/2026, 00:30");
  });

  it("shows the Zagreb day alone, and a calendar day the same way", () => {
    expect(momentText(lateEvening, "en", "date")).toBe("01/12/2026");
    expect(dayText("2026-12-01", "en")).toBe("01/12/2026");
    expect(dayText("2026-12-01", "hr")).toBe(momentText(lateEvening, "hr", "date"));
  });
});

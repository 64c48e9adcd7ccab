import { describe, expect, it } from "vitest";
import {
  change,
  day,
  daysBefore,
  listLink,
  periodOrdersFilter,
  unpaidOrdersFilter,
  zagrebDay,
} from "./format.ts";

describe("the dashboard's figures", () => {
  it("writes changes as each language does (money: i18n/numbers.test.ts)", () => {
    expect(change(150, 100, "en")).toBe("+50%");
    expect(change(50, 100, "hr")).toMatch(/^[-−]50\s?%$/);
    expect(change(100, 100, "en")).toBe("0%");
    // Nothing last year: no percentage to give.
    expect(change(100, 0, "en")).toBeNull();
  });

  it("counts days in Zagreb, summer time and month ends included", () => {
    expect(zagrebDay("2026-11-27T23:30:00Z")).toBe("2026-11-28");
    expect(zagrebDay("2026-07-01T21:59:00Z")).toBe("2026-07-01");
    expect(zagrebDay("2026-07-01T22:00:00Z")).toBe("2026-07-02");
    expect(daysBefore("2026-03-02", 2)).toBe("2026-02-28");
    expect(daysBefore("2026-01-01", 1)).toBe("2025-12-31");
    expect(day("2026-11-27", "en")).toBe("27 Nov 2026");
  });
});

describe("links into filtered lists", () => {
  it("writes react-admin's filter and shown filters into the address", () => {
    const link = new URL(listLink("customers", { awaitingApproval: true }), "http://shop");
    expect(link.pathname).toBe("/customers");
    expect(JSON.parse(link.searchParams.get("filter") ?? "")).toEqual({ awaitingApproval: true });
    expect(JSON.parse(link.searchParams.get("displayedFilters") ?? "")).toEqual({
      awaitingApproval: true,
    });
  });

  it("gives each age group of unpaid bank transfers its days, never a cancelled order", () => {
    const today = "2026-11-28";
    expect(unpaidOrdersFilter("0-2", today)).toMatchObject({
      created_from: "2026-11-26",
      created_to: "2026-11-28",
    });
    expect(unpaidOrdersFilter("3-5", today)).toMatchObject({
      created_from: "2026-11-23",
      created_to: "2026-11-25",
    });
    const oldest = unpaidOrdersFilter("9+", today);
    expect(oldest.created_from).toBeUndefined();
    expect(oldest.created_to).toBe("2026-11-19");
    expect(oldest.payment_method).toEqual(["bank_transfer"]);
    // The dashboard counts the partly paid ones too (the list's "unpaid" received nothing yet).
    expect(oldest.payment_status).toEqual(["unpaid", "partly_paid"]);
    expect(oldest.status).not.toContain("cancelled");
  });

  it("gives a sales period's orders from its first Zagreb day to today, never a cancelled one", () => {
    // This week began on Monday 23 November, at midnight in Zagreb (22 November 23:00 UTC).
    const week = periodOrdersFilter("2026-11-22T23:00:00.000Z", "2026-11-28");
    expect(week).toMatchObject({ created_from: "2026-11-23", created_to: "2026-11-28" });
    expect(week.status).not.toContain("cancelled");
    expect(periodOrdersFilter("2026-11-27T23:00:00.000Z", "2026-11-28")).toMatchObject({
      created_from: "2026-11-28",
      created_to: "2026-11-28",
    });
  });
});

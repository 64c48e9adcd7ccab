import { describe, expect, it } from "vitest";
import { defaultOrderingBlocks } from "./defaults.ts";
import { openOrderingBlock, orderingBlockAnswer } from "./ordering-blocks.ts";

describe("ordering block windows", () => {
  it("are open from their start up to (not including) their end, in Zagreb time", () => {
    const at = (iso: string) => openOrderingBlock(defaultOrderingBlocks, new Date(iso));
    expect(at("2022-12-29T22:59:59Z")).toBeNull(); // 23:59:59 on 29 Dec in Zagreb
    expect(at("2022-12-29T23:00:00Z")).not.toBeNull(); // midnight of 30 Dec in Zagreb
    expect(at("2023-01-02T22:59:59Z")).not.toBeNull(); // the last second of 2 Jan
    expect(at("2023-01-02T23:00:00Z")).toBeNull(); // 3 Jan: ordering open again
    expect(at("2026-11-23T12:00:00Z")).toBeNull();
  });

  it("say when ordering opens again and why, in the request's language", () => {
    const [window] = defaultOrderingBlocks;
    if (!window) throw new Error("no default window");
    expect(orderingBlockAnswer(window, "en")).toEqual({
      from: "2022-12-29T23:00:00.000Z",
      until: "2023-01-02T23:00:00.000Z",
      reason: window.reasonEn,
    });
    expect(orderingBlockAnswer(window, "hr").reason).toMatch(/euro/);
  });
});

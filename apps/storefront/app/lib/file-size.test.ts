import { describe, expect, it } from "vitest";
import { fileSize } from "./file-size.ts";

describe("a file's size as the downloads page writes it", () => {
  it("in bytes below a kilobyte, then kB and MB with one decimal in the page's language", () => {
    expect(fileSize(850, "hr")).toBe("850\u00a0B");
    expect(fileSize(12_400, "hr")).toBe("12,4\u00a0kB");
    expect(fileSize(12_400, "en")).toBe("12.4\u00a0kB");
    expect(fileSize(3_000, "hr")).toBe("3\u00a0kB");
    expect(fileSize(1_234_567, "hr")).toBe("1,2\u00a0MB");
    expect(fileSize(1_250_000, "en")).toBe("1.3\u00a0MB");
  });

  it("never writes 1000 kB: just under a megabyte is 1 MB", () => {
    expect(fileSize(999_960, "hr")).toBe("1\u00a0MB");
    expect(fileSize(999_940, "hr")).toBe("999,9\u00a0kB");
  });
});

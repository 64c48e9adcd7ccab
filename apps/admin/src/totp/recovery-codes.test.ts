import { describe, expect, it } from "vitest";
import { recoveryCodesFile, recoveryCodesHref } from "./recovery-codes.ts";

describe("the recovery codes to keep", () => {
  const codes = ["abcd-efgh", "ijkl-mnop"];

  it("writes whose codes they are, then one code a line", () => {
    expect(recoveryCodesFile("Kodovi za ana@dukan.demo", codes)).toBe(
      "Kodovi za ana@dukan.demo\r\n\r\nabcd-efgh\r\nijkl-mnop\r\n",
    );
  });

  it("downloads them as UTF-8 text, Croatian letters intact", () => {
    const href = recoveryCodesHref("Dućan: kodovi", codes);
    expect(href.startsWith("data:text/plain;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toBe(
      recoveryCodesFile("Dućan: kodovi", codes),
    );
  });
});

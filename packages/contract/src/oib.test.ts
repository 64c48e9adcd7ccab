import { describe, expect, it } from "vitest";
import { isValidOib } from "./oib.ts";

describe("OIB control digit", () => {
  it.each(["12345678903", "33392005961", "71481280786"])("accepts %s", (oib) => {
    expect(isValidOib(oib)).toBe(true);
  });
  it.each(["12345678900", "33392005962", "1234567890", "123456789031", "1234567890a", ""])(
    "refuses %s",
    (oib) => {
      expect(isValidOib(oib)).toBe(false);
    },
  );
});

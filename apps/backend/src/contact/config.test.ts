import { describe, expect, it } from "vitest";
import { ConfigError, readBackendConfig } from "../config.ts";

describe("the contact and spam-check settings of the environment", () => {
  it("reads STAFF_EMAIL (unset: the site settings' contact address) and SPAM_PROOF_BITS (default 14)", () => {
    expect(readBackendConfig({})).toMatchObject({ staffEmail: undefined, spamProofBits: 14 });
    expect(
      readBackendConfig({ STAFF_EMAIL: " prodaja@dukan.hr ", SPAM_PROOF_BITS: "16" }),
    ).toMatchObject({
      staffEmail: "prodaja@dukan.hr",
      spamProofBits: 16,
    });
  });

  it("refuses a staff address that is not one and a proof of work no browser could do, naming the variable", () => {
    expect(() => readBackendConfig({ STAFF_EMAIL: "prodaja" })).toThrow(ConfigError);
    expect(() => readBackendConfig({ STAFF_EMAIL: "prodaja" })).toThrow(/STAFF_EMAIL/);
    expect(() => readBackendConfig({ SPAM_PROOF_BITS: "30" })).toThrow(/SPAM_PROOF_BITS/);
    expect(() => readBackendConfig({ SPAM_PROOF_BITS: "0" })).toThrow(/SPAM_PROOF_BITS/);
  });
});

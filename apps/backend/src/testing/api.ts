import type { ApiOptions } from "../app.ts";

/** API options for tests: a fixed signing secret, a made-up site address, no artificial delays. */
export function testApiOptions(overrides: Partial<ApiOptions["accounts"]> = {}): ApiOptions {
  return {
    accounts: {
      secret: "test-secret-that-is-long-enough-to-sign-tokens",
      siteUrl: "http://shop.test",
      forgotPasswordMinMs: 0,
      ...overrides,
    },
  };
}

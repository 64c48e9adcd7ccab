import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { PageKeys, renderForPageCache } from "./page-keys.ts";

const keyed = (keys: string) =>
  new Response("{}", { status: 200, headers: { "surrogate-key": keys } });

describe("a page rendered for the page cache", () => {
  it("is rendered with no session, no credentials and only the cookies its variant names", async () => {
    const keys = new PageKeys();
    let seen: { request: Request; context: AppLoadContext } | undefined;
    await renderForPageCache(
      async (request, context) => {
        seen = { request, context };
        return new Response("<p>page</p>");
      },
      new Request("http://shop.test/gaming-oprema", {
        headers: {
          cookie:
            "auth._token.local=Bearer%20abc; cookie_consent=p1; auth._refresh_token.local=r; i18n_lang=hr; info_bars_closed=a",
          authorization: "Bearer abc",
        },
      }),
      keys,
      { backendFetch: async () => keyed("products"), siteUrl: "http://shop.test", cspNonce: "n" },
    );
    expect(seen?.context.session).toBeNull();
    expect(seen?.request.headers.get("cookie")).toBe(
      "cookie_consent=p1; i18n_lang=hr; info_bars_closed=a",
    );
    expect(seen?.request.headers.has("authorization")).toBe(false);
    expect(keys.kept).toEqual(new Set());
  });

  it("is not kept when a back-end request carried credentials or its answer named no keys", async () => {
    for (const [headers, answer] of [
      [{ authorization: "Bearer abc" }, keyed("products")],
      [{}, new Response("{}", { status: 200 })],
    ] as const) {
      const keys = new PageKeys();
      await renderForPageCache(
        async (_request, context) => {
          await context.backendFetch(new Request("http://shop.test/api/products", { headers }));
          return new Response("<p>page</p>");
        },
        new Request("http://shop.test/"),
        keys,
        { backendFetch: async () => answer.clone(), siteUrl: "http://shop.test", cspNonce: "n" },
      );
      expect(keys.kept).toBeNull();
    }
  });

  it("is kept only when rendered by renderForPageCache", async () => {
    const keys = new PageKeys();
    await keys.recording(async () => keyed("products"))(new Request("http://shop.test/api/x"));
    expect(keys.kept).toBeNull();
  });
});

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  PERMISSIONS_POLICY,
  pageNonce,
  pagePolicy,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers.ts";

/** The shop's kinds of answer on a small app: a page that writes its nonce, API answers (one fetched from elsewhere), assets, files. */
function shop(siteUrl: string) {
  const app = new Hono();
  app.use("*", securityHeaders({ siteUrl }));
  app.get("/api/products", (c) => c.json({ data: [] }));
  app.get("/api/media/demo/AB-1/0.svg", (c) =>
    c.body("<svg/>", 200, { "content-type": "image/svg+xml; charset=utf-8" }),
  );
  // What `fetch` gives back (a back end over HTTP): headers that cannot be changed.
  app.get("/api/remote", () => Response.redirect("http://shop.test/api/products", 302));
  app.get("/api/docs", (c) => c.html("<style>h1{color:red}</style><h1>API</h1>"));
  app.get("/assets/app.js", (c) => c.body("export {}", 200, { "content-type": "text/javascript" }));
  app.get("/favicon.svg", (c) => c.body("<svg/>", 200, { "content-type": "image/svg+xml" }));
  app.get("*", (c) => c.html(`<!doctype html><script nonce="${pageNonce(c)}">1</script>`));
  return app;
}

const http = shop("http://shop.test");
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

function expectBasicHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
}

describe("securityHeaders", () => {
  it("gives a page a policy whose nonce is the one its scripts carry, fresh for every page", async () => {
    const first = await http.request("http://shop.test/proizvodi");
    const second = await http.request("http://shop.test/proizvodi");
    expectBasicHeaders(first);
    const policy = first.headers.get("content-security-policy");
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(await first.text()).toContain(`<script nonce="${nonce}">`);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
    expect(policy).toBe(pagePolicy(nonce as string));
  });

  it("allows no inline script without the nonce, and no framing, plugins, foreign forms or base", () => {
    const policy = pagePolicy("abc");
    const directives = new Map(
      policy.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]),
    );
    expect(directives.get("script-src")).toBe("'self' 'nonce-abc'");
    expect(directives.get("style-src")).toBe("'self' 'unsafe-inline'");
    expect(directives.get("img-src")).toBe("'self' data:");
    expect(directives.get("connect-src")).toBe("'self'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("base-uri")).toBe("'self'");
    expect(directives.get("form-action")).toBe("'self'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
    expect(pagePolicy("abc", true)).toContain("connect-src 'self' ws: wss:");
  });

  it("gives API answers, assets and files the back end's headers, their policy by content type", async () => {
    const cases: Array<[string, string]> = [
      ["/api/products", "default-src 'none'; frame-ancestors 'none'"],
      ["/api/remote", "default-src 'none'; frame-ancestors 'none'"],
      ["/assets/app.js", "default-src 'none'; frame-ancestors 'none'"],
      ["/api/media/demo/AB-1/0.svg", "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
      ["/favicon.svg", "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
    ];
    for (const [path, policy] of cases) {
      const response = await http.request(`http://shop.test${path}`);
      expectBasicHeaders(response);
      expect(response.headers.get("content-security-policy"), path).toBe(policy);
    }
    const docs = await http.request("http://shop.test/api/docs");
    expect(docs.headers.get("content-security-policy")).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline';/,
    );
    expect(docs.headers.get("content-security-policy")).not.toContain("nonce");
  });

  it("asks for https from then on only when the shop is served over https", async () => {
    expect(
      (await http.request("http://shop.test/")).headers.get("strict-transport-security"),
    ).toBeNull();
    const https = shop("https://shop.test");
    for (const path of ["/", "/api/products", "/assets/app.js"]) {
      const response = await https.request(`https://shop.test${path}`);
      expect(response.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=63072000; includeSubDomains");
  });

  it("denies the features a shop has no use for", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});

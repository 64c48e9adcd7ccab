import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { HTTPException } from "hono/http-exception";
import { API_PAGE_POLICY, DATA_POLICY, SVG_POLICY, securityHeaders } from "./security-headers.ts";

// The API's kinds of answer, on a small app (createApi wires the same middleware).
const api = new Hono().basePath("/api");
api.use("*", securityHeaders);
api.get("/products", (c) => c.json({ data: [] }));
api.get("/media/demo/AB-1/0.svg", (c) =>
  c.body('<svg xmlns="http://www.w3.org/2000/svg"/>', 200, {
    "content-type": "image/svg+xml; charset=utf-8",
  }),
);
api.get("/media/brochures/AB-1.pdf", (c) =>
  c.body("%PDF-1.4", 200, { "content-type": "application/pdf" }),
);
api.get("/docs", (c) => c.html("<!doctype html><style>body{color:red}</style><h1>API</h1>"));
api.get("/own-policy", (c) =>
  c.body("x", 200, { "content-security-policy": "default-src 'self'" }),
);
api.get("/moved", () => Response.redirect("http://shop.test/api/products", 302));
api.get("/broken", () => {
  throw new HTTPException(404);
});
// As the API answers them (http/errors.ts), kept apart here from how their text is chosen.
const notFound = { error: { code: "not_found", message: "Not found" } };
api.notFound((c) => c.json(notFound, 404));
api.onError((_error, c) => c.json(notFound, 404));

const get = (path: string) => api.request(`http://shop.test${path}`);

function expectBasicHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
}

describe("securityHeaders", () => {
  it("gives JSON and PDF answers the basic headers and a policy that loads, runs and frames nothing", async () => {
    for (const path of ["/api/products", "/api/media/brochures/AB-1.pdf"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expectBasicHeaders(response);
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("sandboxes an SVG opened on its own, keeping its inline styles", async () => {
    const response = await get("/api/media/demo/AB-1/0.svg");
    expectBasicHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(SVG_POLICY);
    expect(SVG_POLICY).toMatch(/\bsandbox\b/);
    expect(SVG_POLICY).toContain("default-src 'none'");
    expect(SVG_POLICY).not.toMatch(/script-src/);
  });

  it("lets the documentation page's own stylesheet render, and nothing else", async () => {
    const response = await get("/api/docs");
    expectBasicHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(API_PAGE_POLICY);
    expect(API_PAGE_POLICY).toContain("style-src 'unsafe-inline'");
    expect(API_PAGE_POLICY).toContain("default-src 'none'");
    expect(API_PAGE_POLICY).toContain("frame-ancestors 'none'");
  });

  it("covers refusals, unknown paths and redirects whose headers cannot change", async () => {
    for (const path of ["/api/broken", "/api/nothing-here"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expectBasicHeaders(response);
      expect(response.headers.get("content-security-policy")).toBe(DATA_POLICY);
    }
    const moved = await get("/api/moved");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("http://shop.test/api/products");
    expectBasicHeaders(moved);
  });

  it("keeps a policy a route chose for itself", async () => {
    const response = await get("/api/own-policy");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expectBasicHeaders(response);
  });
});

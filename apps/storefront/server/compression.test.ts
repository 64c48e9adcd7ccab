import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

const text = "Dućan ".repeat(500);
const page = `<!DOCTYPE html><html lang="hr"><body>${"<p>Dućan – tipkovnica</p>".repeat(3000)}</body></html>`;
const answer = {
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: "Tipkovnica šđčćž" })),
};
const app = new Hono()
  .use("*", compression)
  .get("/api/small", (c) => c.json({ data: 1 }))
  .get("/api/b2b/products.json", (c) =>
    c.body(JSON.stringify(answer), 200, { "content-type": "application/json" }),
  )
  .get("/api/*", (c) => c.json(answer, 200, { etag: '"v1"', vary: "Authorization" }))
  .get("/whole-page", (c) =>
    c.body(page, 200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(Buffer.byteLength(page)),
    }),
  )
  .get("/streamed-page", (c) =>
    c.body(new Blob([page]).stream(), 200, { "content-type": "text/html; charset=utf-8" }),
  )
  .get("*", (c) => c.text(text));

async function inflated(response: Response, coding: "gzip" | "deflate"): Promise<string> {
  return new Response(response.body?.pipeThrough(new DecompressionStream(coding))).text();
}

describe("compression", () => {
  it("gzips answers for clients that accept it, saying it varies by Accept-Encoding", async () => {
    const response = await app.request("/page", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const unzipped = new Response(response.body?.pipeThrough(new DecompressionStream("gzip")));
    expect(await unzipped.text()).toBe(text);
  });

  it("leaves answers alone for clients that do not, and for built assets", async () => {
    const plain = await app.request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text);
    const asset = await app.request("/assets/app.js", { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers.get("content-encoding")).toBeNull();
  });

  it("compresses an API answer in one piece with its length, weakening its ETag and adding to Vary", async () => {
    const response = await app.request("/api/orders", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Authorization, Accept-Encoding");
    expect(response.headers.get("etag")).toBe('W/"v1"');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(JSON.stringify(answer).length / 4);
    expect(JSON.parse(await inflated(response, "gzip"))).toEqual(answer);
  });

  it("uses deflate for a client that takes only deflate, and leaves small answers and refusers alone", async () => {
    const deflated = await app.request("/api/orders", {
      headers: { "accept-encoding": "deflate, gzip;q=0" },
    });
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.parse(await inflated(deflated, "deflate"))).toEqual(answer);
    const small = await app.request("/api/small", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ data: 1 });
    const refused = await app.request("/api/orders", {
      headers: { "accept-encoding": "gzip;q=0, deflate;q=0" },
    });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.json()).toEqual(answer);
  });

  it("compresses a page rendered whole in one piece with its length, and streams one that came streamed", async () => {
    const whole = await app.request("/whole-page", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(whole.headers.get("content-encoding")).toBe("gzip");
    expect(whole.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = new Uint8Array(await whole.clone().arrayBuffer());
    expect(Number(whole.headers.get("content-length"))).toBe(bytes.length);
    expect(await inflated(whole, "gzip")).toBe(page);
    const streamed = await app.request("/streamed-page", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(streamed.headers.get("content-encoding")).toBe("gzip");
    expect(streamed.headers.get("content-length")).toBeNull();
    expect(await inflated(streamed, "gzip")).toBe(page);
  });

  it("streams a feed through the stream compressor rather than reading it whole", async () => {
    const response = await app.request("/api/b2b/products.json", {
      headers: { "accept-encoding": "deflate" },
    });
    expect(response.headers.get("content-encoding")).toBe("deflate");
    expect(response.headers.get("content-length")).toBeNull();
    expect(JSON.parse(await inflated(response, "deflate"))).toEqual(answer);
  });
});

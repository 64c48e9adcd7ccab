import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

const text = "Dućan ".repeat(500);
const app = new Hono().use("*", compression).get("*", (c) => c.text(text));

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
});

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { wantsFresh } from "./fresh.ts";

const app = new Hono().get("/", (c) => c.text(String(wantsFresh(c))));
const ask = async (headers: Record<string, string>) => (await app.request("/", { headers })).text();

describe("wantsFresh", () => {
  it("is asked by Cache-Control: no-cache or Pragma: no-cache, and by nothing else", async () => {
    expect(await ask({ "cache-control": "no-cache" })).toBe("true");
    expect(await ask({ "cache-control": "max-age=0, No-Cache" })).toBe("true");
    expect(await ask({ pragma: "no-cache" })).toBe("true");
    expect(await ask({ "cache-control": "max-age=60" })).toBe("false");
    expect(await ask({})).toBe("false");
  });
});

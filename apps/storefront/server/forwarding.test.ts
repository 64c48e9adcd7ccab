import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, forwardingFor, sameOrigin } from "./forwarding.ts";

describe("what the back end learns of the shopper", () => {
  it("is the socket's address, replacing an x-forwarded-for the client made up", async () => {
    const seen: Array<string | null> = [];
    const backend = forwardingFor(async (request) => {
      seen.push(request.headers.get("x-forwarded-for"));
      return new Response(await request.text());
    }, "203.0.113.7");
    const answer = await backend(
      new Request("http://shop.test/api/login", { method: "POST", headers: { "x-forwarded-for": "10.0.0.1, 10.0.0.2" }, body: "{}" }),
    );
    expect(seen).toEqual(["203.0.113.7"]);
    expect(await answer.text()).toBe("{}");
  });

  it("names no address at all rather than the client's when the socket is unknown", async () => {
    let seen: string | null = "unset";
    await forwardingFor(async (request) => {
      seen = request.headers.get("x-forwarded-for");
      return new Response(null);
    }, undefined)(new Request("http://shop.test/api/me", { headers: { "x-forwarded-for": "10.0.0.1" } }));
    expect(seen).toBeNull();
  });

  it("is read from the Node socket, and is unknown without one", async () => {
    const app = new Hono().get("/", (c) => c.text(clientAddress(c) ?? "unknown"));
    const incoming = { socket: { remoteAddress: "198.51.100.4", remotePort: 50000, remoteFamily: "IPv4" } };
    expect(await (await app.fetch(new Request("http://shop.test/"), { incoming })).text()).toBe("198.51.100.4");
    expect(await (await app.fetch(new Request("http://shop.test/"))).text()).toBe("unknown");
  });

  it("behind trusted proxies is the address the outermost proxy saw, never one the client wrote", async () => {
    const app = new Hono().get("/", (c) => c.text(clientAddress(c, 1) ?? "unknown"));
    const incoming = { socket: { remoteAddress: "10.0.0.2", remotePort: 50000, remoteFamily: "IPv4" } };
    const from = (forwarded?: string) =>
      app.fetch(new Request("http://shop.test/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} }), { incoming });
    expect(await (await from("6.6.6.6, 203.0.113.9")).text()).toBe("203.0.113.9");
    expect(await (await from()).text()).toBe("10.0.0.2");
  });
});

describe("form posts", () => {
  const post = (origin?: string) =>
    new Request("http://127.0.0.1:3000/login", { method: "POST", headers: origin ? { origin } : {}, body: "email=a" });

  it("are accepted from the shop's own pages, at its public address or the one the request was made to", () => {
    expect(sameOrigin(post("https://www.dukan.hr"), "https://www.dukan.hr")).toBe(true);
    expect(sameOrigin(post("http://127.0.0.1:3000"), "https://www.dukan.hr")).toBe(true);
    expect(sameOrigin(post(), "https://www.dukan.hr")).toBe(true);
  });

  it("are refused from a foreign page, and GETs are never checked", () => {
    expect(sameOrigin(post("https://evil.example"), "https://www.dukan.hr")).toBe(false);
    expect(sameOrigin(post("null"), "https://www.dukan.hr")).toBe(false);
    expect(
      sameOrigin(new Request("http://127.0.0.1:3000/login", { headers: { origin: "https://evil.example" } }), "https://www.dukan.hr"),
    ).toBe(true);
  });
});

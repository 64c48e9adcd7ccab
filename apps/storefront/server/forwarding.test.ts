import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import {
  type BackendTransport,
  clientAddress,
  forwardingFor,
  httpBackend,
  sameOrigin,
  onResponseSentOf,
} from "./forwarding.ts";

describe("what the back end learns of the shopper", () => {
  it("is the socket's address, passed beside the request to the back end in this process", async () => {
    const seen: Array<string | undefined> = [];
    const backend = forwardingFor(async (request, address) => {
      seen.push(address);
      return new Response(await request.text());
    }, "203.0.113.7");
    const answer = await backend(
      new Request("http://shop.test/api/login", {
        method: "POST",
        headers: { "x-forwarded-for": "10.0.0.1, 10.0.0.2" },
        body: "{}",
      }),
    );
    expect(seen).toEqual(["203.0.113.7"]);
    expect(await answer.text()).toBe("{}");
  });

  it("is the only x-forwarded-for a back end over HTTP sees, and none when the socket is unknown", async () => {
    const seen: Array<string | undefined> = [];
    const server = createServer((request, response) => {
      seen.push(request.headers["x-forwarded-for"] as string | undefined);
      request.pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const backend = httpBackend(`http://127.0.0.1:${port}`);
      const made = { "x-forwarded-for": "10.0.0.1" };
      const posted = await backend(
        new Request("http://shop.test/api/login", { method: "POST", headers: made, body: "{}" }),
        "203.0.113.7",
      );
      expect(await posted.text()).toBe("{}");
      await (
        await backend(new Request("http://shop.test/api/me", { headers: made }), undefined)
      ).text();
      expect(seen).toEqual(["203.0.113.7", undefined]);
    } finally {
      server.close();
    }
  });

  it("asks a back end over HTTP for its bytes uncompressed, so what is passed on is what its headers say", async () => {
    const codings: Array<string | undefined> = [];
    const server = createServer((request, response) => {
      codings.push(request.headers["accept-encoding"]);
      response.end("[]");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const asked = new Request("http://shop.test/api/b2b/products.json", {
        headers: { "accept-encoding": "gzip, br" },
      });
      const answer = await httpBackend(`http://127.0.0.1:${port}`)(asked, undefined);
      expect(await answer.text()).toBe("[]");
      expect(codings).toEqual(["identity"]);
    } finally {
      server.close();
    }
  });

  it("is read from the Node socket, and is unknown without one", async () => {
    const app = new Hono().get("/", (c) => c.text(clientAddress(c) ?? "unknown"));
    const incoming = {
      socket: { remoteAddress: "198.51.100.4", remotePort: 50000, remoteFamily: "IPv4" },
    };
    expect(await (await app.fetch(new Request("http://shop.test/"), { incoming })).text()).toBe(
      "198.51.100.4",
    );
    expect(await (await app.fetch(new Request("http://shop.test/"))).text()).toBe("unknown");
  });

  it("behind trusted proxies is the address the outermost proxy saw, never one the client wrote", async () => {
    const app = new Hono().get("/", (c) => c.text(clientAddress(c, 1) ?? "unknown"));
    const incoming = {
      socket: { remoteAddress: "10.0.0.2", remotePort: 50000, remoteFamily: "IPv4" },
    };
    const from = (forwarded?: string) =>
      app.fetch(
        new Request("http://shop.test/", {
          headers: forwarded ? { "x-forwarded-for": forwarded } : {},
        }),
        { incoming },
      );
    expect(await (await from("6.6.6.6, 203.0.113.9")).text()).toBe("203.0.113.9");
    expect(await (await from()).text()).toBe("10.0.0.2");
  });
});

describe("when an answer has left", () => {
  it("is told to the back end once the Node response closed, the answer received whole", async () => {
    const events: string[] = [];
    const transport: BackendTransport = async (_request, _address, onResponseSent) => {
      onResponseSent?.(() => events.push("sent"));
      return new Response("x".repeat(100_000));
    };
    const app = new Hono().get("/api/feed", (c) =>
      forwardingFor(transport, undefined, onResponseSentOf(c))(c.req.raw),
    );
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/feed`);
      events.push("received");
      expect((await answer.text()).length).toBe(100_000);
      await vi.waitFor(() => expect(events).toContain("sent"));
    } finally {
      server.close();
    }
    expect(await (await app.fetch(new Request("http://shop.test/api/feed"))).text()).toHaveLength(
      100_000,
    ); // no Node response: nothing told
    expect(events.filter((event) => event === "sent")).toHaveLength(1);
  });
});

describe("form posts", () => {
  const post = (origin?: string) =>
    new Request("http://127.0.0.1:3000/login", {
      method: "POST",
      headers: origin ? { origin } : {},
      body: "email=a",
    });

  it("are accepted from the shop's own pages, at its public address or the one the request was made to", () => {
    expect(sameOrigin(post("https://www.dukan.hr"), "https://www.dukan.hr")).toBe(true);
    expect(sameOrigin(post("http://127.0.0.1:3000"), "https://www.dukan.hr")).toBe(true);
    expect(sameOrigin(post(), "https://www.dukan.hr")).toBe(true);
  });

  it("are refused from a foreign page, and GETs are never checked", () => {
    expect(sameOrigin(post("https://evil.example"), "https://www.dukan.hr")).toBe(false);
    expect(sameOrigin(post("null"), "https://www.dukan.hr")).toBe(false);
    expect(
      sameOrigin(
        new Request("http://127.0.0.1:3000/login", { headers: { origin: "https://evil.example" } }),
        "https://www.dukan.hr",
      ),
    ).toBe(true);
  });
});

import { registry } from "@dukan/backend/observability";
import { capturedLog } from "@dukan/backend/observability/captured-log";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { logRequests, type RequestIdEnv, routeNamer } from "./request-log.ts";

const routes = {
  root: { id: "root", path: "" },
  home___hr: { id: "home___hr", parentId: "root", path: "/" },
  product___hr: { id: "product___hr", parentId: "root", path: "/proizvod/:slug" },
  new___hr: { id: "new___hr", parentId: "root", path: "/proizvod/novo" },
  "not-found___hr": { id: "not-found___hr", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

describe("the shop's request lines", () => {
  it("name a page by its route id, static segments first, and files by their kind", () => {
    const routeOf = routeNamer(routes);
    expect(routeOf("/proizvod/kabel-hdmi-2m")).toBe("product___hr");
    expect(routeOf("/proizvod/novo")).toBe("new___hr");
    expect(routeOf("/proizvod/kabel-hdmi-2m.data")).toBe("product___hr");
    expect(routeOf("/_root.data")).toBe("home___hr");
    expect(routeOf("/")).toBe("home___hr");
    expect(routeOf("/nema/toga")).toBe("not-found___hr");
    expect(routeOf("/assets/entry-Ab12.js")).toBe("/assets/*");
    expect(routeOf("/admin/orders/12")).toBe("/admin/*");
    expect(routeOf("/__manifest")).toBe("/__manifest");
  });

  it("carry the request id, answered and handed to the routes; the query is never logged", async () => {
    const { log, entries, text } = capturedLog();
    let seen: string | undefined;
    const fetch = logRequests(
      (_request, env) => {
        seen = (env as RequestIdEnv).requestId;
        return new Response("<p>ok</p>", { status: 200 });
      },
      log,
      routeNamer(routes),
    );
    const response = await fetch(
      new Request("http://shop.test/proizvod/kabel?key=feed-key-secret", {
        headers: { "x-request-id": "page-42" },
      }),
    );
    expect(response.headers.get("x-request-id")).toBe("page-42");
    expect(seen).toBe("page-42");
    expect(entries).toMatchObject([
      {
        requestId: "page-42",
        method: "GET",
        route: "product___hr",
        path: "/proizvod/kabel",
        status: 200,
      },
    ]);
    expect(text()).not.toContain("feed-key-secret");
    const fresh = await fetch(new Request("http://shop.test/"));
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await registry.getSingleMetricAsString("http_requests_total")).toMatch(
      /route="product___hr",status="200"\} [1-9]/,
    );
  });

  it("log a request the browser gave up on (a prefetch of a page left) as 499 aborted, not as a server error", async () => {
    const { log, entries } = capturedLog();
    // As React Router answers a `.data` request whose signal aborts while its loaders run: 500.
    const fetch = logRequests(
      (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener("abort", () =>
            resolve(new Response("aborted", { status: 500 })),
          );
        }),
      log,
      routeNamer(routes),
    );
    const browser = new AbortController();
    const answered = fetch(
      new Request("http://shop.test/proizvod/kabel-hdmi-2m.data", { signal: browser.signal }),
    );
    browser.abort();
    await answered;
    expect(entries).toMatchObject([
      { route: "product___hr", path: "/proizvod/kabel-hdmi-2m.data", status: 499, aborted: true },
    ]);
    const counted = await registry.getSingleMetricAsString("http_requests_total");
    expect(counted).toMatch(/route="product___hr",status="499"\} [1-9]/);
    expect(counted).not.toMatch(/route="product___hr",status="500"/);
  });

  it("leave the API's requests to the back end, which logs them itself", async () => {
    const { log, entries } = capturedLog();
    const fetch = logRequests(() => new Response("{}"), log, routeNamer(routes));
    const response = await fetch(new Request("http://shop.test/api/health/live"));
    expect(response.headers.get("x-request-id")).toBeNull();
    expect(entries).toEqual([]);
  });
});

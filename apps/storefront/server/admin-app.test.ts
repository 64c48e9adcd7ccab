import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mountAdminApp } from "./admin-app.ts";
import { securityHeaders } from "./security-headers.ts";

const INDEX = `<!doctype html><html lang="hr"><head><script type="module" crossorigin src="/admin/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

/** The shop's middleware and the admin app over a built app in a folder of its own. */
function shopWithBuiltAdmin(): Hono {
  const dist = mkdtempSync(join(tmpdir(), "dukan-admin-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "index-abc.js"), "export {};\n");
  const app = new Hono();
  app.use("*", securityHeaders({ siteUrl: "http://shop.test" }));
  mountAdminApp(app, dist);
  app.all("*", (c) => c.text("storefront", 200));
  return app;
}

const get = (app: Hono, path: string, init?: RequestInit) =>
  app.fetch(new Request(`http://shop.test${path}`, init));

describe("the staff's app under /admin", () => {
  it("answers every app path with index.html, never kept, under the pages' policy", async () => {
    const app = shopWithBuiltAdmin();
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin/staff/3",
      "/admin/invitation?token=x",
    ]) {
      const answer = await get(app, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await answer.text()).toBe(INDEX);
    }
  });

  it("serves its hashed assets for a year, and a missing one as not found (not the app)", async () => {
    const app = shopWithBuiltAdmin();
    const asset = await get(app, "/admin/assets/index-abc.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-security-policy")).not.toMatch(/nonce/);
    const missing = await get(app, "/admin/assets/index-old.js");
    expect(missing.status).toBe(404);
  });

  it("leaves other paths to the storefront and refuses changes to app paths", async () => {
    const app = shopWithBuiltAdmin();
    expect(await (await get(app, "/administracija")).text()).toBe("storefront");
    expect((await get(app, "/admin/login", { method: "POST" })).status).toBe(405);
  });

  it("says how to build the app when it is not built", async () => {
    const app = new Hono();
    mountAdminApp(app, join(tmpdir(), "no-such-admin-build"));
    const answer = await app.fetch(new Request("http://shop.test/admin/login"));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toMatch(/npm run build -w @dukan\/admin/);
  });
});

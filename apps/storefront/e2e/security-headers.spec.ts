import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { confirmedPerson, hydrated, logIn } from "./fixtures/accounts.ts";

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? "").split(";").map(
      (d) =>
        d
          .trim()
          .split(/\s+(.*)/s)
          .slice(0, 2) as [string, string],
    ),
  );
}

/** Scripts the browser runs: inline ones without a type or of a script type (JSON and JSON-LD are data, never run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\ssrc=/.test(attributes))
    .filter((attributes) => {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
      return type === undefined || type === "module" || type === "text/javascript";
    });
}

/** Every Content-Security-Policy or Permissions-Policy complaint the browser makes, whatever document it comes from. */
async function watchPolicies(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (
      /Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(
        message.text(),
      )
    )
      complaints.push(message.text());
  });
  await page.exposeFunction("reportPolicyViolation", (text: string) => complaints.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return complaints;
}

test("pages answer with the security headers, and every inline script carries the page's own nonce or is named by its hash", async ({
  request,
}) => {
  const products = (await (await request.get("/api/products?per_page=1")).json()) as {
    data: { slug_hr: string; category: { slug_hr: string } }[];
  };
  const product = products.data[0];
  if (!product) throw new Error("no products");
  const nonces = new Set<string>();
  let kept = 0;
  for (const path of [
    "/",
    `/${product.category.slug_hr}/${product.slug_hr}`,
    "/en/no-such-category",
    "/login",
    "/",
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = directives(headers["content-security-policy"]);
    const scriptSources = policy.get("script-src") ?? "";
    expect(scriptSources, path).not.toContain("unsafe-inline");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // The test server's SITE_URL is http: no HSTS (a browser ignores it over http anyway).
    expect(headers["strict-transport-security"]).toBeUndefined();
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    const nonce = /^'self' 'nonce-([A-Za-z0-9+/=]+)'$/.exec(scriptSources)?.[1];
    if (nonce) {
      // Rendered for this request: a nonce of its own.
      expect(headers["x-page-cache"], path).toBeUndefined();
      nonces.add(nonce);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    } else {
      // A page the page cache keeps for every visitor: each inline script named by its SHA-256, nothing else.
      expect(headers["x-page-cache"], path).toMatch(/^(hit|miss)$/);
      kept += 1;
      const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
        (match) =>
          `'sha256-${createHash("sha256")
            .update(match[1] ?? "")
            .digest("base64")}'`,
      );
      expect(scriptSources.split(" ").slice(1).sort(), path).toEqual([...new Set(hashes)].sort());
    }
  }
  // The not-found page is rendered anew; home, product and login are kept (the second home is a hit).
  expect(nonces.size).toBe(1);
  expect(kept).toBe(4);
  // A HEAD answer carries the page's headers too.
  const head = await request.head("/");
  expect(directives(head.headers()["content-security-policy"]).get("script-src")).toMatch(
    /^'self' 'nonce-/,
  );

  const api = (await request.get("/api/products?per_page=1")).headers();
  expect(api["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api["x-content-type-options"]).toBe("nosniff");
  const picture = (await request.get("/favicon.svg")).headers();
  expect(picture["content-security-policy"]).toContain("sandbox");
});

test("navigating, searching, comparing and adding to the wishlist meets no policy violation", async ({
  page,
}) => {
  const complaints = await watchPolicies(page);
  const customer = await confirmedPerson(page.request, "Ana Horvat");
  await page.goto("/login");
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/");
  await hydrated(page);
  // Suggestions: fetched by the page's script from /api/search/suggest.
  const box = page.getByRole("combobox", { name: "Pretraži proizvode" });
  await box.click();
  await box.pressSequentially("tipk");
  await expect(
    page.getByRole("listbox", { name: "Prijedlozi" }).getByRole("group", { name: "Proizvodi" }),
  ).toBeVisible();
  await box.press("Escape");

  // Navigations inside the app: route data and code fetched by the router, islands woken.
  await page.getByRole("navigation", { name: "Kategorije" }).getByRole("link").first().click();
  await expect(page.locator(".product-card").first()).toBeVisible();
  await page.locator(".product-card a").first().click();
  await expect(page.locator(".product h1")).toBeVisible();
  const productPath = new URL(page.url()).pathname;
  await hydrated(page);

  // Plain forms: the wishlist's POST comes back here, the comparison's POST shows the kept list.
  await page.getByRole("button", { name: "Dodaj na listu želja" }).first().click();
  await expect(page).toHaveURL(productPath);
  await page.getByRole("button", { name: "Usporedi" }).first().click();
  await expect(page.getByRole("table", { name: /Usporedba proizvoda/ })).toBeVisible();
  await hydrated(page);
  await page.goBack();
  await expect(page.locator(".product h1")).toBeVisible();

  expect(complaints).toEqual([]);
});

test("no other site can show the shop in a frame", async ({ page, baseURL }) => {
  // Another origin (localhost, not 127.0.0.1) whose page frames the shop's home page.
  const framing = new URL("/framing", baseURL?.replace("127.0.0.1", "localhost")).href;
  await page.route(framing, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Framing</title><iframe src="${baseURL}/"></iframe>`,
    }),
  );
  // The parent's load waits for the frame's: the shop's page, or the browser's refusal in its place.
  await page.goto(framing, { waitUntil: "load" });
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator("iframe").locator("header.site-header")).toHaveCount(0);
});

import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { adminSession, demoStaff, staffPage, staffToken } from "./fixtures/staff.ts";

// The staff's app refuses every screen outside a member's roles alike, however the screen is made
// (a react-admin list, a tree of its own, a settings card index, an upload form, a custom route):
// opened by its address, it sends the member to /access-denied before it asks the API for anything,
// as /admin/products always did. The roles come from one table (apps/admin/src/resources.tsx, the
// menu's); the member whose role has the screen, and the admin, still see it.

type Role = keyof typeof demoStaff;

interface Screen {
  /** The address under the shop, `{product}` standing for a demo product's id. */
  path: string;
  /** The screen's h1 (Croatian, the app's default). */
  heading: string | RegExp;
  /** The role the screen is for (the admin has every screen as well). */
  role: Role;
}

const screens: Screen[] = [
  { path: "/admin/settings", heading: "Postavke", role: "admin" },
  { path: "/admin/settings/shop", heading: "Trgovina", role: "admin" },
  { path: "/admin/info-bars", heading: "Trake s obavijestima", role: "content" },
  {
    path: "/admin/price-imports/create",
    heading: "Uvoz cjenika i zaliha iz ERP-a",
    role: "catalogue",
  },
  { path: "/admin/categories", heading: "Stablo kategorija", role: "catalogue" },
  { path: "/admin/products", heading: "Proizvodi", role: "catalogue" },
  {
    path: "/admin/products/{product}/pictures",
    heading: /^Slike i brošura proizvoda \d+$/,
    role: "catalogue",
  },
  { path: "/admin/staff", heading: "Osoblje", role: "admin" },
  { path: "/admin/pages", heading: "Stranice", role: "content" },
  { path: "/admin/orders", heading: "Narudžbe", role: "orders" },
];

const denied = "Nemate ovlasti za pristup ovoj stranici.";

/** A demo product's id, read with a catalogue member's session. */
async function productId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/admin/products?perPage=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [first] = ((await response.json()) as { data: { id: number }[] }).data;
  if (!first) throw new Error("no demo product");
  return first.id;
}

/** The staff app's page for a role (the admin's session has TOTP enrolled by the fixture). */
async function pageAs(
  role: Role,
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ page: Page; product: number }> {
  const token =
    role === "admin"
      ? (await adminSession(request)).token
      : await staffToken(request, demoStaff[role]);
  const catalogueToken =
    role === "catalogue" ? token : await staffToken(request, demoStaff.catalogue);
  const product = await productId(request, catalogueToken);
  return { page: await staffPage(browser, baseURL, token), product };
}

for (const role of ["orders", "catalogue"] as const) {
  test(`a ${role} member opening another role's screen by its address is sent to the access-denied screen`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { page, product } = await pageAs(role, browser, request, baseURL ?? "");
    // No refused screen asks the API for its data: nothing answers 403 on the way to the refusal.
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const theirs = screens.filter((screen) => screen.role !== role);
    for (const screen of theirs) {
      const path = screen.path.replace("{product}", String(product));
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/access-denied$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Pristup nije dopušten" }),
      ).toBeVisible();
      await expect(page.getByText(denied)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toHaveCount(0);
    }
    expect(refused).toEqual([]);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

for (const role of ["orders", "catalogue", "content", "admin"] as const) {
  test(`the ${role} staff still open ${role === "admin" ? "every one of these screens" : "their own screens"} by address`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { page, product } = await pageAs(role, browser, request, baseURL ?? "");
    const own = screens.filter((screen) => role === "admin" || screen.role === role);
    for (const screen of own) {
      const path = screen.path.replace("{product}", String(product));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByText(denied)).toHaveCount(0);
    }
    await page.context().close();
  });
}

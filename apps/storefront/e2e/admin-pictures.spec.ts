import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe.ts";
import { ownProducts } from "./fixtures/cart.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// A product's pictures in the staff's app (apps/admin/src/pictures) as the demo catalogue member:
// two pictures uploaded at once, a file that is no picture refused with its reason, the new
// picture moved to the front, and the shop's product page showing it first. Axe on the screen.

/** A picture of one colour, as a phone's camera would never make but the shop reads all the same. */
const picture = (background: string, format: "jpeg" | "png") =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A product of this walk's own: others' walks keep theirs. */
async function ownProduct(request: APIRequestContext) {
  const [product] = await ownProducts(request, { stock: 5 });
  if (!product) throw new Error("product not made");
  return product;
}

test("a catalogue member uploads two pictures, reorders them and sees them on the product page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error("no base URL");
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  const product = await ownProduct(request);

  await page.goto(`/admin/products/${product.id}/pictures`);
  await expect(page.getByRole("heading", { name: "Slike proizvoda" })).toBeVisible();
  const tiles = page.getByRole("list", { name: "Slike proizvoda" }).getByRole("listitem");
  const before = 0; // a new product has no pictures
  await expectNoAxeViolations(page);

  await page.locator("#product-pictures-files").setInputFiles([
    { name: "crvena.jpg", mimeType: "image/jpeg", buffer: await picture("#c0392b", "jpeg") },
    { name: "plava.png", mimeType: "image/png", buffer: await picture("#2e86c1", "png") },
  ]);
  await expect(tiles).toHaveCount(before + 2);
  await expectNoAxeViolations(page);

  // A PDF named as a picture is refused, its reason shown beside its name.
  await page.locator("#product-pictures-files").setInputFiles({
    name: "katalog.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n"),
  });
  const refusal = page.getByRole("alert").filter({ hasText: "katalog.jpg" });
  await expect(refusal).toContainText("nije slika u formatu JPEG, PNG ili WebP");

  // The last picture (blue) to the front, one place at a time, from the keyboard's buttons.
  const count = before + 2;
  for (let place = count; place > 1; place--) {
    const earlier = page.getByRole("button", { name: `Pomakni sliku ${place} ranije` });
    await earlier.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByText(`Slika je sada na mjestu ${place - 1} od ${count}.`),
    ).toBeAttached();
  }
  const answer = await request.get(`/api/admin/products/${product.id}/pictures`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pictures = ((await answer.json()) as { data: Array<{ url: string; uploaded: boolean }> })
    .data;
  expect(pictures[0]?.uploaded).toBe(true);
  expect(pictures.at(-1)?.uploaded).toBe(true);

  await page.goto(`/${product.category.slug_hr}/${product.slug_hr}`);
  const first = page.locator(".gallery__strip img").first();
  await expect(first).toHaveAttribute("src", `${pictures[0]?.url}?w=640`);
  // Loaded from one of the stored sizes that srcset offers (naturalWidth is per CSS pixel, not 640).
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    pictures[0]?.url ?? "none",
  );
});

test("the product form's pictures tab and a brand's logo in the brand form", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error("no base URL");
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  const product = await ownProduct(request);

  await page.goto(`/admin/products/${product.id}`);
  await page.getByRole("tab", { name: "Slike i brošura" }).click();
  await expect(page.getByRole("heading", { name: "Slike proizvoda" })).toBeVisible();
  await page.locator("#product-pictures-files").setInputFiles({
    name: "zelena.jpg",
    mimeType: "image/jpeg",
    buffer: await picture("#1e8449", "jpeg"),
  });
  const tiles = page.getByRole("list", { name: "Slike proizvoda" }).getByRole("listitem");
  await expect(tiles).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Brošura (PDF)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A brand of this walk's own: its logo uploaded in the brand's form; an SVG refused with the reason.
  const n = Date.now().toString(36);
  const created = await request.post("/api/admin/brands", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Sokol ${n}`, slug: `sokol-${n}` },
  });
  expect(created.status()).toBe(201);
  const brand = (await created.json()) as { id: number; name: string };
  await page.goto(`/admin/brands/${brand.id}`);
  await expect(page.getByText("Marka nema logotip")).toBeVisible();
  const input = page.locator(`#brand-logo-file-${brand.id}`);
  await input.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "logo.svg" })).toContainText("SVG");
  await input.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await picture("#2e86c1", "png"),
  });
  await expect(page.getByRole("img", { name: `Logotip marke ${brand.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

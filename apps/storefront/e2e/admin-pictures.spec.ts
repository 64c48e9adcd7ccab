import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// A product's pictures in the staff's app (apps/admin/src/pictures) as the demo catalogue member:
// two pictures uploaded at once, a file that is no picture refused with its reason, the new
// picture moved to the front, and the shop's product page showing it first. Axe on the screen.

/** A picture of one colour, as a phone's camera would never make but the shop reads all the same. */
const picture = (background: string, format: "jpeg" | "png") =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

test("a catalogue member uploads two pictures, reorders them and sees them on the product page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const listed = await request.get("/api/products?per_page=1&sort=name");
  const [product] = (
    (await listed.json()) as {
      data: Array<{ id: number; slug_hr: string; category: { slug_hr: string } }>;
    }
  ).data;
  if (!product || !baseURL) throw new Error("no product");
  const token = await staffToken(request, demoStaff.catalogue);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);

  await page.goto(`/admin/products/${product.id}/pictures`);
  await expect(page.getByRole("heading", { name: "Slike proizvoda" })).toBeVisible();
  const tiles = page.getByRole("list", { name: "Slike proizvoda" }).getByRole("listitem");
  const before = await tiles.count();
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
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
});

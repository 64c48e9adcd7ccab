import { expect, type Page, test } from "@playwright/test";
import { demoStaff, staffPage, staffToken } from "./fixtures/staff.ts";

/** Answers the next confirmation the page asks, and says what it asked. */
function answerNextQuestion(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      const asked = dialog.message();
      await (accept ? dialog.accept() : dialog.dismiss());
      resolve(asked);
    });
  });
}

test("a product's unsaved changes are kept unless the staff member agrees to drop them: the language switch and the menu ask first", async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await staffToken(request, demoStaff.catalogue);
  const listed = await request.get("/api/admin/products?perPage=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  const [product] = ((await listed.json()) as { data: { id: number }[] }).data;
  if (!product) throw new Error("no product");
  const page = await staffPage(browser, baseURL ?? "", token);
  const questions: string[] = [];
  page.on("dialog", (dialog) => questions.push(dialog.message()));

  // Nothing changed: the language changes without a question.
  await page.goto(`/admin/products/${product.id}`);
  const nameHr = page.getByLabel("Naziv (hrvatski)", { exact: false }).first();
  await expect(nameHr).toBeVisible();
  await page.getByRole("button", { name: "Hrvatski", exact: true }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByRole("button", { name: "English", exact: true })).toBeVisible();
  expect(questions).toEqual([]);
  await page.getByRole("button", { name: "English", exact: true }).click();
  await page.getByRole("menuitem", { name: "Hrvatski" }).click();

  // A changed name: "no" keeps the language and the name typed.
  await nameHr.fill("Naziv koji još nije spremljen");
  await page.getByRole("button", { name: "Hrvatski", exact: true }).click();
  const refused = answerNextQuestion(page, false);
  await page.getByRole("menuitem", { name: "English" }).click();
  expect(await refused).toBe("Neke promjene nisu spremljene. Želite li ih zaista odbaciti?");
  await expect(page.getByRole("button", { name: "Hrvatski", exact: true })).toBeVisible();
  await expect(nameHr).toHaveValue("Naziv koji još nije spremljen");

  // Leaving by the menu asks too; "no" stays on the product with the name typed.
  const stayed = answerNextQuestion(page, false);
  await page.getByRole("menuitem", { name: "Kategorije" }).click();
  expect(await stayed).toBe("Neke promjene nisu spremljene. Želite li ih zaista odbaciti?");
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
  await expect(nameHr).toHaveValue("Naziv koji još nije spremljen");

  // "Yes" drops the change and switches; the product's name is what it was.
  const agreed = answerNextQuestion(page, true);
  await page.getByRole("button", { name: "Hrvatski", exact: true }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await agreed;
  const nameInEnglish = page.getByLabel("Name (Croatian)", { exact: false }).first();
  await expect(nameInEnglish).not.toHaveValue("Naziv koji još nije spremljen");
  await nameInEnglish.fill("A name not saved yet");
  const leaving = answerNextQuestion(page, true);
  await page.getByRole("menuitem", { name: "Categories" }).click();
  expect(await leaving).toBe(
    "Some of your changes weren't saved. Are you sure you want to ignore them?",
  );
  await expect(page).toHaveURL(/\/admin\/categories/);
  await page.context().close();
});

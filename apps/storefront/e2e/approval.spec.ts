import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { logIn, mailedLink, ownAddress, uniqueEmail } from "./fixtures/accounts.ts";
import { adminSession } from "./fixtures/staff.ts";

/**
 * A company that registers while the shop approves new companies (setting
 * `customers.approve_new_companies`) is told on every page, in its language, why it sees retail
 * prices; once the staff approve it the notice goes and wholesale prices show.
 */
test("a company waiting for approval is told so on every page until the shop approves it", async ({
  page,
  request,
}) => {
  const auth = { authorization: `Bearer ${(await adminSession(request)).token}` };
  const setApproval = async (on: boolean) => {
    const put = await request.put("/api/admin/settings/customers", {
      headers: auth,
      data: { approve_new_companies: on },
    });
    expect(put.status(), await put.text()).toBe(200);
  };
  const email = uniqueEmail("ceka.odobrenje");
  const password = "Pocetna-Lozinka-2026";
  // On only while this one company registers: other specs register companies that must not wait.
  await setApproval(true);
  try {
    const registered = await request.post("/api/register", {
      headers: ownAddress(),
      data: {
        type: "company",
        name: "Iva Ivić",
        email,
        phone: "091 111 2222",
        password,
        password_confirmation: password,
        newsletter: false,
        company: {
          name: "Čeka Odobrenje d.o.o.",
          oib: "33392005961",
          address: "Ilica 3",
          place: "Zagreb",
          post_office: "10000",
          phone: "01 234 5678",
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
  } finally {
    await setApproval(false);
  }
  const confirm = (await mailedLink(email, "confirm")).searchParams.get("confirm");
  expect((await request.post("/api/email/confirm", { data: { token: confirm } })).status()).toBe(
    200,
  );

  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  const notice = page.getByRole("complementary", { name: "Odobrenje poslovnog računa" });
  for (const path of ["/", "/cart", "/profile"]) {
    await page.goto(path);
    await expect(notice, path).toContainText(
      "Vaš poslovni račun čeka odobrenje trgovine. Do tada vidite maloprodajne cijene s PDV-om",
    );
  }
  await expectNoAxeViolations(page);
  await page.goto("/en/cart");
  await expect(
    page.getByRole("complementary", { name: "Business account approval" }),
  ).toContainText(
    "Your business account is waiting for the shop's approval. Until then you see retail prices with VAT",
  );

  // The staff approve it: the notice is gone at once.
  const found = await request.get(`/api/admin/customers?q=${encodeURIComponent(email)}`, {
    headers: auth,
  });
  const [customer] = ((await found.json()) as { data: { id: number }[] }).data;
  const approved = await request.post(`/api/admin/customers/${customer?.id}/approve`, {
    headers: auth,
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

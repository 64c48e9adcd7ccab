import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { adminSession, asAdmin } from "./fixtures/staff.ts";

// The settings in the admin app (apps/admin/src/settings): a form per setting, the API's refusal at
// its field, the setting's history; the periods without orders on Zagreb's clock.

type Window = { from: string; until: string; reason_hr: string; reason_en: string };

/** The settings as the API stores them, as far as these tests read them. */
async function storedSettings(request: APIRequestContext) {
  const stored = await request.get("/api/admin/settings", {
    headers: { authorization: `Bearer ${(await adminSession(request)).token}` },
  });
  return (
    (await stored.json()) as {
      data: {
        bank_transfers: { hold_days: number };
        ordering_blocks: { windows: Window[] };
      };
    }
  ).data;
}

test("the settings: a form per setting, the API's refusal at its field, and the setting's history", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asAdmin(context, request, baseURL ?? "");
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Postavke" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /^Uplate na račun/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Uplate na račun" })).toBeVisible();
  const holdDays = page.getByRole("spinbutton", { name: "Dana čuvanja zalihe" });
  await expect(holdDays).toHaveValue(/^\d+$/);
  // Euros as Croatian staff write them: thousands dotted, a decimal comma.
  await expect(page.getByRole("textbox", { name: /Najveći iznos za fizičke osobe/ })).toHaveValue(
    /^\d{1,3}(\.\d{3})*,\d{2}$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Povijest promjena" })).toBeVisible();
  await expectNoAxeViolations(page);
  // One day is below the least the shop accepts: refused by the API, said at the field, nothing stored.
  const days = Number(await holdDays.inputValue());
  await holdDays.fill("1");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(holdDays).toHaveAccessibleDescription("Ova vrijednost nije ispravna");
  await expectNoAxeViolations(page);
  const storedDays = async () => (await storedSettings(request)).bank_transfers.hold_days;
  expect(await storedDays()).toBe(days);

  // A day more is saved, and the history beside the form shows the change by the field's name.
  await holdDays.fill(String(days + 1));
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Postavka „Uplate na račun“ je spremljena.")).toBeVisible();
  expect(await storedDays()).toBe(days + 1);
  const history = page.getByRole("table", { name: "Povijest promjena" });
  await expect(history.getByRole("row").nth(1)).toContainText(
    `Dana čuvanja zalihe: Prije ${days}, poslije ${days + 1}`,
  );
  await expectNoAxeViolations(page);
  // Put back as it was (other specs run beside this one).
  await holdDays.fill(String(days));
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect.poll(storedDays).toBe(days);
});

/** The stored windows of the setting `ordering_blocks`, as the API gives them. */
async function orderingWindows(request: APIRequestContext) {
  return (await storedSettings(request)).ordering_blocks.windows;
}

/** Puts the setting `ordering_blocks` back as it was (other specs read it). */
async function putOrderingWindows(request: APIRequestContext, windows: unknown[]) {
  const { token } = await adminSession(request);
  const put = await request.put("/api/admin/settings/ordering_blocks", {
    headers: { authorization: `Bearer ${token}` },
    data: { windows },
  });
  expect(put.status(), await put.text()).toBe(200);
}

// The periods without orders are Zagreb's times, whatever the staff's computer's zone: these tests
// run in a browser in New York (six hours behind in winter), one after the other, as both save the
// whole setting.
test.describe("periods without orders, on a computer in New York", () => {
  test.use({ timezoneId: "America/New_York" });
  test.describe.configure({ mode: "default" });

  test("a period without orders is picked with date and time fields; one that ends before it starts is refused at its end", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await asAdmin(context, request, baseURL ?? "");
    const before = await orderingWindows(request);
    await page.goto("/admin/settings/ordering_blocks");
    await expect(
      page.getByRole("heading", { level: 1, name: "Razdoblja bez narudžbi" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Dodaj" }).click();
    // Far in the future, so no other spec's order meets it.
    const from = page.getByRole("textbox", { name: "Od", exact: true }).last();
    const until = page.getByRole("textbox", { name: "Do", exact: true }).last();
    await from.fill("2031-12-24T10:00");
    await until.fill("2031-12-24T08:00");
    await page.getByLabel("Razlog (hrvatski)").last().fill("Inventura");
    await page.getByLabel("Razlog (engleski)").last().fill("Stocktaking");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Spremi" }).click();
    await expect(until).toHaveAccessibleDescription("Kraj mora biti nakon početka");
    expect(await orderingWindows(request)).toEqual(before);

    await until.fill("2031-12-26T08:00");
    await page.getByRole("button", { name: "Spremi" }).click();
    await expect(page.getByText("Postavka „Razdoblja bez narudžbi“ je spremljena.")).toBeVisible();
    const saved = await orderingWindows(request);
    expect(saved).toHaveLength(before.length + 1);
    expect(saved.at(-1)).toMatchObject({ reason_hr: "Inventura", reason_en: "Stocktaking" });
    // 8:00 in Zagreb (winter time, UTC+1), not in New York.
    expect(Date.parse(saved.at(-1)?.until ?? "")).toBe(Date.parse("2031-12-26T07:00:00Z"));

    await putOrderingWindows(request, before);
  });

  test("a period's start and end are shown and typed in Zagreb's time, in winter and in summer", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await asAdmin(context, request, baseURL ?? "");
    const before = await orderingWindows(request);
    // The demo shop's window: the switch to the euro, from midnight to midnight in Zagreb.
    expect(before[0]).toMatchObject({
      from: "2022-12-30T00:00:00+01:00",
      until: "2023-01-03T00:00:00+01:00",
    });
    await page.goto("/admin/settings/ordering_blocks");
    await expect(
      page.getByRole("heading", { level: 1, name: "Razdoblja bez narudžbi" }),
    ).toBeVisible();
    const from = page.getByRole("textbox", { name: "Od", exact: true });
    const until = page.getByRole("textbox", { name: "Do", exact: true });
    // Zagreb's midnight, not New York's evening before (2022-12-29T18:00); the fields say whose time.
    await expect(from.first()).toHaveValue("2022-12-30T00:00");
    await expect(until.first()).toHaveValue("2023-01-03T00:00");
    await expect(from.first()).toHaveAccessibleDescription("Po zagrebačkom vremenu");
    await expect(until.first()).toHaveAccessibleDescription("Po zagrebačkom vremenu");

    // The end an hour earlier (winter, UTC+1), and a window in summer (UTC+2), far in the future.
    await until.first().fill("2023-01-02T23:00");
    await page.getByRole("button", { name: "Dodaj" }).click();
    await from.last().fill("2031-07-01T09:00");
    await until.last().fill("2031-07-01T17:30");
    await page.getByLabel("Razlog (hrvatski)").last().fill("Godišnji odmor");
    await page.getByLabel("Razlog (engleski)").last().fill("Summer holiday");
    await page.getByRole("button", { name: "Spremi" }).click();
    await expect(page.getByText("Postavka „Razdoblja bez narudžbi“ je spremljena.")).toBeVisible();
    const saved = await orderingWindows(request);
    expect(saved).toHaveLength(before.length + 1);
    expect(saved[0]).toMatchObject({
      // Untouched, as it was.
      from: "2022-12-30T00:00:00+01:00",
      until: "2023-01-02T23:00:00+01:00",
    });
    expect(Date.parse(saved[0]?.until ?? "")).toBe(Date.parse("2023-01-02T22:00:00Z"));
    expect(saved.at(-1)).toMatchObject({
      from: "2031-07-01T09:00:00+02:00",
      until: "2031-07-01T17:30:00+02:00",
    });
    expect(Date.parse(saved.at(-1)?.from ?? "")).toBe(Date.parse("2031-07-01T07:00:00Z"));

    // Read again, the form shows what was typed.
    await page.reload();
    await expect(until.first()).toHaveValue("2023-01-02T23:00");
    await expect(from.last()).toHaveValue("2031-07-01T09:00");
    await expect(until.last()).toHaveValue("2031-07-01T17:30");

    await putOrderingWindows(request, before);
  });
});

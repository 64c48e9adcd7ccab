import { expect, test } from "@playwright/test";
import { messages } from "../app/locales/index.ts";
import { staticScreens } from "../app/route-table.ts";

const englishPath = (path: string) => (path === "/" ? "/en" : `/en${path}`);

function expectedTitle(name: string, language: "hr" | "en"): string {
  const t = messages[language];
  const title = name === "home" ? t.home.title : t.pages[name as keyof typeof t.pages].title;
  return `${title} | ${t.site.name}`;
}

test.describe("every static screen answers in both languages", () => {
  for (const screen of staticScreens) {
    for (const language of ["hr", "en"] as const) {
      const path = language === "hr" ? screen.hr : englishPath(screen.en);
      test(`${path} (${screen.name}___${language})`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        if (screen.access === "protected") {
          // A visitor is sent to the login page of the same language, which remembers this page.
          const login = language === "hr" ? "/login" : englishPath("/login");
          await expect(page).toHaveURL(`${login}?redirect=${encodeURIComponent(path)}`);
          await expect(page).toHaveTitle(expectedTitle("login", language));
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          // The login page may be listed by search engines; the protected page itself never answers a visitor.
          await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
          return;
        }
        await expect(page).toHaveTitle(expectedTitle(screen.name, language));
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${path.replace(/[/.*+?^${}()|[\]\\]/g, "\\$&")}$`),
        );
      });
    }
  }

  test("titles are all different within a language", () => {
    for (const language of ["hr", "en"] as const) {
      const titles = staticScreens.map((s) => expectedTitle(s.name, language));
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});

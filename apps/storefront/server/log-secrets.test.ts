// The shop's log keeps no secret (issue 38): a shop process logging everything (LOG_LEVEL=debug)
// serves logins right and wrong, a token refresh, a password reset by mail, a feed fetched with its
// key, a staff login and customers' pages; afterwards nothing it printed holds a password, a token,
// a feed key, a cookie's value or a mail's text. Runs after the production build, with a PostgreSQL
// server (scripts/test.mjs: SHOP_PROCESS_TESTS=1 and TEST_DATABASE_URL).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../backend/src/db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../../backend/src/demo/accounts.ts";
import { createTestDatabase } from "../../backend/src/testing/database.ts";
import { type ShopProcess, startShopProcess } from "./testing/shop-process.ts";
import { openShopDatabase } from "./testing/shop-database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.SHOP_PROCESS_TESTS === "1" && serverUrl !== undefined;

describe.skipIf(!enabled)("the log of a shop process", () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let shop: ShopProcess | undefined;
  const mailDir = mkdtempSync(join(tmpdir(), "dukan-log-mail-"));

  beforeAll(async () => {
    created = await createTestDatabase(serverUrl as string);
    database = await openShopDatabase(created.url, 20);
    await seedDemoAccounts(database.db);
    shop = await startShopProcess({
      DATABASE_URL: created.url,
      WORKERS: "1",
      LOG_LEVEL: "debug",
      MAIL_DIR: mailDir,
    });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    await created?.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("names requests, and holds no password, token, feed key, cookie or mail text", async () => {
    const { origin } = shop as ShopProcess;
    const json = { "content-type": "application/json" };
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { ...json, ...headers },
        body: JSON.stringify(body),
      });
    const secrets: string[] = [];

    // A company logs in and uses its session: API, a page with its cookies, a refresh.
    const { company, person } = demoAccounts;
    const login = await post("/api/login", company);
    expect(login.status).toBe(200);
    const session = ((await login.json()) as { data: { token: string; refresh_token: string } })
      .data;
    secrets.push(company.password, session.token, session.refresh_token);
    const bearer = { authorization: `Bearer ${session.token}` };
    expect((await fetch(`${origin}/api/me`, { headers: bearer })).status).toBe(200);
    const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${session.token}`)}; auth._refresh_token.local=${session.refresh_token}; auth.strategy=local`;
    const page = await fetch(`${origin}/profile`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const refreshed = await post("/api/refresh", { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const renewed = ((await refreshed.json()) as { data: { token: string; refresh_token: string } })
      .data;
    secrets.push(renewed.token, renewed.refresh_token);

    // Its feed key, and a feed fetched with the key in the address.
    const keyAnswer = await fetch(`${origin}/api/me/feed-key`, { headers: bearer });
    expect(keyAnswer.status).toBe(200);
    const feedKey = ((await keyAnswer.json()) as { data: { key: string } }).data.key;
    secrets.push(feedKey);
    const feed = await fetch(`${origin}/api/b2b/categories.json?key=${feedKey}`);
    expect(feed.status).toBe(200);

    // A wrong password, then a password reset by mail with a new one.
    const wrong = "Wrong-Guess-Secret-77";
    secrets.push(wrong);
    expect((await post("/api/login", { email: person.email, password: wrong })).status).toBe(401);
    expect((await post("/api/password/forgot", { email: person.email })).status).toBeLessThan(300);
    const mail = await mailWith(mailDir, "/password-reset?token=");
    const resetToken = decodeURIComponent(
      /\/password-reset\?token=([^\s"<>&]+)/.exec(mail)?.[1] ?? "",
    );
    expect(resetToken).not.toBe("");
    const fresh = "Fresh-Secret-Password-2027";
    secrets.push(resetToken, fresh);
    const reset = await post("/api/password/reset", {
      token: resetToken,
      password: fresh,
      password_confirmation: fresh,
    });
    expect(reset.status).toBe(200);
    // The mail's own words, which only the mail may carry.
    const mailText = /^(Poštovan|Dear|Pozdrav|Hello)[^\r\n]{10,}/m.exec(mail)?.[0];
    if (mailText) secrets.push(mailText);

    // A staff member logs in and asks who they are.
    const staff = demoStaff.orders;
    const staffLogin = await post("/api/admin/session", {
      email: staff.email,
      password: staff.password,
    });
    expect(staffLogin.status).toBe(200);
    // Its session is the cookie's value only (also accepted as a bearer token).
    const staffToken = /dukan_staff=([^;]+)/.exec(staffLogin.headers.get("set-cookie") ?? "")?.[1];
    expect(staffToken).toBeDefined();
    secrets.push(staff.password, staffToken as string);
    expect(
      (
        await fetch(`${origin}/api/admin/me`, {
          headers: { authorization: `Bearer ${staffToken}` },
        })
      ).status,
    ).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = (shop as ShopProcess).output();
    // The log says what happened: requests by route, with their status.
    expect(log).toMatch(/"route":"\/api\/login".*"status":401/);
    expect(log).toMatch(/"route":"profile___hr"/);
    expect(log).toMatch(/"route":"\/api\/b2b\/categories\.json".*"status":200/);
    for (const secret of secrets)
      expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
  }, 60_000);
});

/** The text of the first mail written to `dir` that contains `text` (waits up to 10 s). */
async function mailWith(dir: string, text: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const file of readdirSync(dir)) {
      const mail = readFileSync(join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (mail.includes(text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with ${text} in ${dir}`);
}

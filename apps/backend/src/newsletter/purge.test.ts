import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { newsletterPurgeJob, purgeFormerSubscribers } from "./purge.ts";
import { newsletterSubscribers } from "./schema.ts";
import { forgetSubscriber, newsletterService } from "./service.ts";
import { capturedLog } from "../observability/captured-log.testing.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
});

/** The purge's "now": the tests put every row's last contact relative to it. */
const NOW = new Date("2026-11-25T03:00:00Z");

async function row(
  email: string,
  status: "pending" | "subscribed" | "unsubscribed",
  lastContactAt: string,
) {
  const at = new Date(lastContactAt);
  await database.db.insert(newsletterSubscribers).values({
    email,
    language: "hr",
    status,
    source: "footer",
    consentAt: at,
    lastContactAt: at,
    unsubscribedAt: status === "unsubscribed" ? at : null,
  });
}

async function emails(): Promise<string[]> {
  const rows = await database.db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers);
  return rows.map((r) => r.email).sort();
}

describe(`the newsletter purge on ${testDatabaseKind}`, () => {
  it("deletes exactly the addresses that left more than 6 months after their last contact", async () => {
    await row("left-7-months@example.com", "unsubscribed", "2026-04-25T03:00:00Z");
    await row("left-6-months-and-a-second@example.com", "unsubscribed", "2026-05-25T02:59:59Z");
    await row("left-exactly-6-months@example.com", "unsubscribed", "2026-05-25T03:00:00Z");
    await row("left-yesterday@example.com", "unsubscribed", "2026-11-24T03:00:00Z");
    await row("subscribed-long-ago@example.com", "subscribed", "2025-01-01T00:00:00Z");
    await row("never-confirmed-7-months@example.com", "pending", "2026-04-25T03:00:00Z");
    await row("pending-yesterday@example.com", "pending", "2026-11-24T03:00:00Z");

    expect(await purgeFormerSubscribers(database.db, NOW)).toBe(3);
    expect(await emails()).toEqual([
      "left-exactly-6-months@example.com",
      "left-yesterday@example.com",
      "pending-yesterday@example.com",
      "subscribed-long-ago@example.com",
    ]);
    // Again, or from a second process at the same time: nothing more goes.
    expect(
      await Promise.all([
        purgeFormerSubscribers(database.db, NOW),
        purgeFormerSubscribers(database.db, NOW),
      ]),
    ).toEqual([0, 0]);
  });

  it("never deletes someone who subscribed again after leaving", async () => {
    await row("back@example.com", "unsubscribed", "2026-01-10T00:00:00Z");
    // Ten months later they subscribe again (pending), then confirm.
    const newsletter = newsletterService(database.db, {
      secret: "test-secret-that-is-long-enough-to-sign-tokens",
      siteUrl: "http://shop.test",
      now: () => NOW,
    });
    await newsletter.subscribeIn(database.db, {
      email: "back@example.com",
      language: "en",
      source: "footer",
    });
    expect(await purgeFormerSubscribers(database.db, NOW)).toBe(0);
    expect(await purgeFormerSubscribers(database.db, new Date("2027-05-24T00:00:00Z"))).toBe(0);
    await database.db
      .update(newsletterSubscribers)
      .set({ status: "subscribed" })
      .where(eq(newsletterSubscribers.email, "back@example.com"));
    // A confirmed subscriber stays however long the shop does not write.
    expect(await purgeFormerSubscribers(database.db, new Date("2030-01-01T00:00:00Z"))).toBe(0);
    expect(await emails()).toEqual(["back@example.com"]);
  });

  it("runs in the back-end process at start and then daily, logging what it deleted", async () => {
    await row("gone@example.com", "unsubscribed", "2020-01-01T00:00:00Z");
    const logged = capturedLog();
    const job = newsletterPurgeJob(database.db, logged.log);
    job.start();
    await job.stop();
    expect(logged.entries).toMatchObject([
      {
        module: "newsletter",
        msg: "deleted 1 former subscriber(s) 6 months after their last contact",
      },
    ]);
    expect(await emails()).toEqual([]);
  });

  it("forgets an address at once (account deletion), whatever its state", async () => {
    await row("me@example.com", "subscribed", "2026-11-20T00:00:00Z");
    expect(await forgetSubscriber(database.db, " Me@Example.com ")).toBe(true);
    expect(await forgetSubscriber(database.db, "me@example.com")).toBe(false);
    expect(await emails()).toEqual([]);
  });
});

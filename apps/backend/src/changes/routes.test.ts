import { changesResponseSchema, STOREFRONT_KEY_HEADER } from "@dukan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createChangeFeed } from "./feed.ts";
import { storefrontKey } from "./storefront-key.ts";

let database: Database;
let api: Api;
const options = testApiOptions();
const key = storefrontKey(options.accounts.secret);

beforeAll(async () => {
  database = await openTestDatabase();
  const changes = createChangeFeed(database.pool, database.writeEpoch);
  await changes.sync();
  api = createApi(database, { ...options, changes });
});
afterAll(async () => database.close());

async function changesAfter(after: number, feed?: string) {
  const query = new URLSearchParams({ after: String(after), ...(feed ? { feed } : {}) });
  const response = await api.request(`/api/changes?${query}`, {
    headers: { [STOREFRONT_KEY_HEADER]: key },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return changesResponseSchema.parse(await response.json()).data;
}

const setShop = (name: string) =>
  database.pool.query(
    "insert into site_settings (key, value) values ('shop', $1) on conflict (key) do update set value = excluded.value",
    [JSON.stringify({ name })],
  );

describe("GET /api/changes", () => {
  it("is not there for anyone without the storefront's key", async () => {
    expect((await api.request("/api/changes?after=0")).status).toBe(404);
    const forged = await api.request("/api/changes?after=0", {
      headers: {
        [STOREFRONT_KEY_HEADER]: storefrontKey("another secret of 32 characters or more"),
      },
    });
    expect(forged.status).toBe(404);
  });

  it("answers every change committed before the request, after the position the caller names", async () => {
    const start = await changesAfter(0);
    // The first call names no feed: nothing to apply, go on from the position.
    expect(start.changes).toBeNull();
    await setShop("Dućan A");
    await setShop("Dućan B");
    const next = await changesAfter(start.position, start.feed);
    expect(next.feed).toBe(start.feed);
    const changes = next.changes ?? [];
    // At least one change a statement (an upsert's insert and update parts may each write one), each the settings.
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.map((change) => change.position)).toEqual(
      changes.map((_, i) => start.position + 1 + i),
    );
    expect(changes.every((change) => change.keys.join() === "settings")).toBe(true);
    expect(next.position).toBe(start.position + changes.length);
    expect((await changesAfter(next.position, next.feed)).changes).toEqual([]);
  });

  it("tells a caller following another process's feed to drop everything", async () => {
    const now = await changesAfter(0);
    expect((await changesAfter(now.position, "another-feed")).changes).toBeNull();
    expect((await changesAfter(now.position + 5, now.feed)).changes).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { followChanges } from "./change-feed.ts";

/** A back end whose feed holds `committed` changes; each call to /api/changes answers those after `after`. */
function backEnd(feed = "feed-1") {
  const committed: string[][] = [];
  const asked: string[] = [];
  let hold: Promise<void> | null = null;
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search} ${request.headers.get("x-storefront-key")}`);
    // What the back end reads is what was committed when the request arrived.
    const position = committed.length;
    if (hold) await hold;
    const after = Number(url.searchParams.get("after"));
    const changes =
      url.searchParams.get("feed") === feed
        ? committed.slice(after, position).map((keys, i) => ({ position: after + i + 1, keys }))
        : null;
    return Response.json({ data: { feed, position, changes } });
  };
  return {
    fetch,
    asked,
    commit: (...keys: string[]) => committed.push(keys),
    holdAnswers: () => {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe("following the back end's changes", () => {
  it("asks GET /api/changes with the storefront's key and hands each change's keys to the page cache", async () => {
    const backend = backEnd();
    const follower = followChanges(backend.fetch, "the-key");
    const seen: string[][] = [];
    follower.subscribe((keys) => seen.push([...keys]));
    const start = await follower.sync();
    // The first answer cannot say what changed before: everything is dropped (nothing is kept yet).
    expect(seen).toEqual([["*"]]);
    backend.commit("product:7", "category:2");
    backend.commit("settings");
    const now = await follower.sync();
    expect(seen.slice(1)).toEqual([["product:7", "category:2"], ["settings"]]);
    expect(now).toBe(start + 2);
    expect(follower.touchedSince(start, new Set(["product:7"]))).toBe(true);
    expect(follower.touchedSince(start + 1, new Set(["product:7"]))).toBe(false);
    expect(backend.asked).toEqual([
      "/api/changes?after=0 the-key",
      "/api/changes?after=0&feed=feed-1 the-key",
    ]);
  });

  it("never answers a caller from a request sent before it arrived", async () => {
    const backend = backEnd();
    const follower = followChanges(backend.fetch, "k");
    await follower.sync();
    const seen: string[][] = [];
    follower.subscribe((keys) => seen.push([...keys]));
    const release = backend.holdAnswers();
    const early = follower.sync();
    backend.commit("product:1");
    // Arrived after the commit, while the earlier request (which did not see it) is under way.
    const late = follower.sync();
    const alsoLate = follower.sync();
    release();
    await early;
    await late;
    await alsoLate;
    expect(seen).toEqual([["product:1"]]);
    // The two late callers shared one request.
    expect(backend.asked).toHaveLength(3);
  });

  it("drops everything when another back-end process answers, and fails when the back end cannot say", async () => {
    let feed = "feed-1";
    const backend = backEnd();
    const follower = followChanges(async (request) => {
      if (feed === "down") throw new Error("connection refused");
      return feed === "feed-1" ? backend.fetch(request) : backEnd(feed).fetch(request);
    }, "k");
    const seen: string[][] = [];
    follower.subscribe((keys) => seen.push([...keys]));
    await follower.sync();
    feed = "feed-2";
    await follower.sync();
    expect(seen).toEqual([["*"], ["*"]]);
    feed = "down";
    await expect(follower.sync()).rejects.toThrow();
  });
});

import {
  type FeedKey,
  feedAvailabilitySchema,
  feedCategorySchema,
  feedNames,
  feedProductSchema,
  type Language,
  type User,
} from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { b2bEn } from "../locales/b2b.en.ts";
import { b2bHr } from "../locales/b2b.hr.ts";
import type { BackendFetch } from "./api.server.ts";
import { b2bGuide, b2bPage, profileFeedKey, replaceFeedKey } from "./feeds.server.ts";
import type { Session } from "./session.server.ts";

const company: Session = {
  user: { id: 7, scope: ["customer", "company"] } as User,
  token: "t",
  refreshToken: "r",
};
const person: Session = {
  user: { id: 8, scope: ["customer", "person"] } as User,
  token: "t",
  refreshToken: "r",
};

const key: FeedKey = {
  key: "fk_abc/123",
  created_at: "2026-11-20T09:30:00Z",
  last_used_at: "2026-11-25T07:05:00Z",
  usage: [
    { day: "2026-11-25", requests: 12 },
    { day: "2026-11-24", requests: 3 },
  ],
  feeds: feedNames.map((name) => ({
    name,
    format: "json" as const,
    url: `https://shop.test/api/b2b/${name}.json`,
  })),
  requests_per_minute: 60,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A back end that answers `reply` to every call and records what it was sent. */
function backend(reply: () => Response = () => Response.json({ data: key })) {
  const sent: Sent[] = [];
  const fetch: BackendFetch = async (request) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === "GET" ? null : await request.json(),
    });
    return reply();
  };
  return { fetch, sent };
}

const refusal =
  (status: number, code: string, message = "") =>
  () =>
    Response.json({ error: { code, message } }, { status });

function args(
  url: string,
  session: Session | null,
  fetch: BackendFetch,
  body?: Record<string, string>,
) {
  const request = body
    ? new Request(`http://shop.test${url}`, { method: "POST", body: new URLSearchParams(body) })
    : new Request(`http://shop.test${url}`);
  return {
    request,
    url: new URL(request.url),
    context: { backendFetch: fetch, session, siteUrl: "https://shop.test" },
  };
}

/** The page's data and headers (the loader answers `data(…)`). */
async function page(url: string, session: Session | null, fetch: BackendFetch) {
  const answer = await b2bPage(args(url, session, fetch));
  return { ...answer.data, headers: new Headers(answer.init?.headers) };
}

/** What the action did: the answer it gave, or where it sent the browser. */
async function act(
  url: string,
  session: Session | null,
  fetch: BackendFetch,
  body: Record<string, string> = { intent: "regenerate" },
) {
  try {
    const answer = await replaceFeedKey(args(url, session, fetch, body));
    return { answer, location: null, status: answer.init?.status };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { answer: null, location: thrown.headers.get("location"), status: thrown.status };
    // A page error thrown as `data(null, { status })`.
    if (thrown instanceof Object && "init" in thrown)
      return { answer: null, location: null, status: (thrown.init as ResponseInit).status };
    throw thrown;
  }
}

describe("the B2B page's data", () => {
  it("invites a visitor to log in and come back, without asking the back end", async () => {
    const { fetch, sent } = backend();
    expect((await page("/b2b", null, fetch)).access).toEqual({
      kind: "visitor",
      login: "/login?redirect=%2Fb2b",
      register: "/register",
    });
    expect((await page("/en/b2b?confirm=regenerate", null, fetch)).access).toMatchObject({
      login: "/en/login?redirect=%2Fen%2Fb2b",
    });
    expect(sent).toEqual([]);
  });

  it("tells a person feeds are for business buyers, without asking the back end", async () => {
    const { fetch, sent } = backend();
    const data = await page("/b2b?confirm=regenerate", person, fetch);
    expect(data.access).toEqual({ kind: "person" });
    expect(data.confirm).toBe(false);
    expect(sent).toEqual([]);
  });

  it("gives a legal entity its key, its addresses with the key, and its use in the page's language, never to be stored", async () => {
    const { fetch, sent } = backend();
    const data = await page("/b2b", company, fetch);
    expect(sent).toEqual([{ method: "GET", path: "/api/me/feed-key", body: null }]);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect(data.access).toMatchObject({
      kind: "company",
      key: {
        key: "fk_abc/123",
        created: "20. studenoga 2026. u 10:30",
        lastUsed: "25. studenoga 2026. u 08:05",
        usage: [
          { day: "25. studenoga 2026.", requests: 12 },
          { day: "24. studenoga 2026.", requests: 3 },
        ],
      },
    });
    const view = data.access.kind === "company" ? data.access.key : null;
    expect(view?.addresses[0]).toEqual({
      name: "products",
      format: "json",
      url: "https://shop.test/api/b2b/products.json?key=fk_abc%2F123",
    });
    const english = await page("/en/b2b", company, fetch);
    expect(english.access).toMatchObject({
      key: { lastUsed: "25 November 2026 at 08:05", usage: [{ day: "25 November 2026" }, {}] },
    });
  });

  it("asks for the confirmation step and says a new key was made only beside a key", async () => {
    const { fetch } = backend();
    expect(await page("/b2b?confirm=regenerate", company, fetch)).toMatchObject({
      confirm: true,
      regenerated: false,
    });
    expect(await page("/b2b?regenerated=1", company, fetch)).toMatchObject({
      confirm: false,
      regenerated: true,
    });
    const down = await page(
      "/b2b?confirm=regenerate",
      company,
      backend(refusal(503, "service_unavailable")).fetch,
    );
    expect(down).toMatchObject({ access: { kind: "company", key: null }, confirm: false });
    expect(down.headers.get("cache-control")).toBeNull();
  });

  it("shows a person's view when the back end says the account is a person's, and a visitor's when the session just ended", async () => {
    expect(
      (await page("/b2b", company, backend(refusal(403, "feed_key_not_for_persons")).fetch)).access,
    ).toEqual({ kind: "person" });
    expect(
      (await page("/b2b", company, backend(refusal(401, "unauthorized")).fetch)).access,
    ).toMatchObject({ kind: "visitor" });
  });
});

describe("the profile's feed key", () => {
  it("is a legal entity's key, nothing for a person, and null while the back end cannot give it", async () => {
    expect(await profileFeedKey(args("/profile", company, backend().fetch))).toEqual({
      key: "fk_abc/123",
    });
    const { fetch, sent } = backend();
    expect(await profileFeedKey(args("/profile", person, fetch))).toBeNull();
    expect(sent).toEqual([]);
    expect(
      await profileFeedKey(
        args("/profile", company, backend(refusal(500, "internal_error")).fetch),
      ),
    ).toEqual({ key: null });
  });

  it("sends a customer whose session ended to log in again", async () => {
    const ended = await profileFeedKey(
      args("/en/profile", company, backend(refusal(401, "unauthorized")).fetch),
    ).catch((e: unknown) => e);
    expect(ended).toBeInstanceOf(Response);
    expect((ended as Response).headers.get("location")).toBe("/en/login?redirect=%2Fen%2Fprofile");
  });
});

describe("making a new key", () => {
  it("posts an empty body and sends the browser back to the page, which says so (303: a reload makes no other key)", async () => {
    const { fetch, sent } = backend();
    expect(await act("/b2b", company, fetch)).toMatchObject({
      location: "/b2b?regenerated=1#feed-key-title",
      status: 303,
    });
    expect(sent).toEqual([{ method: "POST", path: "/api/me/feed-key", body: {} }]);
    expect(await act("/en/b2b", company, fetch)).toMatchObject({
      location: "/en/b2b?regenerated=1#feed-key-title",
      status: 303,
    });
  });

  it("sends a visitor, or a customer whose session ended, to log in and come back to the page", async () => {
    const { fetch, sent } = backend();
    expect(await act("/b2b?confirm=regenerate", null, fetch)).toMatchObject({
      location: "/login?redirect=%2Fb2b",
      status: 303,
    });
    expect(sent).toEqual([]);
    expect(
      await act("/en/b2b", company, backend(refusal(401, "unauthorized")).fetch),
    ).toMatchObject({
      location: "/en/login?redirect=%2Fen%2Fb2b",
      status: 303,
    });
  });

  it("answers a refusal with the back end's words and status, and an unknown intent with 400", async () => {
    const refused = await act(
      "/b2b",
      person,
      backend(refusal(403, "feed_key_not_for_persons", "Samo za pravne osobe.")).fetch,
    );
    expect(refused.status).toBe(403);
    expect(refused.answer?.data).toMatchObject({
      intent: "regenerate",
      ok: false,
      code: "feed_key_not_for_persons",
      message: "Samo za pravne osobe.",
    });
    expect(
      (await act("/b2b", company, backend(refusal(503, "service_unavailable")).fetch)).status,
    ).toBe(502);
    const { fetch, sent } = backend();
    expect((await act("/b2b", company, fetch, { intent: "clear" })).status).toBe(400);
    expect(sent).toEqual([]);
  });
});

describe("the integration guide", () => {
  const contract = {
    products: feedProductSchema,
    categories: feedCategorySchema,
    availability: feedAvailabilitySchema,
  };

  it.each(["hr", "en"] as Language[])(
    "describes every field of every feed in the contract's order (%s)",
    (language) => {
      const guide = b2bGuide(language, "https://shop.test/");
      for (const name of feedNames) {
        expect(guide.fields[name].map((row) => row.name)).toEqual(
          Object.keys(contract[name].shape),
        );
        for (const row of guide.fields[name]) {
          expect(row.type, `${name}.${row.name}`).not.toBe("");
          expect(row.meaning, `${name}.${row.name}`).not.toMatch(/^$|\{\w+\}/);
        }
      }
      expect(guide.addresses).toHaveLength(9);
      expect(guide.schemas.map((s) => s.url)).toEqual(
        feedNames.map((name) => `https://shop.test/api/b2b/${name}.xsd`),
      );
    },
  );

  it("names each field's kind of value from its schema", () => {
    const kinds = Object.fromEntries(
      b2bGuide("hr", "https://shop.test").fields.products.map((row) => [row.name, row.type]),
    );
    expect(kinds).toMatchObject({
      id: "cijeli broj",
      ean: "tekst ili prazno (null)",
      active: "true ili false",
      pictures: "popis tekstova",
      specifications: "popis zapisa (name_hr, name_en, value_hr, value_en)",
      availability: "jedno od: in_stock, low_stock, out_of_stock",
    });
    const english = Object.fromEntries(
      b2bGuide("en", "https://shop.test").fields.categories.map((row) => [row.name, row.type]),
    );
    expect(english).toMatchObject({ parent_id: "whole number or empty (null)", slug_en: "text" });
  });

  it("has the same texts in both languages", () => {
    const shape = (texts: object): unknown =>
      Object.fromEntries(
        Object.entries(texts).map(([k, v]) => [k, typeof v === "string" ? "" : shape(v as object)]),
      );
    expect(shape(b2bEn)).toEqual(shape(b2bHr));
  });
});

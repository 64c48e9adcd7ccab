import type { SessionTokens, User } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import type { ApiOutcome } from "./api.server.ts";
import {
  clearedSessionCookies,
  needsRefresh,
  parseCookies,
  readSessionCookies,
  REFRESH_SHARE_MS,
  refreshOnce,
  resumeSession,
  type SessionCalls,
  sessionCookies,
  tokenExpiresAt,
} from "./session.server.ts";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

/** An unsigned JWT whose payload says it expires `seconds` after NOW (the storefront never checks signatures). */
function jwt(seconds: number, subject = "7"): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: subject, exp: Math.floor(NOW / 1000) + seconds })}.signature`;
}

const user: User = {
  id: 7,
  type: "person",
  email: "kupac@dukan.demo",
  name: "Kupac Demo",
  phone: "+385 1 000 0000",
  newsletter: false,
  language: "hr",
  company: null,
  scope: ["customer", "person"],
  awaiting_approval: false,
};

const refused = (status: number, code: string): ApiOutcome<never> => ({
  ok: false,
  status,
  code,
  message: "",
  fields: {},
  retryAfter: null,
});

/** A back end that knows one access token and one refresh token, and records what it was asked. */
function backEnd(options: {
  token?: string;
  refreshToken?: string;
  next?: SessionTokens;
  refresh?: ApiOutcome<SessionTokens>;
}) {
  const asked: string[] = [];
  const calls: SessionCalls = {
    async refresh(refreshToken) {
      asked.push(`refresh ${refreshToken}`);
      if (options.refresh) return options.refresh;
      if (refreshToken === options.refreshToken && options.next)
        return { ok: true, data: options.next };
      return refused(401, "unauthorized");
    },
    async me(token) {
      asked.push(
        `me ${token === options.token || token === options.next?.token ? "valid" : "unknown"}`,
      );
      return token === options.token || token === options.next?.token
        ? { ok: true, data: user }
        : refused(401, "unauthorized");
    },
  };
  return { calls, asked };
}

const tokens = (token: string, refresh: string): SessionTokens => ({
  token,
  refresh_token: refresh,
  token_expires_at: new Date(NOW + 900_000).toISOString(),
  refresh_expires_at: new Date(NOW + 7 * 86_400_000).toISOString(),
});

describe("session cookies", () => {
  it("are named as the spec's auth module names them, live 7 days, HttpOnly and SameSite=Lax", () => {
    expect(sessionCookies({ token: "a.b.c", refresh_token: "r/1+2" }, { secure: false })).toEqual([
      "auth._token.local=Bearer%20a.b.c; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax",
      "auth._refresh_token.local=r%2F1%2B2; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax",
      "auth.strategy=local; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax",
    ]);
  });

  it("are Secure on an https shop and cleared all three at once", () => {
    expect(
      sessionCookies({ token: "t", refresh_token: "r" }, { secure: true }).every((c) =>
        c.endsWith("; Secure"),
      ),
    ).toBe(true);
    expect(clearedSessionCookies({ secure: false })).toEqual([
      "auth._token.local=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "auth._refresh_token.local=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "auth.strategy=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
  });

  it("read back what they wrote: the token without its Bearer scheme", () => {
    const header = sessionCookies({ token: "a.b.c", refresh_token: "r/1+2" }, { secure: false })
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(readSessionCookies(`i18n_lang=hr; ${header}`)).toEqual({
      token: "a.b.c",
      refreshToken: "r/1+2",
    });
  });

  it("survive odd Cookie headers: no header, no value, bad percent-encoding, the first of two", () => {
    expect(readSessionCookies(null)).toEqual({ token: null, refreshToken: null });
    expect(readSessionCookies("auth._token.local=; auth._refresh_token.local=")).toEqual({
      token: null,
      refreshToken: null,
    });
    expect(parseCookies("a=%E0%A4%A; =x; b; a=second").get("a")).toBe("%E0%A4%A");
    expect(parseCookies("a=%E0%A4%A; =x; b").size).toBe(1);
  });
});

describe("when to refresh the access token", () => {
  it("reads exp from the token's payload without checking the signature", () => {
    expect(tokenExpiresAt(jwt(60))).toBe(NOW + 60_000);
    expect(tokenExpiresAt("not-a-jwt")).toBeNull();
    expect(tokenExpiresAt("a.%%%.c")).toBeNull();
  });

  it("refreshes a missing, unreadable, expired or nearly expired token, not a fresh one", () => {
    expect(needsRefresh(null, NOW)).toBe(true);
    expect(needsRefresh("opaque", NOW)).toBe(true);
    expect(needsRefresh(jwt(-5), NOW)).toBe(true);
    expect(needsRefresh(jwt(30), NOW)).toBe(true);
    expect(needsRefresh(jwt(31), NOW)).toBe(false);
    expect(needsRefresh(jwt(900), NOW)).toBe(false);
  });
});

describe("resuming the session of a request", () => {
  it("costs a logged-out visitor nothing", async () => {
    const { calls, asked } = backEnd({});
    expect(
      await resumeSession({ token: null, refreshToken: null }, calls, { secure: false, now: NOW }),
    ).toEqual({
      session: null,
      setCookies: [],
    });
    expect(asked).toEqual([]);
  });

  it("fetches the user once with a fresh token and sets no cookie", async () => {
    const token = jwt(600);
    const { calls, asked } = backEnd({ token, refreshToken: "r1" });
    const resumed = await resumeSession({ token, refreshToken: "r1" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(resumed).toEqual({ session: { user, token, refreshToken: "r1" }, setCookies: [] });
    expect(asked).toEqual(["me valid"]);
  });

  it("refreshes a token about to expire first, and hands the browser the new pair", async () => {
    const next = tokens(jwt(900, "7b"), "r2");
    const { calls, asked } = backEnd({ refreshToken: "r-expiring", next });
    const resumed = await resumeSession({ token: jwt(10), refreshToken: "r-expiring" }, calls, {
      secure: true,
      now: NOW,
    });
    expect(asked).toEqual(["refresh r-expiring", "me valid"]);
    expect(resumed.session?.token).toBe(next.token);
    expect(resumed.session?.refreshToken).toBe("r2");
    expect(resumed.setCookies).toEqual(sessionCookies(next, { secure: true }));
  });

  it("refreshes when only the refresh token is left (the access cookie was dropped)", async () => {
    const next = tokens(jwt(900, "7c"), "r4");
    const { calls } = backEnd({ refreshToken: "r3", next });
    const resumed = await resumeSession({ token: null, refreshToken: "r3" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(resumed.session?.user).toEqual(user);
  });

  it("ends the session and clears the cookies when the refresh token is refused", async () => {
    const { calls, asked } = backEnd({});
    const resumed = await resumeSession({ token: jwt(-60), refreshToken: "revoked" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(resumed).toEqual({
      session: null,
      setCookies: clearedSessionCookies({ secure: false }),
    });
    expect(asked).toEqual(["refresh revoked"]);
  });

  it("ends the session when the token is refused and there is no refresh token", async () => {
    const { calls } = backEnd({});
    expect(
      await resumeSession({ token: jwt(600), refreshToken: null }, calls, {
        secure: false,
        now: NOW,
      }),
    ).toEqual({
      session: null,
      setCookies: clearedSessionCookies({ secure: false }),
    });
  });

  it("tries the refresh token once when a fresh-looking token is refused (say, a new signing key)", async () => {
    const next = tokens(jwt(900, "7d"), "r6");
    const { calls, asked } = backEnd({ refreshToken: "r5", next });
    const resumed = await resumeSession({ token: jwt(600, "old-key"), refreshToken: "r5" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(asked).toEqual(["me unknown", "refresh r5", "me valid"]);
    expect(resumed.setCookies).toEqual(sessionCookies(next, { secure: false }));
  });

  it("keeps the cookies when the back end is down: logged out for this request only", async () => {
    const { calls } = backEnd({ refresh: refused(503, "service_unavailable") });
    const resumed = await resumeSession({ token: jwt(-60), refreshToken: "r7" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(resumed).toEqual({ session: null, setCookies: [] });
  });

  it("still uses a token that has a few seconds left when its refresh fails for a passing reason", async () => {
    const token = jwt(20);
    const { calls } = backEnd({ token, refresh: refused(429, "too_many_requests") });
    const resumed = await resumeSession({ token, refreshToken: "r8" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(resumed.session?.token).toBe(token);
    expect(resumed.setCookies).toEqual([]);
  });
});

describe("one refresh per refresh token, shared only for the race", () => {
  /** A back end that rotates `current` once (to `next`), answers 409 for the token it replaced, 401 for others. */
  function rotating(current: string, next: string) {
    let live = current;
    const asked: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const refresh = async (token: string): Promise<ApiOutcome<SessionTokens>> => {
      asked.push(token);
      await gate;
      if (token === live) {
        live = next;
        return { ok: true, data: tokens(`access-${next}`, next) };
      }
      return token === current ? refused(409, "refresh_conflict") : refused(401, "unauthorized");
    };
    return { refresh, asked, release };
  }

  it("hands the requests that bring the same current token while it is refreshed the same new pair", async () => {
    const time = NOW;
    const clock = () => time;
    const backEnd = rotating("race-r1", "race-r2");
    const page = refreshOnce("race-r1", backEnd.refresh, clock);
    const prefetch = refreshOnce("race-r1", backEnd.refresh, clock);
    backEnd.release();
    expect(await page).toEqual(await prefetch);
    expect((await page).ok).toBe(true);
    expect(backEnd.asked).toEqual(["race-r1"]);
  });

  it("shares the answer for at most REFRESH_SHARE_MS after it came, then the old token goes to the back end (409)", async () => {
    let time = NOW;
    const clock = () => time;
    const backEnd = rotating("late-r1", "late-r2");
    backEnd.release();
    const first = refreshOnce("late-r1", backEnd.refresh, clock);
    time += 800; // the back end's answer takes a while: the share counts from the answer
    expect((await first).ok).toBe(true);
    time += REFRESH_SHARE_MS - 1;
    expect(await refreshOnce("late-r1", backEnd.refresh, clock)).toEqual(await first);
    expect(backEnd.asked).toEqual(["late-r1"]);
    time += 1;
    expect(await refreshOnce("late-r1", backEnd.refresh, clock)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(backEnd.asked).toEqual(["late-r1", "late-r1"]);
  });

  it("gives a rotated token nothing once its successor is refreshed in turn, even within the few seconds", async () => {
    const time = NOW;
    const clock = () => time;
    const backEnd = rotating("chain-r1", "chain-r2");
    backEnd.release();
    expect((await refreshOnce("chain-r1", backEnd.refresh, clock)).ok).toBe(true);
    await refreshOnce("chain-r2", backEnd.refresh, clock); // the browser's next refresh, with the new token
    expect(await refreshOnce("chain-r1", backEnd.refresh, clock)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(backEnd.asked).toEqual(["chain-r1", "chain-r2", "chain-r1"]);
  });

  it("no longer hands the new pair to the old token half a minute later (it used to for a whole minute)", async () => {
    let time = NOW;
    const clock = () => time;
    const backEnd = rotating("minute-r1", "minute-r2");
    backEnd.release();
    expect((await refreshOnce("minute-r1", backEnd.refresh, clock)).ok).toBe(true);
    time += 30_000;
    const late = await refreshOnce("minute-r1", backEnd.refresh, clock);
    expect(late.ok).toBe(false);
    expect(JSON.stringify(late)).not.toContain("minute-r2");
  });

  it("does not remember a refusal", async () => {
    let asked = 0;
    const refresh = async (): Promise<ApiOutcome<SessionTokens>> => {
      asked += 1;
      return refused(503, "service_unavailable");
    };
    await refreshOnce("flaky-r", refresh, () => NOW);
    await refreshOnce("flaky-r", refresh, () => NOW);
    expect(asked).toBe(2);
  });
});

describe("a refresh that lost the race (409)", () => {
  const conflict: SessionCalls = {
    refresh: async () => refused(409, "refresh_conflict"),
    me: async () => refused(401, "unauthorized"),
  };

  it("leaves this request logged out and keeps the cookies when the access token has expired", async () => {
    const resumed = await resumeSession({ token: jwt(-60), refreshToken: "lost-r1" }, conflict, {
      secure: false,
      now: NOW,
    });
    expect(resumed).toEqual({ session: null, setCookies: [] });
  });

  it("keeps the cookies when the access token is refused and its refresh answers 409", async () => {
    const resumed = await resumeSession({ token: jwt(600), refreshToken: "lost-r2" }, conflict, {
      secure: false,
      now: NOW,
    });
    expect(resumed).toEqual({ session: null, setCookies: [] });
  });

  it("keeps the cookies when a token with seconds left is refused after a 409", async () => {
    const resumed = await resumeSession({ token: jwt(20), refreshToken: "lost-r3" }, conflict, {
      secure: false,
      now: NOW,
    });
    expect(resumed).toEqual({ session: null, setCookies: [] });
  });

  it("is what a request bringing the old token gets after the share: no new pair, cookies kept", async () => {
    const next = tokens(jwt(900, "7e"), "won-r2");
    let live = "won-r1";
    const calls: SessionCalls = {
      async refresh(refreshToken) {
        if (refreshToken !== live)
          return refused(refreshToken === "won-r1" ? 409 : 401, "refresh_conflict");
        live = next.refresh_token;
        return { ok: true, data: next };
      },
      async me(token) {
        return token === next.token ? { ok: true, data: user } : refused(401, "unauthorized");
      },
    };
    const winner = await resumeSession({ token: jwt(-1), refreshToken: "won-r1" }, calls, {
      secure: false,
      now: NOW,
    });
    expect(winner.setCookies).toEqual(sessionCookies(next, { secure: false }));
    const late = await resumeSession({ token: jwt(-1), refreshToken: "won-r1" }, calls, {
      secure: false,
      now: NOW + REFRESH_SHARE_MS,
    });
    expect(late).toEqual({ session: null, setCookies: [] });
  });
});

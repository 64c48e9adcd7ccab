import type { SessionTokens, User } from "@dukan/contract";
import type { ApiOutcome } from "./api.server.ts";

/**
 * The session lives in three cookies named as the spec's auth module names them
 * (prefix `auth.`, strategy `local`): the access token as `Bearer <token>`, the
 * refresh token, and the strategy. All HttpOnly, so page scripts never see a token,
 * and nothing is kept in localStorage.
 */
export const TOKEN_COOKIE = "auth._token.local";
export const REFRESH_COOKIE = "auth._refresh_token.local";
export const STRATEGY_COOKIE = "auth.strategy";
export const STRATEGY = "local";
/** Cookie lifetime (SPEC §9: 7 days); the access token inside expires much sooner and is refreshed. */
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;
/** A token expiring within this margin is refreshed before the page is rendered, so no loader gets a dying token. */
export const REFRESH_MARGIN_MS = 30_000;

/** The logged-in customer of a request, as loaders see it in the load context. */
export interface Session {
  user: User;
  /** The access token, sent as `Authorization: Bearer` on every API call made for this request. */
  token: string;
  refreshToken: string | null;
}

export interface CookieOptions {
  /** Set on https sites (production): the browser then sends the cookies only over TLS. */
  secure: boolean;
}

/** `name=value` pairs of a Cookie header; a value that is not valid percent-encoding is kept as it is. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    const name = part.slice(0, Math.max(at, 0)).trim();
    if (!name) continue;
    const raw = part.slice(at + 1).trim();
    if (!cookies.has(name)) cookies.set(name, safeDecode(raw));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface SessionCookies {
  token: string | null;
  refreshToken: string | null;
}

/** The tokens a request carries; the access token without its `Bearer ` scheme. */
export function readSessionCookies(header: string | null | undefined): SessionCookies {
  const cookies = parseCookies(header);
  const token = cookies.get(TOKEN_COOKIE)?.replace(/^Bearer\s+/i, "") || null;
  const refreshToken = cookies.get(REFRESH_COOKIE) || null;
  return { token, refreshToken };
}

function serialize(name: string, value: string, maxAge: number, options: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** Set-Cookie values that start (or continue) a session. */
export function sessionCookies(
  tokens: Pick<SessionTokens, "token" | "refresh_token">,
  options: CookieOptions,
): string[] {
  return [
    serialize(TOKEN_COOKIE, `Bearer ${tokens.token}`, SESSION_MAX_AGE, options),
    serialize(REFRESH_COOKIE, tokens.refresh_token, SESSION_MAX_AGE, options),
    serialize(STRATEGY_COOKIE, STRATEGY, SESSION_MAX_AGE, options),
  ];
}

/** Set-Cookie values that end a session: all three cookies, expired. */
export function clearedSessionCookies(options: CookieOptions): string[] {
  return [TOKEN_COOKIE, REFRESH_COOKIE, STRATEGY_COOKIE].map((name) =>
    serialize(name, "", 0, options),
  );
}

/** Headers carrying Set-Cookie values, for a `redirect()` or `data()` answer. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Whether a response already starts or ends the session (a login, logout or reset answer). */
export function setsSessionCookies(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${TOKEN_COOKIE}=`));
}

/**
 * When a JWT stops working, in epoch milliseconds, read from its payload's `exp`
 * without checking the signature: the back end verifies every token it is given,
 * this only decides whether to refresh first. Null when the token is not a readable JWT.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const exp =
      typeof json === "object" && json !== null ? (json as { exp?: unknown }).exp : undefined;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Refresh before use when there is no access token, it cannot be read, or it expires within the margin. */
export function needsRefresh(token: string | null, now: number = Date.now()): boolean {
  if (!token) return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - now <= REFRESH_MARGIN_MS;
}

/** The two back-end calls the session needs, bound to the request (language, client address). */
export interface SessionCalls {
  refresh(refreshToken: string): Promise<ApiOutcome<SessionTokens>>;
  me(token: string): Promise<ApiOutcome<User>>;
}

export interface ResumedSession {
  session: Session | null;
  /** Set-Cookie values for the response: new tokens after a refresh, or expired cookies when the session is gone. */
  setCookies: string[];
}

/**
 * The session of a request, before any loader runs: refresh the access token if it
 * is missing or about to expire, then fetch the user once. A refused refresh or a
 * refused token (401) ends the session and clears the cookies; any other failure
 * (back end busy or down, or 409: a parallel request of this browser rotated the refresh
 * token a moment ago, and the browser carries its new cookies) treats this one request as
 * logged out and keeps the cookies — a 409 never clears them.
 * Without session cookies nothing is called.
 */
export async function resumeSession(
  cookies: SessionCookies,
  calls: SessionCalls,
  options: CookieOptions & { now?: number },
): Promise<ResumedSession> {
  let { token, refreshToken } = cookies;
  if (!token && !refreshToken) return { session: null, setCookies: [] };
  const now = options.now ?? Date.now();
  const clock = options.now === undefined ? Date.now : () => now;
  const ended: ResumedSession = { session: null, setCookies: clearedSessionCookies(options) };
  const loggedOutHere: ResumedSession = { session: null, setCookies: [] };
  let setCookies: string[] = [];
  let refreshed = false;
  let refreshFailed = false;

  const refresh = async (): Promise<"ok" | "refused" | "failed"> => {
    refreshed = true;
    if (!refreshToken) return "refused";
    const outcome = await refreshOnce(refreshToken, calls.refresh, clock);
    if (outcome.ok) {
      token = outcome.data.token;
      refreshToken = outcome.data.refresh_token;
      setCookies = sessionCookies(outcome.data, options);
      return "ok";
    }
    if (outcome.status === 401) return "refused";
    refreshFailed = true;
    return "failed";
  };

  if (needsRefresh(token, now) && refreshToken) {
    const result = await refresh();
    if (result === "refused") return ended;
    const expiresAt = token ? tokenExpiresAt(token) : null;
    if (result === "failed" && (expiresAt === null || expiresAt <= now)) return loggedOutHere;
  }
  if (!token) return ended;

  let me = await calls.me(token);
  // A token the back end no longer accepts (signing key changed) may still have a good refresh token behind it.
  if (!me.ok && me.status === 401 && !refreshed && refreshToken && (await refresh()) === "ok")
    me = await calls.me(token);
  if (me.ok) return { session: { user: me.data, token, refreshToken }, setCookies };
  // A refused token ends the session — unless its refresh failed for a passing reason (a lost race, a busy back end).
  if (me.status === 401) return refreshFailed ? loggedOutHere : ended;
  return { session: null, setCookies };
}

/**
 * Refresh tokens rotate: the old one stops working once used. A page and the requests
 * the browser makes beside it (prefetches, data loads) can arrive together carrying
 * the same expiring token, and only the first refresh would succeed. So one refresh runs per
 * refresh token in this process, shared only for the race: with the requests that bring the
 * same, still current token while it is on its way, and for REFRESH_SHARE_MS after its answer.
 * Later — or once the new token has itself been refreshed — the old token gets nothing from
 * here: it goes to the back end, whose own rules apply (409 within its grace, then 401 and
 * revocation of the family).
 */
export const REFRESH_SHARE_MS = 5_000;

interface SharedRefresh {
  outcome: Promise<ApiOutcome<SessionTokens>>;
  /** When the new pair came back (the clock's ms); null while the call is on its way. */
  answeredAt: number | null;
  /** The refresh token that replaced this one. */
  next: string | null;
}
const refreshes = new Map<string, SharedRefresh>();

export function refreshOnce(
  refreshToken: string,
  refresh: (refreshToken: string) => Promise<ApiOutcome<SessionTokens>>,
  clock: () => number = Date.now,
): Promise<ApiOutcome<SessionTokens>> {
  const now = clock();
  for (const [key, entry] of refreshes) {
    const over = entry.answeredAt !== null && entry.answeredAt + REFRESH_SHARE_MS <= now;
    // The token that replaced this one is being refreshed in turn: this one is two rotations old.
    if (over || entry.next === refreshToken) refreshes.delete(key);
  }
  const shared = refreshes.get(refreshToken);
  if (shared) return shared.outcome;
  const forget = () => {
    if (refreshes.get(refreshToken) === entry) refreshes.delete(refreshToken);
  };
  const outcome = refresh(refreshToken).then(
    (result) => {
      // Only a new pair is worth sharing; a refusal is asked again next time.
      if (result.ok) {
        entry.answeredAt = clock();
        entry.next = result.data.refresh_token;
      } else forget();
      return result;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  const entry: SharedRefresh = { outcome, answeredAt: null, next: null };
  refreshes.set(refreshToken, entry);
  return outcome;
}

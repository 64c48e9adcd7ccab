import { sign, verify } from "hono/jwt";

/** How long a signed access token works; the refresh token gets a new one. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  /** The user's id. */
  userId: number;
  /** The session (refresh token) the access token belongs to; revoking it ends the access token too. */
  sessionId: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** When the token stops working (wall clock, milliseconds). */
  expiresAt: number;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await sign(
    { sub: String(claims.userId), sid: claims.sessionId, iat, exp },
    secret,
    "HS256",
  );
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<VerifiedClaims | null> {
  if (token.length > 2000) return null;
  try {
    const payload = await verify(token, secret, "HS256");
    const userId = Number(payload.sub);
    if (
      !Number.isSafeInteger(userId) ||
      typeof payload.sid !== "string" ||
      typeof payload.exp !== "number"
    )
      return null;
    return { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

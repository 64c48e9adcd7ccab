import { shopPage } from "../mail/shop-pages.ts";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "@dukan/contract";

/** How long a mailed confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * A newsletter link's token: `c.<id>.<expiry>.<mac>` confirms a subscription, `u.<id>.0.<mac>`
 * unsubscribes. Nothing is stored for it: the MAC (HMAC-SHA256 with the shop's secret) covers the
 * purpose, the subscriber's id and address, the expiry and, for a confirmation, the time of the
 * consent it confirms, so a newer request makes older confirmation links useless. An unsubscribe
 * link never expires; it stops working when the row is deleted (the purge, a forgotten account).
 */
export type LinkPurpose = "confirm" | "unsubscribe";

/** What a link says about its subscriber; the service checks the MAC against the row it names. */
export interface LinkClaims {
  purpose: LinkPurpose;
  subscriberId: number;
  /** Seconds since 1970; 0 for an unsubscribe link. */
  expiresAt: number;
  mac: string;
}

const PREFIX: Record<LinkPurpose, string> = { confirm: "c", unsubscribe: "u" };
const shape = /^([cu])\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface Signed {
  purpose: LinkPurpose;
  subscriberId: number;
  email: string;
  expiresAt: number;
  /** The consent a confirmation link confirms (milliseconds); 0 for an unsubscribe link. */
  consentAt: number;
}

function mac(secret: string, link: Signed): string {
  return createHmac("sha256", secret)
    .update(
      [
        "newsletter",
        link.purpose,
        link.subscriberId,
        link.email,
        link.expiresAt,
        link.consentAt,
      ].join("\n"),
    )
    .digest("base64url");
}

export function signLink(secret: string, link: Signed): string {
  return [PREFIX[link.purpose], link.subscriberId, link.expiresAt, mac(secret, link)].join(".");
}

/** The claims of a well-formed token (not yet checked); null for anything else. */
export function readLink(token: string): LinkClaims | null {
  const match = shape.exec(token);
  if (!match) return null;
  const [, prefix, id, expiry, given] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const subscriberId = Number(id);
  if (!Number.isSafeInteger(subscriberId) || subscriberId < 1 || subscriberId > 2_147_483_647)
    return null;
  return {
    purpose: prefix === "c" ? "confirm" : "unsubscribe",
    subscriberId,
    expiresAt: Number(expiry),
    mac: given,
  };
}

/** Does the token's MAC match this subscriber's row? Constant time in the MAC. */
export function linkMatches(
  secret: string,
  claims: LinkClaims,
  row: { email: string; consentAt: Date },
): boolean {
  const expected = Buffer.from(
    mac(secret, {
      purpose: claims.purpose,
      subscriberId: claims.subscriberId,
      email: row.email,
      expiresAt: claims.expiresAt,
      consentAt: claims.purpose === "confirm" ? row.consentAt.getTime() : 0,
    }),
  );
  const given = Buffer.from(claims.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The newsletter page of the subscriber's language with the token: `?confirm=` or `?unsubscribe=`. */
export function newsletterPage(
  siteUrl: string,
  language: Language,
  purpose: LinkPurpose,
  token: string,
): string {
  return shopPage(siteUrl, language, `/newsletter?${purpose}=${encodeURIComponent(token)}`);
}

import type { Limit, RateLimiter } from "../limits/rate-limit.ts";
import { Refusal } from "../refusals/refusal.ts";

/** How often login, registration and password reset may be tried (docs/decisions/011-security-headers-and-login-limits.md). */
export interface AuthLimits {
  /** Failed logins per account from one client address: a stranger's guesses lock out only the stranger's address. */
  loginPerAccountAndIp: Limit;
  /** Failed logins per account over all addresses, against guessing spread over many addresses. */
  loginPerAccount: Limit;
  /** Login attempts per client address, over all accounts (against password spraying from one address). */
  loginPerIp: Limit;
  /** Registrations per client address (each costs a password hash and a mail). */
  registerPerIp: Limit;
  /** "Someone tried to register with your address" mails per account, so its owner is not flooded. */
  registerMailPerAccount: Limit;
  /** Reset links asked for per account. */
  resetPerAccount: Limit;
  /** Password-reset requests (ask and use) per client address. */
  resetPerIp: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerAccountAndIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 50, windowSeconds: 60 * 60 },
  loginPerIp: { max: 100, windowSeconds: 15 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  registerMailPerAccount: { max: 3, windowSeconds: 24 * 60 * 60 },
  resetPerAccount: { max: 5, windowSeconds: 60 * 60 },
  resetPerIp: { max: 30, windowSeconds: 60 * 60 },
};

/**
 * Failed logins, counted twice: per account and client address (the owner's own browser is not
 * locked out by a stranger's guesses) and per account over all addresses (slower and higher, so
 * guessing from many addresses still stops). `prefix` keeps the customers' (`login`) and the
 * staff's (`staff-login`) counters apart in the shared table.
 */
export function failedLogins(
  limiter: RateLimiter,
  limits: Pick<AuthLimits, "loginPerAccountAndIp" | "loginPerAccount">,
  now: () => number,
  prefix = "login",
) {
  const counters = (email: string, ip: string): [string, Limit][] => [
    [`${prefix}:account-ip:${JSON.stringify([email, ip])}`, limits.loginPerAccountAndIp],
    [`${prefix}:account:${email}`, limits.loginPerAccount],
  ];
  return {
    /** Seconds until a login for `email` from `ip` may be tried again; 0 when it may be tried now. */
    async blockedFor(email: string, ip: string): Promise<number> {
      const at = now();
      const waits = await Promise.all(
        counters(email, ip).map(([key, limit]) => limiter.blocked(key, limit, at)),
      );
      return Math.max(...waits);
    },
    /** Count one wrong password (or unknown address) for `email` from `ip`. */
    async count(email: string, ip: string): Promise<void> {
      const at = now();
      await Promise.all(counters(email, ip).map(([key, limit]) => limiter.hit(key, limit, at)));
    },
  };
}

/** Over a rate limit: `too_many_requests`, to be tried again after `retryAfter` seconds. */
export class TooManyRequests extends Refusal {
  constructor(retryAfter: number) {
    super("too_many_requests", undefined, retryAfter);
  }
}

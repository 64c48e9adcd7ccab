import type { StaffLogin, StaffMe, StaffPasswordChange, StaffRole } from "@dukan/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import {
  type AuthLimits,
  defaultAuthLimits,
  failedLogins,
  TooManyRequests,
} from "../accounts/attempt-limits.ts";
import { hashPassword, verifyPassword } from "../accounts/passwords.ts";
import { audit } from "../audit/log.ts";
import { callerCache } from "../cache/caller-cache.ts";
import type { Db, Tx } from "../db/client.ts";
import { type RateLimiter, rateLimiter } from "../limits/rate-limit.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { staffMembers, staffSessions } from "./schema.ts";
import { staffTotp } from "./totp.ts";
import {
  formatSessionToken,
  newSessionSecret,
  parseSessionToken,
  secretMatches,
} from "./session-token.ts";

/** A staff session ends after this long without a request… */
export const STAFF_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and this long after logging in, whatever happens. */
export const STAFF_SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often (a request inside it changes nothing in the database). */
const TOUCH_EVERY_MS = 60_000;
/** A session is remembered this long without reading it again (shorter than TOUCH_EVERY_MS). */
const CALLER_CACHE_MS = 10_000;
const CALLER_CACHE_ENTRIES = 1_000;

export interface StaffOptions {
  /** The shop's secret (AUTH_SECRET): seals TOTP secrets, keys recovery-code hashes. */
  secret: string;
  now?: () => Date;
  /** Login limits, as the customers' (decision 011); the staff's counters are their own (`staff-login:…`). */
  limits?: Partial<AuthLimits>;
  rateLimiter?: RateLimiter;
  /**
   * How long a session token is remembered without reading its session again (0: never). This
   * process forgets a member's tokens the moment it changes the member or ends a session
   * (`changeMember`); processes sharing a database server keep none (app.ts).
   */
  callerCacheMs?: number;
}

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** Who is calling: the member of staff behind a valid session token, and that session. */
export interface StaffCaller {
  member: StaffMemberRow;
  sessionId: string;
}

/** A new session: its token (the cookie's value) and until when it may last. */
export interface StaffLoginResult {
  token: string;
  expiresAt: Date;
  me: StaffMe;
}

export function staffMe(member: StaffMemberRow): StaffMe {
  const roles = member.roles as StaffRole[];
  const totpEnabled = member.totpSecret !== null;
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    language: member.language,
    roles,
    totpEnabled,
    mustEnrolTotp: roles.includes("admin") && !totpEnabled,
  };
}

/** Staff members' logins, sessions, passwords and second factor; every login and 2FA change audited. */
export function staffService(db: Db, options: StaffOptions) {
  const now = options.now ?? (() => new Date());
  const limits = { ...defaultAuthLimits, ...options.limits };
  const limiter = options.rateLimiter ?? rateLimiter(db);
  const loginFailures = failedLogins(limiter, limits, () => now().getTime(), "staff-login");
  const totp = staffTotp(db, { secret: options.secret, now, changeMember });
  const callers = callerCache<StaffCaller>(
    options.callerCacheMs ?? CALLER_CACHE_MS,
    CALLER_CACHE_ENTRIES,
    (caller) => caller.member.id,
  );

  /**
   * Runs `work` in a transaction that changes member `id` or their sessions; when it has ended,
   * this process's remembered sessions of that member are forgotten, so the change holds from
   * the next request on. Every change of `staff_members` or `staff_sessions` after login goes
   * through it (management.ts too).
   */
  async function changeMember<T>(id: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } finally {
      callers.forgetOwner(id);
    }
  }

  async function memberByEmail(email: string): Promise<StaffMemberRow | undefined> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
    return row;
  }

  /** A refused login: counted against the limits and written to the audit log. */
  async function refuseLogin(
    email: string,
    address: string,
    member: StaffMemberRow | undefined,
    reason: string,
    refusal: Refusal,
  ): Promise<never> {
    await loginFailures.count(email, address);
    await audit.record(db, {
      staffId: member?.id ?? null,
      address,
      action: "login_failed",
      entity: "staff",
      entityId: member?.id ?? email,
      changes: { reason: { before: null, after: reason } },
    });
    throw refusal;
  }

  /** Ends every session of a member (but `except`), in `tx`. */
  async function endSessions(tx: Pick<Db, "update">, staffId: number, except?: string) {
    await tx
      .update(staffSessions)
      .set({ endedAt: now() })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.endedAt),
          ...(except ? [ne(staffSessions.id, except)] : []),
        ),
      );
  }

  return {
    /**
     * `POST /api/admin/session`: the password, then (with TOTP enrolled) a code; a new session.
     * Refusals say no more than needed: a wrong address and a wrong password are the same answer.
     */
    async login(login: StaffLogin, address: string): Promise<StaffLoginResult> {
      const { email, password, code } = login;
      const { allowed, retryAfter } = await limiter.hit(
        `staff-login:ip:${address}`,
        limits.loginPerIp,
        now().getTime(),
      );
      if (!allowed) throw new TooManyRequests(retryAfter);
      const blockedFor = await loginFailures.blockedFor(email, address);
      if (blockedFor > 0) throw new TooManyRequests(blockedFor);
      const member = await memberByEmail(email);
      const matches = await verifyPassword(member?.passwordHash ?? null, password);
      if (!member || !matches)
        return refuseLogin(email, address, member, "password", new Refusal("invalid_credentials"));
      if (member.disabledAt)
        return refuseLogin(email, address, member, "disabled", new Refusal("staff_disabled"));
      if (member.totpSecret && !code)
        // Not counted: the password was right, the client now asks for the code.
        throw new Refusal("second_factor_required");
      const at = now();
      const session = newSessionSecret();
      const opened = await changeMember(member.id, async (tx) => {
        const passed =
          code && member.totpSecret ? await totp.passSecondFactor(tx, member, code) : null;
        if (member.totpSecret && !passed) return null;
        const [row] = await tx
          .insert(staffSessions)
          .values({
            staffId: member.id,
            secretHash: session.secretHash,
            address: address.slice(0, 100),
            createdAt: at,
            lastSeenAt: at,
            expiresAt: new Date(at.getTime() + STAFF_SESSION_MAX_MS),
          })
          .returning({ id: staffSessions.id, expiresAt: staffSessions.expiresAt });
        await audit.record(tx, {
          staffId: member.id,
          address,
          action: "login",
          entity: "staff",
          entityId: member.id,
          changes: passed ? { secondFactor: { before: null, after: passed } } : {},
        });
        return row;
      });
      if (!opened)
        return refuseLogin(
          email,
          address,
          member,
          "second_factor",
          new Refusal("second_factor_required"),
        );
      const [fresh] = await db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
      return {
        token: formatSessionToken(opened.id, session.secret),
        expiresAt: opened.expiresAt,
        me: staffMe(fresh ?? member),
      };
    },

    /** The caller behind a session token: its session open, seen within 8 hours, its member not disabled. */
    async authenticate(token: string | null | undefined): Promise<StaffCaller | null> {
      const parsed = parseSessionToken(token);
      if (!parsed || !token) return null;
      const remembered = callers.get(token, now().getTime());
      if (remembered) return remembered;
      const [row] = await db
        .select({ session: staffSessions, member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(eq(staffSessions.id, parsed.sessionId));
      const at = now();
      if (
        !row ||
        !secretMatches(parsed.secret, row.session.secretHash) ||
        row.session.endedAt ||
        row.member.disabledAt ||
        row.session.expiresAt <= at ||
        at.getTime() - row.session.lastSeenAt.getTime() >= STAFF_IDLE_MS
      )
        return null;
      let seenAt = row.session.lastSeenAt.getTime();
      if (at.getTime() - seenAt >= TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(staffSessions.id, row.session.id), isNull(staffSessions.endedAt)));
        seenAt = at.getTime();
      }
      const caller = { member: row.member, sessionId: row.session.id };
      // Remembered for less than TOUCH_EVERY_MS, so a session in use is still touched in time.
      const endsAt = Math.min(row.session.expiresAt.getTime(), seenAt + STAFF_IDLE_MS);
      callers.remember(token, caller, at.getTime(), endsAt);
      return caller;
    },

    /** `DELETE /api/admin/session`. */
    async logout(caller: StaffCaller, address: string): Promise<void> {
      await changeMember(caller.member.id, async (tx) => {
        await tx
          .update(staffSessions)
          .set({ endedAt: now() })
          .where(eq(staffSessions.id, caller.sessionId));
        await audit.record(tx, {
          staffId: caller.member.id,
          address,
          action: "logout",
          entity: "staff",
          entityId: caller.member.id,
        });
      });
    },

    /** `PUT /api/admin/me/password`: the current password, then the new one; the member's other sessions end. */
    async changePassword(
      caller: StaffCaller,
      change: StaffPasswordChange,
      address: string,
    ): Promise<void> {
      if (!(await verifyPassword(caller.member.passwordHash, change.currentPassword)))
        throw refuseFields({ currentPassword: "password_wrong" });
      if (change.newPassword === change.currentPassword)
        throw refuseFields({ newPassword: "password_unchanged" });
      const passwordHash = await hashPassword(change.newPassword);
      await changeMember(caller.member.id, async (tx) => {
        await tx
          .update(staffMembers)
          .set({ passwordHash, passwordChangedAt: now(), updatedAt: now() })
          .where(eq(staffMembers.id, caller.member.id));
        await endSessions(tx, caller.member.id, caller.sessionId);
        await audit.record(tx, {
          staffId: caller.member.id,
          address,
          action: "password_changed",
          entity: "staff",
          entityId: caller.member.id,
        });
      });
    },

    ...totp.enrolment,

    /** Ends every session of a member, in `tx` of `changeMember` (disabled, roles changed). */
    endSessions,

    changeMember,

    /** Used by the staff management of this module (and the demo's tests): the member as read now. */
    async member(id: number): Promise<StaffMemberRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
      return row;
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;

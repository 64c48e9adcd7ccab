import { holdsScope, type StaffRole } from "@dukan/contract";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { bearerToken } from "../accounts/auth.ts";
import { clientAddress } from "../http/client-address.ts";
import { refusal } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffCaller, staffMe, type StaffService } from "./service.ts";

/** The staff session's cookie (httpOnly, SameSite=Strict, Path=/; Secure on an https site). */
export const STAFF_COOKIE = "dukan_staff";
/** What the admin app sends with every change; a cookie-authenticated change without it is refused (CSRF). */
export const CSRF_HEADER = "x-requested-with";
export const CSRF_VALUE = "dukan-admin";

/**
 * A scope a staff route asks for: one of the roles (`admin` holds them all), or `staff` for any
 * logged-in member of staff (their own profile, logout).
 */
export type StaffScope = StaffRole | "staff";

export type StaffEnv = {
  Variables: { staffSessions: StaffService; staffCaller: StaffCaller };
};

/** The staff API's routes are answered with the staff service of their app (set once in app.ts for `/api/admin/*`). */
export function provideStaffSessions(staff: StaffService): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    c.set("staffSessions", staff);
    await next();
  };
}

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The guard of every staff route: a staff session (the `dukan_staff` cookie or `Authorization:
 * Bearer staff.…`) whose member holds `scope`, else 401 (no or no longer valid session; a
 * customer's token is never one) or 403. A change sent with the cookie must carry
 * `X-Requested-With: dukan-admin` (403 otherwise). An admin without TOTP gets 403
 * `totp_enrolment_required` (`mustEnrolTotp: true`) everywhere but the routes that set
 * `whileEnrolling` (their own profile and logout).
 *
 * Put it after the body reader (`jsonBody`), as every route does: a body that cannot be read is
 * answered the same to everyone. Declare the scope in the route's OpenAPI operation with
 * `staffRoute(scope)` too, so the role-matrix test checks it.
 */
export function staffAuth(
  scope: StaffScope,
  rule: { whileEnrolling?: boolean } = {},
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const staff = c.get("staffSessions");
    if (!staff) throw new Error("staffAuth outside /api/admin: the staff service is not provided");
    const header = bearerToken(c);
    const cookie = header ? undefined : getCookie(c, STAFF_COOKIE);
    const caller = await staff.authenticate(header ?? cookie);
    if (!caller) throw new Refusal("unauthorized");
    if (cookie && unsafe.has(c.req.method) && c.req.header(CSRF_HEADER) !== CSRF_VALUE)
      throw new Refusal("csrf_header_missing");
    if (!rule.whileEnrolling && staffMe(caller.member).mustEnrolTotp)
      throw new Refusal("totp_enrolment_required");
    if (scope !== "staff" && !holdsScope(caller.member.roles, scope))
      throw new Refusal("forbidden");
    c.set("staffCaller", caller);
    await next();
  };
}

/** The member of staff calling a route behind `staffAuth`. */
export function staffOf(c: Context): StaffCaller {
  const typed: Context<StaffEnv> = c;
  const caller = typed.get("staffCaller");
  if (!caller) throw new Refusal("unauthorized");
  return caller;
}

/** Who acted, for an audit entry: the member of staff behind `staffAuth` and the client's address. */
export function staffActor(c: Context): { staffId: number; address: string } {
  return { staffId: staffOf(c).member.id, address: clientAddress(c) };
}

/**
 * What a staff route adds to its `createRoute`: the `x-staff-scope` the role-matrix test reads, the
 * security schemes (the session cookie or its token as a bearer), and the refusals of `staffAuth`.
 */
export function staffRoute(scope: StaffScope): {
  "x-staff-scope": StaffScope;
  security: Record<string, string[]>[];
} {
  return { "x-staff-scope": scope, security: [{ staffSession: [] }, { staffBearer: [] }] };
}

/** The refusals every staff route can answer beside its own. */
export const staffRefusals = {
  401: refusal("No staff session, or an ended or expired one (a customer's token is never one)"),
  403: refusal(
    "The member lacks the scope, a cookie-sent change lacks `X-Requested-With: dukan-admin` (`csrf_header_missing`), or an admin must enrol TOTP first (`totp_enrolment_required`, `mustEnrolTotp: true`)",
  ),
} as const;

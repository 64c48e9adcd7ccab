import {
  bodyLimits,
  recoveryCodesSchema,
  staffLoginRequestSchema,
  staffMeSchema,
  staffPasswordChangeRequestSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { deleteCookie, setCookie } from "hono/cookie";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { clientAddress } from "../http/client-address.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import {
  STAFF_COOKIE,
  type StaffEnv,
  staffAuth,
  staffOf,
  staffRefusals,
  staffRoute,
} from "./auth.ts";
import { STAFF_SESSION_MAX_MS, staffMe, type StaffService } from "./service.ts";

const tags = ["Staff"];
const readJson = jsonBody(bodyLimits.json);
const done = { description: "Done" };

export interface StaffRoutesDeps {
  staff: StaffService;
  /** The shop's public address: the session cookie is `Secure` when it is https. */
  siteUrl: string;
}

/** The staff's session and own profile: log in and out, who am I, password, TOTP (STAFF-API.md). */
export function staffRoutes({ staff, siteUrl }: StaffRoutesDeps) {
  const routes = apiRoutes<StaffEnv>();
  const secure = siteUrl.startsWith("https:");
  const own = staffAuth("staff", { whileEnrolling: true });

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/session",
      tags,
      summary:
        "Staff: log in with e-mail and password, and with TOTP enrolled a code (`code`: the app's 6 digits or an unused recovery code). " +
        "Sets the `dukan_staff` session cookie (httpOnly, SameSite=Strict; its value is also accepted as `Authorization: Bearer`). " +
        "A session ends after 8 hours without a request and 7 days after login. Limited like the customers' login; every success and failure is audited.",
      middleware: [readJson],
      request: { body: jsonRequest(staffLoginRequestSchema) },
      responses: {
        200: answer(staffMeSchema, "Logged in"),
        ...bodyRefusals,
        401: refusal(
          "Wrong e-mail or password (`invalid_credentials`), or the second factor is missing or wrong (`second_factor_required`, `secondFactor: true`)",
        ),
        403: refusal("The account is disabled (`staff_disabled`)"),
        429: refusals.limited,
      },
    }),
    async (c) => {
      const { token, me } = await staff.login(c.req.valid("json"), clientAddress(c));
      setCookie(c, STAFF_COOKIE, token, {
        httpOnly: true,
        sameSite: "Strict",
        path: "/",
        secure,
        maxAge: STAFF_SESSION_MAX_MS / 1000,
      });
      c.header("cache-control", "no-store");
      return c.json(me, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/session",
      tags,
      summary: "Staff: log out (the session ends, the cookie is cleared).",
      ...staffRoute("staff"),
      middleware: [own],
      responses: { 204: done, ...staffRefusals },
    }),
    async (c) => {
      await staff.logout(staffOf(c), clientAddress(c));
      deleteCookie(c, STAFF_COOKIE, { path: "/", secure });
      return c.body(null, 204);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/me",
      tags,
      summary:
        "Staff: the logged-in member (roles, whether TOTP is on, and `mustEnrolTotp`: an admin without TOTP, refused everywhere else until enrolled).",
      ...staffRoute("staff"),
      middleware: [own],
      responses: { 200: answer(staffMeSchema), ...staffRefusals },
    }),
    (c) => {
      c.header("cache-control", "no-store");
      return c.json(staffMe(staffOf(c).member), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/me/password",
      tags,
      summary:
        "Staff: change one's own password (the current one, then the new); other sessions end.",
      ...staffRoute("staff"),
      middleware: [readJson, own],
      request: { body: jsonRequest(staffPasswordChangeRequestSchema) },
      responses: { 204: done, ...bodyRefusals, ...staffRefusals },
    }),
    async (c) => {
      await staff.changePassword(staffOf(c), c.req.valid("json"), clientAddress(c));
      return c.body(null, 204);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/me/totp",
      tags,
      summary:
        "Staff: start enrolling TOTP: a new secret, its otpauth URL and QR code (SVG). Pending until `PUT /api/admin/me/totp` confirms a code from it.",
      ...staffRoute("staff"),
      middleware: [own],
      responses: { 200: answer(totpEnrolmentSchema), ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await staff.startTotp(staffOf(c)), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/me/totp",
      tags,
      summary:
        "Staff: confirm TOTP with a code from the pending secret: it is on from now, and ten recovery codes are answered this once (kept hashed).",
      ...staffRoute("staff"),
      middleware: [readJson, own],
      request: { body: jsonRequest(totpCodeRequestSchema) },
      responses: { 200: answer(recoveryCodesSchema), ...bodyRefusals, ...staffRefusals },
    }),
    async (c) => {
      const codes = await staff.confirmTotp(staffOf(c), c.req.valid("json").code, clientAddress(c));
      c.header("cache-control", "no-store");
      return c.json(codes, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/me/totp",
      tags,
      summary:
        "Staff without the admin role: turn TOTP off with a current code or a recovery code (admins must keep it: 403).",
      ...staffRoute("staff"),
      middleware: [readJson, own],
      request: { body: jsonRequest(totpCodeRequestSchema) },
      responses: { 204: done, ...bodyRefusals, ...staffRefusals },
    }),
    async (c) => {
      await staff.disableTotp(staffOf(c), c.req.valid("json").code, clientAddress(c));
      return c.body(null, 204);
    },
  );

  return routes;
}

import { staffMeSchema, type StaffRole, totpEnrolmentSchema } from "@dukan/contract";
import { generate } from "otplib";
import { hashPassword } from "../accounts/passwords.ts";
import type { createApi } from "../app.ts";
import type { Db } from "../db/client.ts";
import { staffMembers } from "./schema.ts";
import { STAFF_COOKIE } from "./auth.ts";

/** Test helpers: staff members, their logins and a second factor, as the back office makes them. */

type Api = Pick<ReturnType<typeof createApi>, "request">;

/** The session token a login answer set as its cookie. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.get("set-cookie") ?? "";
  const match = new RegExp(`${STAFF_COOKIE}=([^;]+)`).exec(cookie);
  if (!match?.[1]) throw new Error(`no ${STAFF_COOKIE} cookie in ${JSON.stringify(cookie)}`);
  return decodeURIComponent(match[1]);
}

/** `POST /api/admin/session`: the answer as it came. */
export function staffLoginRequest(
  api: Api,
  login: { email: string; password: string; code?: string },
  address = "203.0.113.50",
): Promise<Response> {
  return Promise.resolve(
    api.request("/api/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(login),
    }),
  );
}

/** Logs a member of staff in; their session token (for `Authorization: Bearer`). */
export async function staffToken(
  api: Api,
  login: { email: string; password: string; code?: string },
): Promise<string> {
  const response = await staffLoginRequest(api, login);
  if (response.status !== 200)
    throw new Error(`staff login ${login.email}: ${response.status} ${await response.text()}`);
  return sessionCookieOf(response);
}

/** A TOTP code of `secret` at `at` (the service's clock). */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** Enrols TOTP for the session's member through the API; its secret and the recovery codes. */
export async function enrolTotp(
  api: Api,
  token: string,
  at: Date = new Date(),
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const started = await api.request("/api/admin/me/totp", { method: "POST", headers });
  const { secret } = totpEnrolmentSchema.parse(await started.json());
  const confirmed = await api.request("/api/admin/me/totp", {
    method: "PUT",
    headers,
    body: JSON.stringify({ code: await totpCode(secret, at) }),
  });
  if (confirmed.status !== 200)
    throw new Error(`TOTP confirm: ${confirmed.status} ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** An admin's working token: logged in, TOTP enrolled on the way (as the back office asks first). */
export async function adminToken(
  api: Api,
  login: { email: string; password: string },
): Promise<string> {
  const token = await staffToken(api, login);
  const me = staffMeSchema.parse(
    await (
      await api.request("/api/admin/me", { headers: { authorization: `Bearer ${token}` } })
    ).json(),
  );
  if (me.mustEnrolTotp) await enrolTotp(api, token);
  return token;
}

/** Adds a member of staff straight to the database (tests only). */
export async function addStaffMember(
  db: Db,
  member: { email: string; password: string; roles: StaffRole[]; name?: string },
): Promise<number> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      email: member.email,
      name: member.name ?? member.email,
      roles: member.roles,
      passwordHash: await hashPassword(member.password),
    })
    .returning({ id: staffMembers.id });
  return (row as { id: number }).id;
}

import type { AuthProvider } from "react-admin";
import { type Api, ApiError } from "./http.ts";
import { hasScope, type Role, type StaffMe } from "./staff/roles.ts";

/** Where a staff member without a second factor is sent when their role requires one. */
export const ENROL_PATH = "/totp";

export interface LoginParams {
  email: string;
  password: string;
  /** A 6-digit TOTP code or a recovery code, when the API asked for the second factor. */
  code?: string;
}

/** The API wants the second factor: the login screen asks for the code and tries again. */
export class SecondFactorRequired extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecondFactorRequired";
  }
}

export interface DukanAuthProvider extends AuthProvider {
  /** The staff member logged in, read again from the API (after enrolling, a password change). */
  refreshMe(): Promise<StaffMe>;
}

/**
 * react-admin's auth provider over the staff session cookie (STAFF-API.md): `POST /admin/session`
 * logs in (the cookie is set by the API, httpOnly: this code never sees the token),
 * `GET /admin/me` says who is logged in, 401 ends the session in the app, and 403 with
 * `mustEnrolTotp` sends the staff member to the enrolment screen instead.
 */
export function createAuthProvider(
  api: Api,
  /** The scope a resource needs (resources.tsx), null when any staff member may use it. */
  scopeOfResource: (resource: string) => Role | null,
): DukanAuthProvider {
  // Who is logged in, read once per page load (and after login, logout, enrolment).
  let me: Promise<StaffMe | null> | null = null;
  const readMe = () =>
    api<StaffMe>("/me").catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
      throw error;
    });
  const currentMe = () => (me ??= readMe());
  const loggedIn = async () => {
    const staff = await currentMe().catch(() => null);
    if (!staff) {
      me = null;
      throw new Error("ra.auth.auth_check_error");
    }
    return staff;
  };

  return {
    async login(params: LoginParams) {
      me = null;
      try {
        const staff = await api<StaffMe>("/session", {
          method: "POST",
          body: {
            email: params.email,
            password: params.password,
            ...(params.code ? { code: params.code.trim() } : {}),
          },
        });
        me = Promise.resolve(staff);
        return staff.mustEnrolTotp ? { redirectTo: ENROL_PATH } : undefined;
      } catch (error) {
        if (error instanceof ApiError && error.body.secondFactor === true)
          throw new SecondFactorRequired(error.message);
        throw error;
      }
    },
    async logout() {
      // Only a session this page knows of is ended: after a 401 there is none left to end.
      const staff = me ? await me.catch(() => null) : null;
      me = null;
      if (staff) await api("/session", { method: "DELETE" }).catch(() => undefined);
    },
    async checkAuth() {
      await loggedIn();
    },
    async checkError(error: unknown) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) {
        me = null;
        throw error;
      }
      if (error.status === 403 && error.body.mustEnrolTotp === true)
        throw { redirectTo: ENROL_PATH, logoutUser: false, message: false };
    },
    async getIdentity() {
      const staff = await loggedIn();
      return { ...staff, fullName: staff.name || staff.email };
    },
    async getPermissions() {
      const staff = await currentMe();
      return staff?.roles ?? [];
    },
    async canAccess({ resource }) {
      const staff = await currentMe();
      if (!staff || staff.mustEnrolTotp) return false;
      const scope = scopeOfResource(resource);
      return scope === null || hasScope(staff.roles, scope);
    },
    async refreshMe() {
      me = readMe();
      const staff = await me;
      if (!staff) throw new Error("ra.auth.auth_check_error");
      return staff;
    },
  };
}

/** The staff's roles as scopes (STAFF-API.md): `admin` implies every other. */
export const ROLES = ["admin", "orders", "customers", "catalogue", "content"] as const;
export type Role = (typeof ROLES)[number];

/** `GET /api/admin/me`: the staff member logged in. */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  language: "hr" | "en";
  roles: Role[];
  totpEnabled: boolean;
  mustEnrolTotp: boolean;
}

/** Whether roles reach a scope: an admin reaches every scope. */
export function hasScope(roles: readonly Role[], scope: Role): boolean {
  return roles.includes("admin") || roles.includes(scope);
}

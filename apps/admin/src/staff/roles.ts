import type { StaffMe, StaffRole } from "@dukan/contract";

/**
 * The staff's roles as scopes (STAFF-API.md): `admin` implies every other. The types come from the
 * contract (type-only: no zod in the app's bundle); the list is checked against them.
 */
export const ROLES = [
  "admin",
  "orders",
  "customers",
  "catalogue",
  "content",
] as const satisfies readonly StaffRole[];
export type Role = StaffRole;
/** Compiles only while the list names every role of the contract. */
const _everyRole: [Exclude<StaffRole, (typeof ROLES)[number]>] extends [never] ? true : never =
  true;
export type { StaffMe };

/** Whether roles reach a scope: an admin reaches every scope (the contract's `holdsScope`). */
export function hasScope(roles: readonly Role[], scope: Role): boolean {
  return roles.includes("admin") || roles.includes(scope);
}

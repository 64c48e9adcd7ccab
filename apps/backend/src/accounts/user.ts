import type { Scope, User } from "@dukan/contract";
import type { users } from "./schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The user as `GET /api/me` answers it. */
export function toUser(row: UserRow): User {
  const company =
    row.type === "company"
      ? {
          name: row.companyName ?? "",
          oib: row.companyOib ?? "",
          address: row.companyAddress ?? "",
          place: row.companyPlace ?? "",
          post_office: row.companyPostOffice ?? "",
          phone: row.companyPhone ?? "",
        }
      : null;
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    name: row.name,
    phone: row.phone,
    newsletter: row.newsletter,
    language: row.language,
    company,
    scope: row.scope as Scope,
    awaiting_approval: row.awaitingApproval,
  };
}

/** What a new customer may do: shop, and, for legal entities, what belongs to companies (B2B feeds, wholesale prices). */
export function defaultScope(type: User["type"]): string[] {
  return ["customer", type];
}

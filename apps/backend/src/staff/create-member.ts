// A member of staff made from the command line (`npm run staff:create`): the only way to the first
// admin of a production database, where no demo staff exist and the back office has nobody to invite.

import { type StaffRole, newPasswordSchema, staffInviteRequestSchema } from "@dukan/contract";
import { hashPassword } from "../accounts/passwords.ts";
import { audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { newInvitation } from "./management.ts";
import { staffMembers } from "./schema.ts";

export interface NewStaffMember {
  email: string;
  name: string;
  language?: string | undefined;
  roles: readonly string[];
  /** The password to set; null: an invitation link is made instead (valid 7 days, used once). */
  password: string | null;
}

/** A refusal worded for the operator at the terminal. */
export class StaffCreationError extends Error {}

/**
 * Creates a member of staff with a password, or with an invitation link to set one; audited as
 * `created_from_cli` (no staff member acted: `staffId` null, address `cli`). Answers the member's id
 * and the link (null when a password was given).
 */
export async function createStaffMember(
  db: Db,
  input: NewStaffMember,
  options: { siteUrl: string; now?: () => Date },
): Promise<{ id: number; invitationLink: string | null }> {
  const parsed = staffInviteRequestSchema.safeParse({
    email: input.email,
    name: input.name,
    roles: input.roles,
    language: input.language ?? "hr",
  });
  if (!parsed.success)
    throw new StaffCreationError(
      parsed.error.issues.map((i) => `--${String(i.path[0] ?? "?")}: ${i.message}`).join("; "),
    );
  if (input.password !== null) {
    const password = newPasswordSchema.safeParse(input.password);
    if (!password.success)
      throw new StaffCreationError(`password: ${password.error.issues[0]?.message ?? "invalid"}`);
  }
  const member = parsed.data;
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const at = (options.now ?? (() => new Date()))();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({
        email: member.email,
        name: member.name,
        language: member.language,
        roles: [...new Set<StaffRole>(member.roles)],
        passwordHash,
        ...(passwordHash === null ? {} : { passwordChangedAt: at }),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new StaffCreationError(`${member.email} already has a staff account`);
    const invitationLink =
      passwordHash === null ? await newInvitation(tx, row.id, options.siteUrl, at) : null;
    await audit.record(tx, {
      staffId: null,
      address: "cli",
      action: "created_from_cli",
      entity: "staff",
      entityId: row.id,
      changes: changedFields({}, { email: row.email, name: row.name, roles: row.roles }),
    });
    return { id: row.id, invitationLink };
  });
}

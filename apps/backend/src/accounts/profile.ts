import type { NewPassword, ProfileChanges, User } from "@dukan/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import { refuseFields } from "../refusals/refusal.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { sessions, users } from "./schema.ts";
import type { Caller } from "./service.ts";
import type { AccountsContext } from "./service-context.ts";
import { toUser, type UserRow } from "./user.ts";

/** The customer's own changes: the profile (name, phone, newsletter, language, company), password. */
export function customerProfile({ db, options, now, mailQueued, callers }: AccountsContext) {
  return {
    /** `PUT /api/me`: name, phone, newsletter, language, company data (legal entities). */
    async updateProfile(caller: Caller, update: ProfileChanges): Promise<User> {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (update.name !== undefined) changes.name = update.name;
      if (update.phone !== undefined) changes.phone = update.phone;
      // Ticking the box asks for the newsletter (below); the account shows it only once the mailed
      // link confirms it (newsletter/service.ts). Unticking ends it at once.
      if (update.newsletter === false) changes.newsletter = false;
      if (update.language !== undefined) changes.language = update.language;
      const company = caller.user.type === "company" ? update.company : undefined;
      if (company)
        Object.assign(changes, {
          companyName: company.name,
          companyOib: company.oib,
          companyAddress: company.address,
          companyPlace: company.place,
          companyPostOffice: company.post_office,
          companyPhone: company.phone,
        });
      const [row] = await db.transaction(async (tx) => {
        // The newsletter box ticked: a pending subscription and its confirmation mail, with the change.
        if (update.newsletter === true && !caller.user.newsletter)
          await options.newsletter?.subscribeIn(tx, {
            email: caller.user.email,
            language: update.language ?? caller.user.language,
            source: "profile",
          });
        return tx
          .update(users)
          .set({ ...changes, updatedAt: now() })
          .where(eq(users.id, caller.user.id))
          .returning();
      });
      // Unticked: the subscription ends. A pending one (asked for here or in the footer) showed an
      // unticked box, so a save that leaves it unticked keeps it waiting for its link.
      if (update.newsletter === false && caller.user.newsletter)
        await options.newsletter?.unsubscribeAccount(caller.user.email);
      if (update.newsletter === true && !caller.user.newsletter) mailQueued();
      callers.forgetOwner(caller.user.id);
      return toUser(row as UserRow);
    },

    /** `PUT /api/me/password`: the old password, then the new one twice; other sessions end. */
    async changePassword(caller: Caller, change: NewPassword): Promise<void> {
      if (!(await verifyPassword(caller.user.passwordHash, change.old_password)))
        throw refuseFields({ old_password: "password_wrong" });
      if (change.password === change.old_password)
        throw refuseFields({ password: "password_unchanged" });
      const passwordHash = await hashPassword(change.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now(), updatedAt: now() })
          .where(eq(users.id, caller.user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(sessions.userId, caller.user.id),
              ne(sessions.id, caller.sessionId),
              isNull(sessions.revokedAt),
            ),
          );
      });
      callers.forgetOwner(caller.user.id);
    },
  };
}

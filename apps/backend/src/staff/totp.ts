import type { StaffRole, TotpEnrolment } from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import { audit } from "../audit/log.ts";
import type { Db, Tx } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { staffMembers } from "./schema.ts";
import { secondFactor } from "./second-factor.ts";

const TOTP_ISSUER = "Dućan";

type StaffMemberRow = typeof staffMembers.$inferSelect;

export interface StaffTotpOptions {
  /** The shop's secret (AUTH_SECRET): seals TOTP secrets, keys recovery-code hashes. */
  secret: string;
  now: () => Date;
  /** The staff service's `changeMember`: runs a change of a member and forgets their remembered sessions. */
  changeMember: <T>(id: number, work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/**
 * A staff member's second factor in the database: the code a login or switching TOTP off asks for,
 * checked and used up, and TOTP's enrolment (a pending secret, confirmed by a code from it) and
 * switching off — each change audited. The secrets and codes themselves: second-factor.ts.
 */
export function staffTotp(db: Db, { secret: shopSecret, now, changeMember }: StaffTotpOptions) {
  const factor = secondFactor(shopSecret);

  /** Checks a second-factor code: a TOTP code (never one already used) or an unused recovery code, used up. */
  async function passSecondFactor(
    tx: Pick<Db, "update">,
    member: StaffMemberRow,
    code: string,
  ): Promise<"totp" | "recovery" | null> {
    if (!member.totpSecret) return null;
    const step = await factor.acceptedStep(
      factor.open(member.totpSecret),
      code,
      now(),
      member.totpLastStep,
    );
    if (step !== null) {
      // Written only when no request accepted this step (or a later one) meanwhile.
      const taken = await tx
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, member.id),
            sql`coalesce(${staffMembers.totpLastStep}, -1) < ${step}`,
          ),
        )
        .returning({ id: staffMembers.id });
      return taken.length > 0 ? "totp" : null;
    }
    if (!factor.isRecoveryCodeForm(code)) return null;
    const hash = factor.recoveryHash(code);
    // Used once even when two requests race: only the update that removes it succeeds.
    const used = await tx
      .update(staffMembers)
      .set({ recoveryCodeHashes: sql`array_remove(${staffMembers.recoveryCodeHashes}, ${hash})` })
      .where(
        and(eq(staffMembers.id, member.id), sql`${hash} = any(${staffMembers.recoveryCodeHashes})`),
      )
      .returning({ id: staffMembers.id });
    return used.length > 0 ? "recovery" : null;
  }

  return {
    passSecondFactor,
    /** The member's own TOTP (staff/routes.ts, `/api/admin/me/totp`). */
    enrolment: {
      /** `POST /api/admin/me/totp`: a new secret, pending until a code from it is confirmed. */
      async startTotp(caller: { member: StaffMemberRow }): Promise<TotpEnrolment> {
        const secret = factor.newSecret();
        await changeMember(caller.member.id, (tx) =>
          tx
            .update(staffMembers)
            .set({ totpPendingSecret: factor.seal(secret), updatedAt: now() })
            .where(eq(staffMembers.id, caller.member.id)),
        );
        return factor.enrolment(secret, caller.member.email, TOTP_ISSUER);
      },

      /** `PUT /api/admin/me/totp`: a code from the pending secret turns TOTP on; ten new recovery codes. */
      async confirmTotp(
        caller: { member: StaffMemberRow },
        code: string,
        address: string,
      ): Promise<{ recoveryCodes: string[] }> {
        const [member] = await db
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.id, caller.member.id));
        const pending = member?.totpPendingSecret;
        if (!member || !pending) throw refuseFields({ code: "totp_code" });
        const step = await factor.acceptedStep(factor.open(pending), code, now(), null);
        if (step === null) throw refuseFields({ code: "totp_code" });
        const { codes, hashes } = factor.newRecoveryCodes();
        await changeMember(member.id, async (tx) => {
          const confirmed = await tx
            .update(staffMembers)
            .set({
              totpSecret: pending,
              totpPendingSecret: null,
              totpLastStep: step,
              recoveryCodeHashes: hashes,
              updatedAt: now(),
            })
            .where(and(eq(staffMembers.id, member.id), eq(staffMembers.totpPendingSecret, pending)))
            .returning({ id: staffMembers.id });
          if (confirmed.length === 0) throw refuseFields({ code: "totp_code" });
          await audit.record(tx, {
            staffId: member.id,
            address,
            action: member.totpSecret ? "totp_replaced" : "totp_enabled",
            entity: "staff",
            entityId: member.id,
            changes: { totpEnabled: { before: member.totpSecret !== null, after: true } },
          });
        });
        return { recoveryCodes: codes };
      },

      /** `DELETE /api/admin/me/totp`: with a valid code, TOTP off; never for an admin (it is required there). */
      async disableTotp(
        caller: { member: StaffMemberRow },
        code: string,
        address: string,
      ): Promise<void> {
        if ((caller.member.roles as StaffRole[]).includes("admin")) throw new Refusal("forbidden");
        await changeMember(caller.member.id, async (tx) => {
          const [member] = await tx
            .select()
            .from(staffMembers)
            .where(eq(staffMembers.id, caller.member.id));
          if (!member?.totpSecret) return;
          if (!(await passSecondFactor(tx, member, code)))
            throw refuseFields({ code: "totp_code" });
          await tx
            .update(staffMembers)
            .set({
              totpSecret: null,
              totpPendingSecret: null,
              totpLastStep: null,
              recoveryCodeHashes: [],
              updatedAt: now(),
            })
            .where(eq(staffMembers.id, member.id));
          await audit.record(tx, {
            staffId: member.id,
            address,
            action: "totp_disabled",
            entity: "staff",
            entityId: member.id,
            changes: { totpEnabled: { before: true, after: false } },
          });
        });
      },
    },
  };
}

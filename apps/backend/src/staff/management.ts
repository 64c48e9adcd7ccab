import type { Language, StaffChange, StaffInvite, StaffRecord, StaffRole } from "@dukan/contract";
import { holdsScope } from "@dukan/contract";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { hashPassword } from "../accounts/passwords.ts";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { startsWith } from "../db/starts-with.ts";
import { enqueueMail } from "../mail/index.ts";
import { composeMail } from "../mail/templates.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { staffInvitations, staffMembers } from "./schema.ts";
import type { StaffCaller, StaffMemberRow, StaffService } from "./service.ts";
import { newSessionSecret, secretMatches } from "./session-token.ts";

export const INVITATION_DAYS = 7;

/** `GET /api/admin/staff`: a page, the search, the filters and the order. */
export interface StaffListQuery {
  page: number;
  perPage: number;
  q?: string | undefined;
  role?: StaffRole | undefined;
  disabled?: boolean | undefined;
  sort?: "name" | "email" | undefined;
  order?: "ASC" | "DESC" | undefined;
}

const invitationTexts: Record<
  Language,
  { subject: string; intro: string; action: string; validity: string }
> = {
  hr: {
    subject: "Pozivnica u administraciju trgovine Dućan",
    intro: "pozvani ste u administraciju trgovine Dućan. Postavite svoju lozinku:",
    action: "Postavite lozinku",
    validity: "Poveznica vrijedi 7 dana i može se upotrijebiti jednom.",
  },
  en: {
    subject: "Your invitation to the Dućan back office",
    intro: "you have been invited to the Dućan shop's back office. Set your password:",
    action: "Set your password",
    validity: "The link is valid for 7 days and can be used once.",
  },
};

/**
 * A new invitation for member `staffId` in `tx` (valid 7 days, used once): the link that sets the
 * password, `/admin/invitation?token=…` on `siteUrl` (only the secret's hash is kept).
 */
export async function newInvitation(
  tx: Pick<Db, "insert">,
  staffId: number,
  siteUrl: string,
  at: Date,
): Promise<string> {
  const secret = newSessionSecret();
  const [invitation] = await tx
    .insert(staffInvitations)
    .values({
      staffId,
      secretHash: secret.secretHash,
      expiresAt: new Date(at.getTime() + INVITATION_DAYS * 86_400_000),
    })
    .returning({ id: staffInvitations.id });
  const token = `${(invitation as { id: string }).id}.${secret.secret}`;
  return `${siteUrl.replace(/\/$/, "")}/admin/invitation?token=${encodeURIComponent(token)}`;
}

function toRecord(member: StaffMemberRow): StaffRecord {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    language: member.language,
    roles: member.roles as StaffRole[],
    totpEnabled: member.totpSecret !== null,
    disabled: member.disabledAt !== null,
    invited: member.passwordHash === null,
    version: member.version,
    createdAt: member.createdAt.toISOString(),
  };
}

/** Admins manage staff: list, invite (mail through the outbox), change roles, name, disabled. */
export function staffManagement(
  db: Db,
  staff: StaffService,
  options: { siteUrl: string; now?: () => Date; onMailQueued?: () => void },
) {
  const now = options.now ?? (() => new Date());
  const mailQueued = options.onMailQueued ?? (() => {});

  /** Refuses roles the acting member does not hold themselves (`admin` holds every one). */
  function mayGrant(caller: StaffCaller, roles: readonly StaffRole[]): void {
    if (roles.some((role) => !holdsScope(caller.member.roles, role)))
      throw new Refusal("forbidden");
  }

  return {
    /** A page of members: found by the start of a name or address, a role, disabled or not. */
    async list(query: StaffListQuery) {
      const where: SQL[] = [];
      const q = query.q?.trim().toLowerCase();
      if (q)
        where.push(
          or(
            startsWith(sql`lower(${staffMembers.name})`, q),
            startsWith(staffMembers.email, q),
          ) as SQL,
        );
      if (query.role) where.push(sql`${query.role} = any(${staffMembers.roles})`);
      if (query.disabled !== undefined)
        where.push(
          query.disabled ? isNotNull(staffMembers.disabledAt) : isNull(staffMembers.disabledAt),
        );
      const direction = query.order === "DESC" ? desc : asc;
      const column = query.sort === "email" ? staffMembers.email : staffMembers.name;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffMembers)
          .where(and(...where))
          .orderBy(direction(column), direction(staffMembers.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ n: count() })
          .from(staffMembers)
          .where(and(...where)),
      ]);
      return { data: rows.map(toRecord), total: total?.n ?? 0 };
    },

    /** One member; 404 when there is none. */
    async get(id: number): Promise<StaffRecord> {
      const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
      if (!member) throw new Refusal("not_found");
      return toRecord(member);
    },

    async invite(caller: StaffCaller, invite: StaffInvite, actor: AuditActor) {
      mayGrant(caller, invite.roles);
      const record = await db.transaction(async (tx) => {
        const [member] = await tx
          .insert(staffMembers)
          .values({
            email: invite.email,
            name: invite.name,
            language: invite.language,
            roles: [...new Set(invite.roles)],
          })
          .onConflictDoNothing()
          .returning();
        if (!member) throw refuseFields({ email: "email_taken" });
        const words = invitationTexts[member.language];
        const link = await newInvitation(tx, member.id, options.siteUrl, now());
        await enqueueMail(tx, {
          to: member.email,
          ...composeMail({
            language: member.language,
            subject: words.subject,
            name: member.name,
            before: [words.intro],
            actions: [{ label: words.action, link }],
            after: [words.validity],
          }),
        });
        await audit.record(tx, {
          ...actor,
          action: "invite",
          entity: "staff",
          entityId: member.id,
          changes: changedFields(
            {},
            { email: member.email, name: member.name, roles: member.roles },
          ),
        });
        return toRecord(member);
      });
      mailQueued();
      return record;
    },

    async change(caller: StaffCaller, id: number, change: StaffChange, actor: AuditActor) {
      return staff.changeMember(id, async (tx) => {
        // Admins are locked in a fixed order: two demotions at once cannot both pass the last-admin rule.
        await tx.execute(
          sql`select id from ${staffMembers} where 'admin' = any(${staffMembers.roles}) order by id for update`,
        );
        const [member] = await tx
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.id, id))
          .for("update");
        if (!member) throw new Refusal("not_found");
        if (member.version !== change.version) throw new Refusal("version_conflict");
        const roles = change.roles ? [...new Set(change.roles)] : (member.roles as StaffRole[]);
        const added = roles.filter((role) => !member.roles.includes(role));
        const removed = member.roles.filter((role) => !roles.includes(role as StaffRole));
        mayGrant(caller, [...added, ...(removed as StaffRole[])]);
        const disabled = change.disabled ?? member.disabledAt !== null;
        const wasAdmin = member.roles.includes("admin") && member.disabledAt === null;
        const staysAdmin = roles.includes("admin") && !disabled;
        if (wasAdmin && !staysAdmin) {
          const [others] = await tx
            .select({ n: count() })
            .from(staffMembers)
            .where(
              and(
                sql`'admin' = any(${staffMembers.roles})`,
                isNull(staffMembers.disabledAt),
                sql`${staffMembers.id} <> ${id}`,
              ),
            );
          if ((others?.n ?? 0) === 0) throw refuseFields({ roles: "last_admin" });
        }
        const [updated] = await tx
          .update(staffMembers)
          .set({
            name: change.name ?? member.name,
            roles,
            disabledAt: disabled ? (member.disabledAt ?? now()) : null,
            version: member.version + 1,
            updatedAt: now(),
          })
          .where(eq(staffMembers.id, id))
          .returning();
        if (disabled || removed.length > 0) await staff.endSessions(tx, id);
        await audit.record(tx, {
          ...actor,
          action: "update",
          entity: "staff",
          entityId: id,
          changes: changedFields(
            { name: member.name, roles: member.roles, disabled: member.disabledAt !== null },
            { name: change.name, roles: change.roles && roles, disabled: change.disabled },
          ),
        });
        return toRecord(updated as StaffMemberRow);
      });
    },

    /** `POST /api/admin/invitation`: the invitation's token (valid 7 days, once) sets the password. */
    async acceptInvitation(token: string, password: string, address: string): Promise<void> {
      const dot = token.indexOf(".");
      const id = token.slice(0, dot);
      const secret = token.slice(dot + 1);
      if (dot < 0 || !/^[0-9a-f-]{36}$/.test(id)) throw new Refusal("invalid_link");
      const passwordHash = await hashPassword(password);
      // Not through `staff.changeMember`: a member still invited has no password, so no session to forget.
      await db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(staffInvitations)
          .where(eq(staffInvitations.id, id));
        if (!invitation || !secretMatches(secret, invitation.secretHash))
          throw new Refusal("invalid_link");
        const used = await tx
          .update(staffInvitations)
          .set({ usedAt: now() })
          .where(
            and(
              eq(staffInvitations.id, id),
              isNull(staffInvitations.usedAt),
              gt(staffInvitations.expiresAt, now()),
            ),
          )
          .returning({ staffId: staffInvitations.staffId });
        if (used.length === 0) throw new Refusal("invalid_link");
        await tx
          .update(staffMembers)
          .set({ passwordHash, passwordChangedAt: now(), updatedAt: now() })
          .where(eq(staffMembers.id, invitation.staffId));
        await audit.record(tx, {
          staffId: invitation.staffId,
          address,
          action: "invitation_accepted",
          entity: "staff",
          entityId: invitation.staffId,
        });
      });
    },
  };
}

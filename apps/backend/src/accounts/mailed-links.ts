import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountMail, enqueueMail } from "../mail/index.ts";
import { Refusal } from "../refusals/refusal.ts";
import { accountLink } from "./links.ts";
import {
  formatOpaqueToken,
  hashSecret,
  newSecret,
  parseOpaqueToken,
  secretMatches,
} from "./opaque-token.ts";
import { accountLinks } from "./schema.ts";
import type { AccountsContext, Executor } from "./service-context.ts";
import type { UserRow } from "./user.ts";

export const CONFIRM_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;
export const EMAIL_CHANGE_LINK_HOURS = 24;

type LinkKind = "confirm_email" | "reset_password" | "change_email";

const LIFETIME_MS: Record<LinkKind, number> = {
  confirm_email: CONFIRM_LINK_DAYS * 86_400_000,
  reset_password: RESET_LINK_MINUTES * 60_000,
  change_email: EMAIL_CHANGE_LINK_HOURS * 3_600_000,
};

/**
 * The single-use links an account is mailed (confirm the address, reset the password, move to a
 * new address): written with their mail, used up once.
 */
export function mailedLinks({ options, now }: AccountsContext) {
  /**
   * Write a single-use link and its mail in `tx`: to the account's address, or for `change_email`
   * to the new address, which the link carries.
   */
  async function mailLink(
    tx: Pick<Db, "insert">,
    user: UserRow,
    kind: LinkKind,
    newEmail: string | null = null,
  ): Promise<void> {
    const secret = newSecret();
    const [link] = await tx
      .insert(accountLinks)
      .values({
        userId: user.id,
        purpose: kind,
        newEmail,
        secretHash: hashSecret(secret),
        expiresAt: new Date(now().getTime() + LIFETIME_MS[kind]),
      })
      .returning({ id: accountLinks.id });
    const url = accountLink(
      options.siteUrl,
      user.language,
      kind,
      formatOpaqueToken((link as { id: string }).id, secret),
    );
    await enqueueMail(tx, {
      to: newEmail ?? user.email,
      ...accountMail(kind, { language: user.language, name: user.name, link: url }),
    });
  }

  /** The link a token names, if its secret matches and it is of the right kind (used or not). */
  async function linkOf(tx: Executor, token: string, kind: LinkKind) {
    const parsed = parseOpaqueToken(token);
    if (!parsed) return undefined;
    const [link] = await tx.select().from(accountLinks).where(eq(accountLinks.id, parsed.id));
    if (!link || link.purpose !== kind || !secretMatches(parsed.secret, link.secretHash))
      return undefined;
    return link;
  }

  /**
   * Until when a mailed link can still be used (valid, unused, unexpired, of the right kind), without
   * using it: the page a link opens says at once that it is spent, before anything is typed.
   */
  async function checkLink(tx: Executor, token: string, kind: LinkKind): Promise<Date> {
    const link = await linkOf(tx, token, kind);
    if (!link || link.usedAt !== null || link.expiresAt.getTime() <= now().getTime())
      throw new Refusal("invalid_link");
    return link.expiresAt;
  }

  /** Use up a mailed link: valid, unused, unexpired and of the right kind, or `invalid_link`. Returns its user and new address. */
  async function useLink(
    tx: Executor,
    token: string,
    kind: LinkKind,
  ): Promise<{ userId: number; newEmail: string | null }> {
    const link = await linkOf(tx, token, kind);
    if (!link) throw new Refusal("invalid_link");
    // Used only once even when two requests race: the update that sets used_at wins.
    const used = await tx
      .update(accountLinks)
      .set({ usedAt: now() })
      .where(
        and(
          eq(accountLinks.id, link.id),
          isNull(accountLinks.usedAt),
          gt(accountLinks.expiresAt, now()),
        ),
      )
      .returning({ userId: accountLinks.userId });
    if (used.length === 0) throw new Refusal("invalid_link");
    return { userId: link.userId, newEmail: link.newEmail };
  }

  return { mailLink, checkLink, useLink };
}

export type MailedLinks = ReturnType<typeof mailedLinks>;

import type { Language, Registration } from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import { enqueueMail, registrationAttemptMail } from "../mail/index.ts";
import { accountPage } from "./links.ts";
import type { MailedLinks } from "./mailed-links.ts";
import { hashPassword } from "./passwords.ts";
import { users } from "./schema.ts";
import type { AccountsContext, Executor } from "./service-context.ts";
import { defaultScope } from "./user.ts";

/** A customer's registration, and the address confirmed by the mailed link. */
export function customerRegistration(
  { db, options, limits, limiter, now, mailQueued, limit }: AccountsContext,
  { mailLink, useLink }: MailedLinks,
) {
  /** Someone registered with the address of an existing account: tell its owner (a few times a day at most), in `tx`. */
  async function mailRegistrationAttempt(tx: Executor, email: string): Promise<void> {
    const [owner] = await tx.select().from(users).where(eq(users.email, email));
    if (!owner) return;
    const { allowed } = await limiter
      .within(tx)
      .hit(`register:account:${email}`, limits.registerMailPerAccount, now().getTime());
    if (!allowed) return;
    const mail = registrationAttemptMail({
      language: owner.language,
      name: owner.name,
      loginLink: accountPage(options.siteUrl, owner.language, "login"),
      resetLink: accountPage(options.siteUrl, owner.language, "password-reset"),
    });
    await enqueueMail(tx, { to: owner.email, ...mail });
  }

  /** Whether a legal entity's account already has this OIB. */
  async function oibRegistered(oib: string): Promise<boolean> {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, "company"), eq(users.companyOib, oib)))
      .limit(1);
    return taken !== undefined;
  }

  return {
    /**
     * `POST /api/register`: a new customer, unconfirmed until the mailed link is opened. An address
     * that already has an account gets the same answer after the same work (a password hash, one
     * transaction, one mail): its owner is told by mail, the caller learns nothing.
     */
    async register(registration: Registration, language: Language, ip: string): Promise<void> {
      const { type, name, email, phone, password, newsletter } = registration;
      const mailLanguage = registration.language ?? language;
      const company = type === "company" ? registration.company : undefined;
      await limit(`register:ip:${ip}`, limits.registerPerIp);
      const passwordHash = await hashPassword(password);
      // A legal entity waits for the staff when the shop says so, and always when its OIB is
      // another account's: anyone can type a known company's OIB, and its wholesale terms and its
      // name on invoices are not theirs to take by registering.
      const awaitingApproval =
        company !== undefined &&
        (((await options.companiesWaitForApproval?.()) ?? false) ||
          (await oibRegistered(company.oib)));
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            type,
            email,
            name,
            phone,
            passwordHash,
            // Marked only once the subscription is confirmed (double opt-in, newsletter/service.ts).
            newsletter: false,
            language: mailLanguage,
            scope: defaultScope(type),
            awaitingApproval,
            companyName: company?.name,
            companyOib: company?.oib,
            companyAddress: company?.address,
            companyPlace: company?.place,
            companyPostOffice: company?.post_office,
            companyPhone: company?.phone,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (user) await mailLink(tx, user, "confirm_email");
        else await mailRegistrationAttempt(tx, email);
        // The newsletter box: a pending subscription and its own confirmation mail (double opt-in).
        if (user && newsletter)
          await options.newsletter?.subscribeIn(tx, {
            email,
            language: mailLanguage,
            source: "registration",
          });
      });
      mailQueued();
    },

    /** `POST /api/email/confirm`. */
    async confirmEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { userId } = await useLink(tx, token, "confirm_email");
        await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(eq(users.id, userId));
      });
    },
  };
}

import { eq, inArray } from "drizzle-orm";
import { defaultScope } from "../accounts/user.ts";
import { hashPassword } from "../accounts/passwords.ts";
import type { Db } from "../db/client.ts";
import { customerTerms, users } from "../accounts/schema.ts";
import { brands } from "../catalogue/schema.ts";
import { customerRebates } from "../pricing/schema.ts";
import { staffMembers } from "../staff/schema.ts";

/** The demo company's payment terms (payment on account). */
export const demoCompanyTerms = { days: 30, creditLimitCents: 500_000, blockAfterOverdueDays: 15 };

/** The demo shop's customers; README.md lists them so a newcomer can shop at once. */
export const demoAccounts = {
  company: { email: "tvrtka@dukan.demo", password: "Demo-Tvrtka-2026" },
  person: { email: "kupac@dukan.demo", password: "Demo-Kupac-2026" },
  /** Imported from the old shop: must set a new password (through "Forgot password") before logging in. */
  legacy: { email: "stari.kupac@dukan.demo" },
} as const;

/**
 * The demo shop's staff (not customers: `staff_members`, back office at /admin). Demo passwords,
 * never for a real shop. The admin has no TOTP yet: enrolling it is the first thing the back office asks.
 */
export const demoStaff = {
  admin: {
    email: "osoblje@dukan.demo",
    password: "Demo-Staff-2026",
    name: "Osoblje (demo)",
    roles: ["admin"],
  },
  orders: {
    email: "narudzbe@dukan.demo",
    password: "Demo-Orders-2026",
    name: "Narudžbe (demo)",
    roles: ["orders"],
  },
  catalogue: {
    email: "katalog@dukan.demo",
    password: "Demo-Catalogue-2026",
    name: "Katalog (demo)",
    roles: ["catalogue"],
  },
  content: {
    email: "sadrzaj@dukan.demo",
    password: "Demo-Content-2026",
    name: "Sadržaj (demo)",
    roles: ["content"],
  },
} as const;

/** The legal entity's rebates by brand (slug → percent), and one on everything else. */
const companyRebates: Record<string, number> = {
  "kronos-gaming": 25,
  vortexa: 25,
  nightfang: 20,
  hexon: 20,
  "lumina-glass": 15,
};
const companyRebateOnEverything = 5;
/** The legal entity's rebate on everything when paying in advance by bank transfer. */
const companyAdvancePaymentRebate = 8;

/**
 * Adds the demo customers to the embedded database once (never with DATABASE_URL unless asked):
 * answers whether it added them.
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.company.email));
  if (existing) return false;
  const [companyHash, personHash, ...staffHashes] = await Promise.all([
    hashPassword(demoAccounts.company.password),
    hashPassword(demoAccounts.person.password),
    ...Object.values(demoStaff).map((member) => hashPassword(member.password)),
  ]);
  const confirmed = new Date();
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(users)
      .values({
        type: "company",
        email: demoAccounts.company.email,
        name: "Ivana Horvat",
        phone: "+385 91 555 0101",
        passwordHash: companyHash,
        emailConfirmedAt: confirmed,
        scope: defaultScope("company"),
        companyName: "Demo Informatika d.o.o.",
        companyOib: "33392005961",
        companyAddress: "Ilica 1",
        companyPlace: "Zagreb",
        companyPostOffice: "10000",
        companyPhone: "+385 1 555 0100",
      })
      .returning({ id: users.id });
    await tx.insert(users).values([
      {
        type: "person",
        email: demoAccounts.person.email,
        name: "Marko Kovačić",
        phone: "+385 98 555 0202",
        passwordHash: personHash,
        newsletter: true,
        emailConfirmedAt: confirmed,
        scope: defaultScope("person"),
      },
      {
        type: "person",
        email: demoAccounts.legacy.email,
        name: "Ana Babić",
        language: "hr",
        passwordHash: null,
        mustResetPassword: true,
        emailConfirmedAt: confirmed,
        scope: defaultScope("person"),
      },
    ]);
    await tx
      .insert(staffMembers)
      .values(
        Object.values(demoStaff).map((member, index) => ({
          email: member.email,
          name: member.name,
          roles: [...member.roles],
          passwordHash: staffHashes[index] as string,
        })),
      )
      .onConflictDoNothing();
    const companyId = (company as { id: number }).id;
    const brandRows = await tx
      .select({ id: brands.id, slug: brands.slug })
      .from(brands)
      .where(inArray(brands.slug, Object.keys(companyRebates)));
    await tx.insert(customerRebates).values([
      ...brandRows.map((b) => ({
        userId: companyId,
        brandId: b.id,
        percent: companyRebates[b.slug] as number,
      })),
      { userId: companyId, percent: companyRebateOnEverything },
      // Paying in advance by bank transfer earns more on everything else (SPEC.md §9: rebates by payment method).
      { userId: companyId, percent: companyAdvancePaymentRebate, paymentMethod: "bank_transfer" },
    ]);
    // Payment on account (docs/invoices.md): 30 days, up to 5,000 € open at once.
    await tx.insert(customerTerms).values({
      userId: companyId,
      days: demoCompanyTerms.days,
      creditLimitCents: demoCompanyTerms.creditLimitCents,
      blockAfterOverdueDays: demoCompanyTerms.blockAfterOverdueDays,
    });
  });
  return true;
}

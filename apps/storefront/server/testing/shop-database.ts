// The database the shop processes of a test share, as the test itself opens and fills it.
import { hashPassword } from "../../../backend/src/accounts/passwords.ts";
import { users } from "../../../backend/src/accounts/schema.ts";
import { defaultScope } from "../../../backend/src/accounts/user.ts";
import { seedDemoCatalogue } from "../../../backend/src/catalogue/seed.ts";
import { readBackendConfig } from "../../../backend/src/config.ts";
import { type Database, openDatabase } from "../../../backend/src/db/client.ts";
import { runMigrations } from "../../../backend/src/db/migrate.ts";

/** Opens the database at `url` with a small pool, migrated, with `products` demo products. */
export async function openShopDatabase(url: string, products: number): Promise<Database> {
  const database = await openDatabase({ ...readBackendConfig({}), databaseUrl: url, poolSize: 2 });
  await runMigrations(database);
  await seedDemoCatalogue(database.db, { products });
  return database;
}

/** Company customers, confirmed, all with one password: `Name n d.o.o.` for `email(n)`. */
export async function insertCompanyBuyers(
  database: Database,
  buyers: { count: number; email: (n: number) => string; name: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(buyers.password);
  await database.db.insert(users).values(
    Array.from({ length: buyers.count }, (_, n) => ({
      type: "company" as const,
      email: buyers.email(n),
      name: `${buyers.name} buyer ${n}`,
      passwordHash,
      emailConfirmedAt: new Date(),
      scope: defaultScope("company"),
      companyName: `${buyers.name} ${n} d.o.o.`,
      companyOib: "33392005961",
      companyAddress: "Ilica 1",
      companyPlace: "Zagreb",
    })),
  );
}

// `npm run staff:create -- --email ana@shop.hr --name "Ana Anić" [--roles admin] [--language hr] [--invite]`:
// a member of staff on DATABASE_URL (or the embedded database when unset), migrated first. The
// password is read from standard input (`… < file`, or typed after the prompt); with `--invite` it
// prints an invitation link (on SITE_URL) that sets the password in the browser instead.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ConfigError, readBackendConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { createStaffMember, StaffCreationError } from "./create-member.ts";

/** The first line of standard input (the password), without its line end. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("password: ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, "");
  }
  return "";
}

try {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      roles: { type: "string", default: "admin" },
      language: { type: "string", default: "hr" },
      invite: { type: "boolean", default: false },
    },
  });
  if (!values.email || !values.name)
    throw new ConfigError(
      'usage: npm run staff:create -- --email <address> --name "<name>" [--roles admin,orders] [--language hr|en] [--invite]',
    );
  const config = readBackendConfig();
  const password = values.invite ? null : await readPassword();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const made = await createStaffMember(
      database.db,
      {
        email: values.email,
        name: values.name,
        language: values.language,
        roles: values.roles.split(",").map((role) => role.trim()),
        password,
      },
      { siteUrl: config.siteUrl },
    );
    process.stdout.write(
      made.invitationLink
        ? `staff member ${made.id} invited; the link (valid 7 days, once) sets the password:\n${made.invitationLink}\n`
        : `staff member ${made.id} created; log in at ${config.siteUrl}/admin/login\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof StaffCreationError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

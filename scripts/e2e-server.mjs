// The production server on a fresh embedded database, for end-to-end tests.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// One database and mail folder per port, so runs on different E2E_PORTs never touch each other's.
const port = process.env.PORT ?? "3100";
const dir = `${root}var/e2e-db-${port}`;
rmSync(dir, { recursive: true, force: true });
process.env.PGLITE_DIR = dir;
// Mails are written as .eml files here; the account tests read the confirmation links from them.
const mailDir = `${root}var/e2e-mail-${port}`;
rmSync(mailDir, { recursive: true, force: true });
process.env.MAIL_DIR = mailDir;
delete process.env.DATABASE_URL;
// Behind one trusted proxy: registrations the tests make through the API each name their own client
// address (e2e/fixtures/accounts.ts ownAddress); the browser's requests keep the socket's.
process.env.TRUST_PROXY = "1";
delete process.env.BACKEND_URL;
process.chdir(root);
await import("../apps/storefront/server.js");

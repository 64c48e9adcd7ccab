// The production server on a fresh embedded database, for end-to-end tests. With
// E2E_BACKEND=separate the back end runs alone in a child process (`npm run start:backend`, on
// E2E_BACKEND_PORT, default PORT + 100) and the storefront reaches it over HTTP (BACKEND_URL).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
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
// The demo admin's session and TOTP secret, written by the first spec that needs it (e2e/fixtures/staff.ts).
rmSync(`${root}var/e2e-staff-${port}.json`, { force: true });
rmSync(`${root}var/e2e-staff-${port}.json.lock`, { force: true });
delete process.env.DATABASE_URL;
// Behind one trusted proxy: registrations the tests make through the API each name their own client
// address (e2e/fixtures/accounts.ts ownAddress); the browser's requests keep the socket's.
process.env.TRUST_PROXY = "1";
delete process.env.BACKEND_URL;
// Warnings and errors only: a request log line per request would bury the tests' own output.
process.env.LOG_LEVEL ??= "warn";
// One process: with a separate back end (BACKEND_URL) the default would be one per core.
process.env.WORKERS ??= "1";
process.chdir(root);

if (process.env.E2E_BACKEND === "separate") {
  const backendPort = process.env.E2E_BACKEND_PORT ?? String(Number(port) + 100);
  // The two processes share the signing secret, as every instance of a shop must (README).
  process.env.AUTH_SECRET ??= randomBytes(48).toString("base64url");
  const backend = spawn(process.execPath, ["--import", "tsx", "apps/backend/src/server.ts"], {
    env: { ...process.env, PORT: backendPort },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // The storefront's server exits on SIGINT and SIGTERM after closing; the back end goes with it.
  process.on("exit", () => backend.kill("SIGTERM"));
  backend.on("exit", (code) => {
    process.stderr.write(`the back end stopped (${code})\n`);
    process.exit(1);
  });
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  for (let ready = false; !ready;) {
    ready = await fetch(`${backendUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.BACKEND_URL = backendUrl;
}
await import("../apps/storefront/server.js");

// What the tests need from Debian: Chromium (end-to-end), a PostgreSQL server
// (back-end suite) and xmllint (feed schemas). As root, install what is missing; otherwise say exactly what is.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { postgresBinDir } from "./postgres.mjs";

export const CHROMIUM = "/usr/bin/chromium";
export const XMLLINT = "/usr/bin/xmllint";

export function missingPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!postgresBinDir()) missing.push("postgresql", "postgresql-contrib");
  // xmllint validates the B2B XML feeds against their schemas (apps/backend/src/feeds).
  if (!existsSync(XMLLINT)) missing.push("libxml2-utils");
  return missing;
}

export function provision() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `The tests need these Debian packages, which are not installed: ${missing.join(", ")}.\n` +
        `Install them with: sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing Debian packages: ${missing.join(", ")}…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
  const still = missingPackages();
  if (still.length > 0) {
    process.stderr.write(`Still missing after apt-get install: ${still.join(", ")}\n`);
    process.exit(1);
  }
}

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The key that signs access tokens: AUTH_SECRET, else one made on first start and kept in
 * `file` (mode 600), so tokens survive a restart of a development shop. Production sets AUTH_SECRET.
 */
export function resolveAuthSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not made yet
  }
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP-recommended floor (19 MiB, 2 passes). */
const options = {
  // 2 is Algorithm.Argon2id (a const enum, which this build cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows: checked when there is no account, so "no such e-mail" takes as long as "wrong password". */
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash it still spends the same time and answers false. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

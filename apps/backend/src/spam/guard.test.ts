import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { Refusal } from "../refusals/refusal.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { checkProof, issueChallenge, solveChallenge } from "./challenge.ts";
import { spamGuard } from "./guard.ts";

const secret = "test-secret-that-is-long-enough-to-sign-tokens";
const start = Date.UTC(2026, 10, 25, 9, 0, 0);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A guard as one shop process has it; two made over the same database are two processes. */
function guardAt(clock: { now: number }, difficulty = 8) {
  return spamGuard(database.db, {
    secret,
    difficulty,
    now: () => clock.now,
    limits: {
      contact: {
        perAddress: { max: 4, windowSeconds: 3600 },
        withoutProof: { max: 2, windowSeconds: 3600 },
      },
    },
  });
}

/** The refusal a check throws, or "passed". */
async function outcome(
  run: () => Promise<unknown>,
): Promise<{ code: string; fields?: Refusal["fields"]; retryAfter?: number } | "passed"> {
  try {
    await run();
    return "passed";
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
    };
  }
}

describe("proof of work", () => {
  it("accepts a solved challenge and refuses a forged, expired, weaker or unsolved one", () => {
    const issued = issueChallenge(secret, 8, 60_000, start);
    const proof = solveChallenge(issued.challenge, 8);
    expect(checkProof(secret, proof, 8, start)).toMatchObject({ ok: true });
    expect(checkProof("another-secret-that-is-long-enough-xx", proof, 8, start)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(checkProof(secret, proof, 8, start + 61_000)).toEqual({ ok: false, reason: "expired" });
    expect(checkProof(secret, proof, 12, start)).toEqual({ ok: false, reason: "too_weak" });
    // The difficulty is signed: lowering it in the challenge breaks the signature.
    const [v, expires, , id, signature] = issued.challenge.split(".");
    expect(
      checkProof(secret, solveChallenge([v, expires, "0", id, signature].join("."), 0), 0, start),
    ).toEqual({
      ok: false,
      reason: "forged",
    });
    const nonce = Number(proof.split(":")[1]);
    const wrong = [nonce + 1, nonce + 2, nonce + 3].map((n) =>
      checkProof(secret, `${issued.challenge}:${n}`, 8, start),
    );
    expect(wrong.some((check) => !check.ok && check.reason === "wrong_nonce")).toBe(true);
    for (const bad of [
      "",
      "no-separator",
      `${issued.challenge}:`,
      `${issued.challenge}:12a`,
      `x.y:1`,
    ])
      expect(checkProof(secret, bad, 8, start)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe(`spam guard on ${testDatabaseKind}`, () => {
  it("lets a form with a proof through once; the same proof again is refused", async () => {
    const clock = { now: start };
    const guard = guardAt(clock);
    const proof = solveChallenge(guard.challenge().challenge, 8);
    expect(await guard.check("contact", "198.51.100.1", { website: "", proof })).toBe("proof");
    expect(await outcome(() => guard.check("contact", "198.51.100.1", { proof }))).toEqual({
      code: "proof_failed",
    });
  });

  it("refuses a filled honeypot naming the field, whatever the proof", async () => {
    const guard = guardAt({ now: start });
    const proof = solveChallenge(guard.challenge().challenge, 8);
    expect(
      await outcome(() =>
        guard.check("contact", "198.51.100.2", { website: "http://spam.example", proof }),
      ),
    ).toEqual({
      code: "honeypot_filled",
      fields: { website: "leave_empty" },
    });
    // The proof was not used up by the refused form.
    expect(await guard.check("contact", "198.51.100.2", { website: "  ", proof })).toBe("proof");
  });

  it("refuses an expired challenge and one solved with too few zero bits", async () => {
    const clock = { now: start };
    const guard = guardAt(clock);
    const late = solveChallenge(guard.challenge().challenge, 8);
    clock.now += 60 * 60 * 1000 + 1000;
    expect(await outcome(() => guard.check("contact", "198.51.100.3", { proof: late }))).toEqual({
      code: "proof_failed",
    });
    const weak = guardAt(clock, 4);
    const stronger = guardAt(clock, 8);
    expect(
      await outcome(() =>
        stronger.check("contact", "198.51.100.3", {
          proof: solveChallenge(weak.challenge().challenge, 4),
        }),
      ),
    ).toEqual({
      code: "proof_failed",
    });
  });

  it("takes forms without a proof under a stricter limit per address, and every form under the address's limit", async () => {
    const clock = { now: start };
    const guard = guardAt(clock);
    const address = "198.51.100.4";
    expect(await guard.check("contact", address, {})).toBe("no_proof");
    expect(await guard.check("contact", address, { proof: "" })).toBe("no_proof");
    expect(await outcome(() => guard.check("contact", address, {}))).toEqual({
      code: "too_many_requests",
      retryAfter: 3600,
    });
    // Another address, and another form, count apart.
    expect(await guard.check("contact", "198.51.100.5", {})).toBe("no_proof");
    expect(await guard.check("inquiry", address, {})).toBe("no_proof");
    // With a proof the address may still send, up to its own limit (4 an hour: 3 counted already).
    expect(
      await guard.check("contact", address, {
        proof: solveChallenge(guard.challenge().challenge, 8),
      }),
    ).toBe("proof");
    expect(
      await outcome(() =>
        guard.check("contact", address, { proof: solveChallenge(guard.challenge().challenge, 8) }),
      ),
    ).toMatchObject({
      code: "too_many_requests",
    });
    clock.now += 3600 * 1000;
    expect(await guard.check("contact", address, {})).toBe("no_proof");
  });

  it("refuses on another process a proof spent on one, and keeps counting there", async () => {
    const clock = { now: start };
    const one = guardAt(clock);
    const other = guardAt(clock);
    const proof = solveChallenge(one.challenge().challenge, 8);
    expect(await one.check("contact", "198.51.100.6", { proof })).toBe("proof");
    expect(await outcome(() => other.check("contact", "198.51.100.7", { proof }))).toEqual({
      code: "proof_failed",
    });
    // The address's forms without a proof are counted by both together (2 an hour).
    expect(await one.check("contact", "198.51.100.8", {})).toBe("no_proof");
    expect(await other.check("contact", "198.51.100.8", {})).toBe("no_proof");
    expect(await outcome(() => one.check("contact", "198.51.100.8", {}))).toMatchObject({
      code: "too_many_requests",
    });
  });
});

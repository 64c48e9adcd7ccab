import { spentChallenges as spent } from "./schema.ts";
import type { Executor } from "./rate-limit.ts";

/**
 * Challenges already used, in `spent_challenges` until they expire (after that the signature check
 * refuses them anyway): a proof used on one process is refused by every other.
 */
export function spentChallenges(db: Executor) {
  return {
    /** Marks a challenge used; false when it was used already (one statement, whoever claims first wins). */
    async claim(id: string, expiresAt: number): Promise<boolean> {
      const claimed = await db
        .insert(spent)
        .values({ id, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ id: spent.id });
      return claimed.length > 0;
    },
  };
}

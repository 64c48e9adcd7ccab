/**
 * Challenges already used, remembered until they expire (after that the signature check refuses
 * them anyway). In this process's memory, like the rate limits: one shop process serves the
 * shop; several processes would need a shared store (docs/contact-and-inquiries.md).
 */
export function spentChallenges(maxEntries = 100_000) {
  const spent = new Map<string, number>();
  let sweptAt = 0;

  function sweep(now: number): void {
    if (now - sweptAt < 60_000 && spent.size < maxEntries) return;
    for (const [id, expiresAt] of spent) if (expiresAt <= now) spent.delete(id);
    sweptAt = now;
  }

  return {
    /** Marks a challenge used; false when it was used already. */
    claim(id: string, expiresAt: number, now: number): boolean {
      sweep(now);
      if (spent.has(id)) return false;
      spent.set(id, expiresAt);
      return true;
    },
  };
}

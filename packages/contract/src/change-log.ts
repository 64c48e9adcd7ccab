/** The key of a change that touched everything (a category, a brand, a big import, a lost feed). */
export const EVERYTHING = "*";

/** How many applied changes a log remembers for `touchedSince` and `since`. */
const LOG_SIZE = 1000;

export interface AppliedChange {
  /** The log's position after this change. */
  position: number;
  keys: readonly string[];
}

/**
 * The changes a process has applied, newest last, each with the keys it touched: the back end's
 * change feed keeps one of what it read from the database, the storefront's follower one of what it
 * read from `GET /api/changes`. Positions are the log's own: each applied change raises it by one.
 */
export class ChangeLog {
  #position = 0;
  readonly #log: AppliedChange[] = [];
  readonly #listeners = new Set<(keys: readonly string[]) => void>();

  get position(): number {
    return this.#position;
  }

  /** Records a change and hands its keys to the listeners. */
  apply(keys: readonly string[]): void {
    this.#position += 1;
    this.#log.push({ position: this.#position, keys });
    if (this.#log.length > LOG_SIZE) this.#log.splice(0, this.#log.length - LOG_SIZE);
    for (const listener of this.#listeners) listener(keys);
  }

  /** Whether a change applied after `since` touched one of `keys` (true when the log no longer reaches that far back). */
  touchedSince(since: number, keys: ReadonlySet<string>): boolean {
    if (since >= this.#position) return false;
    const changes = this.since(since);
    if (changes === null) return true;
    return changes.some((change) => change.keys.some((key) => key === EVERYTHING || keys.has(key)));
  }

  /**
   * The changes applied after `since`, oldest first; null when the log no longer reaches that far
   * back, or `since` is beyond it (a position of another log).
   */
  since(since: number): AppliedChange[] | null {
    if (since > this.#position) return null;
    if (since === this.#position) return [];
    const first = this.#log[0];
    if (!first || first.position > since + 1) return null;
    return this.#log.filter((change) => change.position > since);
  }

  /** Calls `listener` with the keys of every change applied from now on; returns the unsubscribe. */
  subscribe(listener: (keys: readonly string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

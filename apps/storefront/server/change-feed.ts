import { changesResponseSchema, STOREFRONT_KEY_HEADER } from "@dukan/contract";
import { backendClient, type BackendFetch } from "../app/lib/api.server.ts";

/**
 * The back end's committed catalogue and content changes as the page cache follows them: through
 * `GET /api/changes` of the typed client, the same call in one process and over HTTP
 * (docs/page-cache.md). Positions are this follower's own: a change applied raises it by one.
 */
export interface ChangeFollower {
  /**
   * Asks the back end for every change committed before this call, hands each one's keys to the
   * listeners, and resolves with the position afterwards. Callers arriving together share one
   * request, but never one that was sent before they arrived. Rejects when the back end cannot
   * say: nothing kept may then be answered.
   */
  sync(): Promise<number>;
  /** Whether a change applied after `position` touched one of `keys` (true when the log no longer reaches that far back). */
  touchedSince(position: number, keys: ReadonlySet<string>): boolean;
  /** Calls `listener` with the keys of every change applied from now on; returns the unsubscribe. */
  subscribe(listener: (keys: readonly string[]) => void): () => void;
}

/** The key of a change that touched everything; also applied when the back end's feed cannot say what changed. */
export const EVERYTHING = "*";

/** How many applied changes are remembered for `touchedSince`. */
const LOG_SIZE = 1000;

export function followChanges(backendFetch: BackendFetch, storefrontKey: string): ChangeFollower {
  const api = backendClient(backendFetch, { [STOREFRONT_KEY_HEADER]: storefrontKey });
  const listeners = new Set<(keys: readonly string[]) => void>();
  const log: Array<{ position: number; keys: readonly string[] }> = [];
  let position = 0;
  /** The back end's feed and its position this follower has applied every change up to. */
  let remote: { feed: string; position: number } | null = null;

  const apply = (keys: readonly string[]) => {
    position += 1;
    log.push({ position, keys });
    if (log.length > LOG_SIZE) log.splice(0, log.length - LOG_SIZE);
    for (const listener of listeners) listener(keys);
  };

  const read = async (): Promise<void> => {
    const { data, response } = await api.GET("/api/changes", {
      params: {
        query: remote ? { after: remote.position, feed: remote.feed } : { after: 0 },
      },
    });
    if (!response.ok) throw new Error(`GET /api/changes answered ${response.status}`);
    const answer = changesResponseSchema.parse(data).data;
    // Not this feed's next changes (the first call, another back-end process, too far behind): everything may have changed.
    if (answer.changes === null) apply([EVERYTHING]);
    else for (const change of answer.changes) apply(change.keys);
    remote = { feed: answer.feed, position: answer.position };
  };

  let inFlight: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  const begin = (): Promise<void> => {
    const settled = read().finally(() => {
      if (inFlight === settled) inFlight = undefined;
    });
    inFlight = settled;
    return settled;
  };
  const ignore = () => {};

  return {
    sync() {
      // A request already sent may have been answered before a change this caller must see: wait for the next one.
      const done = inFlight
        ? (waiting ??= inFlight.then(ignore, ignore).then(() => {
            waiting = undefined;
            return begin();
          }))
        : begin();
      return done.then(() => position);
    },
    touchedSince(since, keys) {
      if (since >= position) return false;
      const first = log[0];
      if (!first || first.position > since + 1) return true;
      for (let i = log.length - 1; i >= 0; i--) {
        const change = log[i] as { position: number; keys: readonly string[] };
        if (change.position <= since) break;
        if (change.keys.some((key) => key === EVERYTHING || keys.has(key))) return true;
      }
      return false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

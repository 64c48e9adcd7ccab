import { changesResponseSchema, STOREFRONT_KEY_HEADER } from "@dukan/contract";
import { ChangeLog, EVERYTHING } from "@dukan/contract/change-log";
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

export { EVERYTHING };

export function followChanges(backendFetch: BackendFetch, storefrontKey: string): ChangeFollower {
  const api = backendClient(backendFetch, { [STOREFRONT_KEY_HEADER]: storefrontKey });
  const log = new ChangeLog();
  const apply = (keys: readonly string[]) => log.apply(keys);
  /** The back end's feed and its position this follower has applied every change up to. */
  let remote: { feed: string; position: number } | null = null;

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
      return done.then(() => log.position);
    },
    touchedSince: (since, keys) => log.touchedSince(since, keys),
    subscribe: (listener) => log.subscribe(listener),
  };
}

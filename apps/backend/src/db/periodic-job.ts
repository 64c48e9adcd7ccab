import type { Logger } from "../observability/index.ts";

/** A piece of background work of the back-end process, run at start and then every `everyMs`. */
export interface PeriodicJob {
  start(): void;
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>;
  /** One round now (a round already running is joined, never doubled). */
  round(): Promise<void>;
}

/**
 * Runs `work` at start and then every `everyMs`, one round at a time; a failed round is logged as
 * `<what> failed: …` (an error with the job's `module`) and the next one runs as planned. `work`
 * gets the job's logger (its lines carry `module`). The timer never keeps the process alive.
 */
export function periodicJob(
  job: { module: string; what: string; everyMs: number },
  work: (log: Logger) => Promise<void>,
  parentLog: Logger,
): PeriodicJob {
  const { module, what, everyMs } = job;
  const log = parentLog.child({ module });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= work(log)
      .catch((error: unknown) =>
        log.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    start() {
      if (timer) return;
      void round();
      timer = setInterval(round, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    round,
  };
}

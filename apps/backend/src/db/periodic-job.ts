import type { Logger } from "../observability/index.ts";
import type { JobLock } from "./job-lock.ts";

/** A piece of background work of the back-end process, run at start and then every `everyMs`. */
export interface PeriodicJob {
  /** Starts the timer; with a `lock`, a round another process is running is skipped here. */
  start(lock?: JobLock): void;
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
  const failed = (error: unknown) =>
    log.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  const round = () => {
    running ??= work(log)
      .catch(failed)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    start(lock) {
      if (timer) return;
      const scheduled = lock ? () => void lock(`${module}:${what}`, round).catch(failed) : round;
      void scheduled();
      timer = setInterval(scheduled, everyMs);
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

// Types of workers.js (plain JavaScript, run by Node as it is).
export class WorkersConfigError extends Error {
  name: "ConfigError";
}
export function readWorkerCount(env?: NodeJS.ProcessEnv, cores?: number): number;
export function readStopTimeoutMs(env?: NodeJS.ProcessEnv): number;
export function runPrimary(options: {
  count: number;
  stopTimeoutMs: number;
  log: (line: string) => void;
}): Promise<void>;

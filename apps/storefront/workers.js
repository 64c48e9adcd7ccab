// Several shop processes on one port (node:cluster): the primary forks the workers, replaces one
// that dies, restarts them one by one on SIGHUP and stops them all on SIGTERM (docs/operations.md).
// Plain JavaScript, like server.js: production needs nothing but Node.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { answerWorkersMetrics } from "./cluster-metrics.js";

const MAX_WORKERS = 64;

/** A setting that cannot be used, named with what would work (server.js prints it as one line). */
export class WorkersConfigError extends Error {
  name = "ConfigError";
}

/**
 * How many shop processes to run. `WORKERS` unset: one per core on a PostgreSQL server, one on the
 * embedded database (a single process owns its folder, so more are refused).
 */
export function readWorkerCount(env = process.env, cores = availableParallelism()) {
  const embedded = !env.DATABASE_URL?.trim() && !env.BACKEND_URL?.trim();
  const raw = env.WORKERS?.trim();
  if (!raw) return embedded ? 1 : Math.max(1, Math.min(cores, MAX_WORKERS));
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS)
    throw new WorkersConfigError(
      `WORKERS must be a whole number of processes from 1 to ${MAX_WORKERS}, not "${env.WORKERS}"`,
    );
  if (count > 1 && embedded)
    throw new WorkersConfigError(
      `WORKERS=${count} needs a PostgreSQL server (DATABASE_URL): the embedded database is opened by one process only`,
    );
  return count;
}

/** How long a stopping process lets requests in flight finish (`STOP_TIMEOUT_SECONDS`, default 10). */
export function readStopTimeoutMs(env = process.env) {
  const raw = env.STOP_TIMEOUT_SECONDS?.trim();
  if (!raw) return 10_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 600)
    throw new WorkersConfigError(
      `STOP_TIMEOUT_SECONDS must be a number of seconds from 0 to 600, not "${env.STOP_TIMEOUT_SECONDS}"`,
    );
  return Math.round(seconds * 1000);
}

/** Resolves with the worker once it listens; rejects with its exit code when it dies first. */
function forked(env) {
  const worker = cluster.fork(env);
  return new Promise((resolve, reject) => {
    const died = (code) => reject(Object.assign(new Error("worker exited"), { code }));
    worker.once("exit", died);
    worker.once("listening", () => {
      worker.off("exit", died);
      resolve(worker);
    });
  });
}

function exited(worker) {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => worker.once("exit", () => resolve()));
}

/**
 * The primary: starts `count` workers (the first alone, so that only it migrates and seeds), and
 * keeps them running until SIGTERM or SIGINT.
 */
export async function runPrimary({ count, stopTimeoutMs, log }) {
  /** Workers that were asked to stop: their exit is expected, not replaced. */
  const retiring = new Set();
  let stopping = false;
  let restartDelayMs = 1000;
  answerWorkersMetrics();
  // Workers run the server itself, not the script that started the primary (`npm start`'s
  // scripts/start.mjs, the e2e server), whose setup — deleting the e2e database folder — must run once.
  cluster.setupPrimary({ exec: fileURLToPath(new URL("./server.js", import.meta.url)) });

  const start = async () => {
    const worker = await forked();
    worker.on("exit", (code, signal) => {
      if (stopping || retiring.has(worker)) return;
      log(
        `worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${restartDelayMs / 1000} s`,
      );
      const delay = restartDelayMs;
      restartDelayMs = Math.min(restartDelayMs * 2, 30_000);
      setTimeout(() => {
        if (!stopping)
          start().then(
            () => (restartDelayMs = 1000),
            (error) => log(`a replacement failed to start (exit ${error.code})`),
          );
      }, delay).unref();
    });
    return worker;
  };

  const retire = async (worker) => {
    retiring.add(worker);
    worker.process.kill("SIGTERM");
    const killer = setTimeout(() => worker.process.kill("SIGKILL"), stopTimeoutMs + 5000);
    await exited(worker);
    clearTimeout(killer);
  };

  try {
    await start();
    for (let i = 1; i < count; i++) await start();
  } catch (error) {
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => retire(worker)));
    process.exit(error.code || 1);
  }

  let restarting = false;
  // A rolling restart: each worker is replaced by a new one that listens before the old one stops.
  process.on("SIGHUP", async () => {
    if (restarting || stopping) return;
    restarting = true;
    log(`restarting ${count} workers one by one`);
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (stopping) break;
        await start();
        await retire(old);
      }
      log("restarted every worker");
    } catch (error) {
      log(`restart stopped: a new worker failed to start (exit ${error.code})`);
    } finally {
      restarting = false;
    }
  });

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => retire(worker)));
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

// The back end's API alone in a process of its own, over a bench database: the system under test
// apart from the load generator. A row that served the API in the bench's own process measured
// autocannon's work on the same event loop as the API's (and, on PGlite, the database's).
//
// `startApiProcess(target)` forks this file; the child opens the database, serves the API on a
// free port and reports its origin; `stop()` ends it and waits for it to close the database.
import { fork } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApi } from "../apps/backend/src/app.ts";
import { type BenchTarget, openBenchDatabase } from "./catalogue.ts";

const self = fileURLToPath(import.meta.url);

export interface ApiProcess {
  origin: string;
  stop(): Promise<void>;
}

export async function startApiProcess(target: BenchTarget): Promise<ApiProcess> {
  // The child runs with the bench's own Node options (`--import tsx`); BENCH_API_PROFILE=<folder>
  // adds a CPU profile of it there.
  const profile = process.env.BENCH_API_PROFILE;
  const child = fork(self, ["--serve", JSON.stringify(target)], {
    stdio: "inherit",
    execArgv: [
      ...process.execArgv,
      ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : []),
    ],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (message) => resolve(String((message as { origin: string }).origin)));
    child.once("exit", (code) =>
      reject(new Error(`the API process ended (${code}) before serving`)),
    );
  });
  return {
    origin,
    stop: async () => {
      child.disconnect();
      await exited;
    },
  };
}

async function serveApi(target: BenchTarget): Promise<void> {
  const bench = await openBenchDatabase(target);
  const api = createApi(bench, {
    accounts: { secret: "bench-secret-that-is-long-enough-to-sign", siteUrl: "http://bench.test" },
  });
  const server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" });
  server.once("listening", () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ origin: `http://127.0.0.1:${port}` });
  });
  // The bench has let go: close the server and the database, then end.
  process.once("disconnect", () => {
    server.close();
    void bench.close().then(() => process.exit(0));
  });
}

if (process.argv[1] === self && process.argv[2] === "--serve")
  await serveApi(JSON.parse(process.argv[3] ?? "{}") as BenchTarget);

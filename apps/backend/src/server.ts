// `npm run start:backend`: the back end alone, its API under /api on PORT (default 3001), for
// storefront processes started with BACKEND_URL pointing here (docs/operations.md, decision 020).
// `GET /metrics` answers the bearer of METRICS_TOKEN (docs/operations.md, "Logs and metrics").
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createLogger, metricsAnswer, readBackendConfig, startBackend } from "./index.ts";

async function main() {
  const log = createLogger();
  const port = process.env.PORT?.trim() ? Number(process.env.PORT) : 3001;
  const config = readBackendConfig();
  const backend = await startBackend(config, log);
  // The shopper's address, for rate limits: the storefront writes it as the only X-Forwarded-For hop.
  const shopperOf = (request: Request) =>
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
  const server = createServer(
    getRequestListener((request) =>
      new URL(request.url).pathname === "/metrics"
        ? metricsAnswer(request, config.metricsToken)
        : backend.fetch(request, shopperOf(request)),
    ),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  log.info(`Dućan's back end is running at http://localhost:${port}/api`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    await backend.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  const failure = error as { name?: string; message?: string; stack?: string };
  if (failure?.name === "ConfigError")
    process.stderr.write(`Configuration error: ${failure.message}\n`);
  else process.stderr.write(`${failure?.stack ?? String(error)}\n`);
  process.exit(1);
});

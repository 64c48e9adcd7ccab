// Serves the whole shop on one port: `node server.js` runs the production build,
// `node server.js --dev` runs Vite in middleware mode with hot reload.
// Plain JavaScript so that production needs nothing but Node. `WORKERS=N` runs N such processes
// on the port (workers.js); each stops gracefully on SIGTERM.
import cluster from "node:cluster";
import { createServer } from "node:http";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { readStopTimeoutMs, readWorkerCount, runPrimary } from "./workers.js";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const here = fileURLToPath(new URL(".", import.meta.url));
// The staff's app, built by `npm run build` (apps/admin): served under /admin.
const adminDir = fileURLToPath(new URL("../admin/dist", import.meta.url));

async function loadShop() {
  if (!dev) {
    const { createShop } = await import("./build/server/index.js");
    return {
      shop: await createShop({
        clientDir: fileURLToPath(new URL("./build/client", import.meta.url)),
        adminDir,
      }),
      vite: null,
    };
  }
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({
    root: here,
    server: { middlewareMode: true },
    appType: "custom",
  });
  const { createShop } = await vite.ssrLoadModule("./server/app.ts");
  return { shop: await createShop({ adminDir }), vite };
}

/** Readiness while stopping, in the API's refusal shape (apps/backend/src/http/errors.ts). */
const STOPPING = {
  error: {
    code: "service_unavailable",
    message: "The shop is temporarily unavailable. Please try again shortly.",
  },
};

/** How long a stopping process waits for a request on each open connection before closing the quiet ones. */
const DRAIN_MS = 1000;

async function serve(stopTimeoutMs) {
  const port = process.env.PORT ? Number(process.env.PORT) : 3000;
  const { shop, vite } = await loadShop();
  const listener = getRequestListener(shop.fetch);
  let stopping = false;
  const answer = (req, res) => {
    if (stopping) {
      // Clients open a new connection (to another worker) for their next request.
      res.setHeader("connection", "close");
      // Load balancers stop sending here once readiness fails.
      if (req.url === "/api/health/ready") {
        res.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
        res.end(JSON.stringify(STOPPING));
        return;
      }
    }
    listener(req, res);
  };
  const server = createServer(
    vite ? (req, res) => vite.middlewares(req, res, () => answer(req, res)) : answer,
  );
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  // The shop's logger: JSON lines on stdout at LOG_LEVEL (docs/operations.md).
  shop.log.info(
    `Dućan is running at http://localhost:${typeof address === "object" && address ? address.port : port}${dev ? " (development)" : ""}${cluster.isWorker ? ` (worker ${process.pid})` : ""}`,
  );

  // Graceful stop: requests in flight finish (up to STOP_TIMEOUT_SECONDS), then the shop closes —
  // the mail worker finishes its claim, the jobs their round, the database its connections.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Stops accepting (in a worker: the primary hands new connections to the others) but keeps
    // the connections open: net.Server's close, as http.Server's own would also close those
    // without a request at once, racing a client that is sending one on them.
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, resolve));
    // Each connection closes after its next answer (Connection: close); one that sent nothing
    // for a moment is closed then, as a keep-alive timeout would.
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_MS, stopTimeoutMs), false)),
    ]);
    if (!drained) server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), stopTimeoutMs);
    await closed;
    clearTimeout(cut);
    await vite?.close();
    await shop.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** The primary's lines, in the shape of the workers' (pino's JSON), to stdout. */
function primaryLog(msg) {
  const line = {
    level: 30,
    time: new Date().toISOString(),
    pid: process.pid,
    module: "workers",
    msg,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

async function main() {
  const stopTimeoutMs = readStopTimeoutMs();
  if (cluster.isPrimary && !dev) {
    const count = readWorkerCount();
    if (count > 1) {
      await runPrimary({ count, stopTimeoutMs, log: primaryLog });
      primaryLog(`Dućan runs ${count} workers on port ${process.env.PORT || 3000}`);
      return;
    }
  }
  await serve(stopTimeoutMs);
}

main().catch((error) => {
  // A configuration mistake is one clear line; anything else keeps its stack.
  if (error?.name === "ConfigError")
    process.stderr.write(`Configuration error: ${error.message}\n`);
  else if (error?.code === "EADDRINUSE")
    process.stderr.write(`Configuration error: PORT ${error.port} is already in use\n`);
  else process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});

// Serves the whole shop on one port: `node server.js` runs the production build,
// `node server.js --dev` runs Vite in middleware mode with hot reload.
// Plain JavaScript so that production needs nothing but Node.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";

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

async function main() {
  const port = process.env.PORT ? Number(process.env.PORT) : 3000;
  const { shop, vite } = await loadShop();
  const listener = getRequestListener(shop.fetch);
  const server = createServer(
    vite ? (req, res) => vite.middlewares(req, res, () => listener(req, res)) : listener,
  );
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  // The shop's logger: JSON lines on stdout at LOG_LEVEL (docs/operations.md).
  shop.log.info(
    `Dućan is running at http://localhost:${typeof address === "object" && address ? address.port : port}${dev ? " (development)" : ""}`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    await vite?.close();
    await shop.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
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

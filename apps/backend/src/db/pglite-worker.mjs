// Runs PGlite (PostgreSQL in WASM) in its own thread and serves the PostgreSQL
// wire protocol on a loopback port, so the back end talks to it through the
// same `pg` pool it uses for a real server and no query blocks the main loop.
// Plain JavaScript because Node 20 starts workers without a TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** @type {{ dataDir: string, maxConnections: number }} */
const { dataDir, maxConnections } = workerData;

try {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(":").pop());

  parentPort?.on("message", async (message) => {
    if (message === "close") {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ type: "closed" });
    }
  });
  parentPort?.postMessage({ type: "ready", port });
} catch (error) {
  parentPort?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
}

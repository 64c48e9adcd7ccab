// The PostgreSQL server going away while a connection is checked out between two statements (a
// transaction awaiting its caller): the process lives on, the next statement fails as unavailable,
// and the pool answers again once the server is back. Its own server (Debian's binaries); run in the
// embedded database's pass of the suite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresBinDir, startPostgres } from "../../../../scripts/postgres.mjs";
import { readBackendConfig } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";
import { databaseUnavailable } from "./unavailable.ts";

const skip = process.env.TEST_DATABASE_URL !== undefined || postgresBinDir() === null;

describe.skipIf(skip)("a PostgreSQL server that goes away", () => {
  let server: Awaited<ReturnType<typeof startPostgres>>;
  let database: Database;

  beforeAll(async () => {
    server = await startPostgres();
    database = await openDatabase({
      ...readBackendConfig({}),
      databaseUrl: server.url,
      poolSize: 2,
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    server?.stop();
  });

  it("leaves the process running while a connection is checked out, and is answered again once back", async () => {
    const client = await database.pool.connect();
    await client.query("begin");
    // The server tells every connection it terminates them; this one has no statement running.
    server.shutDown();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const failed = await client.query("select 1").catch((error: unknown) => error);
    expect(databaseUnavailable(failed)).toBe(true);
    client.release(true);
    server.startAgain();
    const { rows } = await database.pool.query<{ one: number }>("select 1 as one");
    expect(rows[0]?.one).toBe(1);
  }, 60_000);
});

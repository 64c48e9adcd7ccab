// Runs PGlite (PostgreSQL in WASM) in its own thread and serves the PostgreSQL wire protocol on
// a Unix socket (`socketPath`: a third cheaper per round trip than a loopback TCP port), so the
// back end talks to it through the same `pg` pool it uses for a real server and no query blocks
// the main loop. Plain JavaScript because Node 20 starts workers without a TypeScript loader.
//
// PGlite has one session, so the connections are multiplexed onto it here. The unit of work is
// a client's messages up to a Sync (or a simple Query, a Flush, a Terminate): an extended-protocol
// query (Parse, Bind, Describe, Execute, Sync) runs whole, never split by another connection's
// messages, which would replace its unnamed statement. Once a unit leaves the session inside a
// transaction block, only that connection's units run until the transaction ends, so a
// transaction must never wait for a query sent on another connection.
// (@electric-sql/pglite-socket interleaves single messages and broke under concurrent transactions.)
//
// Named prepared statements live in the one session, shared by every connection: a connection
// that parses a name the session already holds with the same text gets ParseComplete without
// the statement being parsed again, so each connection's `pg` client can prepare it once.
//
// The change feed (apps/backend/src/changes/feed.ts) skips its query while a shared count of
// transactions that wrote stands still; the worker bumps it after a transaction ends and before its
// client hears so. Whether one wrote, PostgreSQL says: a transaction is given a transaction id when
// it first writes (a row, a lock on a row, a catalogue entry; in a CTE, a function or a trigger
// alike), so after each unit that leaves the session outside a transaction block the worker reads
// the first unassigned id (`pg_snapshot_xmax(pg_current_snapshot())`, prepared once): on the one
// session it moves exactly when a transaction that wrote has ended since the last look. Guessing
// from a statement's text missed a write in a function that a SELECT calls.
//
// A statement whose text holds GENERIC_PLAN runs with plan_cache_mode = force_generic_plan: once
// prepared, it is planned once instead of at every call (PostgreSQL keeps planning a statement
// whose generic plan it estimates dearer, and the order placing's planning cost more than its run).
//
// Backups (docs/decisions/027-backups.md): a second socket in the same private folder
// (`controlSocketPath`) answers "backup\n" with one JSON line (the last migration applied) and then
// the data directory as a tar file (PGlite's dumpDataDir), taken between two units of work with no
// transaction open, after a CHECKPOINT: a consistent copy while the shop runs.
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { createServer } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/** @type {{ dataDir: string, socketPath: string, controlSocketPath?: string, maxConnections: number, writeEpoch?: SharedArrayBuffer, sharedBuffersMb?: number, archive?: string }} */
const {
  dataDir,
  socketPath,
  controlSocketPath,
  maxConnections,
  writeEpoch,
  sharedBuffersMb,
  archive,
} = workerData;
/**
 * Counts transactions that wrote, bumped after one ends and before its client hears so (the change
 * feed skips its query while the count stands still: apps/backend/src/changes/feed.ts).
 */
const writes = writeEpoch ? new Int32Array(writeEpoch) : null;
const QUERY = 0x51; // "Q"
const BIND = 0x42; // "B"
const EXECUTE = 0x45; // "E"
const SYNC = 0x53; // "S"
const DATA_ROW = 0x44; // "D"

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** Message types that end a unit of work: Sync, simple Query, Flush, Terminate. */
const UNIT_END = new Set(["S", "Q", "H", "X"]);
const PARSE = 0x50; // "P"
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]); // "1", length 4
/** The mark of a statement to be planned once (GENERIC_PLAN_MARK in apps/backend/src/db/generic-plan.ts). */
const GENERIC_PLAN = "/* generic plan */";

/** A simple Query message of `text`. */
function simpleQuery(text) {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}
const SET_GENERIC_PLAN = simpleQuery("set plan_cache_mode = force_generic_plan");
const RESET_PLAN_MODE = simpleQuery("reset plan_cache_mode");

/** A protocol message of `type` with `parts` (strings end in NUL, numbers are 16-bit) as its body. */
function message(type, ...parts) {
  const body = Buffer.concat(
    parts.map((part) => {
      if (typeof part === "string") return Buffer.from(`${part}\0`, "utf8");
      const number = Buffer.alloc(2);
      number.writeInt16BE(part);
      return number;
    }),
  );
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
/**
 * The first transaction id not yet assigned (one past the newest ended, with no transaction open),
 * as a statement the session prepares once: the worker runs it after most units.
 */
const NEXT_TRANSACTION_ID = "pglite_worker_next_transaction_id";
const PREPARE_NEXT_TRANSACTION_ID = new Uint8Array(
  Buffer.concat([
    message(PARSE, NEXT_TRANSACTION_ID, "select pg_snapshot_xmax(pg_current_snapshot())", 0),
    message(SYNC),
  ]),
);
const READ_NEXT_TRANSACTION_ID = new Uint8Array(
  Buffer.concat([
    message(BIND, "", NEXT_TRANSACTION_ID, 0, 0, 0),
    message(EXECUTE, "", 0, 0), // every row: a 32-bit 0, written as two 16-bit ones
    message(SYNC),
  ]),
);

/** The statement name and query text of a Parse message. */
function readParse(message) {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const nameEnd = bytes.indexOf(0, 5);
  const textEnd = bytes.indexOf(0, nameEnd + 1);
  return {
    name: bytes.toString("utf8", 5, nameEnd),
    text: bytes.toString("utf8", nameEnd + 1, textEnd),
  };
}

try {
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    // A data directory to start from (PGlite's own dump of one): the tests' migrated copy.
    ...(archive ? { loadDataDir: new Blob([readFileSync(archive)]) } : {}),
    postgresqlconf: [
      // The session's page cache lives in this process's memory (PGLITE_SHARED_BUFFERS_MB).
      `shared_buffers = ${sharedBuffersMb ?? 32}MB`,
      // ANALYZE holds 300 sample rows per point of this target in memory, and the embedded
      // database's memory never shrinks: at PostgreSQL's 100, the maintenance job's analysis of a
      // 100,000-product catalogue (30,000 rows of ~1.7 KB) kept 66 MB more for good; at 30, 20 MB.
      // The listing, suggestion and placing benchmarks did not move with it (docs/page-cache.md).
      "default_statistics_target = 30",
    ],
  });
  if (writes) await db.execProtocolRawStream(PREPARE_NEXT_TRANSACTION_ID, { onRawData: () => {} });
  const queue = workQueue(db);
  const sockets = new Set();
  const server = createServer((socket) => {
    if (sockets.size >= maxConnections) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    serveConnection(socket, queue, () => sockets.delete(socket));
  });
  server.maxConnections = maxConnections;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve(undefined));
  });
  const control = controlSocketPath ? await controlServer(controlSocketPath, db, queue) : null;

  parentPort?.on("message", async (message) => {
    if (message === "close") {
      for (const socket of sockets) socket.destroy();
      if (control) await control.close();
      await new Promise((resolve) => server.close(() => resolve()));
      await queue.idle();
      await db.close();
      parentPort?.postMessage({ type: "closed" });
    }
  });
  parentPort?.postMessage({ type: "ready" });
} catch (error) {
  parentPort?.postMessage({
    type: "error",
    message: error instanceof Error ? error.message : String(error),
  });
}

/** The last migration drizzle applied (its `created_at`, the journal's `when`), how many ran, the server's version. */
async function schemaVersion(db) {
  const { rows } = await db.query(
    "select max(created_at)::text as applied_at, count(*)::int as migrations from drizzle.__drizzle_migrations",
  );
  const row = rows[0] ?? {};
  const version = await db.query("show server_version");
  return {
    server: version.rows[0]?.server_version,
    schema: { appliedAt: Number(row.applied_at ?? 0), migrations: Number(row.migrations ?? 0) },
  };
}

/**
 * The backup socket: a client sends "backup\n" and gets one JSON line, `{"schema": …}` or
 * `{"error": "…"}`, then the data directory's tar. The copy is taken as a unit of the work queue
 * (so never inside another connection's transaction) and sent after the queue has moved on.
 */
async function controlServer(path, db, queue) {
  const open = new Set();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk) => {
      request += chunk;
      if (!request.includes("\n")) return;
      socket.removeAllListeners("data");
      if (request.trim() !== "backup") {
        socket.end(`${JSON.stringify({ error: `unknown request "${request.trim()}"` })}\n`);
        return;
      }
      queue
        .task(async () => {
          await db.exec("CHECKPOINT");
          const about = await schemaVersion(db);
          return { about, tar: await db.dumpDataDir("none") };
        })
        .then(({ about, tar }) => {
          socket.write(`${JSON.stringify({ ...about, bytes: tar.size })}\n`);
          Readable.fromWeb(tar.stream()).pipe(socket);
        })
        .catch((error) =>
          socket.end(
            `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
          ),
        );
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve(undefined));
  });
  return {
    /** Stops listening and cuts any backup still being sent (its file is then refused as short). */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of open) socket.destroy();
      }),
  };
}

/** Splits one connection's bytes into protocol messages and hands complete units to the queue. */
function serveConnection(socket, queue, forget) {
  const id = Symbol("connection");
  let buffer = Buffer.alloc(0);
  let started = false;
  /** @type {Uint8Array[]} */
  let unit = [];
  socket.setNoDelay(true);
  socket.on("data", (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST) socket.write("N");
        else if (code === CANCEL_REQUEST) socket.destroy();
        else {
          started = true;
          queue.push(id, [new Uint8Array(message)], socket);
        }
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = String.fromCharCode(buffer[0]);
      unit.push(new Uint8Array(buffer.subarray(0, length)));
      buffer = buffer.subarray(length);
      if (UNIT_END.has(type)) {
        queue.push(id, unit, socket);
        unit = [];
      }
    }
  });
  const close = () => {
    forget();
    queue.drop(id);
  };
  socket.on("close", close);
  socket.on("error", () => socket.destroy());
}

/** The name of the prepared statement a Bind message binds ("" for the unnamed one). */
function boundName(message) {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const portalEnd = bytes.indexOf(0, 5);
  return bytes.toString("utf8", portalEnd + 1, bytes.indexOf(0, portalEnd + 1));
}

/** Whether a unit runs statements (a simple Query or an Execute), not only parses or describes them. */
function runsStatements(messages) {
  return messages.some((message) => message[0] === QUERY || message[0] === EXECUTE);
}

/** The first column of the first row of an answer, as text (null if it has none). */
function firstValue(answer) {
  for (let at = 0; at + 5 <= answer.length; at += 1 + answer.readInt32BE(at + 1)) {
    if (answer[at] !== DATA_ROW) continue;
    const size = answer.readInt32BE(at + 7);
    return size < 0 ? null : answer.toString("utf8", at + 11, at + 11 + size);
  }
  return null;
}

/**
 * Buffers the session's answers are copied into, used again once their socket write is done. A new
 * buffer for each part of an answer and one more to join them counted toward this thread's external
 * memory: under a load of order placings V8 collected this thread's whole heap often, each time
 * pausing the database's one thread. At most 16 buffers of 1 MB at most
 * are kept: a rare large answer (a whole feed's batch, a long list) is not held for ever.
 */
function bufferPool(kept = 16, largestKept = 1024 * 1024) {
  /** @type {Buffer[]} */
  const free = [];
  return {
    /** A buffer of at least `size` bytes (a power of two, 16 KB at least, when made). */
    take(size) {
      const index = free.findIndex((buffer) => buffer.length >= size);
      if (index !== -1) return free.splice(index, 1)[0];
      return Buffer.allocUnsafeSlow(Math.max(16 * 1024, 2 ** Math.ceil(Math.log2(size))));
    },
    /** Keeps a buffer for use again; a large one (a rare large answer) goes back to the garbage collector. */
    give(buffer) {
      if (free.length < kept && buffer.length <= largestKept) free.push(buffer);
    },
  };
}
const replyBuffers = bufferPool();

/** One unit's answer, its bytes copied in as the session hands them over, then sent on its socket. */
function replyWriter(buffers) {
  let buffer = buffers.take(0);
  let length = 0;
  let done = false;
  return {
    /** @param {Uint8Array} data */
    add(data) {
      if (length + data.length > buffer.length) {
        const larger = buffers.take(length + data.length);
        buffer.copy(larger, 0, 0, length);
        buffers.give(buffer);
        buffer = larger;
      }
      buffer.set(data, length);
      length += data.length;
    },
    firstByte: () => (length > 0 ? buffer[0] : undefined),
    /** Writes the answer; its buffer is used again once the socket has taken it. */
    send(socket) {
      done = true;
      if (length === 0 || !socket.writable) return buffers.give(buffer);
      const sent = buffer;
      socket.write(sent.subarray(0, length), () => buffers.give(sent));
    },
    drop() {
      if (!done) buffers.give(buffer);
      done = true;
    },
  };
}

/** Runs units one at a time on the single session; a connection inside a transaction keeps it. */
function workQueue(db) {
  /**
   * A connection's unit of messages, or a task of the worker's own (a backup) run between units.
   * @type {({ id: symbol, messages: Uint8Array[], socket: import("node:net").Socket, run?: undefined } | { id: symbol, run: () => Promise<void> })[]}
   */
  const waiting = [];
  /** The connection whose transaction is open, if any. */
  let owner = null;
  /** A connection that closed inside its transaction: roll it back before anything else runs. */
  let orphaned = null;
  /** @type {Promise<void> | null} */
  let running = null;
  /** Named statements the session holds: name → query text. */
  const prepared = new Map();
  /** The first unassigned transaction id when last read (null: not read, or unreadable). */
  let nextTransactionId = null;

  /**
   * With no transaction block open: bumps the write count if a transaction that wrote has ended
   * since the last look (its id is then below the first unassigned). Runs inside `runExclusive`.
   */
  async function countWrites() {
    const chunks = [];
    await db.execProtocolRawStream(READ_NEXT_TRANSACTION_ID, {
      onRawData: (data) => chunks.push(Buffer.from(data)),
    });
    const next = firstValue(Buffer.concat(chunks));
    if (next === null || next !== nextTransactionId) Atomics.add(writes, 0, 1);
    // Unreadable (a client's DEALLOCATE ALL, say): counted as a write, and prepared again.
    if (next === null)
      await db.execProtocolRawStream(PREPARE_NEXT_TRANSACTION_ID, { onRawData: () => {} });
    nextTransactionId = next;
  }
  /** Names of the prepared statements marked GENERIC_PLAN. */
  const generic = new Set();

  /** Whether a unit parses or binds a statement marked GENERIC_PLAN. */
  function wantsGenericPlan(messages) {
    for (const message of messages) {
      if (message[0] === PARSE) {
        if (readParse(message).text.includes(GENERIC_PLAN)) return true;
      } else if (message[0] === BIND && generic.size > 0 && generic.has(boundName(message)))
        return true;
    }
    return false;
  }

  /** A unit's messages without a first Parse the session already holds, and the name a Parse would add. */
  function withoutKnownParse(messages) {
    const first = messages[0];
    if (!first || first[0] !== PARSE) return { messages, known: false, adds: null };
    const { name, text } = readParse(first);
    if (name === "") return { messages, known: false, adds: null };
    if (prepared.get(name) === text)
      return { messages: messages.slice(1), known: true, adds: null };
    return { messages, known: false, adds: { name, text } };
  }

  function next() {
    if (owner === null) return waiting.shift();
    const index = waiting.findIndex((unit) => unit.id === owner);
    return index === -1 ? undefined : waiting.splice(index, 1)[0];
  }

  const runnable = () =>
    orphaned !== null ||
    (owner === null ? waiting.length > 0 : waiting.some((unit) => unit.id === owner));

  async function drain() {
    for (;;) {
      if (orphaned !== null) {
        if (owner === orphaned && db.isInTransaction()) {
          await db.exec("ROLLBACK");
          if (writes) await db.runExclusive(countWrites);
        }
        if (owner === orphaned) owner = null;
        orphaned = null;
      }
      const unit = next();
      if (!unit) return;
      if (unit.run) {
        await unit.run();
        continue;
      }
      const { socket } = unit;
      const countsWrites = writes !== null && runsStatements(unit.messages);
      const reply = replyWriter(replyBuffers);
      try {
        const { messages, known, adds } = withoutKnownParse(unit.messages);
        if (known) reply.add(PARSE_COMPLETE);
        const genericPlan = wantsGenericPlan(unit.messages);
        await db.runExclusive(async () => {
          // Their answers are not the client's. In a failed transaction both fail (the statement's own
          // error says why), and the rollback undoes a set made before the failure.
          if (genericPlan)
            await db.execProtocolRawStream(SET_GENERIC_PLAN, { onRawData: () => {} });
          try {
            await db.execProtocolRawStream(
              messages.length === 1 ? messages[0] : Buffer.concat(messages),
              {
                onRawData: (data) => {
                  if (data.length > 0) reply.add(data);
                },
              },
            );
          } finally {
            if (genericPlan)
              await db.execProtocolRawStream(RESET_PLAN_MODE, { onRawData: () => {} });
          }
          if (countsWrites && !db.isInTransaction()) await countWrites();
        });
        if (adds && reply.firstByte() === PARSE_COMPLETE[0]) {
          prepared.set(adds.name, adds.text);
          if (adds.text.includes(GENERIC_PLAN)) generic.add(adds.name);
        }
        reply.send(socket);
      } catch {
        reply.drop();
        socket.destroy();
        // Whatever ran is unknown: counted as a write, and the next look counts again.
        if (writes) Atomics.add(writes, 0, 1);
        nextTransactionId = null;
      }
      owner = db.isInTransaction() ? unit.id : null;
    }
  }

  function kick() {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (runnable()) kick();
    });
  }

  return {
    push(id, messages, socket) {
      waiting.push({ id, messages, socket });
      kick();
    },
    /** A connection went away: forget its units and roll back its open transaction. */
    drop(id) {
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].id === id) waiting.splice(i, 1);
      if (owner === id) {
        orphaned = id;
        kick();
      }
    },
    /** Runs `work` as a unit of its own, with no connection's transaction open; resolves to its result. */
    task(work) {
      return new Promise((resolve, reject) => {
        waiting.push({ id: Symbol("task"), run: () => work().then(resolve, reject) });
        kick();
      });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

// A throw-away PostgreSQL server for tests and benchmarks, from Debian's packages.
// As root, initdb and pg_ctl must run as the `postgres` user (they refuse root).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function postgresBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], "bin") : null;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a fresh server on a free loopback port; returns its URL and a stop function. */
export async function startPostgres({ fsync = false } = {}) {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL server binaries not found (apt-get install postgresql postgresql-contrib)",
    );
  const { dir, data, run } = serverFolder(bin);
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  const options = serverOptions(dir, port, fsync);
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  let down = false;
  return {
    url,
    /** Shuts the server down as an operator would (`pg_ctl stop -m fast`), keeping its data. */
    shutDown() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      down = true;
    },
    /** Starts it again after `shutDown`, on the same port. */
    startAgain() {
      start();
      down = false;
    },
    /** Stops it and deletes its data. */
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!down) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Starts a hot standby of `primary` (a server `startPostgres` started) on a free loopback port: a
 * copy taken with `pg_basebackup -R -X stream` (the standby's `primary_conninfo` and
 * `standby.signal` written by it), then streaming the primary's write-ahead log and answering
 * reads (`hot_standby=on`). The primary's defaults allow it: `wal_level=replica`,
 * `max_wal_senders=10`, and initdb's `trust` for replication connections from 127.0.0.1.
 */
export async function startStandby(primary, { fsync = false } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  const { dir, data, run } = serverFolder(bin);
  run("pg_basebackup", ["-D", data, "-R", "-X", "stream", "-c", "fast", "-d", primary.url]);
  const port = await freePort();
  const options = `${serverOptions(dir, port, fsync)} -c hot_standby=on`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it and deletes its data. */
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new folder for a server's data, and how to run its programs (as `postgres` when root: they refuse root). */
function serverFolder(bin) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "dukan-pg-"));
  const run = (command, args) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  return { dir, data: join(dir, "data"), run };
}

/** Loopback only, its socket in its own folder; without `fsync` nothing waits for the disk (a test's data). */
function serverOptions(dir, port, fsync) {
  return [
    `-c listen_addresses=127.0.0.1`,
    `-p ${port}`,
    `-c unix_socket_directories=${dir}`,
    fsync ? "" : "-c fsync=off -c synchronous_commit=off -c full_page_writes=off",
  ].join(" ");
}

function postgresUser() {
  const line = execFileSync("getent", ["passwd", "postgres"], { encoding: "utf8" }).trim();
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { ConfigError } from "../config.ts";

/**
 * PGlite has no lock of its own: two processes opening the same folder would
 * corrupt it. A lock file beside the folder (`<dir>.lock`, holding the owner's
 * pid) refuses the second process; a lock left by a dead process is taken over.
 */
export function lockPgliteDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(readFileSync(lockFile, "utf8"));
    if (owner !== process.pid && isAlive(owner)) {
      throw new ConfigError(
        `PGLITE_DIR ${dataDir} is in use by process ${owner}; stop it or point PGLITE_DIR elsewhere`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/** The lock file of a folder: `<dir>.lock`. */
export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.lock`;
}

/** The file naming the backup socket of the process that holds the folder: `<dir>.control`. */
export function controlFileOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.control`;
}

/** The pid of the live process holding the folder's lock, if any. */
export function lockOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(lockFileOf(dataDir), "utf8"));
  } catch {
    return undefined;
  }
  return isAlive(owner) ? owner : undefined;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockPgliteDir } from "./pglite-lock.ts";

describe("embedded database folder lock", () => {
  const dir = () => join(mkdtempSync(join(tmpdir(), "dukan-lock-")), "db");

  it("refuses a folder another live process holds", () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockPgliteDir(dataDir)).toThrow(/PGLITE_DIR .* is in use by process/);
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.lock`, "999999999");
    const release = lockPgliteDir(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

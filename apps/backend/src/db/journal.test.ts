import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "../../drizzle");
const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("the migrations' journal", () => {
  it("lists every migration file once, in order", () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  it("gives each migration a later time than the one before (Drizzle applies to a database only those after its last)", () => {
    // A migration dated before the last one applied is skipped on every existing database.
    for (const [index, entry] of journal.entries.entries()) {
      if (index > 0)
        expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    }
  });
});

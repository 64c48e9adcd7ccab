import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The module names in docs/architecture.md's module table (rows such as "| `cart` | … |"). */
function documentedModules(): string[] {
  const architecture = readFileSync(
    new URL("../../../docs/architecture.md", import.meta.url),
    "utf8",
  );
  return [...architecture.matchAll(/^\s*\| `([a-z-]+)` +\|/gm)].map((match) => match[1] ?? "");
}

describe("docs/architecture.md's module list", () => {
  it("names every folder of apps/backend/src once, and nothing else", () => {
    const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const documented = documentedModules();
    expect(new Set(documented).size, "a module is listed twice").toBe(documented.length);
    expect([...documented].sort()).toEqual(folders);
  });
});

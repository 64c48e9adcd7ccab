// Most test files share their worker's modules (vitest.config.ts, `isolate: false`): a file that
// replaces a module or changes the environment must not leave that to the next file.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** What is wrong with a test file's use of shared modules, if anything. */
export function isolationProblems(path: string, source: string): string[] {
  const problems: string[] = [];
  if (/\bvi\.(do)?[mM]ock\(/.test(source) && !path.endsWith(".isolated.test.ts"))
    problems.push(`${path}: replaces a module (vi.mock) but is not named *.isolated.test.ts`);
  if (/\bvi\.stubEnv\(/.test(source) && !/\bvi\.unstubAllEnvs\(/.test(source))
    problems.push(`${path}: stubs the environment without vi.unstubAllEnvs()`);
  if (/\bvi\.stubGlobal\(/.test(source) && !/\bvi\.unstubAllGlobals\(/.test(source))
    problems.push(`${path}: stubs a global without vi.unstubAllGlobals()`);
  if (/(\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=])|\bdelete\s+process\.env\b/.test(source))
    problems.push(`${path}: changes process.env (vi.stubEnv undoes it)`);
  return problems;
}

function testFiles(): string[] {
  return ["apps", "packages", "tools"].flatMap((top) =>
    readdirSync(`${root}${top}`, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .filter((file) => !/(^|\/)(node_modules|build|e2e)\//.test(file))
      .map((file) => `${top}/${file}`),
  );
}

describe("test files that share their worker's modules", () => {
  it("replace no module and leave the environment and globals as they found them", () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const self = "apps/backend/src/testing/isolation.test.ts";
    expect(files).toContain(self);
    // This file's own examples below would be found wrong.
    const problems = files
      .filter((file) => file !== self)
      .flatMap((file) => isolationProblems(file, readFileSync(`${root}${file}`, "utf8")));
    expect(problems).toEqual([]);
  });

  it("are told what is wrong with a file that would break the next one", () => {
    const mocks = 'vi.mock("./passwords.ts", () => ({}));';
    expect(isolationProblems("a/limits.test.ts", mocks)).toHaveLength(1);
    expect(isolationProblems("a/limits.isolated.test.ts", mocks)).toEqual([]);
    expect(isolationProblems("a/mail.test.ts", 'vi.stubEnv("MAIL_DIR", "x");')).toHaveLength(1);
    expect(
      isolationProblems("a/mail.test.ts", 'vi.stubEnv("MAIL_DIR", "x"); vi.unstubAllEnvs();'),
    ).toEqual([]);
    expect(isolationProblems("a/window.test.ts", "vi.stubGlobal('window', {});")).toHaveLength(1);
    expect(isolationProblems("a/env.test.ts", 'process.env.MAIL_DIR = "x";')).toHaveLength(1);
    expect(isolationProblems("a/env.test.ts", 'process.env["SMTP_URL"] = "x";')).toHaveLength(1);
    expect(isolationProblems("a/env.test.ts", "delete process.env.SMTP_URL;")).toHaveLength(1);
    expect(isolationProblems("a/env.test.ts", 'if (process.env.CI === "1") {}')).toEqual([]);
  });
});

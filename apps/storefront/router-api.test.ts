// The lint keeps React Router to its documented API in the storefront's code (eslint.config.js,
// decision 019): its globals on `window` and its router's private methods are refused.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The rules the lint breaks in `code`, as if it were a module of the storefront's app/. */
async function brokenRules(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, {
    filePath: `${root}apps/storefront/app/lib/router-probe.ts`,
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("React Router in the storefront's code", () => {
  it("refuses its globals and its router's private methods", async () => {
    const uses = [
      `export const router = (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter;\n`,
      `export const started = "__reactRouterContext" in window;\n`,
      `export const context = window[\`__reactRouterContext\`];\n`,
      `export const off = (r: { enableScrollRestoration(): () => void }) => r.enableScrollRestoration();\n`,
      `export const set = (r: { _internalSetRoutes(x: unknown): void }) => r._internalSetRoutes([]);\n`,
    ];
    for (const code of uses)
      expect(await brokenRules(code), code).toContain("no-restricted-syntax");
  }, 60_000);

  it("lets its documented hooks pass", async () => {
    const code = `import { useNavigation } from "react-router";
export const useBusy = () => useNavigation().state !== "idle";
`;
    expect(await brokenRules(code)).toEqual([]);
  }, 60_000);
});

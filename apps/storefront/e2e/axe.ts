import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The rules every page must pass: WCAG 2.1 A and AA, and axe's best practices (landmarks, headings, …). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The first few offending nodes (CSS selectors). */
  nodes: string[];
  /** How many nodes offend. */
  count: number;
  /** axe's explanation for each of those nodes (for a contrast finding: the colours and the ratio). */
  why: string[];
}

/** Runs axe-core with the rules above on the page as it is now and answers its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A colour is read when it has settled: a button enabled again a moment ago is still in its
  // (reduced-motion, 0.01 ms) transition from the disabled grey until the next frame, and axe read
  // white on #e0e0e0. Endless animations (a spinner) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Evaluated by the test, not added as an inline script: the page's Content-Security-Policy
  // runs only inline scripts that carry the page's nonce.
  await page.evaluate(axeSource);
  return page.evaluate(
    async (tags) => {
      interface Result {
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[]; failureSummary?: string }>;
      }
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
        count: v.nodes.length,
        why: v.nodes.slice(0, 5).map((n) => n.failureSummary ?? ""),
      }));
    },
    [...AXE_TAGS],
  );
}

/** Runs axe-core (WCAG 2.1 A and AA rules and best practices) on the page and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

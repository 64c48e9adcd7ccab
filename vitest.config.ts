import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,tools}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "apps/storefront/e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // feeds/streaming.test.ts collects garbage before it measures the heap.
    execArgv: ["--expose-gc"],
  },
});

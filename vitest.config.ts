import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,tools}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "apps/storefront/e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One migrated database that each test file's database is copied from.
    globalSetup: ["apps/backend/src/testing/global-setup.ts"],
    // feeds/streaming.test.ts collects garbage before it measures the heap.
    execArgv: ["--expose-gc"],
  },
});

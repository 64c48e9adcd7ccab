import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,tools}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "apps/storefront/e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Every core: Vitest's default leaves one free, which on CI's 2 cores runs one file at a time.
    // With both, the PGlite suite took 7.0 min instead of 13.1, the PostgreSQL one 4.3 instead of 7.2.
    maxWorkers: "100%",
    // One migrated database that each test file's database is copied from.
    globalSetup: ["apps/backend/src/testing/global-setup.ts"],
    // feeds/streaming.test.ts collects garbage before it measures the heap.
    execArgv: ["--expose-gc"],
  },
});

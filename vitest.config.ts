import { defineConfig } from "vitest/config";

/**
 * Test files that need a module graph of their own: they replace a module with `vi.mock`, which
 * works only before the module is first imported (testing/isolation.test.ts holds every such file
 * to this name).
 */
const isolatedFiles = "**/*.isolated.test.ts";
const excluded = ["**/node_modules/**", "**/build/**", "apps/storefront/e2e/**"];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Every core: Vitest's default leaves one free, which on CI's 2 cores runs one file at a time.
    // With both, the PGlite suite took 7.0 min instead of 13.1, the PostgreSQL one 4.3 instead of 7.2.
    maxWorkers: "100%",
    // One migrated database that each test file's database is copied from.
    globalSetup: ["apps/backend/src/testing/global-setup.ts"],
    // feeds/streaming.test.ts collects garbage before it measures the heap; a deprecated call fails
    // where it is made (README: two queries at once on one connection).
    execArgv: ["--expose-gc", "--throw-deprecation"],
    // Vitest's recipe "Per-File Isolation Settings": a worker imports the back end once for all the
    // files it runs instead of once per file (the PGlite suite: 420 → 245 s on 2 cores). A file
    // that needs its own modules is named *.isolated.test.ts.
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: ["{apps,packages,tools}/**/*.test.ts"],
          exclude: [...excluded, isolatedFiles],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: [`{apps,packages,tools}/${isolatedFiles}`],
          exclude: excluded,
        },
      },
    ],
  },
});

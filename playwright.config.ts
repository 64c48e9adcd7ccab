import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against
// the production build, on a fresh embedded database seeded with the demo catalogue.
export default defineConfig({
  testDir: "apps/storefront/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  // A test's own steps wait at most 10 s each (expect) — the whole test gets 60 s, as a busy 2-core
  // machine running two browsers and the server can take more than the default 30 s for a walk.
  timeout: 60_000,
  // The first screen of a run (a cold server, the admin app's bundle parsed on a busy 2-core CI
  // machine) can take more than the default 5 s; a passing assertion does not wait longer for it.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is kept of a failed test where someone can open it; CI keeps only its log, so there
    // no test is traced (recording costs every test, passed or not: bench/RESULTS.md has the figure).
    trace: process.env.CI ? "off" : "retain-on-failure",
    // Staff and shoppers who ask for reduced motion get no transitions; so do the tests, so that
    // axe never reads a colour half-way through one.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    stdout: "pipe",
  },
});

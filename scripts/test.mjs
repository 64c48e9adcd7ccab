// `npm test`: unit tests, the back-end suite on PGlite and on a real PostgreSQL
// server, then the script budget of every page and end-to-end tests in Debian Chromium against the
// production build: all of them with the back end in the shop's process, the cart, checkout,
// customers' pages and page cache again with the back end in a process of its own.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startPostgres } from "./postgres.mjs";
import { provision } from "./provision.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

class StepFailed extends Error {}

function step(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    process.stderr.write(`✖ ${title} failed\n`);
    process.exitCode = result.status ?? 1;
    throw new StepFailed(title);
  }
}

/** Tests that start shop processes from the production build (skipped by the first vitest run). */
const shopProcessTests = [
  "apps/storefront/server/processes.test.ts",
  "apps/storefront/server/rolling-restart.test.ts",
  "apps/storefront/server/outage.test.ts",
  "apps/storefront/server/log-secrets.test.ts",
];

/** Spec files (path patterns) run again against a separate back-end process. */
const separateBackendSpecs = ["cart", "checkout", "customers-pages", "page-cache"];

provision();

try {
  await run();
  process.stdout.write("\n✔ All tests passed\n");
} catch (error) {
  // A failed step has already said so; anything else (a bug in this script) is printed here.
  if (!(error instanceof StepFailed)) console.error(error);
  process.exitCode ||= 1;
}

async function run() {
  step("Unit tests and back-end suite on PGlite", "npx", ["vitest", "run"]);

  process.stdout.write("\n▶ Starting a PostgreSQL server for the back-end suite\n");
  const postgres = await startPostgres();
  try {
    step("Back-end suite on PostgreSQL", "npx", ["vitest", "run", "apps/backend"], {
      TEST_DATABASE_URL: postgres.url,
    });
    step("Production build", "npm", ["run", "build"]);
    // Shop processes as `npm start` runs them, several on the one server: shared state, work done
    // once, a rolling restart of workers under load. One file at a time: each loads the machine
    // with its own processes and times their answers.
    step(
      "Several shop processes on PostgreSQL",
      "npx",
      ["vitest", "run", "--maxWorkers=1", ...shopProcessTests],
      {
        TEST_DATABASE_URL: postgres.url,
        SHOP_PROCESS_TESTS: "1",
      },
    );
  } finally {
    postgres.stop();
  }

  // Every page type's first visit, as Chromium downloads it: at most 111,430 B of script (gzip -9, decision 019).
  step("Script budget of every page type", "node", ["apps/storefront/scripts/script-size.mjs"]);
  step("End-to-end tests in Chromium", "npx", ["playwright", "test"]);
  // The same shop with the back end in its own process (BACKEND_URL): the specs that cross the seam
  // most (cart, checkout, customers' pages, the page cache's change feed); the whole suite passes
  // so too, but twice would not fit CI's time.
  step(
    "End-to-end tests with a separate back end",
    "npx",
    ["playwright", "test", ...separateBackendSpecs],
    { E2E_BACKEND: "separate" },
  );
}

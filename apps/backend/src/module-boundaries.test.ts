// The boundary lint (`.dependency-cruiser.cjs`, part of `npm run lint`, decision 021) refuses a
// new cross-module query and a new cycle between modules: each is tried with a file written into
// a module for the length of the test, and the lint must name the broken rule.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const written: string[] = [];

/** Writes a file into a module of the back end (removed after the test); its path from the root. */
function probe(module: string, source: string): string {
  const path = `apps/backend/src/${module}/boundary-probe-${randomBytes(4).toString("hex")}.ts`;
  writeFileSync(root + path, source);
  written.push(root + path);
  return path;
}

/** Runs the boundary lint on the given files as `npm run lint` does; its exit code and report. */
async function lint(...paths: string[]): Promise<{ code: number; report: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "node_modules/dependency-cruiser/bin/dependency-cruise.mjs",
        "--config",
        ".dependency-cruiser.cjs",
        ...paths,
      ],
      { cwd: root },
    );
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: failed.stdout };
  }
}

afterEach(() => {
  for (const path of written.splice(0)) rmSync(path, { force: true });
});

describe("the boundary lint", () => {
  it("refuses an order query on the catalogue's table, and lets the catalogue's exported function pass", async () => {
    const query = probe(
      "orders",
      `import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { products } from "../catalogue/schema.ts";

export const stockOf = (db: Db, id: number) =>
  db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
`,
    );
    const refused = await lint(query);
    expect(refused.code).not.toBe(0);
    expect(refused.report).toMatch(
      /no-other-modules-tables: apps\/backend\/src\/orders\/boundary-probe-\w+\.ts → apps\/backend\/src\/catalogue\/schema\.ts/,
    );

    const exported = probe(
      "orders",
      `import type { Db } from "../db/client.ts";
import { isActiveProduct } from "../catalogue/lookups.ts";

export const orderable = (db: Db, id: number) => isActiveProduct(db, id);
`,
    );
    expect(await lint(exported)).toMatchObject({ code: 0 });
  }, 60_000);

  it("refuses a module that imports a module depending on it", async () => {
    // The orders module already uses the catalogue; the catalogue calling the orders closes a cycle.
    const back = probe("catalogue", `export { orderRoutes } from "../orders/routes.ts";\n`);
    const refused = await lint(back);
    expect(refused.code).not.toBe(0);
    expect(refused.report).toMatch(/no-module-cycles: apps\/backend\/src\/catalogue →/);
  }, 60_000);
});

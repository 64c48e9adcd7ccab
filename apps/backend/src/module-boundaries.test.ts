// The boundary lint (`.dependency-cruiser.cjs`, part of `npm run lint`, decision 021) refuses a
// new cross-module query and a new cycle between modules: each is tried with a file written into
// a module for the length of the test, and the lint must name the broken rule. The lint sees
// imports only, so the SQL text of every module is read here for other modules' table names.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
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

const source = fileURLToPath(new URL("./", import.meta.url));

/** Each table's owning module, from the `pgTable("…")` calls of the modules' `schema.ts`. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let schema: string;
    try {
      schema = readFileSync(`${source}${entry.name}/schema.ts`, "utf8");
    } catch {
      continue;
    }
    for (const [, table] of schema.matchAll(/pgTable\(\s*"(\w+)"/g))
      owners.set(table ?? "", entry.name);
  }
  return owners;
}

/**
 * The source files whose SQL must name only their own module's tables: a module's code, not its
 * schema (foreign keys), tests and test helpers, or the demo data (which seeds every table).
 */
function moduleSources(): string[] {
  return readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((path) => path.includes("/") && path.endsWith(".ts"))
    .filter((path) => !/(^|\/)schema\.ts$|\.test\.ts$|\.testing\.ts$|\/test-client\.ts$/.test(path))
    .filter((path) => !/^(testing|demo)\//.test(path));
}

/**
 * Other modules' tables that the SQL of `path` (from `apps/backend/src/`) names: every string and
 * template text of the file (`sql\`…\``, `sql.raw("…")`, a driver's query) is read for a table
 * name after `from`, `join`, `update`, `into`, `table` or `truncate`.
 */
function foreignTables(path: string, text: string, owners: Map<string, string>): string[] {
  const module = path.split("/")[0];
  const names = [...owners.keys()].join("|");
  const named = new RegExp(
    `\\b(?:from|join|update|into|table|truncate)\\s+(?:only\\s+)?"?(${names})\\b`,
    "gi",
  );
  const found = new Set<string>();
  if (text.search(named) < 0) return [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const [, table] of node.text.matchAll(named)) {
        const name = (table ?? "").toLowerCase();
        if (owners.get(name) !== module) found.add(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return [...found].map((table) => `${path}: ${table} (${owners.get(table)})`);
}

describe("each table's SQL", () => {
  it("is written by its owner only: no module's SQL names another module's table", () => {
    const owners = tableOwners();
    expect(owners.get("products")).toBe("catalogue");
    expect(owners.get("order_lines")).toBe("orders");
    const sources = moduleSources();
    expect(sources).toContain("orders/view.ts");
    const foreign = sources.flatMap((path) =>
      foreignTables(path, readFileSync(source + path, "utf8"), owners),
    );
    expect(foreign).toEqual([]);
  });

  it("refuses an order query naming the catalogue's table, and lets the catalogue's own pass", () => {
    const owners = tableOwners();
    const query = `import { sql } from "drizzle-orm";
export const stockOf = (id: number) =>
  sql\`select l.id, p.stock from order_lines l join products p on p.id = l.product_id where l.id = \${id}\`;
export const payee = sql.raw("(select value from site_settings where key = 'payee')");
`;
    expect(foreignTables("orders/probe.ts", query, owners)).toEqual([
      "orders/probe.ts: products (catalogue)",
      "orders/probe.ts: site_settings (settings)",
    ]);
    const own = `import { sql } from "drizzle-orm";
export const stockOf = (id: number) => sql\`select p.stock from products p where p.id = \${id}\`;
`;
    expect(foreignTables("catalogue/probe.ts", own, owners)).toEqual([]);
  });
});

// `npm run bench -- --compare <git-ref>`: an older tree of the shop measured in the same run as this
// one, on the same machine and load: checked out in a temporary git worktree, installed and built
// there, its database prepared by its own code (compare-prep.ts), removed afterwards.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres } from "../scripts/postgres.mjs";

export interface ComparedTree {
  /** The ref as given, for the rows' names. */
  ref: string;
  commit: string;
  dir: string;
  remove(): void;
}

function run(command: string, args: string[], cwd: string, env = process.env): void {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} in ${cwd} failed (${result.status})`);
}

/** `git worktree add --detach` of `ref` in a temporary folder, `npm ci` and `npm run build` there. */
export function checkOutAndBuild(
  root: string,
  ref: string,
  log: (line: string) => void,
): ComparedTree {
  const resolved = spawnSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  });
  if (resolved.status !== 0) throw new Error(`--compare ${ref}: not a commit of ${root}`);
  const commit = resolved.stdout.trim();
  const dir = mkdtempSync(join(tmpdir(), "dukan-compare-"));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { cwd: root, stdio: "ignore" });
  };
  try {
    log(`Checking out ${ref} (${commit.slice(0, 12)}) in ${dir}…`);
    run("git", ["worktree", "add", "--detach", dir, commit], root);
    log(`Installing and building ${ref}…`);
    run("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], dir);
    // Built as this tree is, whatever the calling shell's environment says.
    const { SSR_UNMINIFIED: _unminified, ...env } = process.env;
    run("npm", ["run", "build"], dir, env);
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, commit, dir, remove };
}

/**
 * The compared tree's own database for `database`, prepared by its own code: a PGlite folder kept
 * under this tree's var/ (like this tree's catalogue, made once per commit and reused), or a new
 * PostgreSQL server. Answers the shop's environment and how to stop the server.
 */
export async function prepareComparedDatabase(
  root: string,
  tree: ComparedTree,
  database: string,
  options: { products: number; connections: number; stocked: number; orderBuyers: number },
  log: (line: string) => void,
): Promise<{ env: Record<string, string>; stop: () => void }> {
  let stop = () => {};
  let env: Record<string, string>;
  const args: Record<string, unknown> = { ...options };
  if (database === "pglite") {
    const pgliteDir = join(root, `var/bench-${options.products}-${tree.commit.slice(0, 12)}`);
    mkdirSync(pgliteDir, { recursive: true });
    args.pgliteDir = pgliteDir;
    env = { PGLITE_DIR: pgliteDir, DATABASE_URL: "" };
  } else {
    const postgres = await startPostgres();
    stop = postgres.stop;
    args.databaseUrl = postgres.url;
    env = { DATABASE_URL: postgres.url };
  }
  try {
    log(`Preparing ${tree.ref}'s ${database} database with its own code…`);
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(root, "bench/compare-prep.ts"), JSON.stringify(args)],
      { cwd: tree.dir, stdio: "inherit" },
    );
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`preparing ${tree.ref}'s database failed (${code})`);
  } catch (error) {
    stop();
    throw error;
  }
  return { env, stop };
}

/** `--compare-env "A=1 B=2"`: one variant's environment; "" is the tree's defaults. */
export function parseVariant(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of text.split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new Error(`--compare-env: "${pair}" is not NAME=value`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}

import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { type ConfigEnv, loadConfigFromFile, type Plugin, type UserConfig } from "vite";
import { describe, expect, it } from "vitest";

/**
 * The shop's build uses its dependencies as they are published (docs/decisions/019): no plugin
 * of the shop's own may load or transform a file under `node_modules` (a vendor's built code) or
 * one of Vite's own virtual modules, and no alias may point into a package's files. The plugins
 * React Router's `reactRouter()` makes are the framework's and are left to it.
 */
const configFile = fileURLToPath(new URL("./vite.config.ts", import.meta.url));

const require = createRequire(import.meta.url);

/** Every script a package publishes (its own folder, not its dependencies'). */
function publishedScripts(name: string): { id: string; code: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === "node_modules"
          ? []
          : walk(join(dir, entry.name))
        : /\.[cm]?js$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return walk(dirname(require.resolve(`${name}/package.json`))).map((id) => ({
    id,
    code: readFileSync(id, "utf8"),
  }));
}

/** The published code of the packages a page is built from, and Vite's own virtual module for `import()`. */
const vendorModules = [
  ...["react", "react-dom", "scheduler", "react-router", "@react-router/node"].flatMap(
    publishedScripts,
  ),
  { id: "\0vite/preload-helper.js", code: "export const __vitePreload = () => {};\n" },
];

/** The plugins `reactRouter()` makes: the framework's own, left to it. */
const frameworkPlugins = new Set(
  (await Promise.all([reactRouter()].flat(Infinity as 1)))
    .flat(Infinity as 1)
    .map((plugin) => (plugin as Plugin).name),
);
const isFrameworkPlugin = (plugin: Plugin) => frameworkPlugins.has(plugin.name);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
interface HookWithFilter {
  filter?: { id?: unknown };
  handler: Hook;
}

/** What a `load` or `transform` hook answers for a module (null or undefined: it leaves it alone). */
async function answer(
  hook: Hook | HookWithFilter | undefined,
  args: (id: string, code: string) => unknown[],
  module: { id: string; code: string },
): Promise<unknown> {
  if (!hook) return null;
  const handler = typeof hook === "function" ? hook : hook.handler;
  const context = {
    error(message: unknown): never {
      throw new Error(String(message));
    },
    warn() {},
    meta: { watchMode: false },
  };
  let answered: unknown;
  try {
    answered = await handler.call(context, ...args(module.id, module.code));
  } catch (error) {
    // A plugin that refuses a vendor's file has read it for a change of its own.
    return error;
  }
  if (typeof answered === "string") return answered === module.code ? null : answered;
  if (answered && typeof answered === "object" && "code" in answered)
    return (answered as { code: string }).code === module.code ? null : answered;
  return answered ?? null;
}

/** Every way a config's own plugins and aliases would change a vendor's code, as sentences. */
async function vendorPatches(config: UserConfig): Promise<string[]> {
  const found: string[] = [];
  const named = (id: string) => id.replace(/^.*\/node_modules\//, "");
  const plugins = (await Promise.all([config.plugins ?? []].flat(Infinity as 1))).flat(
    Infinity as 1,
  ) as (Plugin | false | null | undefined)[];
  for (const plugin of plugins) {
    if (!plugin || isFrameworkPlugin(plugin)) continue;
    for (const module of vendorModules)
      for (const ssr of [false, true]) {
        const loaded = await answer(plugin.load as Hook, (id) => [id, { ssr }], module);
        if (loaded !== null) found.push(`${plugin.name} loads ${named(module.id)}`);
        const transformed = await answer(
          plugin.transform as Hook,
          (id, code) => [code, id, { ssr }],
          module,
        );
        if (transformed !== null) found.push(`${plugin.name} transforms ${named(module.id)}`);
      }
  }
  const aliases = config.resolve?.alias ?? [];
  for (const { replacement } of Array.isArray(aliases)
    ? (aliases as { replacement: string }[])
    : Object.values(aliases).map((replacement) => ({ replacement: String(replacement) })))
    if (replacement.includes("node_modules/"))
      found.push(`an alias points into a package's files: ${replacement}`);
  return [...new Set(found)];
}

async function shopConfig(env: Partial<ConfigEnv>): Promise<UserConfig> {
  const loaded = await loadConfigFromFile(
    { command: "build", mode: "production", isSsrBuild: false, ...env },
    configFile,
    undefined,
    "silent",
  );
  if (!loaded) throw new Error(`${configFile} not loaded`);
  return loaded.config;
}

describe("the shop's build", () => {
  it("leaves every dependency's files as published, in the browser and the server build", async () => {
    for (const isSsrBuild of [false, true]) {
      expect(await vendorPatches(await shopConfig({ isSsrBuild }))).toEqual([]);
    }
  });

  it("is refused once a plugin of its own changes a vendor's code or an alias points into a package", async () => {
    const config = await shopConfig({ isSsrBuild: true });
    const patch: Plugin = {
      name: "shop:faster-router",
      transform(code, id) {
        if (id.endsWith("/react-router/dist/development/index.mjs"))
          return code.replace("export", "export ");
      },
    };
    const helper: Plugin = {
      name: "shop:plain-imports",
      enforce: "pre",
      load(id) {
        if (id === "\0vite/preload-helper.js") return "export const __vitePreload = (f) => f();";
      },
    };
    const found = await vendorPatches({
      ...config,
      plugins: [patch, helper, ...(config.plugins ?? [])],
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: "/shop/node_modules/react-router/dist/x.mjs" },
        ],
      },
    });
    expect(found).toEqual([
      "shop:faster-router transforms react-router/dist/development/index.mjs",
      "shop:plain-imports loads \0vite/preload-helper.js",
      "an alias points into a package's files: /shop/node_modules/react-router/dist/x.mjs",
    ]);
  });
});

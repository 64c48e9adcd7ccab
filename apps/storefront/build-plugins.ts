import type { Plugin } from "vite";

/**
 * Vite wraps every `import()` in the browser build in a helper that first preloads the chunk's
 * imports (0.7 KB gzip in every first page). With `modulePreload: false` it has nothing to
 * preload, so the helper becomes what it then does: call the import.
 */
export const plainDynamicImports: Plugin = {
  name: "dukan:plain-dynamic-imports",
  enforce: "pre",
  apply: "build",
  load(id) {
    if (id === "\0vite/preload-helper.js") return "export const __vitePreload = (load) => load();";
  },
};

/**
 * Code in React Router's browser build for two features this shop does not use, each behind a
 * test made at run time, so the minifier cannot drop it: React Server Components (a context only
 * an RSC router provides) and instrumentation (hooks passed to the router when it is made; the
 * shop passes none). Each test is written as the constant it always is here: 1.6 KB (gzip -9)
 * less JavaScript on every first page (docs/decisions/009). A React Router whose code reads
 * differently fails the build: check the features are still unused, then update the patterns.
 */
const unusedRouterFeatures: [string, string][] = [
  [
    "function useIsRSCRouterContext() {\n  return React.useContext(RSCRouterContext);\n}",
    "function useIsRSCRouterContext() {\n  return false;\n}",
  ],
  ["if (this.context && typeof error", "if (false && typeof error"],
  [
    "if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler",
    "if (false) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler",
  ],
  ["if (init.instrumentations) {\n    let instrumentations", "if (false) {\n    let instrumentations"],
  ["if (init.instrumentations) {\n    router = instrumentClientSideRouter", "if (false) {\n    router = instrumentClientSideRouter"],
];

export const withoutUnusedRouterFeatures: Plugin = {
  name: "dukan:without-unused-router-features",
  apply: "build",
  transform(code, id, options) {
    if (options?.ssr || !/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id) || !code.includes("function useIsRSCRouterContext()"))
      return;
    let trimmed = code;
    for (const [pattern, constant] of unusedRouterFeatures) {
      if (trimmed.split(pattern).length !== 2)
        this.error(`React Router's code has changed: "${pattern.split("\n")[0]}" is not there once (build-plugins.ts)`);
      trimmed = trimmed.replace(pattern, constant);
    }
    return { code: trimmed, map: null };
  },
};

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

/**
 * React Router flattens and ranks the whole route tree again at every match it makes without the
 * branches in hand: on the server that is three times a page (matching the request, the data
 * query, and `<Scripts>` working out which routes the page's manifest names), ~90 routes each
 * time — 10 % of a logged-in customer's page's main-thread time. On the server the routes never
 * change after the build is loaded (routes are patched only in the browser, where this is not
 * applied), so the server build keeps the ranked branches per route array. A React Router whose
 * code reads differently fails the build.
 */
const FLATTEN_EACH_MATCH = "let branches = precomputedBranches ?? flattenAndRankRoutes(routes);";
const BRANCHES_KEPT = `let branches = precomputedBranches ?? rankedBranchesOf(routes);`;
const BRANCHES_OF = `
const rankedBranches = new WeakMap();
function rankedBranchesOf(routes) {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenAndRankRoutes(routes);
    rankedBranches.set(routes, branches);
  }
  return branches;
}
`;

export const serverRouteBranchesKept: Plugin = {
  name: "dukan:server-route-branches-kept",
  apply: "build",
  transform(code, id, options) {
    if (!options?.ssr || !/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id) || !code.includes("function matchRoutesImpl(")) return;
    if (code.split(FLATTEN_EACH_MATCH).length !== 2)
      this.error(`React Router's code has changed: "${FLATTEN_EACH_MATCH}" is not there once (build-plugins.ts)`);
    return { code: code.replace(FLATTEN_EACH_MATCH, BRANCHES_KEPT) + BRANCHES_OF, map: null };
  },
};

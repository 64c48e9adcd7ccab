import type { Plugin } from "vite";

/**
 * The one change the shop's build still makes to a dependency's code, until React Router lets an
 * application leave these features out (docs/upstream.md) or the script budget is set anew
 * (docs/decisions/019): without it every page type's first visit is over the 110,000 B budget.
 *
 * Code in React Router's browser build for two features this shop does not use, each behind a
 * test made at run time, so the minifier cannot drop it: React Server Components (a context only
 * an RSC router provides) and instrumentation (hooks passed to the router when it is made; the
 * shop passes none). Each test is written as the constant it always is here. A React Router whose
 * code reads differently fails the build: check the features are still unused, then update the
 * patterns. `vite.config.test.ts` refuses any other change to a dependency's files.
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
  [
    "if (init.instrumentations) {\n    let instrumentations",
    "if (false) {\n    let instrumentations",
  ],
  [
    "if (init.instrumentations) {\n    router = instrumentClientSideRouter",
    "if (false) {\n    router = instrumentClientSideRouter",
  ],
];

export const withoutUnusedRouterFeatures: Plugin = {
  name: "dukan:without-unused-router-features",
  apply: "build",
  transform(code, id, options) {
    if (
      options?.ssr ||
      !/\/react-router\/dist\/development\/[^/]+\.mjs$/.test(id) ||
      !code.includes("function useIsRSCRouterContext()")
    )
      return;
    let changed = code;
    for (const [pattern, replacement] of unusedRouterFeatures) {
      if (changed.split(pattern).length !== 2)
        this.error(
          `React Router's code has changed: "${pattern.split("\n")[0]}" is not there once (build-plugins.ts)`,
        );
      changed = changed.replace(pattern, replacement);
    }
    return { code: changed, map: null };
  },
};

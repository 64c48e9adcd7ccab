import type { Plugin } from "vite";
import { PAGE_CONSTANTS_KEY } from "./app/lib/page-constant.ts";

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
      !/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id) ||
      !code.includes("function useIsRSCRouterContext()")
    )
      return;
    return {
      code: replaced(code, unusedRouterFeatures, (message) =>
        this.error(`React Router's code has changed: ${message}`),
      ),
      map: null,
    };
  },
};

/** A pattern, what replaces it, and how many times it is there (once unless said). */
type Replacement = [string, string, number?];

/** The code with every pattern replaced; a pattern not there as often as said is an error (the vendor's code changed). */
function replaced(
  code: string,
  replacements: Replacement[],
  fail: (message: string) => never,
): string {
  let changed = code;
  for (const [pattern, replacement, times = 1] of replacements) {
    if (changed.split(pattern).length !== times + 1)
      fail(`"${pattern.split("\n")[0]}" is not there ${times} time(s) (build-plugins.ts)`);
    changed = changed.replaceAll(pattern, replacement);
  }
  return changed;
}

/** The value kept in `map` for `key`, made the first time it is asked for (each patched file gets its own copy). */
const KEPT_BY = `
function keptBy(map, key, make) {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}`;

/**
 * Work React Router's server code does again for every page although its inputs never change
 * once the server build is loaded (routes are patched only in the browser, where none of this is
 * applied). Each is kept the first time, keyed on what it is computed from:
 *
 * - **The ranked route branches** (per route array): it flattened and ranked all ~90 routes at
 *   each of a page's three matches (the request, the data query, `<Scripts>` working out which
 *   routes the page's manifest names) — 10 % of a logged-in customer's page's main thread.
 * - **Each route path's regular expression** (per path, case rule and end rule): matching a page
 *   tried the ranked branches in turn and wrote and compiled each one's pattern anew.
 * - **The routes `<ServerRouter>` renders** (per manifest and route modules) and **the data
 *   routes a static router makes of them** (per route array): rebuilt for every page, 14 % of
 *   React's work on a customer's page.
 * - **The route paths a link resolves against** (per matches array): `useResolvedPath` wrote
 *   them as JSON and parsed them again, twice per link (its `href` and its click handler).
 *
 * And a `<Link>` to a plain address from the root (no prefetch, mask or reload) is written as the
 * `<a>` React Router would write, without resolving the address against the matches: on the
 * server a link is markup only (72 on a category page); the browser's links are untouched.
 *
 * A React Router whose code reads differently fails the build: check the code it now has, then
 * update the patterns. The cached values are never changed by React Router after it makes them.
 */
const keptRouterWork: { file: string; pairs: Replacement[]; helpers: string }[] = [
  {
    file: "function matchRoutesImpl(",
    pairs: [
      [
        "let branches = precomputedBranches ?? flattenAndRankRoutes(routes);",
        "let branches = precomputedBranches ?? rankedBranchesOf(routes);",
      ],
      [
        "function compilePath(path, caseSensitive = false, end = true) {",
        "function compilePathAnew(path, caseSensitive = false, end = true) {",
      ],
      [
        "  let manifest = {};\n  let dataRoutes = convertRoutesToDataRoutes(\n    routes,\n    mapRouteProperties,\n    void 0,\n    manifest\n  );",
        "  let { manifest, dataRoutes } = staticDataRoutesOf(routes);",
      ],
      [
        '    let matches = matchRoutesImpl(\n      router.routes,\n      path,\n      router.basename || "/",\n      false,\n      router.branches\n    );\n    if (matches) {\n      matches.forEach((m) => routeIds.add(m.route.id));\n    }',
        "    for (let id of routeIdsMatching(router, path)) routeIds.add(id);",
      ],
      [
        "    let { basename, navigator, useTransitions } = React10.useContext(NavigationContext);\n",
        '    let { basename, navigator, useTransitions } = React10.useContext(NavigationContext);\n    if (basename === "/" && prefetch === "none" && !mask && !reloadDocument && isPlainPath(to))\n      return React10.createElement("a", { ...rest, href: to, target, "data-discover": discover === "render" ? "true" : void 0 });\n',
      ],
      // useResolvedPath, and useNavigate (a link's click handler).
      [
        "  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));",
        "  let routePathnamesJson = routePathnamesJsonOf(matches);",
        2,
      ],
    ],
    helpers: `${KEPT_BY}
const rankedBranches = new WeakMap();
function rankedBranchesOf(routes) {
  return keptBy(rankedBranches, routes, () => flattenAndRankRoutes(routes));
}
const compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  return keptBy(compiledPaths, path + "\\u0000" + caseSensitive + "\\u0000" + end, () => compilePathAnew(path, caseSensitive, end));
}
const staticDataRoutes = new WeakMap();
function staticDataRoutesOf(routes) {
  return keptBy(staticDataRoutes, routes, () => {
    let manifest = {};
    let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
    return { manifest, dataRoutes };
  });
}
const routeIdsByPath = new WeakMap();
function routeIdsMatching(router, path) {
  let byPath = keptBy(routeIdsByPath, router.routes, () => new Map());
  // The parent paths of every address asked for: a bound, so a crawler cannot fill the memory.
  if (byPath.size >= 2000 && !byPath.has(path)) byPath.clear();
  return keptBy(byPath, path, () =>
    (matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches) ?? []).map((m) => m.route.id),
  );
}
// An address from the shop's root whose href React Router writes as it is (it drops an empty "?" or "#").
function isPlainPath(to) {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !/\\?#|[?#]$/.test(to);
}
const routePathnamesJsons = new WeakMap();
function routePathnamesJsonOf(matches) {
  return keptBy(routePathnamesJsons, matches, () => JSON.stringify(getResolveToMatches(matches)));
}
`,
  },
  {
    file: "function ServerRouter(",
    pairs: [
      [
        "      routeModules: createEntryRouteModules(build.routes),",
        "      routeModules: entryRouteModulesOf(build.routes),",
      ],
      [
        "  let routes = createServerRoutes(\n    manifest.routes,\n    routeModules,\n    context.future,\n    context.isSpaMode\n  );",
        "  let routes = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);",
      ],
    ],
    helpers: `${KEPT_BY}
const entryRouteModules = new WeakMap();
function entryRouteModulesOf(routes) {
  return keptBy(entryRouteModules, routes, () => createEntryRouteModules(routes));
}
const serverRoutes = new WeakMap();
function serverRoutesOf(manifestRoutes, routeModules, future, isSpaMode) {
  let byModules = keptBy(serverRoutes, manifestRoutes, () => new WeakMap());
  return keptBy(byModules, routeModules, () => createServerRoutes(manifestRoutes, routeModules, future, isSpaMode));
}
`,
  },
];

export const serverRouterWorkKept: Plugin = {
  name: "dukan:server-router-work-kept",
  apply: "build",
  transform(code, id, options) {
    if (!options?.ssr || !/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id)) return;
    const work = keptRouterWork.find((w) => code.includes(w.file));
    if (!work) return;
    return {
      code:
        replaced(code, work.pairs, (message) =>
          this.error(`React Router's code has changed: ${message}`),
        ) + work.helpers,
      map: null,
    };
  },
};

/**
 * React's Node renderer writes a page as UTF-8 bytes: its fixed pieces of markup (`<div`, `">`…)
 * encoded once at start, and every other string encoded on the spot into 4 KB views — an
 * `encodeInto` for each of a page's thousands of small pieces, about a quarter of React's
 * main-thread time on a customer's category page. The server build keeps the pieces as text
 * instead, joined as one string per flush (V8 joins strings without copying), which the page's
 * collector (`lib/page-bytes.server.ts`) turns into bytes in one native write. The bytes are the
 * same. A long text the app kept as bytes (`lib/page-constant.ts`: the stylesheet, the page
 * texts) goes out as those bytes instead of being joined in; other binary pieces go out as they
 * come. A React whose code reads differently fails the build.
 */
const reactDomTextPieces: Replacement[] = [
  [
    "function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}",
    "function stringToPrecomputedChunk(content) {\n  return content;\n}",
  ],
  [
    'function writeChunk(destination, chunk) {\n  if ("string" === typeof chunk) {',
    'function writeChunkAsBytes(destination, chunk) {\n  if ("string" === typeof chunk) {',
  ],
  [
    "function completeWriting(destination) {\n",
    'function completeWriting(destination) {\n  0 !== pendingText.length && destination.write(pendingText);\n  pendingText = "";\n',
  ],
  [
    "function flushCompletedQueues(request, destination) {\n",
    'function flushCompletedQueues(request, destination) {\n  pendingText = "";\n',
  ],
];
const REACT_DOM_TEXT_WRITER = `
var pendingText = "";
var pageConstants = (globalThis[Symbol.for(${JSON.stringify(PAGE_CONSTANTS_KEY)})] ??= []);
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk && 2048 < chunk.length) chunk = keptBytesOf(chunk);
  if ("string" === typeof chunk) pendingText += chunk;
  else if (0 !== chunk.byteLength) {
    0 !== pendingText.length && (writeToDestination(destination, pendingText), (pendingText = ""));
    writeChunkAsBytes(destination, chunk);
  }
}
function keptBytesOf(text) {
  for (var i = 0; i < pageConstants.length; i++) if (pageConstants[i].text === text) return pageConstants[i].bytes;
  return text;
}
`;

export const reactDomWritesText: Plugin = {
  name: "dukan:react-dom-writes-text",
  apply: "build",
  transform(code, id, options) {
    if (!options?.ssr || !/\/react-dom\/cjs\/react-dom-server\.node\.production\.js$/.test(id))
      return;
    return {
      code:
        replaced(code, reactDomTextPieces, (message) =>
          this.error(`React DOM's code has changed: ${message}`),
        ) + REACT_DOM_TEXT_WRITER,
      map: null,
    };
  },
};

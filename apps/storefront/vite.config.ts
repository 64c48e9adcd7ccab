import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import {
  plainDynamicImports,
  reactDomWritesText,
  serverRouterWorkKept,
  withoutUnusedRouterFeatures,
} from "./build-plugins.ts";

// React Router's package exports only its development build (dev warnings on). The
// production build it ships beside it drops them: about 0.7 KB less JavaScript for the browser.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = (file: string) => join(reactRouterDir, "dist/production", file);

// The small modules every first page runs, in one chunk instead of six (one download, one
// compression window): the island loader, screen access, texts, meta, the cart's address.
const firstPageModules =
  /\/app\/(lib\/(island|i18n|language|meta|cart-path|idle|stored-cart)\.tsx?|route-access\.ts|locales\/format\.ts)$|\/react\/jsx-runtime\.js$|\/react\/cjs\/react-jsx-runtime\./;
const firstPageChunk = (id: string) =>
  firstPageModules.test(id) || id === "\0vite/preload-helper.js" ? "first-page" : undefined;

// The server bundle's entry is our Hono app (server/app.ts), which mounts the
// back end at /api and hands every other request to React Router.
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    plainDynamicImports,
    withoutUnusedRouterFeatures,
    serverRouterWorkKept,
    reactDomWritesText,
    reactRouter(),
  ],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : [],
  },
  build: {
    target: "es2022",
    // The browser's scripts are minified by terser: 3.7 KB (gzip) less than esbuild's on a
    // product page, mostly in React DOM and React Router. The server bundle keeps esbuild (fast).
    // `npm run bench -- --profile` builds the server bundle unminified (SSR_UNMINIFIED=1): its profiles name functions.
    minify: isSsrBuild ? (process.env.SSR_UNMINIFIED ? false : "esbuild") : "terser",
    // An island's chunk (lib/island.tsx) brings its own imports when it loads (build-plugins.ts).
    modulePreload: false,
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3 },
      format: { comments: false },
    },
    // Kept in build/client/.vite/manifest.json: which files each route loads (scripts/script-size.mjs reads it).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { manualChunks: firstPageChunk } },
  },
  ssr: {
    // PGlite and pg are loaded from node_modules at run time, not bundled.
    external: ["@electric-sql/pglite", "pg", "drizzle-orm"],
    // Bundled so the build picks React Router's production files: Node itself would load
    // its development build (it resolves no "production" export condition by default). React DOM
    // is bundled so its server renderer writes text (build-plugins.ts).
    noExternal: ["react-router", "@react-router/node", "react-dom"],
  },
}));

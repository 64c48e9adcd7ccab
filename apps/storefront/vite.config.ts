import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The shop's code every first page runs, in one chunk with React and React Router instead of
// eight files (one download, one compression window, no lists of imports between them): the
// root route (its module is then a file of one line), the island loader, screen access, texts,
// meta, the cart's address.
const firstPageModules =
  /\/app\/(root\.tsx|components\/ConnectionStatus\.tsx|lib\/(island|i18n|language|meta|cart-path|chunk-reload|idle|page-styles|stored-cart)\.tsx?|route-access\.ts|locales\/format\.ts)$|\/react\/jsx-runtime\.js$|\/react\/cjs\/react-jsx-runtime\./;
const firstPageChunk = (id: string) => (firstPageModules.test(id) ? "first-page" : undefined);

// The server bundle's entry is our Hono app (server/app.ts), which mounts the
// back end at /api and hands every other request to React Router.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    // The browser's scripts are minified by terser: 3.7 KB (gzip) less than esbuild's on a
    // product page, mostly in React DOM and React Router. The server bundle keeps esbuild (fast).
    // `npm run bench -- --profile` builds the server bundle unminified (SSR_UNMINIFIED=1): its profiles name functions.
    minify: isSsrBuild ? (process.env.SSR_UNMINIFIED ? false : "esbuild") : "terser",
    // An island's chunk (lib/island.tsx) brings its own imports when it loads: no preload links
    // are written for them (Vite's helper still wraps each `import()`: docs/upstream.md).
    modulePreload: false,
    // React and React DOM are CommonJS: a module is wrapped in a function only where its requires
    // need it (conditional or circular), so the minifier sees the rest as plain module code.
    commonjsOptions: { strictRequires: "auto" },
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
  },
}));

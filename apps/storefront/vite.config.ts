import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server bundle's entry is our Hono app (server/app.ts), which mounts the
// back end at /api and hands every other request to React Router.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // PGlite and pg are loaded from node_modules at run time, not bundled.
    external: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "drizzle-orm"],
    // Bundled so the build picks React Router's production files: Node itself would load
    // its development build (it resolves no "production" export condition by default).
    noExternal: ["react-router", "@react-router/node"],
  },
}));

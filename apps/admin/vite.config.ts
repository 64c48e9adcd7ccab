import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The staff's app: a single-page app under /admin, built into dist/ and served by the storefront's
// server (apps/storefront/server/admin-app.ts: index.html for every app path, assets immutable).
// `npm run dev -w @dukan/admin` serves it with hot reload and sends /api to the shop on port 3000.
const CHART_MODULES =
  /node_modules\/(@mui\/x-[^/]+|d3-[^/]+|internmap|flatqueue|bezier-easing|reselect|@base-ui)\//;

export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // One script for the shell, one for react-admin and Material UI: the framework changes less often.
    // The dashboard's chart library (MUI X Charts and its d3 parts) stays out of it: it is loaded
    // with the chart (a lazy import), so no other screen waits for it.
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          id.includes("node_modules") && !CHART_MODULES.test(id) ? "vendor" : undefined,
      },
    },
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5174,
    proxy: { "/api": process.env.DUKAN_URL ?? "http://localhost:3000" },
  },
});

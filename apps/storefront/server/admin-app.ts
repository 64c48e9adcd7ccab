import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/** Paths of the staff's app: /admin and everything under it. */
export const ADMIN_PATH = /^\/admin(?:\/|$)/;

/**
 * The staff's app (apps/admin, built into its dist/ folder) under /admin: its hashed assets at
 * /admin/assets/* for a year (immutable), and every other /admin path — /admin/login,
 * /admin/staff/3 — answered with the app's index.html, never kept (no-store), so a new build is
 * seen at the next visit. The page cache never sees these paths (page-cache.ts), the security
 * headers middleware gives index.html the pages' policy (it has no inline script: decision 022).
 * Without a build, /admin says how to make one.
 */
export function mountAdminApp(app: Hono, distDir: string | undefined): void {
  const indexFile = distDir ? join(distDir, "index.html") : null;
  const index = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
  if (!distDir || !index) {
    app.all("/admin", notBuilt);
    app.all("/admin/*", notBuilt);
    return;
  }
  // Set after the file is answered: serveStatic's `onFound` runs after its answer is made, too late for a header.
  app.use("/admin/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
  });
  app.use(
    "/admin/assets/*",
    serveStatic({
      root: distDir,
      rewriteRequestPath: (path) => path.replace(/^\/admin/, ""),
      precompressed: true,
    }),
  );
  app.all("/admin/assets/*", (c) => c.text("Not found", 404));
  const answerIndex = (method: string) =>
    method === "GET" || method === "HEAD"
      ? new Response(method === "HEAD" ? null : new Uint8Array(index), {
          headers: {
            "content-type": "text/html; charset=utf-8",
            "content-length": String(index.length),
            "cache-control": "no-store",
          },
        })
      : new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  app.all("/admin", (c) => answerIndex(c.req.method));
  app.all("/admin/*", (c) => answerIndex(c.req.method));
}

function notBuilt(): Response {
  return new Response("The admin app is not built: npm run build -w @dukan/admin\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

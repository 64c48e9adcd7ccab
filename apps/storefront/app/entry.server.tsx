import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { pageBytes } from "./lib/page-bytes.server.ts";
import { withLowPriorityScripts } from "./lib/script-priority.server.ts";

export const streamTimeout = 5_000;

/**
 * React Router's own document renderer, with three changes: the scripts' preloads are fetched at
 * low priority, after the stylesheet and the first pictures (lib/script-priority.server.ts);
 * every visitor gets the whole document, never a fallback to be filled in by a script later;
 * and that document is answered as one buffer with its length, not streamed
 * (lib/page-bytes.server.ts). Every loader has finished before rendering starts, so the only
 * thing that can wait is an island's code on the server's first render of it (lib/island.tsx),
 * and the HTML must hold every part in its place: it is what the visitor sees and uses until
 * the scripts wake it.
 *
 * Every inline script the page gets (React Router's context and module loader, any of React's)
 * carries the page's nonce, the one its Content-Security-Policy names (server/security-headers.ts):
 * `<Scripts>` and `<Links>` take it from the router's context.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  { cspNonce: nonce }: AppLoadContext,
) {
  // A HEAD answer says what the page's would: HTML (and so the page's security headers).
  headers.set("Content-Type", "text/html");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const page = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // React moves a finished part of the page out of line (to be put in place by a script) once
      // the document has passed this many bytes; without JavaScript it would stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        void pageBytes(pipe).then((page) => {
          clearTimeout(timeout);
          timeout = undefined;
          const html = withLowPriorityScripts(page);
          headers.set("Content-Length", String(html.byteLength));
          resolve(new Response(html, { headers, status }));
        });
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject above and are logged by React Router; later ones only here.
        if (shellRendered)
          process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      },
    });
  });
}

import { Hono } from "hono";
import { openApiDocument } from "./document.ts";

/** `/api/openapi.json` for tools and `/api/docs` for people. */
export function openApiRoutes() {
  const document = openApiDocument();
  const body = JSON.stringify(document);
  return new Hono()
    .get("/openapi.json", (c) =>
      c.body(body, 200, { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" }),
    )
    .get("/docs", (c) => c.html(renderDocs(document)));
}

function renderDocs(document: ReturnType<typeof openApiDocument>): string {
  const escape = (v: string) => v.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (op.parameters ?? [])
        .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${escape(p.description)}</td></tr>`)
        .join("");
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<details><summary>${status} — ${escape(r.description)}</summary>${
              r.content ? `<pre>${escape(JSON.stringify(Object.values(r.content)[0]?.schema, null, 2))}</pre>` : ""
            }</details>`,
        )
        .join("");
      return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2><p>${escape(op.summary)}</p>${
        params ? `<table><thead><tr><th>parameter</th><th>in</th><th>meaning</th></tr></thead><tbody>${params}</tbody></table>` : ""
      }${responses}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(
    document.info.title,
  )}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b2530}h2{font-size:1.1rem;margin-top:2rem}.m{background:#0f3d5e;color:#fff;padding:0 .4rem;border-radius:4px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d9e0e6;text-align:left;padding:.3rem}pre{background:#f4f6f8;padding:.75rem;overflow:auto;font-size:.8rem}</style></head><body><h1>${escape(
    document.info.title,
  )}</h1><p>${escape(document.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p>${operations.join("")}</body></html>`;
}

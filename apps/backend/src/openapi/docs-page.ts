import type { OpenApiDocument } from "./document.ts";

type Json = Record<string, unknown>;
const escape = (value: string) => value.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const methods = ["get", "post", "put", "patch", "delete"] as const;

/** `/api/docs`: the generated document as one readable page, no script and nothing fetched from elsewhere. */
export function renderDocs(document: OpenApiDocument): string {
  const operations = (items: Record<string, unknown>, label: (path: string) => string) =>
    Object.entries(items).flatMap(([path, item]) =>
      methods.flatMap((method) => {
        const operation = (item as Json)[method] as Json | undefined;
        return operation ? [renderOperation(method, label(path), operation)] : [];
      }),
    );
  // Webhooks: what the shop calls on others (the ERP), after the paths it serves.
  const sections = [
    ...operations(document.paths ?? {}, (path) => path),
    ...operations(document.webhooks ?? {}, (name) => `webhook ${name.replace(/^\//, "")}`),
  ];
  const info = document.info;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(
    info.title,
  )}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b2530}h2{font-size:1.1rem;margin-top:2rem}.m{background:#0f3d5e;color:#fff;padding:0 .4rem;border-radius:4px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d9e0e6;text-align:left;padding:.3rem}pre{background:#f4f6f8;padding:.75rem;overflow:auto;font-size:.8rem}</style></head><body><h1>${escape(
    info.title,
  )}</h1><p>${escape(info.description ?? "")}</p><p><a href="/api/openapi.json">openapi.json</a></p>${sections.join("")}</body></html>`;
}

function renderOperation(method: string, path: string, operation: Json): string {
  const parameters = ((operation.parameters as Json[] | undefined) ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p.name))}</code>${p.required ? " (required)" : ""}</td><td>${escape(String(p.in))}</td><td>${escape(
          String(p.description ?? (p.schema as Json | undefined)?.description ?? ""),
        )}</td></tr>`,
    )
    .join("");
  const body = operation.requestBody as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const bodies = Object.entries(body?.content ?? {})
    .map(
      ([type, media]) =>
        `<details><summary>Request body: ${escape(type)}</summary><pre>${escape(JSON.stringify(media.schema, null, 2))}</pre></details>`,
    )
    .join("");
  const answers = Object.entries((operation.responses as Record<string, Json>) ?? {})
    .map(([status, response]) => {
      const content = response.content as Record<string, { schema?: unknown }> | undefined;
      const schema = content ? Object.values(content)[0]?.schema : undefined;
      return `<details><summary>${escape(status)} — ${escape(String(response.description ?? ""))}</summary>${
        schema ? `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>` : ""
      }</details>`;
    })
    .join("");
  const table = parameters
    ? `<table><thead><tr><th>parameter</th><th>in</th><th>meaning</th></tr></thead><tbody>${parameters}</tbody></table>`
    : "";
  const guarded =
    operation.security && (operation.security as Json[]).some((s) => Object.keys(s).length > 0)
      ? " <em>(bearer token)</em>"
      : "";
  return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code>${guarded}</h2><p>${escape(
    String(operation.summary ?? ""),
  )}</p>${table}${bodies}${answers}</section>`;
}

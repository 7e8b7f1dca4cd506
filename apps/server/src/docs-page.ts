type OpenApi = {
  info: { title: string; description: string };
  paths: Record<
    string,
    Record<string, { summary?: string; tags?: string[]; description?: string }>
  >;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain, dependency-free page listing every documented URL; the JSON is at /api/openapi.json. */
export function apiDocsPage(doc: OpenApi): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        return `<tr><td>${escape(op.tags?.[0] ?? '')}</td><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary ?? '')}</td></tr>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1a1b1e}
table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #e9ecef;padding:.45rem .5rem;vertical-align:top}
code{font-size:13px}.m{font-weight:700}.get{color:#2b8a3e}.post{color:#1864ab}.patch{color:#e67700}.delete{color:#c92a2a}
</style></head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Errors are <code>{"error": "…"}</code>; lists are <code>{"message", "data"}</code>.</p>
<table><thead><tr><td>Area</td><td>Method</td><td>URL</td><td>What it does</td></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

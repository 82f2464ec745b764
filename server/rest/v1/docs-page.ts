// The reference page of /api/v1 (GET /api/v1/docs): plain HTML written on the server from the OpenAPI document,
// with no script and nothing from another site, so the app's content security policy serves it as it is.
type Doc = Record<string, unknown>;

const escape = (value: unknown): string =>
  String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const METHODS = ["get", "post", "patch", "delete"] as const;

/** A schema in a line: its type, a reference's name, a list's items. */
function schemaText(schema: Doc | undefined): string {
  if (!schema) return "";
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop()!;
  if (Array.isArray(schema.allOf)) return (schema.allOf as Doc[]).map(schemaText).join(" + ");
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Doc[]).map(schemaText).join(" | ");
  const type = Array.isArray(schema.type) ? (schema.type as string[]).join(" | ") : String(schema.type ?? "cualquiera");
  if (schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array"))) return `${type} de ${schemaText(schema.items as Doc)}`;
  if (schema.type === "object" && schema.properties) return `{ ${Object.keys(schema.properties as Doc).join(", ")} }`;
  const extra = [schema.format, Array.isArray(schema.enum) ? (schema.enum as string[]).join(" / ") : undefined].filter(Boolean);
  return extra.length ? `${type} (${extra.join("; ")})` : type;
}

function schemaTable(name: string, schema: Doc): string {
  const properties = (schema.properties ?? {}) as Record<string, Doc>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties)
    .map(([field, s]) => `<tr><td><code>${escape(field)}</code>${required.has(field) ? " *" : ""}</td><td>${escape(schemaText(s))}</td><td>${escape(s.description)}</td></tr>`)
    .join("");
  return `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schema.description ? `<p>${escape(schema.description)}</p>` : ""}<table><thead><tr><th>Campo</th><th>Tipo</th><th>Descripción</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function docsPage(doc: Doc): string {
  const info = doc.info as Doc;
  const paths = doc.paths as Record<string, Record<string, Doc>>;
  const components = doc.components as { schemas: Record<string, Doc> };
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const op = item[m]!;
      const params = [...((item.parameters ?? []) as unknown as Doc[]), ...((op.parameters ?? []) as Doc[])];
      const body = (op.requestBody as Doc | undefined)?.content as Record<string, Doc> | undefined;
      const responses = Object.entries(op.responses as Record<string, Doc>).map(([code, r]) => {
        const described = r.$ref ? ((doc.components as Doc).responses as Record<string, Doc>)[String(r.$ref).split("/").pop()!] : r;
        const schema = ((described?.content as Record<string, Doc> | undefined)?.["application/json"]?.schema) as Doc | undefined;
        return `<li><b>${escape(code)}</b> ${escape(described?.description)}${schema ? ` — <code>${escape(schemaText(schema))}</code>` : ""}</li>`;
      });
      return `<article><h3><code>${m.toUpperCase()} ${escape(path)}</code></h3><p>${escape(op.summary)}</p>
${params.length ? `<details><summary>Parámetros (${params.length})</summary><ul>${params.map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}) ${escape(p.description)}</li>`).join("")}</ul></details>` : ""}
${body ? `<p>Cuerpo: <code>${escape(schemaText(body["application/json"]?.schema as Doc))}</code></p>` : ""}
<ul>${responses.join("")}</ul></article>`;
    }),
  );
  const schemas = Object.entries(components.schemas).map(([name, s]) => schemaTable(name, s)).join("\n");
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}code{background:#f3f3f3;padding:0 .2rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}article{border-top:1px solid #ddd;padding:.5rem 0}</style>
</head><body>
<h1>${escape(info.title)}</h1>
<p>${escape(info.description)}</p>
<p>Documento OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Versión ${escape(info.version)}.</p>
<h2>Operaciones</h2>
${operations.join("\n")}
<h2>Esquemas</h2>
${schemas}
</body></html>
`;
}

// The built UI's static files (production). Hashed assets under /assets/ are served with a year of
// immutable caching and, when the build wrote them and the browser accepts them, precompressed
// `.br` / `.gz` copies (scripts/precompress.ts); index.html is revalidated on every load. Any other
// path gets index.html, so client-side routes open directly.
import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { MESSAGES } from "@shared/i18n/messages";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

/** Encodings the server may send, best first, with the suffix of their precompressed file. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * The encodings an Accept-Encoding header allows (RFC 9110, section 12.5.3): listed with q > 0, or covered by
 * "*" when not listed with q=0. No header: identity only.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get("*");
    if (weight !== undefined && weight > 0) accepted.add(name);
  }
  return accepted;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Static files of the built UI; any other path gets index.html (client-side routes). */
export function serveUi(dir: string, req: IncomingMessage, res: ServerResponse, url: URL): void {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // a malformed escape (e.g. "/%E0%A4%A") is the client's mistake, not a server failure
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end(MESSAGES.badRequest);
    return;
  }
  const root = join(dir, sep);
  const rel = normalize(pathname).replace(/^(\.\.[/\\])+/, "");
  let file = join(dir, rel);
  // hidden entries (the build's .vite/manifest.json) are not part of the site
  const hidden = rel.split(/[/\\]/).some((segment) => segment.startsWith("."));
  if (hidden || !file.startsWith(root) || !isFile(file)) file = join(dir, "index.html");
  // only files under assets/ carry a content hash in their name: they never change at that address
  const immutable = file.startsWith(join(dir, "assets", sep));
  const headers: Record<string, string> = {
    "content-type": MIME[extname(file)] ?? "application/octet-stream",
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  };
  let body = file;
  if (immutable) {
    headers.vary = "Accept-Encoding";
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = ENCODINGS.find((e) => accepted.has(e.name) && isFile(file + e.suffix));
    if (encoding) {
      body = file + encoding.suffix;
      headers["content-encoding"] = encoding.name;
    }
  }
  headers["content-length"] = String(statSync(body).size);
  res.writeHead(200, headers);
  if (req.method === "HEAD") return void res.end();
  createReadStream(body).pipe(res);
}

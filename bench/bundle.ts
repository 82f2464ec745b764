// Gzip size of the JavaScript the login route loads: the entry script and its modulepreloads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function loginRouteJs(distDir = "dist") {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const srcs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(srcs)].map((src) => {
    const body = readFileSync(join(distDir, src.replace(/^\//, "")));
    return { file: src, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  return {
    files: files.length,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    gzipKB: Math.round(files.reduce((a, f) => a + f.gzipBytes, 0) / 102.4) / 10,
  };
}

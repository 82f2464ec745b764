// Gzip size of the JavaScript the login route loads: the entry script and its modulepreloads, plus the login
// screen's own chunk and its static imports (src/login-app.tsx, which a signed-out entry loads at once) when
// the build's manifest is there.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkOfSource, readManifest, staticClosure } from "./route-chunks";

/** The files of the login screen's chunk and its static imports, as "/assets/…" paths; none without a manifest. */
function loginScreenFiles(distDir: string): string[] {
  if (!existsSync(join(distDir, ".vite", "manifest.json"))) return [];
  const manifest = readManifest(distDir);
  const key = chunkOfSource(manifest, "src/login-app.tsx");
  return key ? staticClosure(manifest, key).map((k) => `/${manifest[k]!.file}`) : [];
}

export function loginRouteJs(distDir = "dist") {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const srcs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set([...srcs, ...loginScreenFiles(distDir)])].map((src) => {
    const body = readFileSync(join(distDir, src.replace(/^\//, "")));
    return { file: src, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  return {
    files: files.length,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    gzipKB: Math.round(files.reduce((a, f) => a + f.gzipBytes, 0) / 102.4) / 10,
  };
}

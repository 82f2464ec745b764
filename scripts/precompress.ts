// A Vite build plugin: writes `.br` and `.gz` copies next to each compressible built asset, so the server
// sends them as they are (server/rest/static-ui.ts) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".html"]);
/** below this a compressed copy saves less than a packet */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; returns how many files. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tdc-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // only the hashed assets: index.html changes with every build and is sent uncompressed (small)
      precompressDir(join(outDir, "assets"));
    },
  };
}

// Which JavaScript chunks a built entry loads before it runs: the entry and its static imports, followed
// through Vite's manifest (`build.manifest`). Dynamic imports (lazy routes, charts, maps) are not followed.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** Manifest keys loaded with `key`: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  visit(key);
  return [...seen];
}

/** The manifest key whose source is `src` (e.g. "src/home-routes.tsx"). */
export function chunkOfSource(manifest: Manifest, src: string): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k]!.src === src);
}

/** Sizes of built files: raw, and of the precompressed copies the server sends. */
export function fileSizes(distDir: string, files: string[]) {
  const size = (f: string) => (existsSync(join(distDir, f)) ? statSync(join(distDir, f)).size : null);
  const sum = (suffix: string) => files.reduce((a, f) => a + (size(f + suffix) ?? size(f) ?? 0), 0);
  return { files: files.length, bytes: sum(""), gzipKB: Math.round(sum(".gz") / 102.4) / 10, brotliKB: Math.round(sum(".br") / 102.4) / 10 };
}

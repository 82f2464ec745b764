// The server compiled for production: one ES module bundle of server/main.ts (and the code of shared/ and entities/ it uses) in
// dist-server/, run by plain `node` — no TypeScript loader in the running server. Packages stay outside the
// bundle (node_modules resolves them at run time, PGlite's WebAssembly and extensions included), and the two
// folders the server reads next to its own file are copied beside the bundle: the SQL migrations and the
// schema files of the GraphQL modules and of the entity folders. The entities' screen parts are never imported by
// the server, so none of the browser's code is bundled.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** where the compiled server is written */
export const SERVER_OUT_DIR = "dist-server";
/** the compiled server's entry file */
export const SERVER_ENTRY = join(SERVER_OUT_DIR, "main.js");

/** the files the bundle is made of, besides package.json and its lock */
const SOURCE_DIRS = ["server", "shared", "entities"];

/** The newest modification time among `dir`'s files (0 when it does not exist). */
export function newest(dir) {
  if (!existsSync(dir)) return 0;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return max;
}

/** True when dist-server/main.js is missing or older than a source file, package.json or its lock. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_ENTRY)) return true;
  const sources = Math.max(...SOURCE_DIRS.map(newest), ...["package.json", "package-lock.json"].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  return statSync(SERVER_ENTRY).mtimeMs < sources;
}

/** Copies every `*.graphql` file under `from` to the same place under `to`. */
function copySchemaFiles(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".graphql")) continue;
    const source = join(entry.parentPath ?? entry.path, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

/**
 * True when node's own ES module loader resolves the package import `specifier` from the project: a package's
 * main entry, any subpath of a package with an `exports` map (node follows the map), or a subpath naming a file
 * exactly. Not a deep import without its extension such as `dayjs/plugin/utc`, which tsx's resolver forgives.
 * (Worked out from the files rather than asked of the running loader: under tsx, that loader forgives it too.)
 */
export function nodeResolves(specifier) {
  const parts = specifier.split("/");
  const name = parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
  const subpath = specifier.slice(name.length + 1);
  const manifest = join("node_modules", name, "package.json");
  if (!existsSync(manifest)) return false;
  if (!subpath || JSON.parse(readFileSync(manifest, "utf8")).exports) return true;
  const file = join("node_modules", name, subpath);
  return existsSync(file) && statSync(file).isFile();
}

/** Leaves to node_modules the package imports node resolves, and bundles the others. */
const packagesNodeResolves = {
  name: "packages-node-resolves",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:") || args.kind === "entry-point") return undefined;
      return nodeResolves(args.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * Builds the server from scratch into `outDir` (dist-server by default; a folder of the project, since the bundle
 * finds its packages in the project's node_modules); resolves with the bundle's size in bytes.
 */
export async function buildServer({ outDir = SERVER_OUT_DIR } = {}) {
  const { build } = await import("esbuild");
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: ["server/main.ts"],
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // the project's aliases (@shared/…, @server/…) are tsconfig.json's `paths`, which esbuild reads
    plugins: [packagesNodeResolves],
    // no source map: the log names no stack frames (server/security/log.ts), and node's --enable-source-maps
    // would make every error's stack dearer
    logLevel: "warning",
    metafile: true,
  });
  // server/db/client.ts and server/graphql/schema-sdl.ts find these next to their own module: here, next to main.js
  cpSync("server/db/migrations", join(outDir, "migrations"), { recursive: true });
  copySchemaFiles("server/graphql/modules", join(outDir, "modules"));
  copySchemaFiles("entities", join(outDir, "entities"));
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

// `node scripts/build-server.mjs`: the build on its own (npm run build:server)
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const bytes = await buildServer();
  console.log(`Servidor compilado en ${SERVER_ENTRY} (${(bytes / 1e6).toFixed(1)} MB)`);
}

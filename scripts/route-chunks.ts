// Chunk groups per route for the production build (rolldown's `output.codeSplitting.groups`). Left to itself,
// rolldown puts each set of modules shared by the same lazy imports in a chunk of its own; every lazy chunk
// added (a dialog, a calendar, the master pages) cuts the login screen's and the trips list's code into more,
// smaller files, which compress worse one by one and are more requests. Here each route's static code is one
// group: what the login screen needs (the entry and src/login-app.tsx, followed through static imports), then
// what <Refine> and its providers add (src/App.tsx), then what the signed-in shell and the trips list add
// (src/home-routes.tsx). Everything else (lazy screens, dialogs, the calendar) keeps rolldown's own chunks.
// Static imports are followed as the bundle will keep them, except through antd's and the icons' index files:
// those re-export every component, so a module importing `{ Button } from "antd"` is taken to reach antd's
// button alone (what tree-shaking keeps), not the whole library.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

/** The index files that only re-export, by the specifier the app imports them with. */
const BARRELS: readonly { specifier: string; file: RegExp }[] = [
  { specifier: "antd", file: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/ },
  { specifier: "@ant-design/icons", file: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/ },
];

/**
 * Packages shipped as one bundled file whose imports reach every component and package any of its exports needs
 * (@refinedev/antd: its pages, fields, markdown and pro layout, of which we use hooks only). Their imports are not
 * followed: what the hooks we use need is reached through our own imports or left to the bundler's chunks.
 */
const BUNDLED_PACKAGES = /[\\/]node_modules[\\/]@refinedev[\\/]antd[\\/]/;

/** A re-exporting index file's exported names → the path (without extension) each comes from. */
export function reExports(file: string, code = readFileSync(file, "utf8")): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of m[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop()!;
      if (name) names.set(name, resolve(dirname(file), m[2]!));
    }
  }
  for (const m of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const target = resolve(dirname(file), m[1]!);
    const inner = [`${target}.js`, `${target}/index.js`].find((f) => { try { return readFileSync(f) !== null; } catch { return false; } });
    if (inner) for (const [name, from] of reExports(inner)) if (!names.has(name)) names.set(name, from);
  }
  return names;
}

/** The names `code` imports or re-exports from `specifier` (`import { A, B as C } from "antd"` → A, B). */
export function namedImports(code: string, specifier: string): string[] | null {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const found = [...code.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "g"))];
  // anything else (a namespace or default import) reaches the whole index
  const other = new RegExp(`(?:import|export)\\s+[^{\\s][^;\\n]*?from\\s*["']${quoted}["']`).test(code);
  if (!found.length || other) return null;
  return found.flatMap((m) => m[1]!.split(",").map((p) => p.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!).filter(Boolean));
}

/** The route groups in load order: name and the modules whose static imports start it. */
export const ROUTE_GROUPS: readonly { name: string; roots: readonly string[] }[] = [
  { name: "login-route", roots: ["src/main.tsx", "src/login-app.tsx"] },
  { name: "app-route", roots: ["src/App.tsx"] },
  { name: "shell-route", roots: ["src/home-routes.tsx"] },
];

/** Modules reached from `roots` through static imports, `roots` included (through an index, the names used). */
export function staticReach(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const indexes = new Map<string, Map<string, string>>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (BUNDLED_PACKAGES.test(id)) continue;
    for (const imported of info.importedIds) {
      const barrel = BARRELS.find((b) => b.file.test(imported));
      const names = barrel && info.code ? namedImports(info.code, barrel.specifier) : null;
      if (!barrel || !names) {
        stack.push(imported);
        continue;
      }
      const index = indexes.get(imported) ?? reExports(imported);
      indexes.set(imported, index);
      for (const name of names) {
        const from = index.get(name);
        const target = from && [`${from}.js`, `${from}/index.js`, from].find((f) => graph.getModuleInfo(f));
        // a name the index does not list is a type (removed by then)
        if (target) stack.push(target);
      }
    }
  }
  return seen;
}

/** Which group each module belongs to: the first group (in load order) whose roots reach it statically. */
export function routeGroupOf(graph: ModuleGraph, root: string): Map<string, string> {
  const groupOf = new Map<string, string>();
  const roots = new Set(ROUTE_GROUPS.flatMap((g) => g.roots.map((r) => resolve(root, r))));
  for (const group of ROUTE_GROUPS) {
    for (const id of staticReach(graph, group.roots.map((r) => resolve(root, r)))) {
      // the roots stay chunks of their own (the entry and the lazy imports the manifest names by source)
      if (!groupOf.has(id) && !roots.has(id)) groupOf.set(id, group.name);
    }
  }
  return groupOf;
}

/**
 * The codeSplitting option: a group per route, the earlier route first (a higher priority), so that a group
 * taking its modules' dependencies along never takes a module an earlier route needs.
 */
export function routeChunks(root: string) {
  let groupOf: Map<string, string> | undefined;
  return {
    groups: ROUTE_GROUPS.map((group, i) => ({
      debugName: group.name,
      priority: ROUTE_GROUPS.length - i,
      name: (id: string, ctx: ModuleGraph) => {
        groupOf ??= routeGroupOf(ctx, root);
        return groupOf.get(id) === group.name ? group.name : null;
      },
    })),
  };
}

// The starter definition `npm run entity:new -- <Nombre>` writes: the names a master entity needs, derived from one
// PascalCase Spanish name in the plural (e.g. "TiposCarga"), ids free in their number spaces, the definition's text
// and its line in the registry. Pure: the script (scripts/entity-new.ts) reads and writes the files.

import { ENTITY_KEY, entityNames, keyWords, lowerFirst, singularWord } from "../entities/names";

export interface ScaffoldNames {
  /** the entity's key, from which the definition derives every other name: "TiposCarga" */
  key: string;
  /** resource name, folder name (entities/<name>/) and SQL table: "tiposcarga" */
  name: string;
  /** the definition's exported constant: "tiposCargaEntity" */
  constant: string;
  /** contract type: "TipoCarga" */
  typeName: string;
  /** contract page type: "TiposCargaPage" */
  pageTypeName: string;
  labels: { singular: string; plural: string; title: string; gender: "m" | "f" };
  route: string;
  operations: { list: string; one: string; create: string; update: string; delete: string; inputName: string };
}

/** The refusal of a name the scaffold cannot use, or null when it is valid. */
export function invalidNameMessage(input: string): string | null {
  if (ENTITY_KEY.test(input)) return null;
  return `Nombre inválido: '${input}'. Use letras sin tildes ni espacios, en plural, empezando en mayúscula (p. ej. Bodegas o TiposCarga).`;
}

export { singularWord };

/** Everything named from the plural name (the entity's key); only the first word is made singular ("TiposCarga" → "Tipo carga"). */
export function scaffoldNames(input: string): ScaffoldNames {
  const invalid = invalidNameMessage(input);
  if (invalid) throw new Error(invalid);
  const derived = entityNames(input);
  const plural = keyWords(input);
  const singular = [singularWord(plural[0]), ...plural.slice(1)];
  const sentence = (ws: string[]) => [ws[0], ...ws.slice(1).map((w) => w.toLowerCase())].join(" ");
  // the noun's gender guessed from its ending (-a feminine); the developer corrects it in the file when wrong
  const gender = /a$/i.test(singular[0]) ? "f" : "m";
  return {
    key: input,
    name: derived.name,
    constant: `${lowerFirst(input)}Entity`,
    typeName: derived.typeName,
    pageTypeName: derived.pageTypeName,
    labels: { singular: sentence(singular), plural: sentence(plural), title: sentence(plural), gender },
    route: derived.route,
    operations: derived.operations,
  };
}

/** The masters' `tablas` ids are 2001 and up (shared/config.ts TABLE_IDS); the screens' own are below 2000. */
export const MASTER_TABLE_IDS_FROM = 2001;

/**
 * A new id after every taken one at or above `from` (never a gap between taken ids: the spec's screens leave some,
 * e.g. export 5, that are not ours to use).
 */
export function nextFreeId(taken: Iterable<number>, from = 1): number {
  let max = from - 1;
  for (const id of taken) if (id >= from && id > max) max = id;
  return max + 1;
}

/**
 * The ids a test's own entity holds (`tableId: 2100,` in its definition's text): a new entity must not take them,
 * or every test that mounts that entity beside the registry stops at start on an id claimed twice.
 */
export function idsDeclaredIn(sources: Iterable<string>, key: "tableId" | "exportId"): number[] {
  const ids: number[] = [];
  const pattern = new RegExp(`\\b${key}:\\s*(\\d+)`, "g");
  for (const text of sources) for (const match of text.matchAll(pattern)) ids.push(Number(match[1]));
  return ids;
}

/** What already holds a name, route or type the new entity would take (the registry's entities). */
export interface ExistingEntity {
  name: string;
  typeName: string;
  route: string;
}

/** The refusal when the entity (or one named alike) already exists, else null. */
export function existingEntityMessage(names: ScaffoldNames, existing: readonly ExistingEntity[], fileExists: boolean): string | null {
  if (fileExists) return `La entidad '${names.name}' ya existe: entities/${names.name}/definition.ts. No se escribió nada.`;
  const clash = existing.find(
    (e) => e.name === names.name || e.typeName === names.typeName || e.route.toLowerCase() === names.route.toLowerCase(),
  );
  return clash ? `La entidad '${names.name}' ya existe en el registro (choca con '${clash.name}'). No se escribió nada.` : null;
}

const quote = (s: string) => JSON.stringify(s);

/** The definition file's text. */
export function definitionSource(n: ScaffoldNames, ids: { tableId: number; exportId: number }): string {
  const f = n.labels.gender === "f";
  const article = f ? "la" : "el";
  return `// ${n.labels.plural}: a master of the company written by \`npm run entity:new\`. Each option of the definition is
// described in the README's "Add a resource"; after changing the fields run \`npm run db:generate\`. What only the
// server needs goes beside it in server.ts (and server/), what only the screen needs in screen.tsx (and screen/).
import { defineEntity } from "@shared/entities/types";

// its names (table ${n.name}, contract type ${n.typeName}, operations ${n.operations.list}, ${n.operations.create}…, path
// ${n.route}) are derived from its key
export const ${n.constant} = defineEntity({
  key: ${quote(n.key)},
  labels: { singular: ${quote(n.labels.singular)}, plural: ${quote(n.labels.plural)}, title: ${quote(n.labels.title)}, gender: ${quote(n.labels.gender)} },
  menu: { group: "maestras", icon: "FileTextOutlined" },
  audit: ${quote(n.labels.singular)},
  tableId: ${ids.tableId},
  tableGroup: "Maestras",
  tableDescription: ${quote(`${n.labels.plural} de la empresa`)},
  exportId: ${ids.exportId},
  notFound: ${quote(`No se encontró ${article} ${n.labels.singular.toLowerCase()}`)},
  titleField: "nombre",
  fields: {
    nombre: { label: "Nombre", type: "text", required: true, max: 60, list: { width: 240 } },
    descripcion: { label: "Descripción", type: "text", multiline: true, max: 500, list: { width: 320, hidden: true } },
    ${f ? "activa" : "activo"}: { label: ${quote(f ? "Activa" : "Activo")}, type: "boolean", default: true, list: { width: 90 } },
    // more field types (README "Add a resource"): integer, float, decimal, day, date, datetime, duration, url, time,
    // json, multiselect (with options) and an uploaded image, e.g. foto: { label: "Foto", type: "image", list: { width: 80 } },
  },
});
`;
}

/** The registry (entities/index.ts) with the entity's import after the others and its line last in the list. */
export function registryWithEntity(registry: string, n: ScaffoldNames): string {
  const importLine = `import { ${n.constant} } from "./${n.name}/definition";\n`;
  const list = "export const entities: readonly EntityDefinition[] = [\n";
  const start = registry.indexOf(list);
  const end = start < 0 ? -1 : registry.indexOf("\n];", start);
  const imports = [...registry.matchAll(/^import \{ \w+ \} from "\.\/\w+\/definition";\n/gm)];
  if (end < 0 || !imports.length) {
    throw new Error("entities/index.ts no tiene la forma esperada (imports de './<nombre>/definition' y la lista 'entities'): agregue la línea a mano.");
  }
  if (registry.includes(importLine)) throw new Error(`entities/index.ts ya importa ${n.constant}. No se escribió nada.`);
  const last = imports[imports.length - 1];
  const afterImports = last.index + last[0].length;
  return registry.slice(0, afterImports) + importLine + registry.slice(afterImports, end + 1) + `  ${n.constant},\n` + registry.slice(end + 1);
}

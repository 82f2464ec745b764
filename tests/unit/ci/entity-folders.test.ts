// @vitest-environment node
// A master entity's own code is in its folder (entities/<name>/): outside it, the rest of the project names the entity
// through its registry line and the generated modules only. What a regression would bring back is checked here for
// every entity of the registry: its table declared by hand outside its folder, its audit name spelled as a text
// outside it, the `tablas` rows of its lists (its own and the tabs it names) written outside it, by their ids or
// by the names that are not the entity's. The table of an entity whose rows are a part (`scope`) of a table the server shares (the users', which
// signing in, the sessions and every profile read) is the server's, declared in server/db/schema.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { tableIdsOf } from "@shared/entities/types";
import * as schema from "@server/db/schema";
import { declaresOwnTable } from "../../../scripts/entity-tables";

/** The project's code outside the entity folders: neither tests nor generated files. */
const OUTSIDE = ["server", "src", "shared", "scripts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" || entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$|\.generated\.ts$|\.types\.ts$/.test(entry.name) ? [path] : [];
  });
}

const outside = OUTSIDE.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(file, "utf8") }));
/** The tables a text declares with drizzle's pgTable("name", …). */
const declaredTables = (text: string) => [...text.matchAll(/pgTable\(\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
/** The tables an entity's folder declares (entities/<name>/server/table.ts). */
const folderTables = (name: string) => (declaresOwnTable({ name }) ? declaredTables(readFileSync(join("entities", name, "server/table.ts"), "utf8")) : []);

const own = entities.filter((e) => !e.scope);
/** A number given as a property's value (`id: 2006`, `usuariosConductores: 2007`), as a list's settings name their id. */
const givenAsValue = (id: number) => new RegExp(`\\b\\w+\\s*:\\s*${id}(?![\\w.])`);
/** The names of an entity's `tablas` rows other than its own name: its row's when renamed, its tabs'. */
const rowNames = (entity: (typeof entities)[number]) =>
  [entity.tableRow?.name, ...(entity.tabs ?? []).map((tab) => tab.name)].filter((name): name is string => name !== undefined && name !== entity.name);
const schemaTables = Object.values(schema).filter((t) => is(t, PgTable)).map((t) => getTableName(t as PgTable));

describe("an entity's own code is in its folder", () => {
  it("the sources outside the folders were read", () => {
    expect(outside.length).toBeGreaterThan(300);
    expect(outside.some(({ text }) => declaredTables(text).includes("viajes"))).toBe(true);
  });

  it.each(own.map((e) => [e.name, e] as const))("%s: no table of its own is declared outside its folder", (_name, entity) => {
    const itsTables = [entity.table, ...folderTables(entity.name)];
    const found = outside.flatMap(({ file, text }) => declaredTables(text).filter((t) => itsTables.includes(t)).map((t) => `${file}: ${t}`));
    expect(found).toEqual([]);
  });

  it.each(entities.filter((e) => e.derivedTable === false).map((e) => [e.name, e] as const))(
    "%s: a table declared by hand is in its folder, or it is a part of a shared one",
    (_name, entity) => {
      if (entity.scope) {
        expect(declaresOwnTable(entity)).toBe(false);
        expect(outside.some(({ file, text }) => file.startsWith(join("server", "db", "schema")) && declaredTables(text).includes(entity.table))).toBe(true);
      } else expect(folderTables(entity.name)).toContain(entity.table);
    },
  );

  it("the schema the server and drizzle-kit read holds every entity's tables, those of its folder included", () => {
    for (const entity of entities) {
      expect(schemaTables, entity.name).toContain(entity.table);
      for (const table of folderTables(entity.name)) expect(schemaTables, `${entity.name}: ${table}`).toContain(table);
    }
    // each table once
    expect(new Set(schemaTables).size).toBe(schemaTables.length);
  });

  it.each(entities.filter((e) => tableIdsOf(e).length).map((e) => [e.name, e] as const))(
    "%s: the settings of its lists (its own, its tabs') are its folder's, neither their ids nor their names written outside",
    (_name, entity) => {
      const names = rowNames(entity);
      const found = outside.flatMap(({ file, text }) => [
        ...tableIdsOf(entity).filter((id) => givenAsValue(id).test(text)).map((id) => `${file}: ${id}`),
        ...names.filter((name) => new RegExp(`["'\`]${name}["'\`]`).test(text)).map((name) => `${file}: "${name}"`),
      ]);
      expect(found).toEqual([]);
    },
  );

  it("finds a list's id or row name written outside", () => {
    expect(givenAsValue(2006).test("  usuariosPuestosControl: 2006,")).toBe(true);
    expect(givenAsValue(2006).test("id: 20061, x: 2006.5, at = 2006")).toBe(false);
    const usuarios = entities.find((e) => e.name === "usuarios")!;
    expect(rowNames(usuarios)).toEqual(["controladorestrafico", "puestoscontrolusuarios", "usuariosconductores"]);
  });

  it.each(entities.filter((e) => e.audit).map((e) => [e.audit!, e] as const))("%s: its audit name is its definition's, spelled nowhere else", (audit) => {
    // a record's `entidad: "…"`, or a per-entity map's key ("Plan de viaje": { … }, Usuario: { … })
    const key = /^\p{L}+$/u.test(audit) ? `(\\b${audit}|["'\`]${audit}["'\`])` : `["'\`]${audit}["'\`]`;
    const spelled = outside.filter(({ text }) => new RegExp(`entidad:\\s*["'\`]${audit}["'\`]|${key}\\s*:\\s*\\{`, "u").test(text)).map(({ file }) => file);
    expect(spelled).toEqual([]);
  });
});

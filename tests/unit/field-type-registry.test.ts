// The field types written as modules stay modules: each tree's registry holds a part of every type (the file, the
// image and the many-to-many field among them), and no code outside a type's own files branches on its name (`type === "file"`,
// `case "file"`, a field's `.manyToMany`), so a type's rule lives in its module and not again in the engine's switches.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FIELD_TYPES, KEYED_FIELD_TYPES, MODULE_FIELD_TYPES, fieldTypeOf } from "@shared/entities/field-types";
import type { EntityField } from "@shared/entities/types";
import { serverFieldTypeOf } from "@server/entities/field-types";
import { browserFieldTypeOf } from "@/resources/engine/field-types";

const ROOT = join(import.meta.dirname, "../..");
const TREES = ["shared", "server", "src", "entities"];

/** The source files of the trees, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

/** A branch on a type's name: a comparison with it or a switch's case. */
const branchOn = (type: string) => new RegExp(`\\btype\\s*[!=]==?\\s*["']${type}["']|\\bcase\\s+["']${type}["']`);

/** A branch on a key that chooses a type (a field's `.manyToMany` read anywhere). */
const branchOnKey = (key: string) => new RegExp(`\\.${key}\\b`);

/** A type's files are named by it, a key's in kebab case (manyToMany: many-to-many.ts). */
const fileName = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Whether a file is one of the type's three parts. */
const isPartOf = (path: string, type: string) => new RegExp(`/field-types/${fileName(type)}\\.tsx?$`).test(path);

const ramos: EntityField = { label: "Ramos", type: "integer", manyToMany: { table: "ramos", labelColumn: "nombre", operation: "ramosInfo" } };

describe("the field types written as modules", () => {
  it("have a shared, a server and a browser part each, the file, the image and the many-to-many field among them", () => {
    expect(MODULE_FIELD_TYPES).toContain("file");
    expect(MODULE_FIELD_TYPES).toContain("image");
    expect(KEYED_FIELD_TYPES).toEqual(["manyToMany"]);
    expect(Object.keys(FIELD_TYPES).sort()).toEqual([...MODULE_FIELD_TYPES, ...KEYED_FIELD_TYPES].sort());
    for (const type of MODULE_FIELD_TYPES) {
      expect(fieldTypeOf({ type }), type).toBeDefined();
      expect(serverFieldTypeOf({ type }), type).toBeDefined();
      expect(browserFieldTypeOf({ type }), type).toBeDefined();
    }
  });

  it("a file is never imported, adds its signed URL to the contract and checks its upload on write", () => {
    expect(fieldTypeOf({ type: "file" })!.readCell).toBeUndefined();
    expect(serverFieldTypeOf({ type: "file" })!.outputs!("contrato", { label: "Contrato", type: "file" }).map((o) => o.name)).toEqual(["contratoUrl"]);
    expect(serverFieldTypeOf({ type: "file" })!.writeError).toBeTypeOf("function");
  });

  it("an image is never imported, adds its signed URL to the contract, checks its upload on write and words a change", () => {
    expect(fieldTypeOf({ type: "image" })!.readCell).toBeUndefined();
    const server = serverFieldTypeOf({ type: "image" })!;
    expect(server.outputs!("foto", { label: "Foto", type: "image" }).map((o) => o.name)).toEqual(["fotoUrl"]);
    expect(server.writeError).toBeTypeOf("function");
    expect(server.list(`"foto"`, { label: "Foto", type: "image" }, "foto")).toEqual({ sql: `("foto" IS NOT NULL)`, kind: "boolean" });
    expect(fieldTypeOf({ type: "image" })!.auditChange!({ antes: null, despues: "1/a.png" })).toBe("imagen agregada");
  });

  it("choose the many-to-many field's parts by its key, whatever its type: no column, its join table, its labels", () => {
    expect(fieldTypeOf(ramos)).toBe(FIELD_TYPES.manyToMany);
    expect(fieldTypeOf({ type: "integer" })).toBeUndefined();
    expect(browserFieldTypeOf(ramos)!.kind).toBe("LINKS");
    const server = serverFieldTypeOf(ramos)!;
    expect(server.column).toBeUndefined();
    expect(server.held).toBeDefined();
    expect(fieldTypeOf(ramos)!.heldIn!("polizas", "ramos", ramos)).toEqual({ table: "polizas_ramos", column: "idrelacionado", references: "ramos" });
    expect(server.outputs!("ramos", ramos).map((o) => o.name)).toEqual(["ramosEtiquetas"]);
    expect(fieldTypeOf(ramos)!.readCell!("Carga, Vida", ramos)).toEqual({ value: ["Carga", "Vida"] });
  });

  it("are named in no branch outside their own parts", () => {
    const files = TREES.flatMap((tree) => sources(join(ROOT, tree)));
    expect(files.length).toBeGreaterThan(100);
    const found = MODULE_FIELD_TYPES.flatMap((type) =>
      files.filter((path) => !isPartOf(path, type) && branchOn(type).test(readFileSync(join(ROOT, path), "utf8"))).map((path) => `${type}: ${path}`));
    expect(found).toEqual([]);
    // nor on a key that chooses one
    const keyed = KEYED_FIELD_TYPES.flatMap((key) =>
      files.filter((path) => !isPartOf(path, key) && branchOnKey(key).test(readFileSync(join(ROOT, path), "utf8"))).map((path) => `${key}: ${path}`));
    expect(keyed).toEqual([]);
    // nor on the column kind only a file has (the audit log words a file through its module's text)
    expect(browserFieldTypeOf({ type: "file" })!.kind).toBe("FILE");
    expect(files.filter((path) => !isPartOf(path, "file") && branchOn("FILE").test(readFileSync(join(ROOT, path), "utf8")))).toEqual([]);
    expect(browserFieldTypeOf({ type: "image" })!.kind).toBe("IMAGE");
    expect(files.filter((path) => !isPartOf(path, "image") && branchOn("IMAGE").test(readFileSync(join(ROOT, path), "utf8")))).toEqual([]);
    expect(files.filter((path) => !isPartOf(path, "manyToMany") && branchOn("LINKS").test(readFileSync(join(ROOT, path), "utf8")))).toEqual([]);
  });

  it("would see such a branch", () => {
    expect(branchOn("file").test(`if (field.type === "file") rules.file = true;`)).toBe(true);
    expect(branchOn("file").test(`case "file":`)).toBe(true);
    expect(branchOn("file").test(`f.type !== "image" && f.type !== "file"`)).toBe(true);
    expect(branchOn("file").test(`type: "file",`)).toBe(false);
    expect(branchOn("image").test(`if (field.type === "image") return [imageFieldDefinition(definition)];`)).toBe(true);
    expect(branchOn("IMAGE").test(`f.type === "IMAGE" ? { label: f.label, format: imageValueText } :`)).toBe(true);
    expect(branchOnKey("manyToMany").test(`if (field.manyToMany) return [linksFieldDefinition(definition)];`)).toBe(true);
    expect(branchOnKey("manyToMany").test(`manyToMany?: EntityManyToMany;`)).toBe(false);
  });
});

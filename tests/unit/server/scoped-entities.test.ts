// @vitest-environment node
// What the definition gained for Usuarios: an update's own id argument, a scope of the table's rows,
// e-mail and phone texts, lower-cased texts, required inputs of nullable columns, a screen column that is not
// ordered and a `tablas` row named as a tab's.
import { describe, expect, it } from "vitest";
import { entityErrors, entityValues, fieldRules } from "@shared/entities/rules";
import { isNotNull } from "@shared/entities/stored";
import { defineEntity } from "@shared/entities/types";
import { email, fieldErrors } from "@shared/domain/validators";
import { MESSAGES } from "@shared/i18n/messages";
import { buildUpdateRequest } from "@/providers/data/operations";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { entitySdl } from "@server/entities/contract";
import { entityList } from "@server/entities/list";
import { scopeValues, scopeWhere } from "@server/entities/scope";
import { entityTableDefinition } from "@server/entities/table-definition";

const personas = defineEntity({
  name: "personas", table: "personas", typeName: "Persona", labels: { singular: "Persona", plural: "Personas", title: "Personas" },
  route: "/home/Personas", notFound: "x", tableId: 9901, scope: { column: "perfil", value: 1 },
  tableRow: { name: "personaspestana", title: "Personas de la pestaña", alias: "TAB" },
  operations: { list: "personas", one: "persona", create: "createPersona", update: "updatePersona", delete: "deletePersona", inputName: "persona", updateId: "idPersona" },
  fields: {
    nombre: { label: "Nombre", type: "text", required: true },
    correo: { label: "Correo", type: "text", required: true, nullable: true, format: "email", lowercase: true },
    telefono: { label: "Teléfono", type: "text", nullable: true, format: "phone", list: { orderable: false } },
  },
});

describe("an update with its own id argument", () => {
  it("is named so in the contract and sent so by the pages", () => {
    expect(entitySdl(personas)).toContain("updatePersona(idPersona: Int!, persona: PersonaInput!): Persona!");
    const definition = resourceFromEntity(personas);
    expect(definition.operations.updateIdArg).toBe("idPersona");
    const { query, variables } = buildUpdateRequest("personas", { operations: definition.operations, fields: ["id"] }, 7, { nombre: "A" });
    expect(query).toContain("updatePersona (idPersona: $idPersona, persona: $persona)");
    expect(variables).toMatchObject({ idPersona: 7 });
    expect(buildUpdateRequest("otras", { operations: { update: "updateOtra", inputName: "otra", inputType: "OtraInput!" }, fields: ["id"] }, 7, {}).query).toContain("(id: $id");
  });
});

describe("a required input of a nullable column", () => {
  it("is optional in the input (required on create by the rules), nullable in the type and the column", () => {
    const sdl = entitySdl(personas);
    expect(sdl).toContain("type Persona {\n  id: Int!\n  nombre: String!\n  correo: String\n  telefono: String\n}");
    expect(sdl).toContain("input PersonaInput {\n  nombre: String\n  correo: String\n  telefono: String\n}");
    expect(isNotNull(personas.fields.correo)).toBe(false);
    expect(isNotNull(personas.fields.nombre)).toBe(true);
  });
});

describe("e-mail and lower-cased texts", () => {
  it("checks an e-mail in the form and on the server with the catalog's message", () => {
    expect(fieldRules(personas.fields.correo)).toEqual({ required: true, email: true });
    expect(["a@b.co", " a@b.co ", "", null].map(email)).toEqual([null, null, null, null]);
    expect(["a@b", "a b@c.co", "@b.co"].map(email)).toEqual([MESSAGES.invalidEmail, MESSAGES.invalidEmail, MESSAGES.invalidEmail]);
    expect(fieldErrors({ correo: "" }, { correo: { required: true, email: true } })).toEqual([{ field: "correo", message: MESSAGES.required }]);
  });

  it("stores the text trimmed and in lower case before the rules run", () => {
    const values = entityValues(personas, { nombre: " Ana ", correo: " Ana@Ejemplo.CO ", telefono: " 3001234567 " });
    expect(values).toEqual({ nombre: "Ana", correo: "ana@ejemplo.co", telefono: "3001234567" });
    expect(entityErrors(personas, values)).toEqual([]);
    expect(entityErrors(personas, entityValues(personas, { nombre: "Ana", correo: "ANA" }))).toEqual([{ field: "correo", message: MESSAGES.invalidEmail }]);
  });
});

describe("a scope of the table's rows", () => {
  it("restricts the list, the update and the delete, and is stored by a create", () => {
    expect(entityList(personas).from).toBe(`(SELECT * FROM "personas" WHERE "perfil" = 1) AS "personasambito"`);
    expect(scopeValues(personas)).toEqual({ perfil: 1 });
    expect(scopeWhere(personas)).toBeDefined();
    const { scope: _scope, ...unscoped } = personas;
    expect(scopeWhere(unscoped)).toBeUndefined();
    expect(scopeValues(unscoped)).toEqual({});
    expect(entityList(unscoped).from).toBe(`"personas"`);
    // a server part's own `from` filters itself
    expect(entityList(personas, { from: `"vista"` }).from).toBe(`"vista"`);
  });
});

describe("the tablas row and the screen", () => {
  it("a phone column, a column not ordered and a tab's name", () => {
    const row = entityTableDefinition(personas)!;
    expect(row).toMatchObject({ id: 9901, name: "personaspestana", title: "Personas de la pestaña", alias: "TAB", tableref: "personas" });
    expect(row.columns.find((c) => c.field === "telefono")).toMatchObject({ type: "PHONE", orderable: false });
    expect(row.columns.find((c) => c.field === "correo")).toMatchObject({ type: "TEXT" });
    expect(row.columns.find((c) => c.field === "correo")!.orderable).toBeUndefined();
    const fields = resourceFromEntity(personas).fields;
    expect(fields.find((f) => f.name === "telefono")!.type).toBe("PHONE");
    expect((fields.find((f) => f.name === "correo")!.form as { rules?: unknown }).rules).toEqual({ required: true, email: true });
  });
});

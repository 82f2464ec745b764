// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { assertDefinitions, definitionProblems } from "@shared/entities/definition-check";
import { defineEntity, type EntityField } from "@shared/entities/types";

const withFields = (fields: Record<string, unknown>) => ({ name: "aseguradoras", fields: fields as Record<string, EntityField> });

describe("definitionProblems", () => {
  it("finds nothing in the registry's definitions", () => {
    expect(entities.flatMap(definitionProblems)).toEqual([]);
  });

  it("names a key no field has, with its entity and field", () => {
    expect(definitionProblems(withFields({ codigo: { label: "Código", type: "text", validat: () => null } }))).toEqual([
      'aseguradoras.codigo: "validat" no es una opción de un campo',
    ]);
  });

  it("takes a field's and the record's validator and the hooks, and names a key or hook no definition has", () => {
    const fields = { codigo: { label: "Código", type: "text", validate: () => null } };
    expect(definitionProblems({ ...withFields(fields), validate: () => null, hooks: { beforeValidate: () => undefined, afterDelete: () => undefined } })).toEqual([]);
    expect(definitionProblems({ ...withFields(fields), validat: () => null, hooks: { beforeCreat: () => undefined } } as never)).toEqual([
      'aseguradoras: "validat" no es una opción de una entidad',
      'aseguradoras: "hooks.beforeCreat" no es un hook (beforeValidate, beforeCreate, afterCreate, beforeUpdate, afterUpdate, beforeDelete, afterDelete)',
    ]);
  });

  it("names an audit field without its label or with a wording it does not know, and audit fields without an audit name", () => {
    const fields = withFields({ codigo: { label: "Código", type: "text" } });
    expect(definitionProblems({ ...fields, audit: "Aseguradora", auditFields: { idviaje: { label: "Viaje" }, orden: { label: "Orden", format: "number" } } })).toEqual([]);
    expect(definitionProblems({ ...fields, audit: "Aseguradora", auditFields: { orden: { label: "", format: "entero" } } } as never)).toEqual([
      'aseguradoras: "auditFields.orden" necesita "label"',
      'aseguradoras: "auditFields.orden.format" debe ser number, boolean, quantity',
    ]);
    expect(definitionProblems({ ...fields, auditFields: { idviaje: { label: "Viaje" } } })).toEqual([
      'aseguradoras: "auditFields" necesita "audit" (el nombre de la entidad en la auditoría)',
    ]);
  });

  it("names a field a hand-written input carries that the entity does not have", () => {
    const fields = withFields({ nombre: { label: "Nombre", type: "text", max: 80 } });
    expect(definitionProblems({ ...fields, moreInputs: { AseguradoraContactoInput: ["nombre"] } })).toEqual([]);
    expect(definitionProblems({ ...fields, moreInputs: { AseguradoraContactoInput: ["nombre", "correo"] } })).toEqual([
      'aseguradoras: "moreInputs.AseguradoraContactoInput" nombra "correo", que no es un campo',
    ]);
  });

  it("names a validator or hook that is not a function", () => {
    expect(definitionProblems({
      ...withFields({ codigo: { label: "Código", type: "text", validate: "mayúsculas" } }), validate: true, hooks: { afterCreate: "x" },
    } as never)).toEqual([
      'aseguradoras: "validate" debe ser una función',
      'aseguradoras: "hooks.afterCreate" debe ser una función',
      'aseguradoras.codigo: "validate" debe ser una función',
    ]);
  });

  it("takes access rules as presets' names or functions, per action and per field, and names any other", () => {
    const fields = { codigo: { label: "Código", type: "text", access: { read: () => true, update: () => false } } };
    expect(definitionProblems({ ...withFields(fields), access: { list: "signedIn", edit: () => true } })).toEqual([]);
    expect(definitionProblems({
      ...withFields({ codigo: { label: "Código", type: "text", access: { reed: () => true, update: "adminRole" } } }),
      access: { list: "admin", borrar: "adminRole" },
    } as never)).toEqual([
      'aseguradoras: "access.list" debe ser una función o signedIn, adminRole, tripDeletionAllowed',
      'aseguradoras: "access.borrar" no es una acción (list, show, create, edit, delete)',
      'aseguradoras.codigo: "access.reed" no es una regla de un campo (read, create, update)',
      'aseguradoras.codigo: "access.update" debe ser una función',
    ]);
  });

  it("names an option the field's type does nothing with", () => {
    expect(definitionProblems(withFields({
      vence: { label: "Vence", type: "date", min: 0 },
      orden: { label: "Orden", type: "integer", max: 10 },
      activo: { label: "Activo", type: "boolean", options: { 1: "Sí" } },
      monto: { label: "Monto", type: "float", precision: 10 },
    }))).toEqual([
      'aseguradoras.vence: "min" no aplica a un campo de tipo date (solo a integer, float, duration)',
      'aseguradoras.orden: "max" no aplica a un campo de tipo integer (solo a text)',
      'aseguradoras.activo: "options" no aplica a un campo de tipo boolean (solo a integer, duration, text)',
      'aseguradoras.monto: "precision" no aplica a un campo de tipo float (solo a decimal)',
    ]);
  });

  it("takes the options where they apply, and an option left undefined anywhere", () => {
    expect(definitionProblems(withFields({
      nombre: { label: "Nombre", type: "text", required: true, max: 80, format: "email", lowercase: true },
      nivel: { label: "Nivel", type: "integer", min: 1, options: { 1: "Bajo", 2: "Alto" } },
      tasa: { label: "Tasa", type: "float", greaterThan: 0, max: undefined },
      valor: { label: "Valor", type: "decimal", precision: 12, scale: 2 },
      prima: { label: "Prima", type: "float", min: 0.5 },
    }))).toEqual([]);
  });

  it("takes a default of the field's type (an option's value for an option field), and names any other", () => {
    expect(definitionProblems(withFields({
      activo: { label: "Activo", type: "boolean", default: true },
      riesgo: { label: "Riesgo", type: "integer", required: true, default: 1, options: { 1: "BAJO", 2: "ALTO" } },
      ciudad: { label: "Ciudad", type: "text", default: "BOGOTÁ" },
      prima: { label: "Prima", type: "float", default: 2.5 },
      plazo: { label: "Plazo", type: "duration", default: 3600 },
      distancia: { label: "Distancia", type: "float", required: true, columnDefault: 0 },
    }))).toEqual([]);
    expect(definitionProblems(withFields({
      activo: { label: "Activo", type: "boolean", default: 1 },
      riesgo: { label: "Riesgo", type: "integer", default: 4, options: { 1: "BAJO", 2: "ALTO" } },
      orden: { label: "Orden", type: "integer", default: 1.5 },
      nombre: { label: "Nombre", type: "text", default: 3 },
      ramos: { label: "Ramos", type: "text", array: true, default: "Vida" },
      vence: { label: "Vence", type: "day", default: "2026-12-31" },
    }))).toEqual([
      'aseguradoras.activo: "default" debe ser un valor de tipo boolean',
      'aseguradoras.riesgo: "default" debe ser una de sus opciones',
      'aseguradoras.orden: "default" debe ser un número entero',
      'aseguradoras.nombre: "default" debe ser un valor de tipo text',
      'aseguradoras.ramos: "default" no aplica a una lista',
      'aseguradoras.vence: "default" no aplica a un campo de tipo day (solo a integer, float, duration, text, boolean)',
    ]);
  });
});

describe("definitionProblems of the types written as modules", () => {
  it("takes the keys each type names, a default that is one of its values, and names the rest", () => {
    expect(definitionProblems(withFields({
      sitio: { label: "Sitio", type: "url", max: 200, default: "https://ejemplo.com" },
      apertura: { label: "Apertura", type: "time", default: "08:00", required: true },
      datos: { label: "Datos", type: "json", max: 500 },
      canales: { label: "Canales", type: "multiselect", options: ["Web", "Correo"] },
    }))).toEqual([]);
    expect(definitionProblems(withFields({
      sitio: { label: "Sitio", type: "url", min: 1 },
      apertura: { label: "Apertura", type: "time", default: "8 am" },
      datos: { label: "Datos", type: "json", array: true },
      canales: { label: "Canales", type: "multiselect" },
      zonas: { label: "Zonas", type: "multiselect", options: ["Norte, Sur"] },
    }))).toEqual([
      'aseguradoras.sitio: "min" no aplica a un campo de tipo url',
      'aseguradoras.apertura: "default" debe ser un valor de tipo time',
      'aseguradoras.datos: "array" no aplica a un campo de tipo json',
      'aseguradoras.canales: "options" es obligatorio en un campo de tipo multiselect',
      'aseguradoras.zonas: sus opciones no pueden tener comas',
    ]);
  });
});

describe("assertDefinitions", () => {
  it("throws one error listing every problem of every definition", () => {
    expect(() => assertDefinitions([withFields({ a: { label: "A", type: "boolean", min: 0 } }), { name: "otra", fields: { b: { label: "B", type: "text", validar: 1 } as never } }]))
      .toThrow('Definiciones de entidades inválidas:\naseguradoras.a: "min" no aplica a un campo de tipo boolean (solo a integer, float, duration)\notra.b: "validar" no es una opción de un campo');
    expect(() => assertDefinitions(entities)).not.toThrow();
  });
});

describe("defineEntity", () => {
  it("does not compile with a key no field, definition or hooks object has (the type check names it)", () => {
    const definition = {
      name: "aseguradoras", table: "aseguradoras", typeName: "Aseguradora",
      labels: { singular: "Aseguradora", plural: "Aseguradoras", title: "Aseguradoras" }, route: "/home/Aseguradoras",
      operations: { list: "aseguradoras", one: "aseguradora", create: "createAseguradora", update: "updateAseguradora", delete: "deleteAseguradora", inputName: "aseguradora" },
      tableId: 990, exportId: 990, notFound: "La aseguradora no existe",
    } as const;
    // @ts-expect-error validat is not a field's option
    const entity = defineEntity({ ...definition, fields: { codigo: { label: "Código", type: "text", validat: (v: string) => v } } });
    expect(definitionProblems(entity)).toEqual(['aseguradoras.codigo: "validat" no es una opción de un campo']);
    // @ts-expect-error validat is not a definition's option
    expect(definitionProblems(defineEntity({ ...definition, validat: () => null, fields: {} }))).toEqual(['aseguradoras: "validat" no es una opción de una entidad']);
    // @ts-expect-error beforeCreat is not a hook
    expect(definitionProblems(defineEntity({ ...definition, hooks: { beforeCreat: () => undefined }, fields: {} }))).toHaveLength(1);
    // the same definition with the right names compiles, its validators' and hooks' arguments typed
    expect(definitionProblems(defineEntity({
      ...definition,
      validate: (data, { operation }) => (operation === "create" && !data.codigo ? { codigo: "Falta el código" } : null),
      hooks: { beforeValidate: ({ data }) => ({ ...data, codigo: String(data.codigo ?? "").toUpperCase() }) },
      fields: { codigo: { label: "Código", type: "text", validate: (v, { where }) => (where === "server" && v === "X" ? "No" : null) } },
    }))).toEqual([]);
  });
});

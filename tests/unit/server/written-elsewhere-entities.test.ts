// @vitest-environment node
// Entities whose table other paths write too (puestos de control): an input type of another name,
// columns that allow null though the input requires them, an object of the contract made of stored fields
// (geolocalizacion { latitud longitud }), only some records edited and deleted (`writableWhen`), an "in use"
// table without a company column, the `tablas` column's own settings and the export's title and cells.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupErrors, groupParts, withGroups, withoutGroups } from "@shared/entities/groups";
import { isNotNull } from "@shared/entities/stored";
import { puestosControlEntity } from "@entities/puestoscontrol/definition";
import { defineEntity, inputTypeName } from "@shared/entities/types";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { openDatabase, type Database } from "@server/db/client";
import type { Context } from "@server/context";
import { entitySdl } from "@server/entities/contract";
import { entityExportSource } from "@server/entities/export-source";
import { entityResolvers } from "@server/entities/resolvers";
import { entityTableDefinition } from "@server/entities/table-definition";

const marcas = defineEntity({
  name: "marcas", table: "marcas", typeName: "Marca", inputType: "MarcaPropiaInput",
  labels: { singular: "Marca", plural: "Marcas", title: "Marcas" }, route: "/home/Marcas",
  operations: { list: "marcas", one: "marca", create: "createMarca", update: "updateMarca", delete: "deleteMarca", inputName: "marca" },
  notFound: "No hay marca", tableId: 9998, exportId: 98, exportTitle: "marcas_propias",
  writableWhen: { field: "externa", value: false, edit: "Solo las propias se editan", delete: "Solo las propias se eliminan" },
  inUse: { by: [{ table: "usosmarca", column: "idmarca", company: false }], message: () => "La marca está en uso" },
  groups: {
    punto: { label: "Punto", type: "Punto", inputType: "PuntoInput", parts: ["lat", "lng"], missing: "Falta el punto", bounds: { lat: 90, lng: 180 }, inputDescription: "required" },
  },
  fields: {
    nombre: { label: "Nombre", type: "text", format: "phone", required: true, nullable: true, list: { orderable: false }, tablas: { tooltip: "T" } },
    externa: { label: "Tipo", type: "boolean", fixed: false, nullable: true, exportFormat: (v) => (v === true ? "Externa" : "Propia") },
    lat: { label: "Latitud", type: "float", list: false, form: false, view: false },
    lng: { label: "Longitud", type: "float", list: false, form: false, view: false },
  },
});

describe("the contract of an entity written elsewhere too", () => {
  it("names its input type, keeps nullable columns nullable and gives the group as one object", () => {
    const sdl = entitySdl(marcas);
    expect(inputTypeName(marcas)).toBe("MarcaPropiaInput");
    expect(sdl).toContain("type Marca {\n  id: Int!\n  nombre: String\n  externa: Boolean\n  punto: Punto\n}");
    expect(sdl).toContain('input MarcaPropiaInput {\n  nombre: String\n  externa: Boolean\n  "required"\n  punto: PuntoInput\n}');
    expect(sdl).toContain("createMarca(marca: MarcaPropiaInput!): Marca!");
    expect(isNotNull(marcas.fields.nombre)).toBe(false);
    expect(isNotNull({ label: "x", type: "text", required: true })).toBe(true);
  });

  it("reads the group from its parts (null when one is null) and writes the parts from the object", () => {
    expect([...groupParts(marcas)]).toEqual(["lat", "lng"]);
    expect(withGroups(marcas, { id: 1, lat: 0, lng: -74 })).toEqual({ id: 1, punto: { lat: 0, lng: -74 } });
    expect(withGroups(marcas, { id: 1, lat: null, lng: -74 })).toEqual({ id: 1, punto: null });
    expect(withoutGroups(marcas, { nombre: "a", punto: { lat: 1, lng: 2 } })).toEqual({ nombre: "a", lat: 1, lng: 2 });
    expect(withoutGroups(marcas, { nombre: "a" })).toEqual({ nombre: "a", lat: null, lng: null });
  });

  it("refuses a missing group, a part that is not a number or out of its bound; zero is a value", () => {
    const error = [{ field: "punto", message: "Falta el punto" }];
    expect(groupErrors(marcas, { punto: { lat: 0, lng: 0 } })).toEqual([]);
    expect(groupErrors(marcas, { punto: { lat: -90, lng: 180 } })).toEqual([]);
    for (const punto of [undefined, null, { lat: 1 }, { lat: 90.5, lng: 0 }, { lat: 0, lng: -181 }, { lat: Number.NaN, lng: 0 }]) {
      expect(groupErrors(marcas, { punto })).toEqual(error);
    }
  });

  it("gives the `tablas` column its own type, tooltip and order, and the export its title and cells", () => {
    const row = entityTableDefinition(marcas)!;
    expect(row.columns.map((c) => c.field)).toEqual(["nombre", "externa"]);
    expect(row.columns[0]).toMatchObject({ type: "PHONE", tooltip: "T", orderable: false });
    const source = entityExportSource(marcas);
    expect(source.title).toBe("marcas_propias");
    expect([true, false, null].map((v) => source.formats!.externa(v))).toEqual(["Externa", "Propia", "Propia"]);
    expect(Object.keys(source.list.fields)).toEqual(["id", "nombre", "externa", "lat", "lng"]);
  });
});

describe("the pages of an entity written elsewhere too", () => {
  const definition = resourceFromEntity(marcas);
  it("read the group through the extra query fields, edit its parts and send it as one object", () => {
    expect(definition.operations).toMatchObject({ inputType: "MarcaPropiaInput!" });
    expect(definition.extraQueryFields).toEqual([{ punto: ["lat", "lng"] }]);
    expect(definition.fields.map((f) => [f.name, f.type])).toEqual([["nombre", "PHONE"], ["externa", "BOOLEAN"], ["punto", "GEO"]]);
    expect(definition.fromRecord!({ id: 1, nombre: "a", externa: false, punto: { lat: 0, lng: 2 } })).toEqual({ nombre: "a", lat: 0, lng: 2 });
    expect(definition.toInput!({ nombre: " a ", lat: 0, lng: 2 })).toEqual({ nombre: "a", externa: false, punto: { lat: 0, lng: 2 } });
  });

  it("select and edit only the records the entity writes", () => {
    expect([true, false, null].map((externa) => definition.isRowSelectable!({ externa }))).toEqual([false, true, false]);
    expect([true, false, null].map((externa) => definition.isRecordEditable!({ externa }))).toEqual([false, true, false]);
  });

  it("puestos de control: the type column, the post's input and the coordinates' object", () => {
    expect(entitySdl(puestosControlEntity)).toContain("geolocalizacion: Geolocalizacion\n}");
    expect(entitySdl(puestosControlEntity)).not.toMatch(/latitud|longitud/);
    expect(inputTypeName(puestosControlEntity)).toBe("PuestoControlVirtualInput");
  });
});

describe("the writes of an entity written elsewhere too", () => {
  let database: Database;
  let ctx: Context;
  const resolvers = () => entityResolvers(marcas);
  const call = (root: "Query" | "Mutation", name: string, args: Record<string, unknown>) =>
    (resolvers()[root][name] as (p: unknown, a: Record<string, unknown>, c: Context) => Promise<unknown>)(null, args, ctx);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.exec(`
      CREATE TABLE marcas (id serial PRIMARY KEY, idempresa integer NOT NULL, nombre text, externa boolean, lat double precision, lng double precision);
      CREATE TABLE usosmarca (id serial PRIMARY KEY, idmarca integer NOT NULL);
      -- the writes look for the company's webhooks to queue their events (none here)
      CREATE TABLE webhooks (id serial PRIMARY KEY, idempresa integer NOT NULL, eventos text[] NOT NULL, idcliente integer, activo boolean NOT NULL);
      INSERT INTO marcas (idempresa, nombre, externa, lat, lng) VALUES (1, 'FISICA', true, 1, 1), (1, 'DESCONOCIDA', NULL, NULL, NULL),
        (1, 'USADA', false, 2, 2), (1, 'LIBRE', false, 3, 3);
      INSERT INTO usosmarca (idmarca) VALUES (3);`);
    ctx = { db: database.db, database, session: { token: "t", idusuario: 1, idempresa: 1, idrol: 3, nombre: "n" }, idapp: 1, entities: [marcas] } as unknown as Context;
  }, 60_000);
  afterAll(async () => database?.close());

  it("lists and reads the group as one object", async () => {
    const page = (await call("Query", "marcas", {})) as { data: Record<string, unknown>[] };
    expect(page.data.map((r) => r.punto)).toEqual([{ lat: 1, lng: 1 }, null, { lat: 2, lng: 2 }, { lat: 3, lng: 3 }]);
    expect(await call("Query", "marca", { id: 4 })).toMatchObject({ nombre: "LIBRE", punto: { lat: 3, lng: 3 } });
  });

  it("creates with the fixed value and the group's parts; refuses a missing group", async () => {
    const created = (await call("Mutation", "createMarca", { marca: { nombre: "6012345678", externa: true, punto: { lat: 0, lng: 0 } } })) as Record<string, unknown>;
    expect(created).toMatchObject({ nombre: "6012345678", externa: false, punto: { lat: 0, lng: 0 } });
    await expect(call("Mutation", "createMarca", { marca: { nombre: "", punto: null } })).rejects.toThrow("nombre: Requerido; punto: Falta el punto");
  });

  it("edits only the records it writes, before reading the input", async () => {
    for (const id of [1, 2]) await expect(call("Mutation", "updateMarca", { id, marca: {} })).rejects.toThrow("Solo las propias se editan");
    await expect(call("Mutation", "updateMarca", { id: 999, marca: {} })).rejects.toThrow("No hay marca");
    expect(await call("Mutation", "updateMarca", { id: 4, marca: { nombre: "3001234567", punto: { lat: 5, lng: 6 } } })).toMatchObject({
      nombre: "3001234567", punto: { lat: 5, lng: 6 },
    });
  });

  it("deletes only the records it writes, refusing records in use through a table without a company", async () => {
    await expect(call("Mutation", "deleteMarca", { ids: [4, 1] })).rejects.toThrow("Solo las propias se eliminan");
    await expect(call("Mutation", "deleteMarca", { ids: [2] })).rejects.toThrow("Solo las propias se eliminan");
    await expect(call("Mutation", "deleteMarca", { ids: [3] })).rejects.toThrow("La marca está en uso");
    expect(await call("Mutation", "deleteMarca", { ids: [4] })).toEqual([4]);
  });
});

describe("the control posts' type words", () => {
  it("are Físico and Virtual in the tablas column's tooltip and the export's cells", () => {
    const column = entityTableDefinition(puestosControlEntity)!.columns.find((c) => c.field === "indicadorfisico");
    expect(column).toMatchObject({ label: "Tipo", tooltip: "Físico / Virtual" });
    const cell = entityExportSource(puestosControlEntity).formats!.indicadorfisico!;
    expect([true, false].map(cell)).toEqual(["Físico", "Virtual"]);
  });
});

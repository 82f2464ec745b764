// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// What the server derives from an entity definition: the contract, the table, the list whitelist,
// the `tablas` row, the export source, and the generated module that shows the tables to drizzle-kit.
import { readFileSync } from "node:fs";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { eventosEntity } from "@entities/eventos/definition";
import { rutasEntity } from "@entities/rutas/definition";
import { entitySdl } from "@server/entities/contract";
import { entityExportSource, entityExportSources } from "@server/entities/export-source";
import { entityList } from "@server/entities/list";
import { entityTableDefinition } from "@server/entities/table-definition";
import { entityTable } from "@server/entities/table";
import { eventos, rutas } from "@server/db/schema";
import { ENTITY_TABLES_FILE, entityTablesSource } from "../../../scripts/entity-tables";

describe("entitySdl", () => {
  const sdl = entitySdl(eventosEntity);
  it("types the record, its page and its input; a fixed field is optional in the input", () => {
    expect(sdl).toContain("type Evento {\n  id: Int!\n  descripcion: String!\n  nivelprioridad: Int!\n  indicadorvisiblecliente: Boolean!\n  indicadorconductor: Boolean!\n  indicadorpuestocontrol: Boolean!\n}");
    expect(sdl).toContain("type EventosPage {\n  data: [Evento!]!\n  totalreg: Int!\n}");
    expect(sdl).toContain("input EventoInput {\n  descripcion: String\n  nivelprioridad: Int\n  indicadorvisiblecliente: Boolean\n  indicadorconductor: Boolean\n  indicadorpuestocontrol: Boolean\n}");
  });
  it("keeps the spec's operation spellings", () => {
    expect(sdl).toContain("eventosV2(filters: [FilterInput!], orders: [OrderInput!], pagination: PaginationInput): EventosPage!");
    expect(sdl).toContain("eventoV2(id: Int!): Evento");
    expect(sdl).toContain("createEvento(evento: EventoInput!): Evento!");
    expect(sdl).toContain("updateEvento(id: Int!, evento: EventoInput!): Evento!");
    expect(sdl).toContain("daleteEvento(ids: [Int!]!): [Int!]!");
  });
});

describe("entityTable", () => {
  const config = getTableConfig(entityTable(eventosEntity));
  const column = (name: string) => config.columns.find((c) => c.name === name)!;
  it("is the one table object the schema exports", () => {
    expect(entityTable(eventosEntity)).toBe(eventos);
  });
  it("derives the columns: id, the company and each field, NOT NULL where required or defaulted", () => {
    expect(config.name).toBe("eventos");
    expect(config.columns.map((c) => c.name)).toEqual(["id", "idempresa", ...Object.keys(eventosEntity.fields)]);
    expect(column("id").primary).toBe(true);
    expect(column("descripcion")).toMatchObject({ notNull: true, columnType: "PgText" });
    expect(column("nivelprioridad")).toMatchObject({ notNull: true, default: 1, columnType: "PgInteger" });
    expect(column("indicadorconductor")).toMatchObject({ notNull: true, default: false, columnType: "PgBoolean" });
    expect(column("indicadorpuestocontrol")).toMatchObject({ notNull: true, default: true });
  });
  it("indexes the company, references it, and checks the description's length", () => {
    expect(config.indexes.map((i) => i.config.name)).toEqual(["eventos_empresa_idx"]);
    expect(config.foreignKeys).toHaveLength(1);
    expect(config.checks.map((c) => c.name)).toEqual(["eventos_descripcion_largo"]);
  });
});

describe("entityList", () => {
  it("whitelists id and every field with its kind, scoped by the company", () => {
    expect(entityList(eventosEntity)).toEqual({
      from: '"eventos"',
      fields: {
        id: { sql: '"id"', kind: "number" },
        descripcion: { sql: '"descripcion"', kind: "text" },
        nivelprioridad: { sql: '"nivelprioridad"', kind: "number" },
        indicadorvisiblecliente: { sql: '"indicadorvisiblecliente"', kind: "boolean" },
        indicadorconductor: { sql: '"indicadorconductor"', kind: "boolean" },
        indicadorpuestocontrol: { sql: '"indicadorpuestocontrol"', kind: "boolean" },
      },
      companyColumn: '"idempresa"',
      defaultOrder: '"id" ASC',
    });
  });
});

describe("entityTableDefinition", () => {
  it("gives the `tablas` row the hand-written one had", () => {
    expect(entityTableDefinition(eventosEntity)).toEqual({
      id: eventosEntity.tableId, name: "eventos", title: "Eventos", descripcion: "Eventos de la empresa", alias: "eventos", group: "Maestras",
      icon: "AlertOutlined", tableref: "eventos",
      columns: [
        { field: "descripcion", label: "Descripción", type: "TEXT", width: 280 },
        { field: "nivelprioridad", label: "Nivel de prioridad", type: "NUMERIC", width: 140, textAling: "center" },
        { field: "indicadorvisiblecliente", label: "Visible al cliente", type: "BOOLEAN", width: 130, textAling: "center" },
        { field: "indicadorconductor", label: "Indicador conductor", type: "BOOLEAN", width: 150, textAling: "center" },
        { field: "indicadorpuestocontrol", label: "Puesto de control", type: "BOOLEAN", width: 130, hidden: true, textAling: "center" },
      ],
    });
  });
  it("gives none without a table id", () => {
    expect(entityTableDefinition({ ...eventosEntity, tableId: undefined })).toBeNull();
  });
});

describe("entityExportSource", () => {
  it("exports under the entity's id, with the priority's label", () => {
    const source = entityExportSources(entities)[7];
    expect(source).toMatchObject({ title: "eventos", table: eventosEntity.tableId });
    expect(source.formats!.nivelprioridad(2)).toBe("MEDIA");
    expect(source.formats!.nivelprioridad(9)).toBe("NA");
    expect(entityExportSources([{ ...eventosEntity, exportId: undefined }])).toEqual({});
    expect(Object.keys(entityExportSource(eventosEntity).formats!)).toEqual(["nivelprioridad"]);
  });
});

describe("the generated entity tables module", () => {
  it("is up to date with the registry (`npm run db:generate` writes it)", () => {
    expect(readFileSync(ENTITY_TABLES_FILE, "utf8")).toBe(entityTablesSource(entities));
  });
});

// Rutas (entities/rutas/definition.ts): relations with joined labels, a float and a duration, a filled description, a
// unique index and two "in use" tables, derived as the hand-written module had them.
describe("a route's derivations", () => {
  it("types the joined labels as nullable outputs out of the input; the filled description is optional in the input", () => {
    const sdl = entitySdl(rutasEntity);
    expect(sdl).toContain(
      "type Ruta {\n  id: Int!\n  idorigen: Int!\n  iddestino: Int!\n  descripcion: String!\n  via: String!\n  origen: String\n  destino: String\n  distancia: Float!\n  tiempoestimado: Int!\n  indicadoraltoriesgo: Boolean!\n}",
    );
    expect(sdl).toContain(
      "input RutaInput {\n  idorigen: Int\n  iddestino: Int\n  descripcion: String\n  via: String\n  distancia: Float\n  tiempoestimado: Int\n  indicadoraltoriesgo: Boolean\n}",
    );
    expect(sdl).toContain("deleteRuta(ids: [Int!]!): [Int!]!");
  });
  it("stores no joined label; references the populations; keeps the unique index, the defaults and the length checks", () => {
    const config = getTableConfig(entityTable(rutasEntity));
    const column = (name: string) => config.columns.find((c) => c.name === name)!;
    expect(entityTable(rutasEntity)).toBe(rutas);
    expect(config.columns.map((c) => c.name)).toEqual(["id", "idempresa", "idorigen", "iddestino", "descripcion", "via", "distancia", "tiempoestimado", "indicadoraltoriesgo"]);
    expect(column("distancia")).toMatchObject({ notNull: true, default: 0, columnType: "PgDoublePrecision" });
    expect(column("tiempoestimado")).toMatchObject({ notNull: true, default: 0, columnType: "PgInteger" });
    expect(column("descripcion")).toMatchObject({ notNull: true, hasDefault: false });
    expect(config.foreignKeys.map((fk) => fk.getName()).sort()).toEqual([
      "rutas_iddestino_syspoblaciones_id_fk", "rutas_idempresa_empresas_id_fk", "rutas_idorigen_syspoblaciones_id_fk",
    ]);
    const unique = config.indexes.find((i) => i.config.name === "rutas_unica_uq")!;
    expect(unique.config.unique).toBe(true);
    expect(unique.config.columns.map((c) => (c as { name: string }).name)).toEqual(["idempresa", "idorigen", "iddestino", "via"]);
    expect(config.checks.map((c) => c.name).sort()).toEqual(["rutas_descripcion_largo", "rutas_via_largo"]);
  });
  it("lists from the table with the populations' names joined, filtering and ordering by them", () => {
    const list = entityList(rutasEntity);
    expect(list.from).toBe(
      `(SELECT t.*, j0."descripcion" AS "origen", j1."descripcion" AS "destino" FROM "rutas" t LEFT JOIN "syspoblaciones" j0 ON j0."id" = t."idorigen" LEFT JOIN "syspoblaciones" j1 ON j1."id" = t."iddestino") AS "rutaslista"`,
    );
    expect(list.fields.origen).toEqual({ sql: '"origen"', kind: "text" });
    expect(list.fields.distancia).toEqual({ sql: '"distancia"', kind: "number" });
    expect(list.fields.idempresa).toBeUndefined();
  });
  it("gives the `tablas` row the hand-written one had: the distance right-aligned, the time as TIME, centred", () => {
    const { columns, ...table } = entityTableDefinition(rutasEntity)!;
    expect(table).toEqual({
      id: rutasEntity.tableId, name: "rutas", title: "Rutas", descripcion: "Rutas de la empresa", alias: "rutas", group: "Maestras", icon: "NodeIndexOutlined", tableref: "rutas",
    });
    const row = (field: string, label: string, type: string, width: number, textAling?: string) => ({ field, label, type, width, ...(textAling ? { textAling } : {}) });
    expect(columns).toEqual([
      row("descripcion", "Descripción", "TEXT", 280), row("via", "Vía", "TEXT", 180), row("origen", "Origen", "TEXT", 160), row("destino", "Destino", "TEXT", 160),
      row("distancia", "Distancia (KM)", "NUMERIC", 120, "right"), row("tiempoestimado", "Tiempo estimado", "TIME", 130, "center"),
      row("indicadoraltoriesgo", "Alto riesgo", "BOOLEAN", 100, "center"),
    ]);
  });
  it("exports under id 6 with the time as days + hh:mm", () => {
    const source = entityExportSources(entities)[6];
    expect(source).toMatchObject({ title: "rutas", table: rutasEntity.tableId });
    expect(source.formats!.tiempoestimado(93_600 + 1_800)).toBe("1d 02:30");
  });
});

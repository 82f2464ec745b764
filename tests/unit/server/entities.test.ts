// What the server derives from an entity definition (issue 17): the contract, the table, the list whitelist,
// the `tablas` row, the export source, and the generated module that shows the tables to drizzle-kit.
import { readFileSync } from "node:fs";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { entities } from "@/entities";
import { eventosEntity } from "@/entities/eventos";
import { entitySdl } from "@server/entities/contract";
import { entityExportSource, entityExportSources } from "@server/entities/export-source";
import { entityList } from "@server/entities/list";
import { entityTableDefinition } from "@server/entities/table-definition";
import { entityTable } from "@server/entities/table";
import { eventos } from "@server/db/schema";
import { ENTITY_TABLES_FILE, entityTablesSource } from "../../../scripts/entity-tables";

describe("entitySdl", () => {
  const sdl = entitySdl(eventosEntity);
  it("types the record, its page and its input; a fixed field is optional in the input", () => {
    expect(sdl).toContain("type Evento {\n  id: Int!\n  descripcion: String!\n  nivelprioridad: Int!\n  indicadorvisiblecliente: Boolean!\n  indicadorconductor: Boolean!\n  indicadorpuestocontrol: Boolean!\n}");
    expect(sdl).toContain("type EventosPage {\n  data: [Evento!]!\n  totalreg: Int!\n}");
    expect(sdl).toContain("input EventoInput {\n  descripcion: String!\n  nivelprioridad: Int!\n  indicadorvisiblecliente: Boolean\n  indicadorconductor: Boolean\n  indicadorpuestocontrol: Boolean\n}");
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

// @vitest-environment node
// The definition's read-only masters: no writes in the contract, the resolvers or the pages; a list
// relation with computed fields; the list's column order; arrays, dates and fields that are not filters.
import { describe, expect, it } from "vitest";
import { clientesEntity } from "@entities/clientes/definition";
import { contenedoresEntity } from "@entities/contenedores/definition";
import { eventosEntity } from "@entities/eventos/definition";
import { fieldsInColumnOrder, isReadOnly, storedFields, writeOperations } from "@shared/entities/read-only";
import { entityValues } from "@shared/entities/rules";
import { defineEntity } from "@shared/entities/types";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { entitySdl } from "@server/entities/contract";
import { entityColumns, entityList } from "@server/entities/list";
import { entityResolvers } from "@server/entities/resolvers";
import { entityTable } from "@server/entities/table";
import { entityTableDefinition } from "@server/entities/table-definition";
import { entityTablesSource } from "../../../scripts/entity-tables";

/** the server part of the test entity: the relation its list reads, with the computed column */
const notasServer = { from: `(SELECT l.*, upper(l."nombre") AS "mayusculas" FROM "lecturas" l) AS "lecturaslista"` };

const notas = defineEntity({
  name: "lecturas", table: "lecturas", typeName: "Lectura", labels: { singular: "Lectura", plural: "Lecturas", title: "Lecturas" },
  route: "/home/Lecturas", operations: { list: "lecturas", one: "lectura" }, notFound: "x",
  columns: ["mayusculas"],
  fields: {
    nombre: { label: "Nombre", type: "text", required: true },
    valor: { label: "Valor", type: "float", list: { align: "right" } },
    fecha: { label: "Fecha", type: "datetime" },
    etiquetas: { label: "Etiquetas", type: "text", array: true, required: true, filterable: false, orderable: false },
    mayusculas: { label: "Mayúsculas", type: "text", computed: true, description: "the name in capitals" },
  },
});

describe("a read-only entity", () => {
  it("is the one whose operations name only the list and one record", () => {
    expect(isReadOnly(notas)).toBe(true);
    expect(writeOperations(notas)).toBeUndefined();
    expect(isReadOnly(eventosEntity)).toBe(false);
    expect(writeOperations(eventosEntity)).toBe(eventosEntity.operations);
  });

  it("has no input and no mutations in its SDL; descriptions, arrays and date-times are typed", () => {
    const sdl = entitySdl(notas);
    expect(sdl).toContain(
      'type Lectura {\n  id: Int!\n  nombre: String!\n  valor: Float\n  fecha: DateTime\n  etiquetas: [String!]!\n  "the name in capitals"\n  mayusculas: String\n}',
    );
    expect(sdl).toContain("lecturas(filters: [FilterInput!], orders: [OrderInput!], pagination: PaginationInput): LecturasPage!");
    expect(sdl).not.toContain("input ");
    expect(sdl).not.toContain("Mutation");
    expect(entitySdl(contenedoresEntity)).toContain("type Contenedor {\n  id: Int!\n  idempresa: Int!\n  idsysestado: Int!");
  });

  it("gets the list and one record, no mutations", () => {
    const resolvers = entityResolvers(notas);
    expect(Object.keys(resolvers.Query)).toEqual(["lecturas", "lectura"]);
    expect(resolvers.Mutation).toEqual({});
  });

  it("has pages without create, edit, delete or a form", () => {
    const definition = resourceFromEntity(notas);
    expect(definition.operations).toEqual({ list: "lecturas", one: "lectura" });
    expect(definition.canCreate?.({ role: 3, company: 1 } as never)).toBe(false);
    expect(definition.canDelete?.({ role: 3, company: 1 } as never)).toBe(false);
    expect(definition.isRecordEditable?.({})).toBe(false);
    expect(definition.fields.every((f) => f.form === false)).toBe(true);
    expect(definition.fields.map((f) => [f.name, f.type])).toEqual([
      ["mayusculas", "TEXT"], ["nombre", "TEXT"], ["valor", "NUMERIC"], ["fecha", "DATE-TIME"], ["etiquetas", "TEXT"],
    ]);
  });

  it("takes a screen's own parts over the derived ones", () => {
    const title = () => "T";
    const definition = resourceFromEntity(notas, { definition: { modalTitle: title }, fields: { nombre: { format: () => "N" } } });
    expect(definition.modalTitle).toBe(title);
    expect(definition.fields.find((f) => f.name === "nombre")!.format!("x", {})).toBe("N");
  });
});

describe("a list over a relation", () => {
  it("reads the relation, computed fields included; arrays are neither filters nor orders", () => {
    const list = entityList(notas, notasServer);
    expect(list.from).toBe(notasServer.from);
    // a list is read by its items joined as the table shows them
    expect(list.fields.etiquetas).toEqual({ sql: expect.stringContaining('jsonb_array_elements_text("etiquetas")'), kind: "text", filterable: false, orderable: false });
    expect(list.fields.fecha).toEqual({ sql: '"fecha"', kind: "date" });
    expect(list.fields.mayusculas).toEqual({ sql: '"mayusculas"', kind: "text" });
    expect(entityColumns(notas)).toBe('"id", "nombre", "valor", "fecha", "etiquetas", "mayusculas"');
    expect(entityColumns(contenedoresEntity)).toContain('"diasmora", "nombrecomercialembarcador", "idempresa"');
  });

  it("never writes a computed field and leaves it out of a derived table", () => {
    expect(storedFields(notas).map(([name]) => name)).toEqual(["nombre", "valor", "fecha", "etiquetas"]);
    expect(entityValues(notas, { nombre: "a", mayusculas: "A" })).not.toHaveProperty("mayusculas");
    const table = entityTable(notas) as unknown as Record<string, unknown>;
    expect(table.mayusculas).toBeUndefined();
    expect(table.etiquetas).toBeDefined();
  });

  it("orders the `tablas` columns as `columns` says, then the others", () => {
    expect(fieldsInColumnOrder(notas).map(([name]) => name)).toEqual(["mayusculas", "nombre", "valor", "fecha", "etiquetas"]);
    const row = entityTableDefinition({ ...notas, tableId: 9999 })!;
    expect(row.columns.map((c) => [c.field, c.type])).toEqual([
      ["mayusculas", "TEXT"], ["nombre", "TEXT"], ["valor", "NUMERIC"], ["fecha", "DATE-TIME"], ["etiquetas", "TEXT"],
    ]);
    expect(row.columns.find((c) => c.field === "valor")!.textAling).toBe("right");
    expect(row.columns.find((c) => c.field === "etiquetas")).toMatchObject({ filterable: false, orderable: false });
  });
});

describe("a table declared by hand", () => {
  it("is not derived: the schema module re-exports its folder's tables (none when the folder declares none)", () => {
    const source = entityTablesSource([eventosEntity, contenedoresEntity, clientesEntity]);
    expect(source).toContain('export const eventos = tableOf("eventos")');
    expect(source).not.toContain('tableOf("contenedores")');
    expect(source).toContain('export * from "@entities/contenedores/server/table";');
    expect(source).toContain('export * from "@entities/clientes/server/table";');
    const withoutFolderTables = entityTablesSource([eventosEntity, contenedoresEntity], () => false);
    expect(withoutFolderTables).not.toContain("contenedores");
  });

  it("keeps the clients' `tablas` icon apart from the menu's", () => {
    expect(entityTableDefinition(clientesEntity)!.icon).toBe("ShopOutlined");
    expect(clientesEntity.menu?.icon).toBe("TeamOutlined");
  });
});

// A many-to-many field as the server derives it: no column of the entity's table, a join table with its two foreign
// keys (the record's deleted with it), the contract's id list and labels, the list's columns and filter, the export's
// labels, and the generated schema module exporting the join table (none for the product's entities).
import { describe, expect, it } from "vitest";
import { getTableConfig } from "drizzle-orm/pg-core";
import { entityJoinTables, entityTable } from "@server/entities/table";
import { entitySdl } from "@server/entities/contract";
import { entityColumns, entityList } from "@server/entities/list";
import { entityExportSource } from "@server/entities/export-source";
import { entityTableDefinition } from "@server/entities/table-definition";
import { entityTablesSource } from "../../../scripts/entity-tables";
import { entities as registry } from "@entities";
import { polizasEntity, ramosEntity } from "../../fixtures/polizas/entity";
import { entityTableSql } from "../../support/entity-table-sql";

describe("a many-to-many field on the server", () => {
  it("is no column of the entity's table but a join table of (idregistro, idrelacionado)", () => {
    const columns = getTableConfig(entityTable(polizasEntity)).columns.map((c) => c.name);
    expect(columns).toEqual(["id", "idempresa", "numero"]);
    const [join] = entityJoinTables(polizasEntity);
    const config = getTableConfig(join);
    expect(config.name).toBe("polizas_prueba_ramos");
    expect(config.columns.map((c) => [c.name, c.notNull])).toEqual([["idregistro", true], ["idrelacionado", true]]);
    expect(config.primaryKeys[0].columns.map((c) => c.name)).toEqual(["idregistro", "idrelacionado"]);
    const keys = config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return [ref.columns[0].name, getTableConfig(ref.foreignTable).name, fk.onDelete ?? "no action"];
    });
    expect(keys).toEqual([["idregistro", "polizas_prueba", "cascade"], ["idrelacionado", "ramos_prueba", "no action"]]);
    expect(config.indexes.map((i) => i.config.name)).toEqual(["polizas_prueba_ramos_relacionado_idx"]);
    // one object per table
    expect(entityJoinTables(polizasEntity)[0]).toBe(join);
  });

  it("is created by the migration drizzle-kit writes: the join table, its key, its two foreign keys, its index", async () => {
    const statements = (await entityTableSql(polizasEntity)).join("\n");
    expect(statements).toContain(`CREATE TABLE "polizas_prueba_ramos"`);
    expect(statements).toContain(`CONSTRAINT "polizas_prueba_ramos_pk" PRIMARY KEY("idregistro","idrelacionado")`);
    expect(statements).toMatch(/FOREIGN KEY \("idregistro"\) REFERENCES "public"\."polizas_prueba"\("id"\) ON DELETE cascade/);
    expect(statements).toMatch(/FOREIGN KEY \("idrelacionado"\) REFERENCES "public"\."ramos_prueba"\("id"\) ON DELETE no action/);
    expect(statements).toContain(`CREATE INDEX "polizas_prueba_ramos_relacionado_idx"`);
    expect(statements).not.toMatch(/"ramos" integer/);
  });

  it("is an id list in the contract with its labels beside it", () => {
    const sdl = entitySdl(polizasEntity);
    expect(sdl).toContain("  ramos: [Int!]!\n");
    expect(sdl).toContain("  ramosEtiquetas: [String!]!\n");
    expect(sdl).toMatch(/input PolizaInput \{[^}]*ramos: \[Int!\]\n/);
  });

  it("is read from the join table by the list, filtered by its ids or its labels, exported as its labels", () => {
    const list = entityList(polizasEntity);
    expect(list.from).toContain(`ARRAY(SELECT l."idrelacionado" FROM "polizas_prueba_ramos" l JOIN "ramos_prueba" o`);
    expect(list.fields.ramos).toMatchObject({ kind: "number", orderable: false, ids: { labels: `nullif(array_to_string("ramosEtiquetas", ', '), '')` } });
    expect(list.fields.ramosEtiquetas).toMatchObject({ kind: "text" });
    expect(entityColumns(polizasEntity)).toContain(`"ramosEtiquetas"`);
    expect(entityExportSource(polizasEntity).list.fields.ramos).toMatchObject({ kind: "text", sql: `nullif(array_to_string("ramosEtiquetas", ', '), '')` });
    expect(entityTableDefinition(polizasEntity)!.columns.find((c) => c.field === "ramos")).toMatchObject({ type: "TEXT" });
  });

  it("has its join table exported for drizzle-kit; the product's entities have none", () => {
    expect(entityTablesSource(registry)).not.toContain("joinTableOf");
    const source = entityTablesSource([...registry, ramosEntity, polizasEntity]);
    expect(source).toContain(`export const polizas_prueba_ramos = joinTableOf("polizas", 0);`);
    expect(source).toContain("import { entityJoinTables, entityTable }");
  });
});

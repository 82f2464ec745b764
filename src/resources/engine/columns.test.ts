import { describe, expect, it } from "vitest";
import { eventosEntity } from "@entities/eventos/definition";
import { resourceFromEntity } from "./from-entity";
import { rutasEntity } from "@entities/rutas/definition";
import { columnsFromDefinition, columnsFromServer, filterKindOf } from "./columns";

const rutasDefinition = resourceFromEntity(rutasEntity);

const eventosDefinition = resourceFromEntity(eventosEntity);

describe("filterKindOf", () => {
  it.each([
    ["TEXT", "text"], ["PHONE", "text"], ["TIME", "text"], ["NUMERIC", "number"], ["BOOLEAN", "boolean"], ["DATE", "dateRange"],
    ["DATE-TIME", "dateRange"], ["DURATION", null], ["GEO", null], ["RELATION", null],
  ] as const)("%s → %s", (type, kind) => {
    expect(filterKindOf(type)).toBe(kind);
  });
  it("a select filters with its options, or as text without them", () => {
    expect(filterKindOf("SELECT", [{ value: 1, label: "A" }])).toBe("select");
    expect(filterKindOf("SELECT")).toBe("text");
  });
});

describe("columnsFromServer", () => {
  const server = [
    { id: 11, field: "descripcion", label: "Descripción", type: "TEXT", width: 280, defaultorder: 1, orderable: true, filterable: true, hidden: false, idUserField: 5 },
    { id: 16, field: "tiempoestimado", label: "Tiempo estimado", type: "TIME", width: 130, defaultorder: 6, orderable: true, filterable: true, hidden: false },
    { id: 99, field: "otro", label: "Otro", type: "DATE-TIME", defaultorder: 9, orderable: false, filterable: false, hidden: true },
  ];
  it("keeps the server's labels, order and visibility and borrows the definition's type and format", () => {
    const cols = columnsFromServer(server, rutasDefinition.fields);
    expect(cols.map((c) => [c.id, c.field, c.type, c.filter, c.sortable, c.hidden, c.idUserField])).toEqual([
      [11, "descripcion", "TEXT", "text", true, false, 5],
      [16, "tiempoestimado", "DURATION", null, true, false, null],
      [99, "otro", "DATE-TIME", null, false, true, null],
    ]);
    expect(cols[1].format?.(3600, {} as never)).toBe("0d 01:00");
  });
  it("a server NUMERIC priority becomes the definition's select with labels", () => {
    const [col] = columnsFromServer([{ id: 21, field: "nivelprioridad", label: "Nivel", type: "NUMERIC", defaultorder: 2 }], eventosDefinition.fields);
    expect(col.type).toBe("SELECT");
    expect(col.filter).toBe("select");
  });
});

describe("columnsFromDefinition", () => {
  it("numbers the list fields in order and skips form-only fields", () => {
    const cols = columnsFromDefinition(rutasDefinition.fields);
    expect(cols.map((c) => c.field)).toEqual(["descripcion", "via", "origen", "destino", "distancia", "tiempoestimado", "indicadoraltoriesgo"]);
    expect(cols.map((c) => c.defaultorder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

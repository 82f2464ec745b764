import { describe, expect, it } from "vitest";
import { entities } from "../../entities";
import { entityNames } from "./names";
import { pageTypeName } from "./types";

describe("an entity's names from its key", () => {
  it("derives the table, the contract's types and operations and the path from the Spanish plural", () => {
    expect(entityNames("NotasRuta")).toEqual({
      name: "notasruta", table: "notasruta", typeName: "NotaRuta", pageTypeName: "NotasRutaPage", route: "/home/NotasRuta",
      operations: {
        list: "notasRutaInfo", one: "notaRutaInfo", create: "createNotaRuta", update: "updateNotaRuta", delete: "deleteNotaRuta", inputName: "notaRuta",
      },
    });
    expect(entityNames("Conductores").typeName).toBe("Conductor");
    expect(() => entityNames("notas ruta")).toThrow(/PascalCase/);
  });

  it("gives the registry's entities the contract's names, their own spellings kept where the contract differs", () => {
    const names = Object.fromEntries(
      entities.map((e) => [e.name, { key: e.key, table: e.table, typeName: e.typeName, page: pageTypeName(e), route: e.route, operations: e.operations }]),
    );
    expect(names.rutas).toEqual({
      key: "Rutas", table: "rutas", typeName: "Ruta", page: "RutasPage", route: "/home/Rutas",
      operations: { list: "rutasInfo", one: "rutaInfo", create: "createRuta", update: "updateRuta", delete: "deleteRuta", inputName: "ruta" },
    });
    expect(names.eventos).toEqual({
      key: "Eventos", table: "eventos", typeName: "Evento", page: "EventosPage", route: "/home/Eventos",
      operations: { list: "eventosV2", one: "eventoV2", create: "createEvento", update: "updateEvento", delete: "daleteEvento", inputName: "evento" },
    });
    expect(names.contenedores).toEqual({
      key: "Contenedores", table: "contenedores", typeName: "Contenedor", page: "ContenedoresPage", route: "/home/contenedores-lista",
      operations: { list: "contenedores", one: "contenedor" },
    });
    expect(names.planesviaje).toMatchObject({ key: "PlanesViaje", table: "planesviaje", typeName: "PlanViaje", page: "PlanesViajePage", route: "/home/PlanViaje" });
    expect(names.puestoscontrol).toMatchObject({ key: "PuestosControl", table: "puestoscontrol", typeName: "PuestoControl", page: "PuestosControlPage" });
    // every registry entity is declared by its key
    expect(entities.filter((e) => !e.key).map((e) => e.name)).toEqual([]);
  });
});

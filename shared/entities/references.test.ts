import { describe, expect, it } from "vitest";
import { planesviajeEntity } from "../../entities/planesviaje/definition";
import { rutasEntity } from "../../entities/rutas/definition";
import { eventosEntity } from "../../entities/eventos/definition";
import { referredMessage, referrersOf } from "./references";
import type { EntityDefinition } from "./types";

const referring = (name: string, plural: string, gender?: "m" | "f", table = "rutas"): EntityDefinition => ({
  ...eventosEntity,
  name,
  table: name,
  labels: { singular: plural, plural, title: plural, ...(gender ? { gender } : {}) },
  fields: { idruta: { label: "Ruta", type: "integer", relation: { table, labelColumn: "descripcion", operation: "rutasInfo", missing: "x" } } },
});

/** the product's masters that name or are named by a route (an entity added to the registry does not change them) */
const product = [rutasEntity, eventosEntity, planesviajeEntity];

describe("relations both ways", () => {
  it("finds the relation fields naming an entity, but those its own inUse counts", () => {
    // a plan's route is counted by the routes' own refusal (trips or plans)
    expect(referrersOf(rutasEntity, product)).toEqual([]);
    const notas = referring("notas", "Notas", "f");
    expect(referrersOf(rutasEntity, [...product, notas])).toEqual([{ entity: notas, column: "idruta" }]);
    expect(referrersOf(planesviajeEntity, [...product, notas])).toEqual([]);
  });

  it("words the refusal with the target's article and the referring entities' plural, agreeing in gender", () => {
    const notas = referring("notas", "Notas", "f");
    const tareas = referring("tareas", "Tareas", "f");
    const avisos = referring("avisos", "Avisos", "m");
    const sinGenero = referring("registros", "Registros");
    const end = "No se eliminó ningún registro.";
    expect(referredMessage(rutasEntity, ["'A'"], [notas])).toBe(`No se puede eliminar la ruta 'A': tiene notas asociadas. ${end}`);
    expect(referredMessage(rutasEntity, ["'A'", "'B'"], [notas, tareas])).toBe(`No se puede eliminar las rutas 'A', 'B': tiene notas o tareas asociadas. ${end}`);
    expect(referredMessage(rutasEntity, ["'A'"], [notas, avisos, notas])).toBe(`No se puede eliminar la ruta 'A': tiene notas o avisos asociados. ${end}`);
    expect(referredMessage(rutasEntity, [], [sinGenero])).toBe(`No se puede eliminar la ruta: tiene registros asociados. ${end}`);
    expect(referredMessage(eventosEntity, ["'X'"], [notas])).toBe(`No se puede eliminar el evento 'X': tiene notas asociadas. ${end}`);
    expect(referredMessage(planesviajeEntity, ["'P1'", "'P2'"], [avisos])).toBe(`No se puede eliminar los planes de viaje 'P1', 'P2': tiene avisos asociados. ${end}`);
  });
});

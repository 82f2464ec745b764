import { describe, expect, it } from "vitest";
import { columnsFromDefinition } from "./engine/columns";
import type { ResourceDefinition } from "./engine";
import { eventosEntity } from "@entities/eventos/definition";
import { resourceFromEntity } from "./engine/from-entity";
import { rutasEntity } from "@entities/rutas/definition";

const rutasDefinition = resourceFromEntity(rutasEntity);
const RUTA_SAVE_ERROR = rutasEntity.saveError;
const rutaToInput = rutasDefinition.toInput!;
const rutaFromRecord = rutasDefinition.fromRecord!;

describe("rutas definition", () => {
  it("mounts at /home/Rutas with page size 20, export 6 and the route save message", () => {
    expect(rutasDefinition.route).toBe("/home/Rutas");
    expect(rutasDefinition.defaultPageSize).toBe(20);
    expect(rutasDefinition.exportQueryId).toBe(6);
    expect(rutasDefinition.saveErrorMessage).toBe("Ocurrio un error, revisar si la ruta ya existe.");
    expect(RUTA_SAVE_ERROR).toBe(rutasDefinition.saveErrorMessage);
  });
  it("lists the spec's columns in order", () => {
    expect(columnsFromDefinition(rutasDefinition.fields).map((c) => c.label)).toEqual([
      "Descripción", "Vía", "Origen", "Destino", "Distancia (KM)", "Tiempo estimado", "Alto riesgo",
    ]);
  });
  it("shows the estimated time as days + hh:mm", () => {
    const field = rutasDefinition.fields.find((f) => f.name === "tiempoestimado")!;
    expect(field.format?.(93600 + 1800, {} as never)).toBe("1d 02:30");
  });
  it("saves hours and minutes as (h*60+m)*60 seconds and auto-fills the description", () => {
    expect(rutaToInput({ idorigen: 1, iddestino: 2, origen: "BOGOTA", destino: "CALI", via: " PANAMERICANA ", distancia: 460, horas: 10, minutos: 30 })).toEqual({
      idorigen: 1, iddestino: 2, via: "PANAMERICANA", descripcion: "BOGOTA - CALI PANAMERICANA", distancia: 460, tiempoestimado: 37800, indicadoraltoriesgo: false,
    });
  });
  it("keeps a typed description", () => {
    expect(rutaToInput({ descripcion: "MI RUTA", origen: "A", destino: "B", via: "V", horas: 0, minutos: 5, indicadoraltoriesgo: true })).toMatchObject({
      descripcion: "MI RUTA", tiempoestimado: 300, indicadoraltoriesgo: true,
    });
  });
  it("reads a route back into hours and minutes", () => {
    const values = rutaFromRecord({ id: 1, descripcion: "D", via: "V", origen: "A", destino: "B", idorigen: 1, iddestino: 2, distancia: 10, tiempoestimado: 37800, indicadoraltoriesgo: true });
    expect(values).toMatchObject({ horas: 10, minutos: 30, idorigen: 1, origen: "A" });
  });
  it("form rules: required origin, destination, via, distance, hours, minutes; via ≤ 100; description ≤ 200", () => {
    // a duration's hours and minutes are the parts of its one field
    const rules = Object.fromEntries(
      rutasDefinition.fields.flatMap((f) => (f.form ? [[f.name, f.form.rules], ...(f.form.parts ?? []).map((p) => [p.name, p.form ? p.form.rules : undefined])] : [])),
    );
    expect(rules.idorigen?.required && rules.iddestino?.required && rules.via?.required && rules.distancia?.required).toBe(true);
    expect(rules.horas).toMatchObject({ required: true, integer: true });
    expect(rules.minutos).toMatchObject({ required: true, integer: true });
    expect(rules.via?.max).toBe(100);
    expect(rules.descripcion).toEqual({ max: 200 });
    expect(rules.indicadoraltoriesgo).toBeUndefined();
  });
  it("only role 3 deletes", () => {
    expect(rutasDefinition.canDelete?.({ role: 3, company: 1 })).toBe(true);
    expect(rutasDefinition.canDelete?.({ role: 2, company: 1 })).toBe(false);
  });
});

const eventosDefinition = resourceFromEntity(eventosEntity);
const eventoToInput = eventosDefinition.toInput!;

describe("eventos definition", () => {
  it("mounts at /home/Eventos with page size 20 and export 7, using daleteEvento", () => {
    expect(eventosDefinition.route).toBe("/home/Eventos");
    expect(eventosDefinition.defaultPageSize).toBe(20);
    expect(eventosDefinition.exportQueryId).toBe(7);
    expect(eventosDefinition.operations.delete).toBe("daleteEvento");
  });
  it("has the control-post indicator as a hidden column and priorities as labels", () => {
    const cols = columnsFromDefinition(eventosDefinition.fields);
    expect(cols.map((c) => [c.field, c.hidden])).toEqual([
      ["descripcion", false], ["nivelprioridad", false], ["indicadorvisiblecliente", false], ["indicadorconductor", false], ["indicadorpuestocontrol", true],
    ]);
    expect(cols[1].options?.map((o) => o.label)).toEqual(["BAJA", "MEDIA", "ALTA"]);
  });
  it("always sends indicadorpuestocontrol true", () => {
    expect(eventoToInput({ descripcion: " LLEGADA ", nivelprioridad: 2 })).toEqual({
      descripcion: "LLEGADA", nivelprioridad: 2, indicadorvisiblecliente: false, indicadorconductor: false, indicadorpuestocontrol: true,
    });
  });
  it("requires descripcion and nivelprioridad only", () => {
    const required = eventosDefinition.fields.filter((f) => f.form && f.form.rules?.required).map((f) => f.name);
    expect(required).toEqual(["descripcion", "nivelprioridad"]);
  });
});

describe("registry typing", () => {
  it("concrete definitions fit a ResourceDefinition[]", () => {
    const registry: ResourceDefinition[] = [rutasDefinition, eventosDefinition];
    expect(registry.map((d) => d.name)).toEqual(["rutas", "eventos"]);
  });
});

import { describe, expect, it } from "vitest";
import { eventosEntity } from "@entities/eventos/definition";
import { rutasEntity } from "@entities/rutas/definition";
import { resourceFromEntity } from "./from-entity";
import { MENU_ICONS } from "./menu-icons";
import type { FieldDefinition } from "./types";

const eventos = resourceFromEntity(eventosEntity);
const field = (name: string) => eventos.fields.find((f) => f.name === name)!;

describe("resourceFromEntity (eventos)", () => {
  it("keeps the contract's operation names and the list's settings", () => {
    expect(eventos.operations).toEqual({
      list: "eventosV2", one: "eventoV2", create: "createEvento", update: "updateEvento", delete: "daleteEvento",
      inputName: "evento", inputType: "EventoInput!", idsArg: "ids",
    });
    expect(eventos).toMatchObject({ name: "eventos", route: "/home/Eventos", tableId: eventosEntity.tableId, exportQueryId: 7, defaultPageSize: 20 });
    expect(eventos.menu).toEqual({ group: "maestras", icon: MENU_ICONS.AlertOutlined });
  });
  it("makes options a select, and gives the form the server's rules", () => {
    expect(field("nivelprioridad")).toMatchObject({
      type: "SELECT",
      options: [{ value: 1, label: "BAJA" }, { value: 2, label: "MEDIA" }, { value: 3, label: "ALTA" }],
      form: { rules: { required: true } },
    });
    expect(field("descripcion")).toMatchObject({ type: "TEXT", form: { rules: { required: true, max: 200 } }, list: { width: 280 } });
    expect(field("indicadorconductor").type).toBe("BOOLEAN");
  });
  it("keeps the fixed column out of the form and the view, hidden in the list", () => {
    const fixed = field("indicadorpuestocontrol");
    expect(fixed.form).toBeUndefined();
    expect(fixed.view).toBe(false);
    expect(fixed.list).toEqual({ width: 130, hidden: true });
  });
  it("lays a screen part's column parts over the derived column: a custom cell keeps the width and the hidden flag", () => {
    const render = () => "celda";
    const withCell = resourceFromEntity(eventosEntity, { fields: { indicadorpuestocontrol: { list: { render } } } });
    expect(withCell.fields.find((f) => f.name === "indicadorpuestocontrol")!.list).toEqual({ width: 130, hidden: true, render });
  });
  it("starts a new event with its defaults: the priority's option", () => {
    expect(eventos.newValues!()).toEqual({ nivelprioridad: 1 });
  });
  it("offers delete as the permission table says", () => {
    expect(eventos.canDelete!({ role: 3, company: 1 })).toBe(true);
    expect(eventos.canDelete!({ role: 1, company: 1 })).toBe(false);
    expect(eventos.canCreate!({ role: 1, company: 1 })).toBe(true);
  });
  it("edits the writable fields and sends the input the server's rules expect", () => {
    const record = { id: 4, descripcion: "LLEGADA", nivelprioridad: 2, indicadorvisiblecliente: true, indicadorconductor: false, indicadorpuestocontrol: true };
    expect(eventos.fromRecord!(record)).toEqual({ descripcion: "LLEGADA", nivelprioridad: 2, indicadorvisiblecliente: true, indicadorconductor: false });
    expect(eventos.toInput!({ descripcion: " LLEGADA ", nivelprioridad: 3 })).toEqual({
      descripcion: "LLEGADA", nivelprioridad: 3, indicadorvisiblecliente: false, indicadorconductor: false, indicadorpuestocontrol: true,
    });
  });
});

describe("resourceFromEntity (rutas: relations, a duration, a filled description)", () => {
  const rutas = resourceFromEntity(rutasEntity);
  const ruta = (name: string) => rutas.fields.find((f) => f.name === name)!;
  it("picks a relation with the search select, filling its joined label", () => {
    expect(ruta("idorigen")).toMatchObject({
      type: "RELATION", list: false, view: false, relation: { operation: "sysPoblaciones", labelField: "descripcion", labelInto: "origen" },
      form: { rules: { required: true }, span: 12 },
    });
    expect(ruta("origen")).toMatchObject({ type: "TEXT", list: { width: 160 } });
    expect(ruta("origen").form).toBeUndefined();
  });
  it("shows a duration as days + hh:mm and edits it as hours and minutes, under its own label", () => {
    expect(ruta("tiempoestimado")).toMatchObject({ type: "DURATION", label: "Tiempo estimado", list: { width: 130, filterable: false } });
    const [horas, minutos] = (ruta("tiempoestimado").form as { parts: FieldDefinition[] }).parts;
    expect(horas).toMatchObject({ name: "horas", label: "Horas", type: "NUMERIC", query: false, view: false, form: { minValue: 0, rules: { required: true, integer: true } } });
    expect(minutos).toMatchObject({ name: "minutos", label: "Minutos", form: { minValue: 0, maxValue: 59 } });
    // the parts are form values only, never read from the server
    expect(rutas.fields.map((f) => f.name)).not.toContain("horas");
    expect(rutas.fromRecord!({ tiempoestimado: 5_400, origen: "A", idorigen: 1 })).toMatchObject({ horas: 1, minutos: 30, origen: "A" });
  });
  it("starts a new route empty: its distance and time are the column's defaults, not the form's", () => {
    expect(rutas.newValues!()).toEqual({});
  });
  it("fills the description from the picked labels and shows the route's save message", () => {
    expect(rutas.toInput!({ origen: "A", destino: "B", via: "V", horas: 0, minutos: 1 })).toMatchObject({ descripcion: "A - B V", tiempoestimado: 60 });
    expect(rutas).toMatchObject({ saveErrorMessage: rutasEntity.saveError, preferSaveErrorMessage: true });
  });
});

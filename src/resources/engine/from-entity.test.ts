import { describe, expect, it } from "vitest";
import { eventosEntity } from "@/entities/eventos";
import { resourceFromEntity } from "./from-entity";
import { MENU_ICONS } from "./menu-icons";

const eventos = resourceFromEntity(eventosEntity);
const field = (name: string) => eventos.fields.find((f) => f.name === name)!;

describe("resourceFromEntity (eventos)", () => {
  it("keeps the contract's operation names and the list's settings", () => {
    expect(eventos.operations).toEqual({
      list: "eventosV2", one: "eventoV2", create: "createEvento", update: "updateEvento", delete: "daleteEvento",
      inputName: "evento", inputType: "EventoInput!", idsArg: "ids",
    });
    expect(eventos).toMatchObject({ name: "eventos", route: "/home/Eventos", tableId: eventosEntity.tableId, exportQueryId: 7, defaultPageSize: 20 });
    expect(eventos.menu).toEqual({ group: "maestras", label: "menu.eventos", icon: MENU_ICONS.AlertOutlined });
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

// The master-data definitions: their pure parts and the engine options they use.
import { describe, expect, it } from "vitest";
import { planDetailsInput, screen as planesViajeDefinition, planToInput, returnPlanValues } from "@entities/planesviaje/screen";
import { isVirtualPost, postType, puestoToInput } from "@entities/puestoscontrol/screen";
import { conductoresDefinition, controladoresDefinition, screen as usuariosDefinition, usuariosPuestoDefinition } from "@entities/usuarios/screen";
import { SYS_ESTADOS } from "@server/db/seed/catalog";
import { containerStateOptions, containerTitle, screen as contenedoresDefinition } from "@entities/contenedores/screen";
import { providerMeta, recordMeta } from "./engine/resource-meta";
import { formatValue } from "./engine/format-value";

describe("puestos de control", () => {
  it("only virtual posts are selectable and editable; the type column", () => {
    expect([true, false, null].map((v) => isVirtualPost({ indicadorfisico: v }))).toEqual([false, true, false]);
    expect([true, false, null].map(postType)).toEqual(["Físico", "Virtual", "NA"]);
  });
  it("always sends the post as virtual with its geolocation", () => {
    expect(puestoToInput({ descripcion: " P ", direccion: "0,0", idsyspoblacion: 3, latitud: 0, longitud: 0 })).toEqual({
      descripcion: "P", direccion: "0,0", idsyspoblacion: 3, indicadorfisico: false, indicadoraltoriesgo: false, indicadorpernoctar: false,
      geolocalizacion: { latitud: 0, longitud: 0 },
    });
  });
});

describe("planes de viaje", () => {
  it("the list asks no plan details; the modal's record (view, edit and CHANGE) does", () => {
    const hasDetails = (fields: readonly unknown[] = []) => fields.some((f) => typeof f === "object" && f !== null && "detalles" in f);
    expect(hasDetails(providerMeta(planesViajeDefinition).fields)).toBe(false);
    expect(hasDetails(recordMeta(planesViajeDefinition).fields)).toBe(true);
  });
  const plan = {
    id: 7, codigo: "BOG", descripcion: "BOGOTA - CALI", idruta: 2, ruta: "R", indicadordeshabilitado: false,
    detalles: [
      { idpuestocontrol: 5, orden: 2, duracion: 30, distancia: 4, indicadorpernoctar: false },
      { idpuestocontrol: 9, orden: 1, duracion: 125, distancia: 10, indicadorpernoctar: true },
    ],
  };
  it("CHANGE prefills the return plan: posts reversed and renumbered, linked to the original", () => {
    const back = returnPlanValues(plan);
    expect(back.idtemplate).toBe(7);
    expect(back.detalles!.map((d) => [d.idpuestocontrol, d.orden, d.horas, d.minutos])).toEqual([[5, 1, 0, 30], [9, 2, 2, 5]]);
  });
  it("saves the code upper case and the duration as 60 × hours + minutes", () => {
    expect(planToInput({ codigo: "ab ", descripcion: "X", idruta: 2, idtemplate: 7 })).toEqual({ codigo: "AB", descripcion: "X", idruta: 2, idtemplate: 7 });
    expect(planDetailsInput({ detalles: [{ idpuestocontrol: 4, orden: 9, horas: 1, minutos: 15, distancia: 2 }] })).toEqual([
      { idpuestocontrol: 4, distancia: 2, orden: 1, duracion: 75, indicadorpernoctar: false },
    ]);
  });
});

describe("usuarios", () => {
  it("three tabs, TRAFIC first, page size 30; add/delete only on traffic for role 3", () => {
    expect(usuariosDefinition.tabs!.map((t) => t.key)).toEqual(["TRAFIC", "CONTROL_POINT", "DRIVER"]);
    const admin = { role: 3, company: 1 };
    const other = { role: 1, company: 1 };
    expect(controladoresDefinition.canCreate!(admin)).toBe(true);
    expect(controladoresDefinition.canDelete!(other)).toBe(false);
    for (const d of [usuariosPuestoDefinition, conductoresDefinition]) {
      expect(d.canCreate!(admin)).toBe(false);
      expect(d.canDelete!(admin)).toBe(false);
      expect(d.defaultPageSize).toBe(30);
    }
    expect(usuariosPuestoDefinition.openOnRowClick).toBe(false);
    expect(conductoresDefinition.isRecordEditable!({ id: 1 })).toBe(false);
  });
  it("titles and the e-mail read-only once present", () => {
    expect(controladoresDefinition.modalTitle!(undefined, "edit")).toBe("Usuarios");
    expect(controladoresDefinition.modalTitle!({ id: 1 }, "view")).toBe("Controlador de trafico");
    expect(conductoresDefinition.modalTitle!({ id: 1 }, "view")).toBe("Conductor");
    const correo = controladoresDefinition.fields.find((f) => f.name === "correo")!;
    expect(correo.form && correo.form.readOnly!({ correo: "a@b.co" })).toBe(true);
    expect(correo.form && correo.form.readOnly!(undefined)).toBe(false);
  });
});

describe("contenedores", () => {
  it("the modal title and the state filter's options", () => {
    expect(containerTitle({ numerocontenedor: "MSCU1234567" })).toBe("Contenedor N° MSCU1234567");
    // the server's catalogue (here the demo's) names the states; the filter offers the container states only
    const options = containerStateOptions({ estados: SYS_ESTADOS, eventos: [] });
    expect(options.map((o) => o.label)).toEqual(["LLENO EN TRANSITO", "VACIO PENDIENTE DE DEVOLUCION", "DEVUELTO A PATIO", "EN MORA"]);
    expect(options.every((o) => o.value === o.label)).toBe(true);
    const renamed = containerStateOptions({ estados: SYS_ESTADOS.map((e) => ({ ...e, descripcion: `E${e.id}` })), eventos: [] });
    expect(renamed.map((o) => o.label)).toEqual(["E18", "E19", "E20", "E21"]);
  });
  it("the list asks no trip details (one query per page, not per container); the modal's record does", () => {
    const hasDetails = (fields: readonly unknown[] = []) => fields.some((f) => typeof f === "object" && f !== null && "detalles" in f);
    expect(hasDetails(providerMeta(contenedoresDefinition).fields)).toBe(false);
    expect(hasDetails(recordMeta(contenedoresDefinition).fields)).toBe(true);
  });
  it("shows the server's días mora as it comes, NA when there is no limit date", () => {
    const dias = contenedoresDefinition.fields.find((f) => f.name === "diasmora")!;
    expect(dias.format ?? (dias.list && dias.list.render)).toBeUndefined();
    expect([3, -2, 0, null].map((v) => formatValue(v, dias.type))).toEqual(["3", "-2", "0", "NA"]);
  });
});

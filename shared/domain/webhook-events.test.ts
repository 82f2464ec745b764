import { describe, expect, it } from "vitest";
import { entityEvent, recordKey, unknownEvents, wantsEvent, webhookEventNames } from "./webhook-events";

const hook = (eventos: string[], idcliente: number | null = null, activo = true) => ({ eventos, idcliente, activo });

describe("the event names", () => {
  it("are the trip events and three per entity", () => {
    expect(webhookEventNames(["rutas", "clientes"])).toEqual([
      "reporte.creado", "viaje.estado", "viaje.eliminado",
      "rutas.creado", "rutas.actualizado", "rutas.eliminado", "clientes.creado", "clientes.actualizado", "clientes.eliminado",
    ]);
    expect(webhookEventNames([])).toEqual(["reporte.creado", "viaje.estado", "viaje.eliminado"]);
    expect(entityEvent("rutas", "eliminado")).toBe("rutas.eliminado");
  });
  it("a list names its unknown events", () => {
    expect(unknownEvents(["reporte.creado", "rutas.creado"], ["rutas"])).toEqual([]);
    expect(unknownEvents(["reporte.borrado", "rutas.creado", "eventos.creado", "*"], ["rutas"])).toEqual(["reporte.borrado", "eventos.creado", "*"]);
  });
});

describe("the record an event is about", () => {
  it("is the entity and the id: a trip's events share the key of entity viajes", () => {
    expect(recordKey("rutas", 12)).toBe("rutas:12");
    expect(recordKey("viajes", 7)).toBe("viajes:7");
    expect(recordKey("rutas", 12)).not.toBe(recordKey("rutas", 1));
    expect(recordKey("rutas", 12)).not.toBe(recordKey("eventos", 12));
  });
});

describe("whether a webhook is sent an event", () => {
  it("only the events it lists, only while active", () => {
    expect(wantsEvent(hook(["reporte.creado"]), { evento: "reporte.creado", idcliente: 4 })).toBe(true);
    expect(wantsEvent(hook(["reporte.creado"]), { evento: "viaje.estado", idcliente: 4 })).toBe(false);
    expect(wantsEvent(hook(["reporte.creado"], null, false), { evento: "reporte.creado", idcliente: 4 })).toBe(false);
    expect(wantsEvent(hook(["rutas.creado"]), { evento: "rutas.creado" })).toBe(true);
  });
  it("a webhook of one client: only that client's trip events, no trip without client, no master data", () => {
    const mine = hook(["reporte.creado", "viaje.eliminado", "rutas.creado"], 4);
    expect(wantsEvent(mine, { evento: "reporte.creado", idcliente: 4 })).toBe(true);
    expect(wantsEvent(mine, { evento: "viaje.eliminado", idcliente: 4 })).toBe(true);
    expect(wantsEvent(mine, { evento: "reporte.creado", idcliente: 5 })).toBe(false);
    expect(wantsEvent(mine, { evento: "reporte.creado", idcliente: null })).toBe(false);
    expect(wantsEvent(mine, { evento: "rutas.creado" })).toBe(false);
  });
});

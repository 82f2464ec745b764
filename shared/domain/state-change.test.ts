import { describe, expect, it } from "vitest";
import { EVENT, STATE } from "./catalog";
import { stateChange } from "./state-change";

type Trip = { idsysestado: number; idproximosysevento: number | null; idproximopuestocontrol: number | null };
const inTransit: Trip = { idsysestado: STATE.EN_RUTA, idproximosysevento: EVENT.LLEGADA_DESCARGUE, idproximopuestocontrol: null };
const loading: Trip = { idsysestado: STATE.PENDIENTE_CARGUE, idproximosysevento: EVENT.LLEGADA_CARGUE, idproximopuestocontrol: null };
const paused: Trip = { ...inTransit, idsysestado: STATE.PAUSADO };
const cancelled: Trip = { ...inTransit, idsysestado: STATE.CANCELADO };
const shipment = (idsysestado: number) => [{ id: 1, idsysestado }];

describe("stateChange", () => {
  it.each<[string, number, Trip, { id: number; idsysestado: number }[], ReturnType<typeof stateChange>]>([
    ["a call leaves the state", EVENT.LLAMADA, inTransit, shipment(STATE.REMESA_EN_TRANSITO), null],
    ["a GPS report leaves the state", EVENT.GPS, inTransit, shipment(STATE.REMESA_EN_TRANSITO), null],
    ["a company event leaves the state", EVENT.NOVEDAD, inTransit, shipment(STATE.REMESA_EN_TRANSITO), null],
    ["a control post on the road leaves it", EVENT.PUESTO_CONTROL, inTransit, shipment(STATE.REMESA_EN_TRANSITO), null],
    ["arriving at unloading: en ruta → en destino", EVENT.LLEGADA_DESCARGUE, inTransit, shipment(STATE.REMESA_EN_TRANSITO),
      { from: STATE.EN_RUTA, to: STATE.EN_DESTINO }],
    ["arriving at loading: pendiente → llegada a cargue", EVENT.LLEGADA_CARGUE, loading, shipment(STATE.PENDIENTE_CARGUE),
      { from: STATE.PENDIENTE_CARGUE, to: STATE.LLEGADA_CARGUE }],
    ["finishing the last unloading closes the trip", EVENT.FIN_DESCARGUE, { ...inTransit, idsysestado: STATE.EN_DESTINO },
      shipment(STATE.REMESA_LLEGADA_DESCARGUE), { from: STATE.EN_DESTINO, to: STATE.TERMINADO }],
    ["cancelling", EVENT.CANCELAR, inTransit, shipment(STATE.REMESA_EN_TRANSITO), { from: STATE.EN_RUTA, to: STATE.CANCELADO }],
    ["pausing", EVENT.PAUSAR, inTransit, shipment(STATE.REMESA_EN_TRANSITO), { from: STATE.EN_RUTA, to: STATE.PAUSADO }],
    ["continuing a paused trip", EVENT.CONTINUAR, paused, shipment(STATE.REMESA_EN_TRANSITO), { from: STATE.PAUSADO, to: STATE.EN_RUTA }],
    ["continuing a trip not paused leaves it", EVENT.CONTINUAR, inTransit, shipment(STATE.REMESA_EN_TRANSITO), null],
    ["returning a cancelled trip", EVENT.DEVOLVER_CANCELADO, cancelled, shipment(STATE.REMESA_EN_TRANSITO), { from: STATE.CANCELADO, to: STATE.EN_RUTA }],
    ["a paused trip keeps its state on arrival", EVENT.LLEGADA_DESCARGUE, paused, shipment(STATE.REMESA_EN_TRANSITO), null],
    ["switching via libre on leaves the state", EVENT.VIA_LIBRE_ON, inTransit, shipment(STATE.REMESA_EN_TRANSITO), null],
  ])("%s", (_, idsysevento, trip, shipments, expected) => {
    expect(stateChange({ idsysevento, trip, shipments, selected: shipments.map((s) => s.id) })).toEqual(expected);
  });
});

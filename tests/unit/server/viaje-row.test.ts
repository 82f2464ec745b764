// A trips-list row as a contract Viaje: its position and its commercial as the contract's objects.
import { describe, expect, it } from "vitest";
import { toViaje } from "@server/graphql/modules/viajes/row";

describe("toViaje", () => {
  it("turns latitud and longitud into geolocalizacion, and a named commercial into comercialInfo", () => {
    const trip = toViaje({ id: 7, numero: "M-7", latitud: 4.6, longitud: -74.1, comercial: "Ana" });
    expect(trip).toMatchObject({ id: 7, numero: "M-7", geolocalizacion: { latitud: 4.6, longitud: -74.1 }, comercialInfo: { nombre: "Ana" } });
  });

  it("keeps a half-known position and leaves none without coordinates, and no commercial for a blank name", () => {
    expect(toViaje({ id: 1, latitud: 4.6, longitud: null }).geolocalizacion).toEqual({ latitud: 4.6, longitud: null });
    expect(toViaje({ id: 2, latitud: null }).geolocalizacion).toBeNull();
    expect(toViaje({ id: 3 }).geolocalizacion).toBeNull();
    expect(toViaje({ id: 4, comercial: "  " }).comercialInfo).toBeNull();
    expect(toViaje({ id: 5, comercial: null }).comercialInfo).toBeNull();
  });
});

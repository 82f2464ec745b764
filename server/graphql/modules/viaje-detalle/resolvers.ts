// vehiculo(id) and conductorInfo(id): company-scoped; another company's row answers null like a missing one.
import type { Resolvers } from "../../types.generated";
import { findInCompany } from "../../../auth/guard";
import { parseContactos } from "./contacts";

const VEHICLE_COLUMNS = `"id", "placa", "tipo", "marca", "modelo", "color", "nombrepropietario", "telefonopropietario",
  "foto", "gpsusuario", "gpscontrasena", "gpsurl", "carroceria", "fotominiatura", "idempresagps"`;

interface DriverRow {
  id: number;
  nombre: string;
  numerodocumento: string | null;
  telefono: string | null;
  contactos: string | null;
  foto: string | null;
  fotominiatura: string | null;
  placa: string | null;
  idsystipodocumento: number;
  idusuario: number | null;
  idsysperfil: number | null;
  correo: string | null;
  indicadoractivo: boolean;
  idempres: number;
}

// the plate of the vehicle on the driver's most recent trip (the driver row itself has none)
// eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
const DRIVER_COLUMNS = `c."id", c."nombre", c."numerodocumento", c."telefono", c."contactos", c."foto", c."fotominiatura",
  (SELECT ve."placa" FROM "viajes" v JOIN "vehiculos" ve ON ve."id" = v."idvehiculo"
    WHERE v."idconductor" = c."id" AND v."idempresa" = c."idempresa" ORDER BY v."fecha" DESC, v."id" DESC LIMIT 1) AS "placa",
  c."idsystipodocumento", c."idusuario", (SELECT u."idsysperfil" FROM "usuarios" u WHERE u."id" = c."idusuario") AS "idsysperfil",
  c."correo", c."indicadoractivo", c."idempresa" AS "idempres"`;

export const viajeDetalleResolvers: Resolvers = {
  Query: {
    vehiculo: (_parent, { id }, ctx) => findInCompany(ctx, `"vehiculos"`, id, VEHICLE_COLUMNS),
    conductorInfo: async (_parent, { id }, ctx) => {
      const row = await findInCompany<DriverRow>(ctx, `"conductores" c`, id, DRIVER_COLUMNS, `c."idempresa"`);
      return row ? { ...row, contactos: parseContactos(row.contactos) } : null;
    },
  },
};

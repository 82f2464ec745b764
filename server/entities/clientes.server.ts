// Clientes: the part of the entity only the server reads — the relation its list, its records and its export read:
// the client with the names of the system events its reports are sent for, in the events' order. The browser never
// imports this file (its SQL stays out of the built UI).
import type { EntityServerPart } from "@shared/entities/types";

export const clientesServer: EntityServerPart = {
  from: `(SELECT c."id", c."idempresa", c."nombrecliente", c."numerodocumentocliente", c."codigo", c."idusuario",
      c."frecuenciacorreo", c."correoreporte", c."tiempoenviocorreo", c."eventos",
      coalesce((SELECT array_agg(se."descripcion" ORDER BY e.n)
         FROM jsonb_array_elements_text(c."eventos") WITH ORDINALITY AS e(v, n)
         JOIN "syseventos" se ON se."id" = e.v::int), '{}') AS "eventosdescripcion"
    FROM "clientes" c) AS "clienteslista"`,
};

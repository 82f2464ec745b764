// Clientes: the relation its list, its records and its export read — the client with the names of the system events
// its reports are sent for, in the events' order. Server code: its SQL never reaches the built UI.
import type { EntityRelation } from "@server/entities/entity-relation";

export const relation: EntityRelation = {
  from: `(SELECT c."id", c."idempresa", c."nombrecliente", c."numerodocumentocliente", c."codigo", c."idusuario",
      c."frecuenciacorreo", c."correoreporte", c."tiempoenviocorreo", c."eventos",
      coalesce((SELECT array_agg(se."descripcion" ORDER BY e.n)
         FROM jsonb_array_elements_text(c."eventos") WITH ORDINALITY AS e(v, n)
         JOIN "syseventos" se ON se."id" = e.v::int), '{}') AS "eventosdescripcion"
    FROM "clientes" c) AS "clienteslista"`,
};

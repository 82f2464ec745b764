// Contenedores: the relation its list, its records and its export read — the container with its towns', client's and
// state's names and its days overdue. Server code: its SQL never reaches the built UI.
//  - diasmora = calendar days, in the company's time zone, from the delivery limit date to the return (or to
//    today while not returned): the one rule of the list, the modal, the order and the export
//    (shared/domain/container-days.ts states it for the tests).
import { TIME_ZONE } from "@shared/config";
import type { EntityRelation } from "@server/entities/entity-relation";

export const relation: EntityRelation = {
  from: `(SELECT c.*, po."descripcion" AS "origen", pd."descripcion" AS "destino", cl."nombrecliente",
      se."descripcion" AS "estado",
      ((coalesce(c."fechadevolucioncontenedor", now()) AT TIME ZONE '${TIME_ZONE}')::date
        - (c."fechalimiteentregacontenedor" AT TIME ZONE '${TIME_ZONE}')::date) AS "diasmora"
    FROM "contenedores" c
    LEFT JOIN "syspoblaciones" po ON po."id" = c."idorigen"
    LEFT JOIN "syspoblaciones" pd ON pd."id" = c."iddestino"
    LEFT JOIN "clientes" cl ON cl."id" = c."idclienteempresatransportadora"
    LEFT JOIN "sysestados" se ON se."id" = c."idsysestado") AS "contenedoreslista"`,
};

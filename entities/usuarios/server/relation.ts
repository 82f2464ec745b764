// Controladores de tráfico: the relation its list, its records and its export read — the company's traffic
// controllers only, with their own id as the session names it. Server code: its SQL never reaches the built UI.
import { TRAFFIC_CONTROLLER_PROFILE } from "../definition";
import type { EntityRelation } from "@server/entities/entity-relation";

export const relation: EntityRelation = {
  from: `(SELECT u."id", u."idempresa", u."id" AS "idusuario", u."nombre", u."correo", u."telefono", u."idsysperfil",
      u."indicadoractivo" FROM "usuarios" u WHERE u."idsysperfil" = ${TRAFFIC_CONTROLLER_PROFILE}) AS "controladores"`,
};

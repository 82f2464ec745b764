// Puestos de control: the relation its list, its records and its export read — the post with its town's name and its
// kind (Físico / Virtual). Server code: its SQL never reaches the built UI.
import { POST_TYPES } from "../definition";
import type { EntityRelation } from "@server/entities/entity-relation";

export const relation: EntityRelation = {
  from: `(SELECT p.*, po."descripcion" AS "poblacion",
      CASE p."indicadorfisico" WHEN true THEN '${POST_TYPES.physical}' WHEN false THEN '${POST_TYPES.virtual}' END AS "tipo"
    FROM "puestoscontrol" p
    LEFT JOIN "syspoblaciones" po ON po."id" = p."idsyspoblacion") AS "puestoscontrollista"`,
};

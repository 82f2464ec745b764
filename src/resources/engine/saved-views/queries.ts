// The saved views' GraphQL documents (server module vistas).
import type { VistasGuardadasQuery } from "@/graphql/operations.types";

const FIELDS = "id idtable nombre estado predeterminada";

export const VISTAS_QUERY = `query VistasGuardadas($idtable: String!) { vistasGuardadas(idtable: $idtable) { ${FIELDS} } }`;
export const SAVE_VISTA = `mutation SaveVistaGuardada($vista: VistaGuardadaInput!) { saveVistaGuardada(vista: $vista) { ${FIELDS} } }`;
export const DELETE_VISTA = `mutation DeleteVistaGuardada($id: Int!) { deleteVistaGuardada(id: $id) }`;
export const SET_DEFAULT_VISTA = `mutation SetVistaPredeterminada($id: Int!, $predeterminada: Boolean!) {
  setVistaPredeterminada(id: $id, predeterminada: $predeterminada) { ${FIELDS} } }`;

/** A saved view as the documents above select it. */
export type SavedView = VistasGuardadasQuery["vistasGuardadas"][number];

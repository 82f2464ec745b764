// GraphQL documents of the master definitions that the engine cannot build (arguments other than id + input).
const CONTROLLER_FIELDS = "id idempresa idusuario nombre correo telefono idsysperfil indicadoractivo";

/** Usuarios, traffic tab: the update names its id `idUser`. */
export const UPDATE_CONTROLADOR_TRAFICO = `mutation UpdateControladorTrafico($id: Int!, $controladorTrafico: ControladorTraficoInput!) {
  updateControladorTrafico(idUser: $id, controladorTrafico: $controladorTrafico) { ${CONTROLLER_FIELDS} } }`;

// The definition plug-ins' GraphQL documents: password reset, a client's hidden events, plan enabling.
export const RESET_PASSWORD = `mutation ResetPassword($id: Int!, $idapp: Int!) { resetPassword(id: $id, idapp: $idapp) { id succesful clavetemporal } }`;

export const CLIENT_HIDDEN_EVENTS = `query Ocultos($idcliente: Int!) { syseventosclienteocultos(idcliente: $idcliente) { idsysevento sysevento } }`;
export const SAVE_CLIENT_HIDDEN_EVENTS = `mutation GuardarOcultos($idcliente: Int!, $syseventos: [SysEventoRefInput!]!) {
  createsyseventosclienteocultos(idcliente: $idcliente, syseventos: $syseventos) { id } }`;

export const ENABLE_PLAN = `mutation HabilitarPlan($id: Int!) { habilitarPlanviajeV2(id: $id) { id indicadordeshabilitado } }`;

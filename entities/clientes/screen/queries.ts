// The client modal's GraphQL documents: the system events hidden from a client, read and replaced.
export const CLIENT_HIDDEN_EVENTS = `query Ocultos($idcliente: Int!) { syseventosclienteocultos(idcliente: $idcliente) { idsysevento sysevento } }`;
export const SAVE_CLIENT_HIDDEN_EVENTS = `mutation GuardarOcultos($idcliente: Int!, $syseventos: [SysEventoRefInput!]!) {
  createsyseventosclienteocultos(idcliente: $idcliente, syseventos: $syseventos) { id } }`;

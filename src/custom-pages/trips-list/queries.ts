// The trips list's own GraphQL document: the clients of the header filter.
export const CLIENTES_VIAJES_QUERY = `query ClientesViajes($filters: [FilterInput!], $orders: [OrderInput!]) {
  clienteViajesInfo(filters: $filters, orders: $orders) { data { id nombre } totalreg }
}`;

// triage: counts per alert level, taking, releasing and snoozing a trip
export const VIAJES_NIVELES_QUERY = `query ViajesNiveles($filters: [FilterInput!]) { viajesNiveles(filters: $filters) { nivel total } }`;

const ATTENTION_FIELDS = "id idusuarioatendiendo atendiendo atendiendodesde silenciadohasta silenciomotivo";
export const ATENDER_VIAJE = `mutation AtenderViaje($id: Int!) { atenderViaje(id: $id) { ${ATTENTION_FIELDS} } }`;
export const LIBERAR_VIAJE = `mutation LiberarViaje($id: Int!) { liberarViaje(id: $id) { ${ATTENTION_FIELDS} } }`;
export const SILENCIAR_VIAJE = `mutation SilenciarViaje($id: Int!, $minutos: Int!, $motivo: String!) {
  silenciarViaje(id: $id, minutos: $minutos, motivo: $motivo) { ${ATTENTION_FIELDS} } }`;

/** the trip fields the triage column reads */
export const TRIAGE_FIELDS = ["idusuarioatendiendo", "atendiendo", "silenciadohasta", "silenciomotivo"] as const;

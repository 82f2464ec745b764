// The trips list's own GraphQL document: the clients of the header filter (spec 1 §2.6).
export const CLIENTES_VIAJES_QUERY = `query ClientesViajes($filters: [FilterInput!], $orders: [OrderInput!]) {
  clienteViajesInfo(filters: $filters, orders: $orders) { data { id nombre } totalreg }
}`;

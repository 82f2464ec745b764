// The delete-trip screen's GraphQL documents.
export const VIAJE_QUERY = `query DeleteTripViaje($id: Int!) { viaje(id: $id) { id numero placa origen destino ruta } }`;
export const DELETE_TRAVEL = `mutation DeleteTravel($id: Int!, $numero: String!) { deleteTravel(id: $id, numero: $numero) { id } }`;

// The delete-trip screen's GraphQL documents (spec 3 §2, §5).
export const VIAJE_QUERY = `query DeleteTripViaje($id: Int!) { viaje(id: $id) { id numero placa origen destino ruta } }`;
export const DELETE_TRAVEL = `mutation DeleteTravel($id: Int!, $numero: String!) { deleteTravel(id: $id, numero: $numero) { id } }`;

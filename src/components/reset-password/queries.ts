// The password reset's GraphQL document (a traffic controller's and a client's options).
export const RESET_PASSWORD = `mutation ResetPassword($id: Int!, $idapp: Int!) { resetPassword(id: $id, idapp: $idapp) { id succesful clavetemporal } }`;

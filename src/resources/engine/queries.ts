// The engine's GraphQL documents: a list's server columns and one user's column setting.
export const TABLA_QUERY = `query Tabla($id: Int!, $iduser: Int) {
  tablas(id: $id) {
    id name title
    fields(iduser: $iduser) { id name field label type width defaultorder orderable filterable hidden voidValue tooltip idUserField }
  }
}`;

export const UPDATE_USER_FIELD = `mutation UpdateUserField($id: Int, $userField: UserFieldInput!) {
  updateUserField(id: $id, userField: $userField) { id iduser idfield hidden defaultorder }
}`;

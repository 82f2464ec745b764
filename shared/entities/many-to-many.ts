// A many-to-many field (`manyToMany` on an integer field; its module is ./field-types/many-to-many.ts): the rows of
// another table a record names, kept in a join table `<table>_<field>` of (idregistro, idrelacionado) pairs rather
// than in a column of its own. Its value is the list of the named rows' ids, without repeats, in the order of their
// labels; an empty list names none (a required one must name at least one). The contract gives their labels beside
// it (`<field>Etiquetas`, the same order), which the list shows and the export writes joined by ', ', and which an
// import reads back.
export { idListError, idListValue, MAX_LINKS, TOO_MANY_LINKS_MESSAGE } from "../domain/id-list";

/** what separates the labels in the list, the export and an import's cell */
export const LINK_LABEL_SEPARATOR = ", ";

/** The contract's field with a many-to-many field's labels, e.g. ramos → ramosEtiquetas. */
export const linkLabelsField = (name: string): string => `${name}Etiquetas`;

/** The join table of an entity's many-to-many field, e.g. aseguradoras_ramos. */
export const joinTableName = (table: string, name: string): string => `${table}_${name}`;

/** The join table's columns: the record's id and the named row's. */
export const JOIN_COLUMNS = { record: "idregistro", linked: "idrelacionado" } as const;

/** The labels of a record's linked rows as one text ('Carga, Vida'), or '' for none. */
export const joinedLinkLabels = (labels: unknown): string =>
  Array.isArray(labels) ? labels.map(String).join(LINK_LABEL_SEPARATOR) : "";

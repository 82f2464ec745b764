// A many-to-many field (`manyToMany` on an integer field): the rows of another table a record names, kept in a join
// table `<table>_<field>` of (idregistro, idrelacionado) pairs rather than in a column of its own. Its value is the
// list of the named rows' ids, without repeats, in the order of their labels; an empty list names none (a required
// one must name at least one). The contract gives their labels beside it (`<field>Etiquetas`, the same order), which
// the list shows and the export writes joined by ', ', and which an import reads back.
import type { EntityDefinition, EntityField, EntityManyToMany } from "./types";

export { idListError, idListValue, MAX_LINKS, TOO_MANY_LINKS_MESSAGE } from "../domain/id-list";

/** what separates the labels in the list, the export and an import's cell */
export const LINK_LABEL_SEPARATOR = ", ";

/** Whether a field is a many-to-many field. */
export const isManyToMany = (field: EntityField): field is EntityField & { manyToMany: EntityManyToMany } => field.manyToMany !== undefined;

/** The entity's many-to-many fields, with their names. */
export const manyToManyFields = (entity: Pick<EntityDefinition, "fields">): [string, EntityField & { manyToMany: EntityManyToMany }][] =>
  Object.entries(entity.fields).filter((entry): entry is [string, EntityField & { manyToMany: EntityManyToMany }] => isManyToMany(entry[1]));

export { linkLabelsField } from "./link-labels";

/** The join table of an entity's many-to-many field, e.g. aseguradoras_ramos. */
export const joinTableName = (table: string, name: string): string => `${table}_${name}`;

/** The join table's columns: the record's id and the named row's. */
export const JOIN_COLUMNS = { record: "idregistro", linked: "idrelacionado" } as const;

/** The labels of a record's linked rows as one text ('Carga, Vida'), or '' for none. */
export const joinedLinkLabels = (labels: unknown): string =>
  Array.isArray(labels) ? labels.map(String).join(LINK_LABEL_SEPARATOR) : "";

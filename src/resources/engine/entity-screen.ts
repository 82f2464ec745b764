// What a screen adds to the pages an entity's definition yields, for the parts plain data cannot
// say: a view section (a plug-in), a catalogue's options, a modal title, extra query fields. A read-only
// entity's pages have no create, edit or delete.
import type { PagesEntity } from "@shared/entities/types";
import { isReadOnly } from "@shared/entities/read-only";
import type { FieldDefinition, ResourceDefinition } from "./types";

type EntityValues = Record<string, unknown>;

export interface EntityScreen {
  /** the definition's browser-only parts (they replace the derived ones of the same name) */
  definition?: Partial<ResourceDefinition<EntityValues, EntityValues>>;
  /**
   * each field's browser-only parts, by field name (its type stays the entity's; options from a catalogue make it a
   * select); a column's `list` parts (e.g. a custom cell, `render`) go over the definition's
   */
  fields?: Readonly<Record<string, Partial<Omit<FieldDefinition, "name" | "type" | "entity">>>>;
}

const never = () => false;

/** The derived definition with the screen's parts, and no writes for a read-only entity. */
export function withScreen(
  entity: PagesEntity,
  derived: ResourceDefinition<EntityValues, EntityValues>,
  screen: EntityScreen = {},
): ResourceDefinition<EntityValues, EntityValues> {
  const readOnly = isReadOnly(entity) ? { canCreate: never, canDelete: never, isRecordEditable: never } : {};
  const noForm = isReadOnly(entity) ? { form: false as const } : {};
  const fields = derived.fields.map((f) => {
    const parts = screen.fields?.[f.name];
    // a column's parts go over the derived column's (a custom cell keeps the definition's width)
    const list = parts?.list && f.list ? { list: { ...f.list, ...parts.list } } : {};
    return { ...f, ...noForm, ...parts, ...list, ...(parts?.catalogOptions ? { type: "SELECT" as const } : {}) };
  });
  return { ...derived, ...readOnly, ...screen.definition, fields };
}

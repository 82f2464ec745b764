// Relations both ways: a relation field of one entity (e.g. a note's idruta naming a route) makes the named
// entity's deletion refuse while rows name the record, with a message naming the referring entity ('No se puede
// eliminar la ruta 'X': tiene notas asociadas.'). It is derived from the registry: the named entity's own file
// says nothing of it. References its own `inUse` already counts (a plan's idruta in the routes' refusal) keep that
// entity's message.
import { inUseMessage, withArticle, type Gender } from "../i18n/messages";
import { storedFields, type EntityDefinition } from "./types";
import { fieldTypeOf } from "./field-types";

/** A relation field naming another entity's rows: the referring entity and its column. */
export interface EntityReferrer {
  entity: EntityDefinition;
  column: string;
  /** the table holding the column when not the entity's: a many-to-many field's join table (its column idrelacionado) */
  table?: string;
}

/** The relation fields of `list`'s entities that name `target`'s table, but those its own `inUse` counts. */
export function referrersOf(target: EntityDefinition, list: readonly EntityDefinition[]): EntityReferrer[] {
  const counted = new Set((target.inUse?.by ?? []).map((r) => `${r.table}.${r.column}`));
  return list.flatMap((entity) =>
    storedFields(entity).flatMap(([column, f]): EntityReferrer[] => {
      // a value held in a table of its own (a many-to-many field's join table) names the rows from there
      const held = fieldTypeOf(f)?.heldIn?.(entity.table, column, f);
      if (held) return held.references === target.table ? [{ entity, column: held.column, table: held.table }] : [];
      return f.relation?.table === target.table && !counted.has(`${entity.table}.${column}`) ? [{ entity, column }] : [];
    }),
  );
}

/** An entity's gender as its labels say; masculine when they do not (docs/adr/0011-entity-definitions.md). */
export const genderOf = (entity: EntityDefinition): Gender => entity.labels.gender ?? "m";

const lower = (label: string) => label.toLocaleLowerCase("es");

/** 'a', 'a o b', 'a, b o c' */
const joinOr = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} o ${items[items.length - 1]}`;

/**
 * The refusal of deleting `target`'s records that rows of `referring` entities name: the records by their quoted
 * names (none: the entity's singular with its article), the referring entities by their plural labels, the
 * participle agreeing with them (feminine only when every one of them is).
 */
export function referredMessage(target: EntityDefinition, names: readonly string[], referring: readonly EntityDefinition[]): string {
  const gender = genderOf(target);
  const what = names.length > 1
    ? `${withArticle(lower(target.labels.plural), gender, true)} ${names.join(", ")}`
    : [withArticle(lower(target.labels.singular), gender, false), ...names].join(" ");
  const entities = [...new Set(referring)];
  const related = joinOr(entities.map((e) => lower(e.labels.plural)));
  return inUseMessage(what, related, entities.length && entities.every((e) => genderOf(e) === "f") ? "f" : "m");
}

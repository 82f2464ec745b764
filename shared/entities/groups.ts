// Objects of the contract made of stored fields (shared/entities/types.ts `groups`): e.g. a control post's
// geolocalizacion { latitud longitud } read from and written to the columns latitud and longitud. The parts are
// columns (listed, filtered, exported) but appear in the contract only inside the object.
import type { FieldError } from "../domain/validators";
import type { EntityDefinition, EntityGroup } from "./types";

type Values = Record<string, unknown>;

const groupsOf = (entity: Pick<EntityDefinition, "groups">): [string, EntityGroup][] => Object.entries(entity.groups ?? {});

/** The stored fields that are parts of a group (not fields of the contract's type or input themselves). */
export const groupParts = (entity: Pick<EntityDefinition, "groups">): Set<string> => new Set(groupsOf(entity).flatMap(([, g]) => g.parts));

const objectOf = (value: unknown): Values | null => (typeof value === "object" && value !== null ? (value as Values) : null);

/** A read row as the contract gives it: each group's object (null when a part is null) in place of its parts. */
export function withGroups<R extends Values>(entity: EntityDefinition, row: R): R {
  const groups = groupsOf(entity);
  if (!groups.length) return row;
  const out: Values = { ...row };
  for (const [name, group] of groups) {
    const parts = group.parts.map((p) => [p, row[p]] as const);
    out[name] = parts.some(([, v]) => v === null || v === undefined) ? null : Object.fromEntries(parts);
    for (const p of group.parts) delete out[p];
  }
  return out as R;
}

/**
 * An input as the stored fields read it: each group's parts from its object (none sent: null). `partial` (an
 * update's input): a group left out leaves its parts out, so that they keep their stored values.
 */
export function withoutGroups(entity: EntityDefinition, input: Readonly<Values>, partial = false): Values {
  const groups = groupsOf(entity);
  if (!groups.length) return { ...input };
  const flat: Values = { ...input };
  for (const [name, group] of groups) {
    if (partial && input[name] === undefined) continue;
    const object = objectOf(input[name]);
    for (const p of group.parts) flat[p] = object?.[p] ?? null;
    delete flat[name];
  }
  return flat;
}

const validPart = (value: unknown, bound: number | undefined) =>
  typeof value === "number" && Number.isFinite(value) && (bound === undefined || Math.abs(value) <= bound);

/**
 * The required groups' refusals (a missing object, a part not a finite number or out of its bound), given the
 * input; `partial` (an update's input): a group left out is kept, not missing.
 */
export function groupErrors(entity: EntityDefinition, input: Readonly<Values>, partial = false): FieldError[] {
  return groupsOf(entity).flatMap(([name, group]) => {
    if (group.missing === undefined || (partial && input[name] === undefined)) return [];
    const object = objectOf(input[name]);
    const valid = object !== null && group.parts.every((p) => validPart(object[p], group.bounds?.[p]));
    return valid ? [] : [{ field: name, message: group.missing }];
  });
}

/** The form's values (the parts under their own names) as the input's objects. */
export function groupedInput(entity: EntityDefinition, values: Readonly<Values>): Values {
  const groups = groupsOf(entity);
  if (!groups.length) return { ...values };
  const input: Values = { ...values };
  for (const [name, group] of groups) {
    input[name] = Object.fromEntries(group.parts.map((p) => [p, values[p]]));
    for (const p of group.parts) delete input[p];
  }
  return input;
}

// What the field types written as modules add to an entity beyond a column (server/entities/field-types): the object
// type's fields beside a value (a file's `<name>Url`) with their resolvers, and the checks a write makes against what
// lies outside the record (a file's upload), run on the values that passed the shared rules.
import type { EntityDefinition, EntityField } from "@shared/entities/types";
import type { InputError } from "../graphql/field-errors";
import { serverFieldTypeOf, type FieldTypeOutput, type FieldTypeRequest } from "./field-types";

/** The entity's stored fields of a module's type, each with its server part. */
const moduleFields = (entity: EntityDefinition) =>
  Object.entries(entity.fields).flatMap(([name, f]: [string, EntityField]) => {
    const module = !f.computed && f.join === undefined ? serverFieldTypeOf(f) : undefined;
    return module ? [{ name, field: f, module }] : [];
  });

const outputsOf = (entity: EntityDefinition): FieldTypeOutput[] =>
  moduleFields(entity).flatMap(({ name, field, module }) => module.outputs?.(name, field) ?? []);

/** The object type's fields the entity's module types add, each after its description. */
export const moduleOutputsSdl = (entity: EntityDefinition): string[] =>
  outputsOf(entity).flatMap((o) => [`  ${JSON.stringify(o.description)}`, `  ${o.name}: ${o.type}`]);

/** The resolvers of those fields (none when the entity has none). */
export function moduleOutputResolvers(entity: EntityDefinition): Record<string, Record<string, (parent: Record<string, unknown>) => unknown>> {
  const outputs = outputsOf(entity);
  return outputs.length ? { [entity.typeName]: Object.fromEntries(outputs.map((o) => [o.name, (parent: Record<string, unknown>) => o.resolve(parent)])) } : {};
}

/** The fields of checked values the caller may not store by their types' own checks, each with its Spanish message. */
export async function moduleWriteErrors(
  entity: EntityDefinition, ctx: FieldTypeRequest, values: Readonly<Record<string, unknown>>,
): Promise<InputError[]> {
  const errors: InputError[] = [];
  for (const { name, field, module } of moduleFields(entity)) {
    const value = values[name];
    if (!module.writeError || value === undefined || value === null || value === "") continue;
    const problem = await module.writeError(value, ctx.session.idempresa, field, ctx);
    if (problem) errors.push({ field: name, message: problem });
  }
  return errors;
}

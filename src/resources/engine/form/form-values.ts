// Record ↔ form values ↔ mutation input of a definition: fromRecord / toInput when the
// definition has them, else the form fields themselves.
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDefinition } from "../types";

type Definition = Pick<ResourceDefinition, "fields" | "fromRecord" | "toInput" | "newValues">;

/** The names of the fields the form edits. */
export function formFieldNames(definition: Pick<ResourceDefinition, "fields">): string[] {
  return definition.fields.filter((f) => f.form !== false && f.form !== undefined).map((f) => f.name);
}

/** Relation label fields kept in the form (hidden) so the view, the input and toInput can read them. */
export function labelFieldNames(definition: Pick<ResourceDefinition, "fields">): string[] {
  return definition.fields.flatMap((f) => (f.form && f.relation?.labelInto ? [f.relation.labelInto] : []));
}

/** A record as the form's initial values; for a new record, the definition's defaults (none: an empty object). */
export function initialValues(definition: Definition, record: BaseRecord | undefined): Record<string, unknown> {
  if (!record) return definition.newValues?.() ?? {};
  if (definition.fromRecord) return definition.fromRecord(record);
  const names = [...formFieldNames(definition), ...labelFieldNames(definition)];
  return Object.fromEntries(names.filter((n) => n in record).map((n) => [n, record[n]]));
}

/** The form values as the mutation's input: toInput, or the form fields with blank text as null. */
export function toMutationInput(definition: Definition, values: Record<string, unknown>): Record<string, unknown> {
  if (definition.toInput) return definition.toInput(values);
  return Object.fromEntries(
    formFieldNames(definition).map((n) => {
      const v = values[n];
      return [n, v === undefined || (typeof v === "string" && v.trim() === "") ? null : v];
    }),
  );
}

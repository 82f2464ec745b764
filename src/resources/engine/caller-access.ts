// A resource's pages as the signed-in caller may use them, asked of the definition's access rules (an entity's: the
// very functions the server runs, shared/entities/access.ts): a field it may not read at all is no column, no view
// and no form input; one it may not read of a record is left out of that record's view; one it may not write is
// disabled in the form; a record it may not edit offers no Editar, one it may not delete cannot be selected for
// deletion, one it may not open does not open.
import type { BaseRecord } from "@refinedev/core";
import type { AccessContext, FieldDefinition, ResourceDefinition } from "./types";

type Definition<R extends BaseRecord> = ResourceDefinition<R>;

/** A field as the caller may use it. */
function fieldForCaller<R extends BaseRecord>(definition: Definition<R>, field: FieldDefinition<R>, access: AccessContext): FieldDefinition<R> {
  const { canReadField, canWriteField } = definition;
  if (canReadField && !canReadField(field.name, access)) return { ...field, list: false, view: false, form: false, unreadable: true };
  const readableIn = canReadField ? (record: R) => canReadField(field.name, access, record) : undefined;
  const form = field.form && canWriteField
    ? { ...field.form, readOnly: (record: BaseRecord | undefined) => field.form !== false && (field.form?.readOnly?.(record) === true || !canWriteField(field.name, access, record as R | undefined)) }
    : field.form;
  return { ...field, ...(readableIn ? { readableIn } : {}), ...(form === undefined ? {} : { form }) };
}

/** The definition with the caller's access applied to its fields and records (as it is when it declares no rules). */
export function forCaller<R extends BaseRecord>(definition: Definition<R>, access: AccessContext): Definition<R> {
  const { canEdit, canDelete, isRecordEditable, isRowSelectable } = definition;
  return {
    ...definition,
    fields: definition.fields.map((f) => fieldForCaller(definition, f, access)),
    ...(canEdit ? { isRecordEditable: (record: R) => isRecordEditable?.(record) !== false && canEdit(access, record) } : {}),
    ...(canDelete ? { isRowSelectable: (record: R) => isRowSelectable?.(record) !== false && canDelete(access, record) } : {}),
  };
}

/** Whether a row opens its record for the caller. */
export const opensRecord = <R extends BaseRecord>(definition: Definition<R>, access: AccessContext, record: R): boolean =>
  definition.canShow?.(access, record) ?? true;

// An entity definition (src/entities) as the engine's resource definition (issue 17): list columns, the form
// with the entity's rules (the server's messages), options as a select and labels, the menu entry with its named
// icon, the delete button as the permission table says, and the input the server's rules expect.
import { can } from "@/domain/permissions";
import { entityValues, fieldRules, writableFields } from "@/entities/rules";
import { inputTypeName, type EntityDefinition, type EntityField } from "@/entities/types";
import { fieldsInColumnOrder, writeOperations } from "@/entities/read-only";
import { moreFieldType, withScreen, type EntityScreen } from "./entity-screen";
import { MENU_ICONS } from "./menu-icons";
import type { FieldDefinition, FieldType, ResourceDefinition, SelectOption } from "./types";

type EntityValues = Record<string, unknown>;

const optionsOf = (options: Readonly<Record<number, string>>): SelectOption[] =>
  Object.entries(options).map(([value, label]) => ({ value: Number(value), label }));

function fieldType(field: EntityField): FieldType {
  const more = moreFieldType(field);
  if (more) return more;
  if (field.type === "text") return "TEXT";
  if (field.type === "boolean") return "BOOLEAN";
  return field.options ? "SELECT" : "NUMERIC";
}

function fieldDefinition(name: string, field: EntityField): FieldDefinition {
  const inForm = field.form !== false && field.fixed === undefined;
  return {
    name,
    label: field.label,
    type: fieldType(field),
    ...(field.options ? { options: optionsOf(field.options) } : {}),
    list: field.list === false ? false : { width: field.list?.width, ...(field.list?.hidden ? { hidden: true } : {}), ...(field.list?.filterable === false ? { filterable: false } : {}) },
    ...(inForm ? { form: { rules: fieldRules(field), ...(field.min !== undefined ? { minValue: field.min } : {}) } } : {}),
    ...(field.view === false ? { view: false } : {}),
  };
}

export function resourceFromEntity(entity: EntityDefinition, screen?: EntityScreen): ResourceDefinition<EntityValues, EntityValues> {
  const op = entity.operations;
  const write = writeOperations(entity);
  const writable = writableFields(entity).filter(([, f]) => f.form !== false);
  return withScreen(entity, {
    name: entity.name,
    route: entity.route,
    ...(entity.menu ? { menu: { group: entity.menu.group, label: entity.menu.label, icon: MENU_ICONS[entity.menu.icon] } } : {}),
    labels: entity.labels,
    operations: !write ? { list: op.list, one: op.one } : {
      list: op.list, one: op.one, create: write.create, update: write.update, delete: write.delete,
      inputName: write.inputName, inputType: `${inputTypeName(entity)}!`, idsArg: "ids",
    },
    ...(entity.tableId !== undefined ? { tableId: entity.tableId } : {}),
    ...(entity.exportId !== undefined ? { exportQueryId: entity.exportId } : {}),
    defaultPageSize: entity.defaultPageSize ?? 20,
    canCreate: (access) => can(entity.name, "create", access),
    canDelete: (access) => can(entity.name, "delete", access),
    fields: fieldsInColumnOrder(entity).map(([name, field]) => fieldDefinition(name, field)),
    fromRecord: (record) => Object.fromEntries(writable.map(([name]) => [name, record[name]])),
    toInput: (values) => entityValues(entity, values),
  }, screen);
}

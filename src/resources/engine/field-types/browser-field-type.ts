// The browser's part of a field type written as a module (shared/entities/field-types/field-type.ts holds its values'
// rules, which the form, the table and the view use through it): the form's input, the table's cell, the view, the
// filter, and how the form holds a value when not as the contract does (a JSON value as its text).
import type { FormItemProps } from "antd";
import type { ComponentType, ReactNode } from "react";
import type { EntityField } from "@shared/entities/types";
import type { FieldDefinition, FieldType, FilterKind, ResourceDefinition } from "../types";

/** An entity's pages, whose records and form values are objects of its fields. */
export type EntityResource = ResourceDefinition<Record<string, unknown>, Record<string, unknown>>;

/** What a type's form item is given: the field, and the Form.Item's props the engine made (name, label, rules, required). */
export interface FieldTypeFormItemProps {
  field: FieldDefinition;
  item: FormItemProps;
}

export interface BrowserFieldType {
  /** the engine's kind of the column (its default filter, its wording where the type gives none) */
  kind: FieldType;
  /** the column's filter when not its kind's (null: none); "member" picks one option a list must hold */
  filter?: FilterKind | null;
  /** the form's Form.Item with its input, spreading `item` */
  FormItem: ComponentType<FieldTypeFormItemProps>;
  /** a stored value as the form holds it, and the form's value as the input sends it (default: as it is) */
  toForm?(value: unknown, field: EntityField): unknown;
  fromForm?(value: unknown, field: EntityField): unknown;
  /** the form's check of its own value, before the shared module's rules on fromForm(value) (e.g. 'JSON inválido') */
  formCheck?(value: unknown, field: EntityField): string | null;
  /** the table's cell of a non-empty value (default: the shared module's text) */
  cell?(value: unknown, field: EntityField): ReactNode;
  /** the view's (default: the cell) */
  show?(value: unknown, field: EntityField): ReactNode;
  /**
   * the field's definition as the engine made it, adjusted (e.g. a cell reading another field of the record, the
   * field kept out of the view's list); default as it is
   */
  definition?(definition: FieldDefinition): FieldDefinition;
  /**
   * the entity's pages, adjusted for its fields of this type, by name (e.g. fields read with the records beside the
   * value, a section of the view); default as they are
   */
  resource?(fields: readonly [string, EntityField][], resource: EntityResource): EntityResource;
}

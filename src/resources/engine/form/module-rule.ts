// The form's check of a field whose type is written as a module: the browser part's own check of the form's value
// (e.g. 'JSON inválido'), then the shared module's rules on the value the input would send, each message shown.
import type { Rule } from "antd/es/form";
import { fieldTypeOf } from "@shared/entities/field-types";
import { isEmpty } from "@shared/domain/validators";
import type { EntityField } from "@shared/entities/types";
import { browserFieldTypeOf } from "../field-types";

/** The messages of a form value of a module's type ([] when valid or empty). */
export function moduleMessages(field: EntityField, value: unknown): string[] {
  const shared = fieldTypeOf(field);
  const browser = browserFieldTypeOf(field);
  if (!shared || !browser) return [];
  const own = browser.formCheck?.(value, field);
  if (own) return [own];
  const sent = browser.fromForm ? browser.fromForm(value, field) : value;
  const parsed = shared.parse(sent, field);
  return isEmpty(parsed) ? [] : shared.validate(parsed, field);
}

/** The antd rule of a module's type (none for another type). */
export function moduleRule(field: EntityField | undefined): Rule[] {
  if (!field || !fieldTypeOf(field)) return [];
  return [
    {
      validator: (_rule, value) => {
        const messages = moduleMessages(field, value);
        return messages.length ? Promise.reject(new Error(messages.join(" "))) : Promise.resolve();
      },
    },
  ];
}

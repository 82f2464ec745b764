// A definition's form rules as antd Form rules with the spec's messages (shared/domain/validators.ts), one rule each, and its
// validators (shared/entities/customization.ts) as one more rule over the whole form's values.
import type { Rule } from "antd/es/form";
import { firstError, validatorsOf, type FieldRules } from "@shared/domain/validators";
import type { FormFieldOptions } from "../types";

/** One antd rule per validator, so a value several rules refuse shows every message under its field. */
export function antdRules(rules: FieldRules | undefined): Rule[] {
  return validatorsOf(rules).map((validate) => ({
    validator: (_rule, value) => {
      const message = validate(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  }));
}

/**
 * The definition's validator of a field as an antd rule: run once the field's own rules pass (as the server checks
 * it), over every value of the form, so a rule across fields shows its message under the field it names.
 */
export function validateRule(options: FormFieldOptions, operation: "create" | "update"): Rule[] {
  const { validate } = options;
  if (!validate) return [];
  const validators = validatorsOf(options.rules);
  return [
    ({ getFieldsValue }) => ({
      validator: async (_rule, value) => {
        if (firstError(value, validators)) return;
        const message = await validate(getFieldsValue(true) as Record<string, unknown>, operation);
        if (message) throw new Error(message);
      },
    }),
  ];
}

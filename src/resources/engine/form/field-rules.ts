// A definition's form rules as antd Form rules with the spec's messages (shared/domain/validators.ts).
import type { Rule } from "antd/es/form";
import { firstError, validatorsOf, type FieldRules } from "@shared/domain/validators";

export function antdRules(rules: FieldRules | undefined): Rule[] {
  const validators = validatorsOf(rules);
  if (!validators.length) return [];
  return [
    {
      validator: (_rule, value) => {
        const message = firstError(value, validators);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}

// A definition's form rules as antd Form rules with the spec's messages (src/domain/validators.ts).
import type { Rule } from "antd/es/form";
import { firstError, greaterThan, integer, maxLength, minLength, required, type Validator } from "@/domain/validators";
import type { FieldRules } from "../types";

/** The validators of the rules, in the order their messages take precedence. */
export function validatorsOf(rules: FieldRules | undefined): Validator[] {
  if (!rules) return [];
  const list: Validator[] = [];
  if (rules.required) list.push(required);
  if (rules.min !== undefined) list.push(minLength(rules.min));
  if (rules.max !== undefined) list.push(maxLength(rules.max));
  if (rules.integer) list.push(integer);
  if (rules.greaterThan !== undefined) list.push(greaterThan(rules.greaterThan));
  return list;
}

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

// Arguments PostgreSQL cannot store: a text with the NUL character (U+0000) fails inside the driver as an
// internal error. Every Query and Mutation resolver refuses such arguments first with BAD_USER_INPUT (found by
// fuzzing), so no module has to remember it. Then the limits of shared/domain/field-limits.ts:
// a text longer than its column, a coordinate outside ±90/±180, a negative delay… are refused naming every
// field at fault, before any resolver writes anything. REST's /api/v1 runs the same check (checkArguments) on
// the arguments it passes to an operation.
import type { GraphQLInputType, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { getNamedType, isInputObjectType, isListType, isNonNullType } from "graphql";
import { numberLimitError, numberLimitsOf, textLimitError, textLimitsOf } from "@shared/domain/field-limits";
import { badInput } from "./errors";
import { invalidInput, type InputError } from "./field-errors";
import { MESSAGES } from "@shared/i18n/messages";
import type { EntityDefinition } from "@shared/entities/types";

/** the app's entities, whose inputs' limits their definitions give */
type Entities = readonly EntityDefinition[];

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  return false;
}

/** The limits broken by one value of an input type (or a field's own arguments, owner `Mutation.<field>`). */
function limitErrors(
  entities: Entities, owner: string, fields: Record<string, unknown>, typeOf: (name: string) => GraphQLInputType | undefined, path: string, out: InputError[],
) {
  const texts = textLimitsOf(owner, entities);
  const numbers = numberLimitsOf(owner);
  for (const [name, value] of Object.entries(fields)) {
    const field = path + name;
    const text = texts?.[name];
    const message = (text && !text.checkedByModule && textLimitError(value, text)) || (numbers?.[name] && numberLimitError(value, numbers[name]));
    if (message) out.push({ field, message });
    const type = typeOf(name);
    if (type && value !== null && value !== undefined) nested(entities, type, value, nestedPath(owner, type, field), out);
  }
}

/** A field of a mutation's one input object is named as the modules name it ("descripcion", not
 *  "evento.descripcion"); inside lists and deeper objects the path stays ("reportes.0.lugar"). */
function nestedPath(owner: string, type: GraphQLInputType, field: string): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  const rootArgument = owner.includes(".");
  return rootArgument && !isListType(inner) ? "" : field;
}

/** Walks into input objects (also inside lists) to check their fields' limits. */
function nested(entities: Entities, type: GraphQLInputType, value: unknown, path: string, out: InputError[]) {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (Array.isArray(value)) value.forEach((item, i) => nested(entities, inner.ofType, item, `${path}.${i}`, out));
    return;
  }
  const named = getNamedType(inner);
  if (!isInputObjectType(named) || !value || typeof value !== "object") return;
  const fields = named.getFields();
  limitErrors(entities, named.name, value as Record<string, unknown>, (n) => fields[n]?.type, path === "" ? "" : `${path}.`, out);
}

function checkLimits(entities: Entities, args: unknown, parentType: GraphQLObjectType, fieldName: string) {
  if (!args || typeof args !== "object") return;
  const definition = parentType.getFields()[fieldName];
  const types = new Map(definition?.args.map((a) => [a.name, a.type]));
  const errors: InputError[] = [];
  limitErrors(entities, `${parentType.name}.${fieldName}`, args as Record<string, unknown>, (n) => types.get(n), "", errors);
  if (errors.length) throw invalidInput(errors);
}

/**
 * Refuses (BAD_USER_INPUT) a Query or Mutation field's arguments with a NUL character, then those past their
 * limits (the screens' and those of the app's `entities`). Without the field (`parentType`), only the NUL check.
 */
export function checkArguments(entities: Entities, args: unknown, parentType?: GraphQLObjectType, fieldName?: string): void {
  if (hasNul(args)) throw badInput(MESSAGES.request.forbiddenCharacters);
  if (parentType && fieldName !== undefined) checkLimits(entities, args, parentType, fieldName);
}

type Resolver = (parent: unknown, args: unknown, ...rest: unknown[]) => unknown;
type ResolverMap = Record<string, unknown>;

/** The module's resolvers with every Query and Mutation field refusing NUL characters in its arguments. */
export function guardArguments<T extends object>(resolvers: T, entities: Entities): T {
  const out: Record<string, unknown> = { ...(resolvers as ResolverMap) };
  for (const root of ["Query", "Mutation"]) {
    const fields = out[root] as Record<string, unknown> | undefined;
    if (!fields) continue;
    out[root] = Object.fromEntries(
      Object.entries(fields).map(([name, fn]) => [
        name,
        typeof fn !== "function"
          ? fn
          : (parent: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo, ...rest: unknown[]) => {
              checkArguments(entities, args, info?.parentType, info?.fieldName);
              return (fn as Resolver)(parent, args, context, info, ...rest);
            },
      ]),
    );
  }
  return out as T;
}

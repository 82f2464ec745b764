import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from "graphql";
import type { Resolvers } from "../../types.generated";
import { MESSAGES } from "@shared/i18n/messages";
import { isContractIso } from "@shared/domain/timestamp-text";

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.NULL:
      return null;
    default:
      throw new GraphQLError(MESSAGES.request.unsupportedJson, { extensions: { code: "BAD_USER_INPUT" } });
  }
}

const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});

const DateTimeScalar = new GraphQLScalarType({
  name: "DateTime",
  // a text already in the contract's form (a list's dates read as text, server/db/timestamp-types.ts) as it is
  serialize: (v) =>
    v instanceof Date ? v.toISOString() : v == null ? null : typeof v === "string" && isContractIso(v) ? v : new Date(String(v)).toISOString(),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new GraphQLError(MESSAGES.invalidDate, { extensions: { code: "BAD_USER_INPUT" } });
    return d;
  },
});

/** The placeholder subscription's source: nothing, ended at once (without one, graphql-ws drops the socket). */
async function* nothing(): AsyncGenerator<never> {}

export const baseResolvers: Resolvers = {
  JSON: JSONScalar,
  DateTime: DateTimeScalar,
  Query: {
    getDate: () => new Date().toISOString(),
  },
  Subscription: {
    _noop: { subscribe: () => nothing(), resolve: () => null },
  },
};

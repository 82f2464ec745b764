// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema } from "@server/graphql/schema";
import { MAX_INTROSPECTION_DEPTH, MAX_QUERY_DEPTH } from "@server/graphql/depth-limit";
import { operationLimitRules } from "@server/security/operation-limits";
import { entities } from "@entities";

const schema = buildSchema(entities);
const errorsOf = (query: string) => validate(schema, parse(query), [...specifiedRules, ...operationLimitRules()]).map((e) => e.message);
/** the limits alone: a deep shape need not be a valid query of the schema to be measured */
const limitErrorsOf = (query: string) => validate(schema, parse(query), operationLimitRules()).map((e) => e.message);
const ofTypes = (n: number): string => (n === 0 ? "name" : `name ofType { ${ofTypes(n - 1)} }`);

describe("the depth limit", () => {
  it("lets the standard introspection query through (the introspection policy decides whether it runs)", () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    expect(errorsOf(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it(`refuses introspection nested past ${MAX_INTROSPECTION_DEPTH} levels`, () => {
    // __type(1) fields(2) type(3), then n ofType levels and a name: 4 + n levels
    const at = (n: number) => `{ __type(name: "Viaje") { fields { type { ${ofTypes(n)} } } } }`;
    expect(errorsOf(at(MAX_INTROSPECTION_DEPTH - 4))).toEqual([]);
    expect(errorsOf(at(MAX_INTROSPECTION_DEPTH - 3))).toEqual([`La consulta supera la profundidad máxima (${MAX_INTROSPECTION_DEPTH})`]);
  });

  it(`keeps ${MAX_QUERY_DEPTH} levels for everything else, an introspection field counting as one`, () => {
    const nested = (n: number): string => (n === 1 ? "id" : `a { ${nested(n - 1)} }`);
    expect(limitErrorsOf(`{ ${nested(MAX_QUERY_DEPTH)} }`)).toEqual([]);
    expect(limitErrorsOf(`{ ${nested(MAX_QUERY_DEPTH + 1)} }`)).toEqual([`La consulta supera la profundidad máxima (${MAX_QUERY_DEPTH})`]);
    expect(limitErrorsOf(`{ ${nested(MAX_QUERY_DEPTH)} __schema { types { fields { type { ${ofTypes(8)} } } } } }`)).toEqual([]);
  });
});

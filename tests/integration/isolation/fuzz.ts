// Property-based inputs for the contract: hostile strings and numbers, wrong types and nulls,
// nested $or/$and filters, and values for any input type of the SDL; and the judge of one answer: never 5xx,
// only the known error codes, no SQL or stack text.
import fc from "fast-check";
import {
  isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType,
} from "graphql";
import type { AuthHeaders, TestServer } from "../helpers/server";

/** The seed of every fuzz run: FUZZ_SEED reproduces a failure (fast-check prints seed and path on failure). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20240917);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const HOSTILE = [
  "'", "''", "\"", "';--", "' OR '1'='1", "\" OR 1=1 --", "1; DROP TABLE viajes; --", "/* comentario */", "*/", "\\", "\\'",
  "%", "_", "%_%", "O'Brien", "Ñandú d'Ávila", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚚", "\u0000", "\u202e", "NaN", "Infinity", "-Infinity", "undefined",
  "null", "1e309", "-0", "0x1F", " 12 ", "2024-13-45", "99999-01-01T00:00:00Z", "+099999-01-01T00:00:00Z", "-000001-01-01", "$1", "$or", "__proto__", "constructor",
  "' UNION SELECT passwordhash FROM usuarios --", "a".repeat(5000),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 3000 }) },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2147483647, -2147483648, 2147483648, 1e15, -1e15, 1e308, -1e308, 0.5, -0.0001, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value a filter could carry. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString, hostileNumber, fc.boolean(), fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom("a", "$gt", "field", "__proto__"), hostileNumber, { maxKeys: 2 }),
);

const OPERATORS = ["eq", "ne", "lt", "gt", "lte", "gte", "in", "nin", "contains", "ncontains", "between", "isnull", "notnull"];

/** A filter list over the given field names (and hostile ones), with nested $or/$and groups. */
export function filtersOf(fields: string[]): fc.Arbitrary<unknown[]> {
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: hostileString });
  const leaf = fc.record({ field, value: jsonValue, operator: fc.option(fc.constantFrom(...OPERATORS), { nil: undefined }) }, { requiredKeys: ["field"] });
  const { filter } = fc.letrec<{ filter: unknown }>((tie) => ({
    filter: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.record({ field: fc.constantFrom("$or", "$and"), value: fc.oneof(fc.array(tie("filter"), { maxLength: 3 }), jsonValue) }),
    ),
  }));
  return fc.array(filter, { maxLength: 4 });
}

export function ordersOf(fields: string[]): fc.Arbitrary<unknown[]> {
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: hostileString });
  return fc.array(fc.record({ field, type: fc.oneof({ weight: 12, arbitrary: fc.constantFrom("ASC", "DESC") }, { weight: 1, arbitrary: hostileString }) }), { maxLength: 3 });
}

export const paginationArb = fc.oneof(
  { weight: 6, arbitrary: fc.record({ fields: fc.integer({ min: -5, max: 600 }), page: fc.integer({ min: -5, max: 50 }) }) },
  { weight: 2, arbitrary: fc.record({ fields: fc.integer(), page: fc.integer() }) },
  { weight: 1, arbitrary: fc.record({ fields: hostileNumber, page: hostileNumber }) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A value for an input type of the SDL; `ids` are real ids mixed into Int values so deeper code runs too. */
export function valueFor(type: GraphQLInputType, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 20, arbitrary: valueFor(type.ofType, ids, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const nullable = (a: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(valueFor(type.ofType, ids, depth + 1), { maxLength: depth > 1 ? 1 : 3 }));
  if (isEnumType(type)) return nullable(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: hostileString }));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, ids, depth + 1)]));
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return nullable(fc.record(shape, { requiredKeys: required }));
  }
  if (isScalarType(type)) {
    const wrong = fc.oneof(hostileString, fc.boolean(), fc.constant([1]), fc.constant({ a: 1 }));
    const good: Record<string, fc.Arbitrary<unknown>> = {
      Int: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 2, arbitrary: fc.integer() },
        { weight: 1, arbitrary: fc.constantFrom(0, -1, 2147483647, -2147483648) }),
      Float: hostileNumber,
      String: hostileString,
      Boolean: fc.boolean(),
      JSON: jsonValue,
      DateTime: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), hostileString),
    };
    const arb = good[type.name] ?? jsonValue;
    return nullable(fc.oneof({ weight: 12, arbitrary: arb }, { weight: 1, arbitrary: wrong }));
  }
  return fc.constant(null);
}

/** Codes an answer may carry: refusals, and graphql-yoga's parse / validation / variable errors. */
export const FUZZ_CODES = new Set([
  "BAD_USER_INPUT", "FORBIDDEN", "NOT_FOUND", "UNAUTHENTICATED", "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_REQUEST",
]);
/** graphql-js's own variable coercion errors (a value of the wrong type for the SDL): yoga gives them no code */
const COERCION = /^Variable "\$\w+" (got invalid value|of required type|of non-null type)/;
const LEAKS = [
  /\bSELECT\b/, /\bFROM "/, /syntax error at/i, /at Object\./, /\.ts:\d/, /\.js:\d/, /node_modules/, /relation "/, /column "/,
  /violates .* constraint/, /duplicate key/, /invalid input syntax/, /out of range for type/, /\bstack\b/i, /Unexpected error/,
];

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** POSTs one operation and answers the problems of its answer (empty when it is acceptable). */
export async function judge(server: TestServer, headers: AuthHeaders, query: string, variables: Record<string, unknown>): Promise<string[]> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`HTTP ${res.status}`);
  let body: { errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    problems.push(`not JSON: ${text.slice(0, 200)}`);
  }
  for (const e of body.errors ?? []) {
    const code = e.extensions?.code;
    if (!code && COERCION.test(e.message)) continue;
    if (!code || !FUZZ_CODES.has(code)) problems.push(`code ${String(code)}: ${e.message.slice(0, 300)}`);
  }
  // what the caller sent may be echoed (a refused field name, a saved text): only the server's own words count
  let own = text;
  for (const s of strings(variables).filter((x) => x.trim().length > 0).sort((a, b) => b.length - a.length)) {
    for (const v of new Set([s, s.trim(), s.toUpperCase(), s.trim().toUpperCase(), s.toLowerCase()])) {
      own = own.split(JSON.stringify(v).slice(1, -1)).join("");
    }
  }
  for (const leak of LEAKS) if (leak.test(own)) problems.push(`leaks ${String(leak)}: ${own.slice(0, 400)}`);
  return problems;
}

// The OpenAPI 3.1 description of /api/v1, generated from the same resources the router serves (the entity
// registry through the GraphQL schema built from it): every resource's paths, its record and input schemas,
// the list's query parameters, the error answers and the two ways to authenticate. Public: nothing in it is a
// secret or a company's data.
import {
  getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType, isRequiredArgument, isScalarType,
  type GraphQLInputObjectType, type GraphQLInputType, type GraphQLObjectType, type GraphQLOutputType,
} from "graphql";
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from "@shared/config";
import { API_KEY_NAME_MAX } from "@shared/domain/field-limits";
import { webhookEventNames } from "@shared/domain/webhook-events";
import { createRequiredFields, fieldRules as inputRules } from "@shared/entities/rules";
import { optionEntries, type EntityField } from "@shared/entities/types";
import { fieldTypeOf } from "@shared/entities/field-types";
import type { RestResource, RestResources } from "./resources";
import { WEBHOOKS_TAG, webhookPaths } from "./openapi-webhooks";

type Schema = Record<string, unknown>;

const SCALARS: Record<string, Schema> = {
  Int: { type: "integer", format: "int32" },
  Float: { type: "number" },
  String: { type: "string" },
  Boolean: { type: "boolean" },
  ID: { type: "string" },
  DateTime: { type: "string", format: "date-time" },
  JSON: {},
};

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** null allowed: a type list with "null", or any of the schema and null (3.1 / JSON Schema 2020-12) */
function nullable(schema: Schema): Schema {
  if (typeof schema.type === "string") return { ...schema, type: [schema.type, "null"] };
  if (Object.keys(schema).length === 0) return schema;
  return { anyOf: [schema, { type: "null" }] };
}

/**
 * What the input rules (the form's and the server's, shared/entities/rules.ts) allow of a field beyond its type: its
 * options, a text's longest length, a number's least value.
 */
function schemaRules(field: EntityField | undefined): Schema {
  if (!field) return {};
  const rules: Schema = {};
  const values = optionEntries(field).map(([value]) => value);
  if (values.length) rules.enum = values;
  const { max, greaterThan, atLeast } = inputRules(field);
  if (max !== undefined) rules.maxLength = max;
  if (atLeast !== undefined) rules.minimum = atLeast;
  if (greaterThan !== undefined) rules.exclusiveMinimum = greaterThan;
  return rules;
}

/** a field of a type written as a module: its own schema (null allowed where the contract's type allows it), else undefined */
function moduleSchema(field: EntityField | undefined, type: GraphQLOutputType | GraphQLInputType): Schema | undefined {
  const module = field && fieldTypeOf(field);
  if (!module) return undefined;
  const schema = module.openApi(field);
  return isNonNullType(type) ? schema : nullable(schema);
}

/** a property's schema with its field's rules: on a list's items, on the value beside null, null kept allowed */
function withRules(schema: Schema, rules: Schema): Schema {
  if (!Object.keys(rules).length) return schema;
  if (schema.items) return { ...schema, items: withRules(schema.items as Schema, rules) };
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: [withRules(schema.anyOf[0] as Schema, rules), ...schema.anyOf.slice(1)] };
  const allowsNull = Array.isArray(schema.type) && schema.type.includes("null");
  return { ...schema, ...rules, ...(rules.enum && allowsNull ? { enum: [...(rules.enum as unknown[]), null] } : {}) };
}

export function openApiDocument(resources: RestResources): Schema {
  const schemas: Record<string, Schema> = {};

  function leaf(type: GraphQLOutputType | GraphQLInputType): Schema {
    const named = getNamedType(type);
    if (isEnumType(named)) return { type: "string", enum: named.getValues().map((v) => v.name) };
    if (isScalarType(named)) return SCALARS[named.name] ?? { type: "string" };
    return {};
  }

  function typeSchema(type: GraphQLOutputType | GraphQLInputType, inner: (t: GraphQLObjectType | GraphQLInputObjectType) => Schema): Schema {
    if (isNonNullType(type)) return typeSchema(type.ofType as GraphQLOutputType | GraphQLInputType, inner);
    if (isListType(type)) return { type: "array", items: required(type.ofType as GraphQLOutputType | GraphQLInputType, inner) };
    if (isObjectType(type) || isInputObjectType(type)) return inner(type);
    return leaf(type);
  }
  function required(type: GraphQLOutputType | GraphQLInputType, inner: (t: GraphQLObjectType | GraphQLInputObjectType) => Schema): Schema {
    const schema = typeSchema(type, inner);
    return isNonNullType(type) ? schema : nullable(schema);
  }

  /** the record as REST answers it: its leaves and its objects' leaves (server/rest/v1/resources.ts) */
  function recordSchema(type: GraphQLObjectType, depth = 0, fields: Record<string, EntityField> = {}): Schema {
    if (depth === 0 && schemas[type.name]) return ref(type.name);
    const properties: Record<string, Schema> = {};
    const requiredFields: string[] = [];
    for (const field of Object.values(type.getFields())) {
      if (field.args.some(isRequiredArgument)) continue;
      const named = getNamedType(field.type);
      if (!isLeafType(named) && (!isObjectType(named) || depth > 0)) continue;
      // an answer's value is one of the options; the input's other rules are the writer's business
      const options = schemaRules(fields[field.name]).enum;
      properties[field.name] = {
        ...(moduleSchema(fields[field.name], field.type) ?? withRules(required(field.type, (t) => recordSchema(t as GraphQLObjectType, depth + 1)), options ? { enum: options } : {})),
        ...(field.description ? { description: field.description } : {}),
      };
      if (isNonNullType(field.type)) requiredFields.push(field.name);
    }
    const schema: Schema = { type: "object", properties, ...(requiredFields.length ? { required: requiredFields } : {}) };
    if (depth > 0) return schema;
    schemas[type.name] = { ...schema, ...(type.description ? { description: type.description } : {}) };
    return ref(type.name);
  }

  /**
   * A write's input: its fields with their definition's rules, and those a create must send listed as required
   * (the contract's non-null ones, and `mustSend`: those the server refuses a create without). `patch`: the same
   * under `<input>Patch`, with nothing required (a PATCH sends what changes).
   */
  function inputSchema(type: GraphQLInputObjectType, fields: Record<string, EntityField> = {}, patch = false, mustSend: readonly string[] = []): Schema {
    const name = patch ? `${type.name}Patch` : type.name;
    if (schemas[name]) return ref(name);
    schemas[name] = {};
    const properties: Record<string, Schema> = {};
    const requiredFields: string[] = [];
    for (const field of Object.values(type.getFields())) {
      const schema = required(field.type, (t) => inputSchema(t as GraphQLInputObjectType));
      properties[field.name] = {
        ...(moduleSchema(fields[field.name], field.type) ?? withRules(schema, schemaRules(fields[field.name]))), ...(field.description ? { description: field.description } : {}),
      };
      if (!patch && (isNonNullType(field.type) || mustSend.includes(field.name))) requiredFields.push(field.name);
    }
    schemas[name] = { type: "object", properties, ...(requiredFields.length ? { required: requiredFields } : {}), additionalProperties: false };
    return ref(name);
  }

  const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
  const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));
  const idParam = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  const pageParams = [
    { name: "_start", in: "query", schema: { type: "integer", minimum: 0, default: 0 }, description: "Posición de la primera fila (múltiplo del tamaño de la página)." },
    { name: "_end", in: "query", schema: { type: "integer", minimum: 1 }, description: `Posición tras la última fila; a lo sumo ${MAX_PAGE_SIZE} filas por página (${DEFAULT_PAGE_SIZE} sin _end).` },
  ];
  const listParams = (type: GraphQLObjectType) => [
    ...pageParams,
    { name: "_sort", in: "query", schema: { type: "string" }, description: "Campos de orden, separados por comas." },
    { name: "_order", in: "query", schema: { type: "string" }, description: "asc o desc por cada campo de _sort, separados por comas." },
    ...Object.values(type.getFields())
      .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.length)
      .map((f) => ({
        name: f.name, in: "query", required: false, schema: { type: "string" },
        description: `Igual a (repetido: cualquiera de los valores). También ${f.name}_like (contiene), ${f.name}_ne, ${f.name}_gte y ${f.name}_lte.`,
      })),
  ];
  const listAnswer = (item: Schema) => ({
    description: "Las filas de la página; el total en X-Total-Count.",
    headers: { "X-Total-Count": { description: "Filas que cumplen los filtros.", schema: { type: "integer" } } },
    content: { "application/json": { schema: { type: "array", items: item } } },
  });
  const json = (schema: Schema, description: string) => ({ description, content: { "application/json": { schema } } });

  const paths: Record<string, Schema> = {};
  const resourcePaths = (resource: RestResource) => {
    const fields = resource.entity?.fields ?? {};
    const record = recordSchema(resource.type, 0, fields);
    const tag = resource.entity?.labels.plural ?? "Viajes";
    const base = `/api/v1/${resource.name}`;
    paths[base] = {
      get: { tags: [tag], operationId: `list_${resource.name}`, summary: `Lista de ${tag.toLowerCase()}`, parameters: listParams(resource.type), responses: { 200: listAnswer(record), ...errors(400, 401, 403, 429) } },
    };
    paths[`${base}/{id}`] = {
      parameters: [idParam],
      get: { tags: [tag], operationId: `get_${resource.name}`, summary: "Un registro", responses: { 200: json(record, "El registro."), ...errors(400, 401, 403, 404, 429) } },
    };
    const w = resource.writes;
    if (!w) return;
    const inputType = getNamedType(w.create.args[w.inputName]!.type) as GraphQLInputObjectType;
    const body = (extraArgs: Record<string, { type: GraphQLInputType }>, description: string, patch = false) => {
      const input = inputSchema(inputType, fields, patch, resource.entity ? createRequiredFields(resource.entity) : []);
      const extras = Object.entries(extraArgs).filter(([n]) => n !== w.inputName && n !== w.updateId && n !== "id");
      const schema = extras.length
        ? { allOf: [input, { type: "object", properties: Object.fromEntries(extras.map(([n, a]) => [n, required(a.type, (t) => inputSchema(t as GraphQLInputObjectType))])) }] }
        : input;
      return { required: true, description, content: { "application/json": { schema } } };
    };
    (paths[base] as Schema).post = {
      tags: [tag], operationId: `create_${resource.name}`, summary: "Crear",
      requestBody: body(w.create.args, "Los valores del registro; los requeridos no pueden faltar."),
      responses: { 201: json(record, "El registro creado."), ...errors(400, 401, 403, 409, 429) },
    };
    Object.assign(paths[`${base}/{id}`]!, {
      patch: {
        tags: [tag], operationId: `update_${resource.name}`, summary: "Modificar (solo los campos enviados)",
        requestBody: body(w.update.args, "Los campos a cambiar; los que no se envían conservan su valor, null los vacía.", true),
        responses: { 200: json(record, "El registro modificado."), ...errors(400, 401, 403, 404, 409, 429) },
      },
      delete: {
        tags: [tag], operationId: `delete_${resource.name}`, summary: "Eliminar",
        responses: { 200: json(record, "El registro eliminado."), ...errors(400, 401, 403, 404, 409, 429) },
      },
    });
  };
  for (const resource of resources.byName.values()) resourcePaths(resource);
  paths["/api/v1/viajes/{id}/reportes"] = {
    parameters: [idParam],
    get: {
      tags: ["Viajes"], operationId: "list_viaje_reportes", summary: "Reportes del viaje, del más reciente al más antiguo", parameters: pageParams,
      responses: { 200: listAnswer(recordSchema(resources.trips.reportes.type)), ...errors(400, 401, 403, 404, 429) },
    },
  };

  schemas.Error = {
    type: "object", required: ["message"],
    properties: { message: { type: "string", description: "El motivo, en español." }, fields: { type: "object", additionalProperties: { type: "string" }, description: "El mensaje de cada campo inválido." } },
  };
  schemas.ApiKey = {
    type: "object", required: ["id", "nombre", "alcance", "entidades", "prefijo", "creadopor", "creadaen", "revocadaen", "ultimouso", "usos"],
    properties: {
      id: { type: "integer" }, nombre: { type: "string", maxLength: API_KEY_NAME_MAX }, alcance: { type: "string", enum: ["lectura", "escritura"] },
      entidades: { type: ["array", "null"], items: { type: "string" }, description: "null: todas." }, prefijo: { type: "string", description: "Los primeros caracteres de la clave." },
      creadopor: { type: "integer" }, creadaen: { type: "string", format: "date-time" }, revocadaen: { type: ["string", "null"], format: "date-time" },
      ultimouso: { type: ["string", "null"], format: "date-time" }, usos: { type: "integer" },
    },
  };
  schemas.NewApiKey = {
    type: "object", required: ["nombre"], additionalProperties: false,
    properties: {
      nombre: { type: "string", maxLength: API_KEY_NAME_MAX }, alcance: { type: "string", enum: ["lectura", "escritura"], default: "lectura" },
      entidades: { type: ["array", "null"], items: { type: "string", enum: [...resources.byName.keys()].filter((n) => n !== "usuarios") }, description: "Vacía o ausente: todas." },
    },
  };
  const sessionOnly = [{ session: [], idapp: [], idempresa: [] }];
  paths["/api/v1/api-keys"] = {
    get: { tags: ["Claves API"], operationId: "list_api_keys", summary: "Claves de la empresa (solo administradores, con sesión)", security: sessionOnly, parameters: pageParams, responses: { 200: listAnswer(ref("ApiKey")), ...errors(401, 403) } },
    post: {
      tags: ["Claves API"], operationId: "create_api_key", summary: "Crear una clave (se muestra una sola vez)", security: sessionOnly,
      requestBody: { required: true, content: { "application/json": { schema: ref("NewApiKey") } } },
      responses: { 201: json({ allOf: [ref("ApiKey"), { type: "object", required: ["clave"], properties: { clave: { type: "string" } } }] }, "La clave creada, con su texto."), ...errors(400, 401, 403, 409) },
    },
  };
  paths["/api/v1/api-keys/{id}"] = {
    parameters: [idParam],
    get: { tags: ["Claves API"], operationId: "get_api_key", summary: "Una clave", security: sessionOnly, responses: { 200: json(ref("ApiKey"), "La clave."), ...errors(401, 403, 404) } },
    delete: { tags: ["Claves API"], operationId: "revoke_api_key", summary: "Revocar una clave", security: sessionOnly, responses: { 200: json(ref("ApiKey"), "La clave revocada."), ...errors(401, 403, 404) } },
  };

  const hooks = webhookPaths(webhookEventNames([...resources.byName.values()].flatMap((r) => (r.entity ? [r.entity.name] : []))), { ref, json, listAnswer, errors, idParam, pageParams });
  Object.assign(paths, hooks.paths);
  Object.assign(schemas, hooks.schemas);

  const RESPONSES: Record<number, string> = {
    400: "Datos o parámetros inválidos (fields: el mensaje de cada campo).",
    401: "Sin sesión o clave API válida.",
    403: "Sin permiso: el rol, la clave de solo lectura o una entidad fuera del alcance de la clave.",
    404: "El registro no existe en la empresa.",
    409: "El registro está en uso o el valor ya existe.",
    429: "Demasiadas solicitudes con la clave; Retry-After indica cuándo reintentar.",
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Torre de Control — API REST",
      version: "1.0.0",
      description: "Las entidades de la empresa en la convención de @refinedev/simple-rest. Autenticación: X-API-Key (clave de la empresa) o la sesión (Authorization, idapp, idempresa).",
    },
    servers: [{ url: "/" }],
    security: [{ apiKey: [] }, { session: [], idapp: [], idempresa: [] }],
    tags: [...[...new Set([...resources.byName.values()].map((r) => r.entity?.labels.plural ?? "Viajes")), "Claves API"].map((name) => ({ name })), WEBHOOKS_TAG],
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(Object.entries(RESPONSES).map(([code, text]) => [`E${code}`, errorResponse(text)])),
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "Clave API de la empresa (tdc_…)." },
        session: { type: "apiKey", in: "header", name: "Authorization", description: "El token de la sesión (POST /api/login)." },
        idapp: { type: "apiKey", in: "header", name: "idapp", description: "Id de la aplicación (con la sesión)." },
        idempresa: { type: "apiKey", in: "header", name: "idempresa", description: "Id de la empresa de la sesión." },
      },
    },
  };
}

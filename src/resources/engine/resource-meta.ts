// What the data provider needs to read and write a resource: its operation names and the
// selection, built from the definition's fields plus any server column it does not know.
import type { Fields, ProviderMeta, ResourceOperations } from "@/providers/data";
import { RESOURCE_TEXTS } from "@shared/i18n/table";

/** The parts of a definition that shape its queries. */
export interface QuerySource {
  operations: ResourceOperations;
  fields: readonly { name: string; query?: boolean }[];
  extraQueryFields?: Fields;
}

/** The selection of list and one: id, the queried definition fields, extra fields, then server columns. */
export function queryFields(definition: Omit<QuerySource, "operations">, columnFields: readonly string[] = []): Fields {
  const names = new Set<string>(["id"]);
  for (const f of definition.fields) if (f.query !== false) names.add(f.name);
  for (const f of columnFields) names.add(f);
  const objects = (definition.extraQueryFields ?? []).filter((f) => typeof f !== "string");
  for (const f of definition.extraQueryFields ?? []) if (typeof f === "string") names.add(f);
  return [...names, ...objects];
}

export function providerMeta(definition: QuerySource, columnFields: readonly string[] = []): ProviderMeta {
  return { operations: definition.operations, fields: queryFields(definition, columnFields) };
}

/** The modal's record: the list's selection plus the fields only the modal shows (`viewQueryFields`). */
export function recordMeta(definition: QuerySource & { viewQueryFields?: Fields }): ProviderMeta {
  return { operations: definition.operations, fields: [...queryFields(definition), ...(definition.viewQueryFields ?? [])] };
}

/**
 * The message of a failed save or delete: the definition's own when it prefers it (routes),
 * else the server's first GraphQL error message, else the definition's, else 'Ocurrio un error'.
 * Network failures carry no server message and get the fallback.
 */
export function failureMessage(error: unknown, fallback?: string, preferFallback = false): string {
  const own = fallback ?? RESOURCE_TEXTS.error;
  if (preferFallback) return own;
  const first = (error as { graphQLErrors?: { message?: unknown }[] } | null)?.graphQLErrors?.[0]?.message;
  return typeof first === "string" && first.trim() ? first : own;
}

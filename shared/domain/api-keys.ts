// The rules of an API key: what a new key's request must hold, and what a key may do. A key reads, or reads and
// writes, the entities it names (all of them when it names none); it never manages keys and never addresses
// the users' accounts (passwords and logins stay with people).
import { API_KEY_NAME_MAX } from "./field-limits";
import { API_KEY_TEXTS } from "../i18n/integrations";

/** the start of every key, so a leaked one is recognisable (secret scanners, logs) */
export const API_KEY_PREFIX = "tdc_";

/** the resources a key may never name */
export const KEYLESS_RESOURCES: ReadonlySet<string> = new Set(["usuarios", "api-keys"]);

export interface ApiKeyScope {
  escritura: boolean;
  /** null: every resource a key may address */
  entidades: readonly string[] | null;
}

export type ApiKeyDenial = "resource" | "write" | null;

/** Why the key may not do the request (a resource outside its scope, a write with a read-only key), or null. */
export function apiKeyDenial(scope: ApiKeyScope, resource: string, write: boolean): ApiKeyDenial {
  if (KEYLESS_RESOURCES.has(resource)) return "resource";
  if (scope.entidades && !scope.entidades.includes(resource)) return "resource";
  if (write && !scope.escritura) return "write";
  return null;
}

export interface NewApiKey {
  nombre: string;
  escritura: boolean;
  entidades: string[] | null;
}

export type NewApiKeyResult = { ok: true; key: NewApiKey } | { ok: false; fields: Record<string, string> };

const FIELDS = new Set(["nombre", "alcance", "entidades"]);

/**
 * A new key's request: `nombre` (required, trimmed, at most API_KEY_NAME_MAX characters), `alcance`
 * ('lectura', the default, or 'escritura') and `entidades` (names among `known`; absent, null or empty: all).
 */
export function newApiKey(body: Record<string, unknown>, known: readonly string[]): NewApiKeyResult {
  const fields: Record<string, string> = {};
  for (const name of Object.keys(body)) if (!FIELDS.has(name)) fields[name] = API_KEY_TEXTS.unknownField;
  const nombre = typeof body.nombre === "string" ? body.nombre.trim() : "";
  if (body.nombre !== undefined && body.nombre !== null && typeof body.nombre !== "string") fields.nombre = API_KEY_TEXTS.invalid;
  else if (!nombre) fields.nombre = API_KEY_TEXTS.nameRequired;
  else if ([...nombre].length > API_KEY_NAME_MAX) fields.nombre = API_KEY_TEXTS.nameTooLong(API_KEY_NAME_MAX);
  const alcance = body.alcance ?? "lectura";
  if (alcance !== "lectura" && alcance !== "escritura") fields.alcance = API_KEY_TEXTS.scopeInvalid;
  let entidades: string[] | null = null;
  if (body.entidades !== undefined && body.entidades !== null) {
    if (!Array.isArray(body.entidades) || body.entidades.some((e) => typeof e !== "string")) fields.entidades = API_KEY_TEXTS.entitiesInvalid;
    else {
      const unknown = (body.entidades as string[]).find((e) => !known.includes(e) || KEYLESS_RESOURCES.has(e));
      if (unknown !== undefined) fields.entidades = API_KEY_TEXTS.entityUnknown(unknown.slice(0, 60));
      else entidades = body.entidades.length ? [...new Set(body.entidades as string[])] : null;
    }
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, key: { nombre, escritura: alcance === "escritura", entidades } };
}

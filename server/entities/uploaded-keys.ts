// An entity's fields holding the key of an upload (an image's, a file's): the object type's `<name>Url`, a signed GET
// URL of the stored key (15 minutes, relative to the API's origin; null without one), and the refusal of a key a user
// may not store: one outside the caller's company's folder, or one with no upload of its kind behind it (the upload
// route only keeps files whose first bytes are what their extension names; the check is made again here on the file).
import { open } from "node:fs/promises";
import type { EntityDefinition, EntityField } from "@shared/entities/types";
import { imageUrlField } from "@shared/domain/image-key";
import type { InputError } from "../graphql/field-errors";
import { filePath, signedPath } from "../storage";

/** A kind of uploaded key: its field type and its rules. */
export interface UploadKeyKind {
  type: EntityField["type"];
  /** the company of a well-formed key, or null */
  keyCompany(key: unknown): number | null;
  /** the refusal of a well-formed key outside the company's folder, or null */
  companyError(key: string, company: number): string | null;
  /** the refusal of a key with no file behind it */
  notUploaded: string;
  /** the first bytes `contentProblem` reads, and why they are not what the key names (or null) */
  headBytes: number;
  contentProblem(head: Uint8Array, key: string): string | null;
  /** the contract's description of `<name>Url` */
  urlDescription(name: string): string;
}

/** The entity's stored fields of the kind's type, by name. */
export const keyFields = (entity: EntityDefinition, kind: UploadKeyKind): string[] =>
  Object.entries(entity.fields).flatMap(([name, f]) => (f.type === kind.type && !f.array && !f.computed && f.join === undefined ? [name] : []));

/** The object type's signed read URL of each field of the kind. */
export const keyUrlsSdl = (entity: EntityDefinition, kind: UploadKeyKind): string[] =>
  keyFields(entity, kind).flatMap((name) => [`  ${JSON.stringify(kind.urlDescription(name))}`, `  ${imageUrlField(name)}: String`]);

/** The signed read URL of a stored key of the kind, or null for none (or a malformed one). */
export const keyUrl = (kind: UploadKeyKind, key: unknown): string | null =>
  kind.keyCompany(key) === null ? null : signedPath("GET", key as string);

/** The resolvers of the `<name>Url` fields (none when the entity has no field of the kind). */
export function keyUrlResolvers(entity: EntityDefinition, kind: UploadKeyKind): Record<string, Record<string, (parent: Record<string, unknown>) => string | null>> {
  const names = keyFields(entity, kind);
  if (!names.length) return {};
  return {
    [entity.typeName]: Object.fromEntries(
      names.map((name) => [imageUrlField(name), (parent) => keyUrl(kind, parent[name])]),
    ),
  };
}

/** Why the file behind a well-formed key is not an upload of the kind, or null. */
async function uploadedProblem(key: string, kind: UploadKeyKind): Promise<string | null> {
  let file;
  try {
    file = await open(filePath(key), "r");
  } catch {
    return kind.notUploaded;
  }
  try {
    const head = Buffer.alloc(kind.headBytes);
    const { bytesRead } = await file.read(head, 0, kind.headBytes, 0);
    return kind.contentProblem(head.subarray(0, bytesRead), key);
  } finally {
    await file.close();
  }
}

/** Why a user of `company` may not store a well-formed key of the kind (another company's, no upload behind it), or null. */
export const keyError = async (kind: UploadKeyKind, key: string, company: number): Promise<string | null> =>
  kind.companyError(key, company) ?? (await uploadedProblem(key, kind));

/**
 * The fields of the kind in checked values (well-formed keys, by the shared rules) a user of `company` may not store:
 * each refused with its Spanish message. A key the record already holds is checked too (the file may have gone).
 */
export async function keyErrors(entity: EntityDefinition, kind: UploadKeyKind, company: number, values: Readonly<Record<string, unknown>>): Promise<InputError[]> {
  const errors: InputError[] = [];
  for (const name of keyFields(entity, kind)) {
    const key = values[name];
    if (typeof key !== "string" || key === "") continue;
    const problem = await keyError(kind, key, company);
    if (problem) errors.push({ field: name, message: problem });
  }
  return errors;
}

// An entity's file fields on the server: the object type's `<name>Url` (a signed GET URL of the stored key, 15
// minutes, relative to the API's origin; the download keeps the file's name; null without a file) and the refusal
// of a key a user may not store: one outside the caller's company's folder, or one with no uploaded document behind
// it (the upload route only keeps files whose first bytes are the document their extension names; the check is made
// again here on the file).
import { open } from "node:fs/promises";
import type { EntityDefinition } from "@shared/entities/types";
import { FILE_NOT_UPLOADED_MESSAGE, fileCompanyError, fileKeyCompany } from "@shared/domain/file-key";
import { imageUrlField } from "@shared/domain/image-key";
import type { InputError } from "../graphql/field-errors";
import { DOCUMENT_HEAD_BYTES, documentContentProblem, filePath, signedPath } from "../storage";

/** The entity's stored file fields' names. */
export const fileFields = (entity: EntityDefinition): string[] =>
  Object.entries(entity.fields).flatMap(([name, f]) => (f.type === "file" && !f.array && !f.computed && f.join === undefined ? [name] : []));

/** The object type's signed download URL of each file field. */
export const fileUrlsSdl = (entity: EntityDefinition): string[] =>
  fileFields(entity).flatMap((name) => [
    `  "a signed GET URL downloading ${name}'s file under its name (15 minutes, relative to the API's origin); null without one"`,
    `  ${imageUrlField(name)}: String`,
  ]);

/** The resolvers of the `<name>Url` fields (none when the entity has no file field). */
export function fileUrlResolvers(entity: EntityDefinition): Record<string, Record<string, (parent: Record<string, unknown>) => string | null>> {
  const names = fileFields(entity);
  if (!names.length) return {};
  return {
    [entity.typeName]: Object.fromEntries(
      names.map((name) => [imageUrlField(name), (parent) => (fileKeyCompany(parent[name]) === null ? null : signedPath("GET", parent[name] as string))]),
    ),
  };
}

/** Why the file behind a well-formed key is not an uploaded document, or null. */
async function uploadedFileProblem(key: string): Promise<string | null> {
  let file;
  try {
    file = await open(filePath(key), "r");
  } catch {
    return FILE_NOT_UPLOADED_MESSAGE;
  }
  try {
    const head = Buffer.alloc(DOCUMENT_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, DOCUMENT_HEAD_BYTES, 0);
    return documentContentProblem(head.subarray(0, bytesRead), key);
  } finally {
    await file.close();
  }
}

/**
 * The file fields of checked values (well-formed keys, by the shared rules) a user of `company` may not store: each
 * refused with its Spanish message. A key the record already holds is checked too (the file may have gone).
 */
export async function fileErrors(entity: EntityDefinition, company: number, values: Readonly<Record<string, unknown>>): Promise<InputError[]> {
  const errors: InputError[] = [];
  for (const name of fileFields(entity)) {
    const key = values[name];
    if (typeof key !== "string" || key === "") continue;
    const problem = fileCompanyError(key, company) ?? (await uploadedFileProblem(key));
    if (problem) errors.push({ field: name, message: problem });
  }
  return errors;
}

// An entity's image fields on the server: the object type's `<name>Url` (a signed GET URL of the stored key, 15
// minutes, relative to the API's origin; null without an image) and the refusal of a key a user may not store: one
// outside the caller's company's folder, or one with no uploaded image behind it (the upload route only keeps
// files whose first bytes are the image their extension names; the check is made again here on the file).
import { open } from "node:fs/promises";
import type { EntityDefinition } from "@shared/entities/types";
import {
  IMAGE_NOT_UPLOADED_MESSAGE, imageCompanyError, imageKeyCompany, imageUrlField,
} from "@shared/domain/image-key";
import type { InputError } from "../graphql/field-errors";
import { filePath, IMAGE_HEAD_BYTES, signedPath, uploadContentProblem } from "../storage";

/** The entity's stored image fields' names. */
export const imageFields = (entity: EntityDefinition): string[] =>
  Object.entries(entity.fields).flatMap(([name, f]) => (f.type === "image" && !f.array && !f.computed && f.join === undefined ? [name] : []));

/** The object type's signed read URL of each image field. */
export const imageUrlsSdl = (entity: EntityDefinition): string[] =>
  imageFields(entity).flatMap((name) => [
    `  "a signed GET URL of ${name}'s image (15 minutes, relative to the API's origin); null without one"`,
    `  ${imageUrlField(name)}: String`,
  ]);

/** The resolvers of the `<name>Url` fields (none when the entity has no image field). */
export function imageUrlResolvers(entity: EntityDefinition): Record<string, Record<string, (parent: Record<string, unknown>) => string | null>> {
  const names = imageFields(entity);
  if (!names.length) return {};
  return {
    [entity.typeName]: Object.fromEntries(
      names.map((name) => [imageUrlField(name), (parent) => (imageKeyCompany(parent[name]) === null ? null : signedPath("GET", parent[name] as string))]),
    ),
  };
}

/** Why the file behind a well-formed key is not an uploaded image, or null. */
async function uploadedImageProblem(key: string): Promise<string | null> {
  let file;
  try {
    file = await open(filePath(key), "r");
  } catch {
    return IMAGE_NOT_UPLOADED_MESSAGE;
  }
  try {
    const head = Buffer.alloc(IMAGE_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, IMAGE_HEAD_BYTES, 0);
    return uploadContentProblem(head.subarray(0, bytesRead), key);
  } finally {
    await file.close();
  }
}

/**
 * The image fields of checked values (well-formed keys, by the shared rules) a user of `company` may not store: each
 * refused with its Spanish message. A key the record already holds is checked too (the file may have gone).
 */
export async function imageErrors(entity: EntityDefinition, company: number, values: Readonly<Record<string, unknown>>): Promise<InputError[]> {
  const errors: InputError[] = [];
  for (const name of imageFields(entity)) {
    const key = values[name];
    if (typeof key !== "string" || key === "") continue;
    const problem = imageCompanyError(key, company) ?? (await uploadedImageProblem(key));
    if (problem) errors.push({ field: name, message: problem });
  }
  return errors;
}

// An entity's image fields on the server (server/entities/uploaded-keys.ts): the object type's `<name>Url`, a signed
// GET URL of the stored key, and the refusal of a key outside the caller's company's folder or with no uploaded image
// behind it (its first bytes the image its extension names).
import type { EntityDefinition } from "@shared/entities/types";
import { IMAGE_NOT_UPLOADED_MESSAGE, imageCompanyError, imageKeyCompany } from "@shared/domain/image-key";
import type { InputError } from "../graphql/field-errors";
import { IMAGE_HEAD_BYTES, uploadContentProblem } from "../storage";
import { keyErrors, keyUrlResolvers, keyUrlsSdl, type UploadKeyKind } from "./uploaded-keys";

const IMAGE: UploadKeyKind = {
  type: "image", keyCompany: imageKeyCompany, companyError: imageCompanyError, notUploaded: IMAGE_NOT_UPLOADED_MESSAGE,
  headBytes: IMAGE_HEAD_BYTES, contentProblem: uploadContentProblem,
  urlDescription: (name) => `a signed GET URL of ${name}'s image (15 minutes, relative to the API's origin); null without one`,
};

/** The object type's signed read URL of each image field. */
export const imageUrlsSdl = (entity: EntityDefinition): string[] => keyUrlsSdl(entity, IMAGE);

/** The resolvers of the `<name>Url` fields (none when the entity has no image field). */
export const imageUrlResolvers = (entity: EntityDefinition) => keyUrlResolvers(entity, IMAGE);

/** The image fields of checked values a user of `company` may not store, each with its Spanish message. */
export const imageErrors = (entity: EntityDefinition, company: number, values: Readonly<Record<string, unknown>>): Promise<InputError[]> =>
  keyErrors(entity, IMAGE, company, values);

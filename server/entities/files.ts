// An entity's file fields on the server (server/entities/uploaded-keys.ts): the object type's `<name>Url`, a signed
// GET URL downloading the stored document under its name, and the refusal of a key outside the caller's company's
// folder or with no uploaded document behind it (its first bytes the document its extension names).
import type { EntityDefinition } from "@shared/entities/types";
import { FILE_NOT_UPLOADED_MESSAGE, fileCompanyError, fileKeyCompany } from "@shared/domain/file-key";
import type { InputError } from "../graphql/field-errors";
import { DOCUMENT_HEAD_BYTES, documentContentProblem } from "../storage";
import { keyErrors, keyUrlResolvers, keyUrlsSdl, type UploadKeyKind } from "./uploaded-keys";

const FILE: UploadKeyKind = {
  type: "file", keyCompany: fileKeyCompany, companyError: fileCompanyError, notUploaded: FILE_NOT_UPLOADED_MESSAGE,
  headBytes: DOCUMENT_HEAD_BYTES, contentProblem: documentContentProblem,
  urlDescription: (name) => `a signed GET URL downloading ${name}'s file under its name (15 minutes, relative to the API's origin); null without one`,
};

/** The object type's signed download URL of each file field. */
export const fileUrlsSdl = (entity: EntityDefinition): string[] => keyUrlsSdl(entity, FILE);

/** The resolvers of the `<name>Url` fields (none when the entity has no file field). */
export const fileUrlResolvers = (entity: EntityDefinition) => keyUrlResolvers(entity, FILE);

/** The file fields of checked values a user of `company` may not store, each with its Spanish message. */
export const fileErrors = (entity: EntityDefinition, company: number, values: Readonly<Record<string, unknown>>): Promise<InputError[]> =>
  keyErrors(entity, FILE, company, values);

// An image's key in a text column. The list filters and exports whether there is one (a key says nothing to a filter,
// and a signed URL would expire in the export); the object type adds `<name>Url`, a signed read URL; a write refuses a
// key of another company or with no uploaded image behind it (its first bytes the image its extension names).
import { IMAGE_NOT_UPLOADED_MESSAGE, imageCompanyError, imageKeyCompany } from "@shared/domain/image-key";
import { IMAGE_HEAD_BYTES, uploadContentProblem } from "../../storage";
import type { UploadKeyKind } from "../uploaded-keys";
import type { ServerFieldType } from "./server-field-type";
import { uploadedKeyType } from "./uploaded-key-type";

const IMAGE: UploadKeyKind = {
  keyCompany: imageKeyCompany, companyError: imageCompanyError, notUploaded: IMAGE_NOT_UPLOADED_MESSAGE,
  headBytes: IMAGE_HEAD_BYTES, contentProblem: uploadContentProblem,
  urlDescription: (name) => `a signed GET URL of ${name}'s image (15 minutes, relative to the API's origin); null without one`,
};

export const image: ServerFieldType = uploadedKeyType(IMAGE, (column) => ({ sql: `(${column} IS NOT NULL)`, kind: "boolean" }));

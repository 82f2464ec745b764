// A document's key in a text column. The list filters, orders and exports the file's name the key keeps (after its
// company and uuid); the object type adds `<name>Url`, a signed download URL; a write refuses a key of another
// company or with no uploaded document behind it (its first bytes the document its extension names).
import { FILE_NOT_UPLOADED_MESSAGE, fileCompanyError, fileKeyCompany } from "@shared/domain/file-key";
import { DOCUMENT_HEAD_BYTES, documentContentProblem } from "../../storage";
import type { UploadKeyKind } from "../uploaded-keys";
import type { ServerFieldType } from "./server-field-type";
import { uploadedKeyType } from "./uploaded-key-type";

const FILE: UploadKeyKind = {
  keyCompany: fileKeyCompany, companyError: fileCompanyError, notUploaded: FILE_NOT_UPLOADED_MESSAGE,
  headBytes: DOCUMENT_HEAD_BYTES, contentProblem: documentContentProblem,
  urlDescription: (name) => `a signed GET URL downloading ${name}'s file under its name (15 minutes, relative to the API's origin); null without one`,
};

export const file: ServerFieldType = uploadedKeyType(FILE, (column) => ({ sql: `substring(${column} from '^[0-9]+/[0-9a-f-]{36}_(.+)$')`, kind: "text" }));

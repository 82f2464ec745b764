// A document's key in a text column. The list filters, orders and exports the file's name the key keeps (after its
// company and uuid); the object type adds `<name>Url`, a signed download URL; a write refuses a key of another
// company or with no uploaded document behind it (its first bytes the document its extension names).
import { text } from "drizzle-orm/pg-core";
import { FILE_NOT_UPLOADED_MESSAGE, fileCompanyError, fileKeyCompany } from "@shared/domain/file-key";
import { imageUrlField } from "@shared/domain/image-key";
import { DOCUMENT_HEAD_BYTES, documentContentProblem } from "../../storage";
import { keyError, keyUrl, type UploadKeyKind } from "../uploaded-keys";
import type { ServerFieldType } from "./server-field-type";

const FILE: UploadKeyKind = {
  keyCompany: fileKeyCompany, companyError: fileCompanyError, notUploaded: FILE_NOT_UPLOADED_MESSAGE,
  headBytes: DOCUMENT_HEAD_BYTES, contentProblem: documentContentProblem,
  urlDescription: (name) => `a signed GET URL downloading ${name}'s file under its name (15 minutes, relative to the API's origin); null without one`,
};

export const file: ServerFieldType = {
  column: (name) => text(name),
  list: (column) => ({ sql: `substring(${column} from '^[0-9]+/[0-9a-f-]{36}_(.+)$')`, kind: "text" }),
  outputs: (name) => [{ name: imageUrlField(name), type: "String", description: FILE.urlDescription(name), resolve: (record) => keyUrl(FILE, record[name]) }],
  writeError: (value, company) => (typeof value === "string" ? keyError(FILE, value, company) : Promise.resolve(null)),
  tablas: { type: "TEXT" },
};

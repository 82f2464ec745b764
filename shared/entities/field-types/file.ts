// A document: the key of an upload in the company's folder, 'companyId/<uuid>_<name>.ext' (shared/domain/file-key.ts),
// stored as its text. The contract carries the key, and the server adds `<name>Url` beside it (its signed download
// URL); the screens, the audit log and the export word it by the file's name. The import never reads it: a name
// cannot name an upload, and a key typed in a sheet would let a file cross records unchecked.
import { FILE_KEY_MAX, fileKeyError, fileNameOf } from "../../domain/file-key";
import type { FieldTypeModule } from "./field-type";

export const file: FieldTypeModule = {
  description: "the key of a document uploaded with firmarSubidaArchivo, 'companyId/<uuid>_<name>.ext' (pdf, doc, docx, xls, xlsx, odt, ods, txt or csv)",
  graphql: "String",
  openApi: () => ({ type: "string", maxLength: FILE_KEY_MAX }),
  textLimit: () => ({ max: FILE_KEY_MAX }),
  parse: (value) => (value === undefined || value === null ? null : typeof value === "string" ? value.trim() || null : value),
  validate(value) {
    const error = fileKeyError(value);
    return error ? [error] : [];
  },
  format: (value) => fileNameOf(value) ?? String(value),
  // the export reads the name the key keeps (the server's list entry), which a stored key is worded as too
  exportCell: (value) => fileNameOf(value) ?? String(value),
  same: (stored, written) => stored === written,
};

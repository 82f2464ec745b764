// An image: the key of an upload in the company's folder, 'companyId/name.ext' (shared/domain/image-key.ts), stored as
// its text. The contract carries the key, and the server adds `<name>Url` beside it (its signed read URL); the screens
// and the audit log word it 'Con imagen' (a change as added, changed or removed, never its keys); the list and the
// export read only whether there is one. The import never reads it: a sheet's SI / NO names no upload.
import { IMAGE_KEY_MAX, imageChangeText, imageKeyError, imageValueText } from "../../domain/image-key";
import type { FieldTypeModule } from "./field-type";

export const image: FieldTypeModule = {
  graphql: "String",
  openApi: () => ({ type: "string" }),
  textLimit: () => ({ max: IMAGE_KEY_MAX }),
  parse: (value) => (value === undefined || value === null ? null : typeof value === "string" ? value.trim() || null : value),
  validate(value) {
    const error = imageKeyError(value);
    return error ? [error] : [];
  },
  format: imageValueText,
  auditChange: imageChangeText,
  // the export is given whether there is an image (what the list reads), a stored key being one
  exportCell: (value) => (value === false ? "NO" : "SI"),
  same: (stored, written) => stored === written,
};

// The server part shared by the types that keep an upload's key in a text column (image, file): the column, the
// object type's `<name>Url` (a signed read URL), the refusal of a key the caller may not store, and a text `tablas`
// column. What the list reads of the key is each type's own.
import { text } from "drizzle-orm/pg-core";
import { imageUrlField } from "@shared/domain/image-key";
import { keyError, keyUrl, type UploadKeyKind } from "../uploaded-keys";
import type { ServerFieldType } from "./server-field-type";

export function uploadedKeyType(kind: UploadKeyKind, list: ServerFieldType["list"]): ServerFieldType {
  return {
    column: (name) => text(name),
    list,
    outputs: (name) => [{ name: imageUrlField(name), type: "String", description: kind.urlDescription(name), resolve: (record) => keyUrl(kind, record[name]) }],
    writeError: (value, company) => (typeof value === "string" ? keyError(kind, value, company) : Promise.resolve(null)),
    tablas: { type: "TEXT" },
  };
}

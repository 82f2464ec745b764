// A URL's column: a text (its length CHECK comes from the limits table), searched and ordered as text.
import { text } from "drizzle-orm/pg-core";
import type { ServerFieldType } from "./server-field-type";

export const url: ServerFieldType = {
  column: (name) => text(name),
  list: (column) => ({ sql: column, kind: "text" }),
  tablas: { type: "TEXT" },
};

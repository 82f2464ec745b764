// A JSON value's column: a jsonb. The list searches its text (a filter "contains" finds a key or a value); the
// export reads that text.
import { jsonb } from "drizzle-orm/pg-core";
import type { ServerFieldType } from "./server-field-type";

export const json: ServerFieldType = {
  column: (name) => jsonb(name),
  list: (column) => ({ sql: `(${column})::text`, kind: "text" }),
  exported: (text) => (typeof text === "string" ? (JSON.parse(text) as unknown) : text),
  tablas: { type: "TEXT" },
};

// A multi-select's column: a jsonb list of the chosen values, NOT NULL, '[]' when none. Its filters test its items
// (the paged contract's `items`: "contains" an option, or not); ordered by the list itself.
import { jsonb } from "drizzle-orm/pg-core";
import type { ServerFieldType } from "./server-field-type";

export const multiselect: ServerFieldType = {
  column: (name) => jsonb(name).notNull().default([]),
  list: (column) => ({ sql: column, kind: "text", items: true }),
  tablas: { type: "TEXT" },
};

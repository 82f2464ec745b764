// A time of day's column: a time. Read, filtered, ordered and exported as its text 'HH:mm', so a filter compares it
// as the screens write it: equal to '08:30', a range from '08:00' to '12:00' (such texts sort as the times do), or
// containing '08'. Drizzle reads it 'HH:mm' too (the audit's value before a change), not the driver's 'HH:mm:ss'.
import { customType } from "drizzle-orm/pg-core";
import type { ServerFieldType } from "./server-field-type";

const timeOfDay = customType<{ data: string; driverData: string }>({
  dataType: () => "time",
  fromDriver: (value) => String(value).slice(0, 5),
});

const asText = (column: string) => `to_char(${column}, 'HH24:MI')`;

export const time: ServerFieldType = {
  column: (name) => timeOfDay(name),
  read: asText,
  list: (column) => ({ sql: asText(column), kind: "text" }),
  tablas: { type: "TIME", align: "center" },
};

// Reading a statement's timestamptz values as the contract's text (shared/domain/timestamp-text.ts) instead of a
// Date: a list of many rows and dates then builds no Date per value, and the DateTime scalar serves the text as it
// is. Only for rows that go straight to a GraphQL answer (the trips list's page); everything else keeps its Dates.
import pg from "pg";
import { isoFromTimestamptzText } from "@shared/domain/timestamp-text";

export const TIMESTAMPTZ_OID = 1184;

/** the contract's text of PostgreSQL's text of a timestamptz; an uncommon one (an offset, BC) as the driver's Date */
export function readTimestamptz(text: string): string | Date {
  return isoFromTimestamptzText(text) ?? (pg.types.getTypeParser(TIMESTAMPTZ_OID, "text")(text) as Date);
}

/** node-postgres' parsers of such a statement: its own for every other type (bigint as a number included) */
export const ISO_TIMESTAMP_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ_OID && format !== "binary" ? readTimestamptz : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/** PGlite's parsers of such a statement */
export const PGLITE_ISO_TIMESTAMP_PARSERS = { [TIMESTAMPTZ_OID]: readTimestamptz };

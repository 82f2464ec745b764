// The server's SQL is written as drizzle `sql` templates (or drizzle's builder); a statement that runs as text
// (`database.run`: the named prepared statements on PostgreSQL's lanes need a text and its values) is rendered
// here by drizzle's own PostgreSQL dialect, never put together by hand. One template shape renders one text
// (values become $1, $2… in the order they appear), so a prepared statement's name, a hash of its text, is
// stable for a shape.
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

export interface RenderedStatement {
  text: string;
  params: unknown[];
}

export function renderStatement(statement: SQL): RenderedStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
}

/**
 * A paged list's declared SQL (a ListSpec's `from`, a field's `sql`, its `where`, a list's column list): texts the
 * modules declare from their whitelists, never from a request's values. Until the lists declare them as `sql`
 * templates (server/graphql/paging.ts builds its statements from them as text), a statement that reads a list's
 * relation embeds them through this one door.
 */
export const listFragment = (text: string): SQL => sql.raw(text);

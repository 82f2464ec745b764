// Query.tablas(id): a table definition; tables are shared by every company.
import { eq } from "drizzle-orm";
import type { QueryResolvers } from "../../types.generated";
import { tablas } from "../../../db/schema";

export const tabla: NonNullable<QueryResolvers["tablas"]> = async (_parent, { id }, { db }) => {
  const [row] = await db.select().from(tablas).where(eq(tablas.id, id)).limit(1);
  return row ?? null;
};

// The SQL that creates an entity's derived table (server/entities/table.ts) on a migrated database, computed by
// drizzle-kit's own differ (what `npm run db:generate` writes into a migration), so a test can mount an entity
// that is not in the product's migrations.
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { entityJoinTables, entityTable } from "@server/entities/table";
import { empresas } from "@server/db/schema";
import type { EntityDefinition } from "@shared/entities/types";

/** The statements creating the entity's table and its many-to-many fields' join tables, in order (the companies' table is taken as existing). */
export async function entityTableSql(entity: EntityDefinition): Promise<string[]> {
  const before = generateDrizzleJson({ empresas });
  const joins = Object.fromEntries(entityJoinTables(entity).map((t, i) => [`join${i}`, t]));
  const after = generateDrizzleJson({ empresas, table: entityTable(entity), ...joins }, before.id);
  return generateMigration(before, after);
}

// The names of the records an audit page's entries point at ('Origen: MEDELLIN → BOGOTA D.C.' rather than
// '16 → 19'), looked up when the log is read: one query per related table for the whole page, so older
// entries read well too and no writer of the log has to know about names. A catalog table (sys…) is shared
// by every company; any other table is read within the caller's company. A deleted record has no name and
// its id stays as it was recorded.
import { sql } from "drizzle-orm";
import { auditRelationIds, auditRelations, type AuditNames, type AuditRelation } from "@shared/domain/audit-changes";
import type { EntityDefinition } from "@shared/entities/types";
import type { Database } from "../db/client";

interface AuditEntry {
  entidad: string;
  detalle?: unknown;
}

const quoted = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return sql.identifier(name);
};
const key = (r: AuditRelation) => `${r.table}.${r.labelColumn}`;

/** Each entry's names (same order as `entries`; relations of the app's `entities`); an entry with no related ids gets null. */
export async function auditRelationNames(
  database: Pick<Database, "run" | "query">, idempresa: number, entries: readonly AuditEntry[], entities: readonly EntityDefinition[],
): Promise<(AuditNames | null)[]> {
  const wanted = new Map<string, { relation: AuditRelation; ids: Set<number> }>();
  const byEntity = auditRelations(entities);
  const perEntry = entries.map((entry) => {
    const relations = byEntity[entry.entidad] ?? {};
    const ids = auditRelationIds(entry.detalle, Object.keys(relations));
    for (const [field, list] of Object.entries(ids)) {
      const relation = relations[field];
      const slot = wanted.get(key(relation)) ?? { relation, ids: new Set<number>() };
      for (const id of list) slot.ids.add(id);
      wanted.set(key(relation), slot);
    }
    return { relations, ids };
  });

  const found = new Map<string, Map<number, string>>();
  for (const [k, { relation, ids }] of wanted) {
    const shared = relation.table.startsWith("sys");
    const rows = await database.run<{ id: number; nombre: string | null }>(
      sql`SELECT "id", ${quoted(relation.labelColumn)}::text AS nombre FROM ${quoted(relation.table)}
        WHERE "id" = ANY(${sql.param([...ids])}::int[])${shared ? sql`` : sql` AND "idempresa" = ${idempresa}`}`,
    );
    found.set(k, new Map(rows.filter((r) => r.nombre).map((r) => [Number(r.id), r.nombre!])));
  }

  return perEntry.map(({ relations, ids }) => {
    const names: Record<string, Record<string, string>> = {};
    for (const [field, list] of Object.entries(ids)) {
      const byId = found.get(key(relations[field]));
      for (const id of list) {
        const name = byId?.get(id);
        if (name) (names[field] ??= {})[String(id)] = name;
      }
    }
    return Object.keys(names).length ? names : null;
  });
}

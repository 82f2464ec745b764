// The relation an entity's list, records and export read when not its bare table (with its joined labels): its
// folder's `server/relation.ts` (entities/<name>/).
export interface EntityRelation {
  /** a subquery with the computed fields' columns, aliased */
  from?: string;
}

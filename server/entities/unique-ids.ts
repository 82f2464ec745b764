// The hand-picked ids an entity declares (`tableId`: its `tablas` row and column settings; `exportId`: POST
// /api/v1/filesDoc idquery) share their number space with the screens' own tables and exports. Two owners of one
// id would silently replace each other (an export answering another list, column settings read from another
// table), so the server refuses to start and names both owners.
import type { EntityDefinition } from "@shared/entities/types";

export interface IdOwner {
  id: number;
  /** who claims it, as a developer finds it: `entity "notas"`, `export "viajes"` */
  owner: string;
}

/** Throws naming both owners of the first id claimed twice; lists the ids taken so that a free one is easy to pick. */
export function assertUniqueIds(kind: "tableId" | "exportId", owners: readonly IdOwner[]): void {
  const byId = new Map<number, string>();
  for (const { id, owner } of owners) {
    const first = byId.get(id);
    if (first !== undefined) {
      const taken = [...new Set(owners.map((o) => o.id))].sort((a, b) => a - b).join(", ");
      throw new Error(`${kind} ${id} is claimed twice: by ${first} and by ${owner}. Give one of them another ${kind} (taken: ${taken}).`);
    }
    byId.set(id, owner);
  }
}

/** The entities' claims of an id (`tableId` or `exportId`), each named by its entity; a table id of a tab it names (`tabs`) too. */
export const entityIdOwners = (list: readonly EntityDefinition[], kind: "tableId" | "exportId"): IdOwner[] =>
  list.flatMap((e) => [
    ...(e[kind] === undefined ? [] : [{ id: e[kind]!, owner: `entity "${e.name}"` }]),
    ...(kind === "tableId" ? (e.tabs ?? []).map((tab) => ({ id: tab.tableId, owner: `tab "${tab.name}" of entity "${e.name}"` })) : []),
  ]);

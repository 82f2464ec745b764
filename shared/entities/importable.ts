// Which entities take a spreadsheet import (POST /api/v1/<entity>/import): those that write records and have an
// export, so that a file exported from the screen, edited and sent back is read by the same columns, unless the
// definition says `import: false` (which an entity whose create or update is hand-written must say: its rules are
// not the definition's alone). The screen's Importar button and the server's endpoint both ask this.
import { writeOperations } from "./read-only";
import type { EntityDefinition, PagesEntity } from "./types";

export const isImportable = (entity: Pick<PagesEntity, "operations" | "exportId" | "import">): boolean =>
  entity.import !== false && writeOperations(entity) !== undefined && entity.exportId !== undefined;

/** The import endpoint of an entity. */
export const importPath = (entity: Pick<EntityDefinition, "name">): string => `/api/v1/${entity.name}/import`;

/** The largest file the import reads (bytes). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows one file may carry. */
export const IMPORT_MAX_ROWS = 50_000;

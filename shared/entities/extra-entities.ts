// Entities contributed by a build rather than by the product: empty in the product. The build option
// TDC_EXTRA_ENTITIES (vite.config.ts for the browser, the server's `extraEntities`) points at another file,
// which is how the engine's end-to-end test mounts a test-only entity from its definition alone.
import type { EntityDefinition } from "./types";

export const extraEntities: readonly EntityDefinition[] = [];

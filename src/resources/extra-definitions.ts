// Definitions contributed by a build rather than by the product: empty in the product. The build
// option TDC_EXTRA_DEFINITIONS (vite.config.ts) points this module at another file, which is how the
// engine's end-to-end test mounts a test-only entity with no other frontend code.
import type { ResourceDefinition } from "@/resources/engine";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
export const extraDefinitions: ResourceDefinition<any, any>[] = [];

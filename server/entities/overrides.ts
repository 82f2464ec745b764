// The entities' hand-written operations by entity name: each operation function that replaces the entity's default
// (entityOperations' `overrides`), from the entity's server part (entities/<name>/server.ts), for what the
// definition does not say (a trip plan's details, a user's password and login).
import type { EntityOverrides } from "./operations";
import { SERVER_PARTS } from "./server-parts.generated";

export const entityOverrides: Readonly<Record<string, EntityOverrides>> = Object.fromEntries(
  Object.entries(SERVER_PARTS).flatMap(([name, part]) => (part.overrides ? [[name, part.overrides]] : [])),
);

// The names an API key's scope and a webhook's events speak of: the app's entities (and the trips, read over REST),
// so a new entity appears here with no edit. Users are never reachable with a key.
import type { EntityDefinition } from "@shared/entities/types";
import { KEYLESS_RESOURCES } from "@shared/domain/api-keys";
import { webhookEventNames } from "@shared/domain/webhook-events";

type Entities = readonly Pick<EntityDefinition, "name">[];

export const keyableEntities = (entities: Entities): string[] => [...entities.map((e) => e.name), "viajes"].filter((name) => !KEYLESS_RESOURCES.has(name));

export const webhookEvents = (entities: Entities): string[] => webhookEventNames(entities.map((e) => e.name));

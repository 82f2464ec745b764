// The names an API key's scope and a webhook's events speak of: the registry's entities (and the trips, read
// over REST), so a new entity appears here with no edit. Users are never reachable with a key.
import { entities } from "@entities";
import { KEYLESS_RESOURCES } from "@shared/domain/api-keys";
import { webhookEventNames } from "@shared/domain/webhook-events";

export const keyableEntities = (): string[] => [...entities.map((e) => e.name), "viajes"].filter((name) => !KEYLESS_RESOURCES.has(name));

export const webhookEvents = (): string[] => webhookEventNames(entities.map((e) => e.name));

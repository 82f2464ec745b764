// The names an API key's scope and a webhook's events speak of: the registry's entities (and the trips, read
// over REST), so a new entity appears here with no edit.
import { entities } from "@/entities";
import { webhookEventNames } from "@/domain/webhook-events";

export const keyableEntities = (): string[] => [...entities.map((e) => e.name), "viajes"];

export const webhookEvents = (): string[] => webhookEventNames(entities.map((e) => e.name));

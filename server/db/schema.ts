export * from "./schema/catalog";
export * from "./schema/users";
export * from "./schema/masters";
export * from "./schema/trips";
export * from "./schema/settings";
export * from "./schema/audit";
export * from "./schema/views";
export * from "./schema/entities.generated";

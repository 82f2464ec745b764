// Who may see an entry or run an operation, beyond being signed in. Kept apart from the menu's rules so that the
// entity types can name it without importing the permission table, which reads the entity registry.

/**
 * A visibility rule. `adminRole`: only role 3 (entries with an add rule: Gestion, Configuración).
 * `tripDeletionAllowed`: hidden for company 3 (Eliminar viaje).
 */
export type VisibilityRule = "adminRole" | "tripDeletionAllowed";

// The entities' hand-written operations: an operation function that replaces the entity's
// default (entityOperations' `overrides`), by entity name, for what the definition does not say (a trip
// plan's details, a user's password and login). The module that writes them keeps the rest of its
// hand-written part beside them.
import type { EntityOverrides } from "./operations";
import { planesviajeOverrides } from "../graphql/modules/planesviaje/resolvers";
import { usuariosOverrides } from "../graphql/modules/usuarios/save";

export const entityOverrides: Readonly<Record<string, EntityOverrides>> = {
  planesviaje: planesviajeOverrides,
  usuarios: usuariosOverrides,
};

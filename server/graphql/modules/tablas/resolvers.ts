import type { Resolvers } from "../../types.generated";
import { tablaFields } from "./fields";
import { tabla } from "./tabla";
import { updateUserField } from "./update-user-field";

export const tablasResolvers: Resolvers = {
  Query: { tablas: tabla },
  Mutation: { updateUserField },
  Tabla: { fields: tablaFields },
};

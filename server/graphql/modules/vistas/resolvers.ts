import type { Resolvers } from "../../types.generated";
import { deleteVistaGuardada, saveVistaGuardada, setVistaPredeterminada, vistasGuardadasQuery } from "./vistas";

export const vistasResolvers: Resolvers = {
  Query: { vistasGuardadas: vistasGuardadasQuery },
  Mutation: { saveVistaGuardada, deleteVistaGuardada, setVistaPredeterminada },
};

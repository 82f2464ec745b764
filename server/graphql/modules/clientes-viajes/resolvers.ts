import type { Resolvers } from "../../types.generated";
import { clienteViajesInfo } from "./clientes-viajes";

export const clientesViajesResolvers: Resolvers = { Query: { clienteViajesInfo } };

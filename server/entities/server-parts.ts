// The entities' server parts by entity name: what only the server reads of a definition (the SQL of its list's
// relation), kept in `server/entities/<name>.server.ts` while the definition is `shared/entities/<name>.ts`. Only
// the server imports this module, so that SQL never reaches the browser's bundle. An entity without a server part
// reads its bare table (with its joined labels).
import { clientesServer } from "./clientes.server";
import { contenedoresServer } from "./contenedores.server";
import { puestoscontrolServer } from "./puestoscontrol.server";
import type { EntityDefinition, EntityServerPart } from "@shared/entities/types";
import { usuariosServer } from "./usuarios.server";

const SERVER_PARTS: Readonly<Record<string, EntityServerPart>> = {
  clientes: clientesServer,
  contenedores: contenedoresServer,
  puestoscontrol: puestoscontrolServer,
  usuarios: usuariosServer,
};

export const serverPartOf = (entity: Pick<EntityDefinition, "name">): EntityServerPart => SERVER_PARTS[entity.name] ?? {};

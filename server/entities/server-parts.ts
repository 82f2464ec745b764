// The entities' server parts by entity name: what only the server reads of a definition (the SQL of its list's
// relation), kept in `src/entities/<name>.server.ts` beside the definition. Only the server imports this module,
// so that SQL never reaches the browser's bundle. An entity without a server part reads its bare table (with its
// joined labels).
import { clientesServer } from "../../src/entities/clientes.server";
import { contenedoresServer } from "../../src/entities/contenedores.server";
import { puestoscontrolServer } from "../../src/entities/puestoscontrol.server";
import type { EntityDefinition, EntityServerPart } from "../../src/entities/types";
import { usuariosServer } from "../../src/entities/usuarios.server";

const SERVER_PARTS: Readonly<Record<string, EntityServerPart>> = {
  clientes: clientesServer,
  contenedores: contenedoresServer,
  puestoscontrol: puestoscontrolServer,
  usuarios: usuariosServer,
};

export const serverPartOf = (entity: Pick<EntityDefinition, "name">): EntityServerPart => SERVER_PARTS[entity.name] ?? {};

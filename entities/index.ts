// The entity registry: the master entities declared once (shared/entities/<name>.ts), read by the
// server (contract, SQL, export, `tablas`, audit, permissions) and the browser (pages and menu). A new entity
// is its file and one line here, then `npm run db:generate` for its table's migration.
import type { EntityDefinition } from "@shared/entities/types";
import { assertDefinitions } from "@shared/entities/definition-check";
import { rutasEntity } from "./rutas/definition";
import { eventosEntity } from "./eventos/definition";
import { contenedoresEntity } from "./contenedores/definition";
import { clientesEntity } from "./clientes/definition";
import { puestosControlEntity } from "./puestoscontrol/definition";
import { planesviajeEntity } from "./planesviaje/definition";
import { usuariosEntity } from "./usuarios/definition";
import { extraEntities } from "@shared/entities/extra-entities";

export const entities: readonly EntityDefinition[] = [
  rutasEntity,
  eventosEntity,
  contenedoresEntity,
  clientesEntity,
  puestosControlEntity,
  planesviajeEntity,
  usuariosEntity,
  ...extraEntities,
];

// a wrong definition stops the start, naming its entity and field, instead of being ignored
assertDefinitions(entities);

// The entity registry: the master entities declared once (shared/entities/<name>.ts), read by the
// server (contract, SQL, export, `tablas`, audit, permissions) and the browser (pages and menu). A new entity
// is its file and one line here, then `npm run db:generate` for its table's migration.
import type { EntityDefinition } from "./types";
import { assertDefinitions } from "./definition-check";
import { rutasEntity } from "./rutas";
import { eventosEntity } from "./eventos";
import { contenedoresEntity } from "./contenedores";
import { clientesEntity } from "./clientes";
import { puestosControlEntity } from "./puestoscontrol";
import { planesviajeEntity } from "./planesviaje";
import { usuariosEntity } from "./usuarios";
import { extraEntities } from "./extra-entities";

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

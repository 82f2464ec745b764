// The entity registry: the product's master entities, each declared once in its folder (entities/<name>/). It is the
// list the server (createApp's `entities`: contract, SQL, export, `tablas`, audit, permissions) and the browser
// (<App entities>: pages and menu) serve by default; a test serves its own list ([...entities, itsEntity]). A new
// entity is its folder and one line here, then `npm run db:generate` for its table's migration.
import type { EntityDefinition } from "@shared/entities/types";
import { assertDefinitions } from "@shared/entities/definition-check";
import { rutasEntity } from "./rutas/definition";
import { eventosEntity } from "./eventos/definition";
import { contenedoresEntity } from "./contenedores/definition";
import { clientesEntity } from "./clientes/definition";
import { puestosControlEntity } from "./puestoscontrol/definition";
import { planesviajeEntity } from "./planesviaje/definition";
import { usuariosEntity } from "./usuarios/definition";

export const entities: readonly EntityDefinition[] = [
  rutasEntity,
  eventosEntity,
  contenedoresEntity,
  clientesEntity,
  puestosControlEntity,
  planesviajeEntity,
  usuariosEntity,
];

// a wrong definition stops the start, naming its entity and field, instead of being ignored
assertDefinitions(entities);

// The declarative master entities (DESIGN §4): one definition file each, one line here.
// The engine generates each one's list, view, edit and create pages and its route under /Home, and the
// registry its side-menu entry (the definition's `menu`): within a group, in the order of this list.
import type { ResourceDefinition } from "@/resources/engine";
import { eventosDefinition } from "@/resources/eventos";
import { extraDefinitions } from "@/resources/extra-definitions";
import { rutasDefinition } from "@/resources/rutas";
import { puestosControlDefinition } from "@/resources/puestos-control";
import { planesViajeDefinition } from "@/resources/planes-viaje";
import { usuariosDefinition } from "@/resources/usuarios";
import { clientesDefinition } from "@/resources/clientes";
import { contenedoresDefinition } from "@/resources/contenedores";
import { auditoriaDefinition } from "@/resources/auditoria";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
export const resourceDefinitions: ResourceDefinition<any, any>[] = [
  clientesDefinition,
  puestosControlDefinition,
  planesViajeDefinition,
  rutasDefinition,
  usuariosDefinition,
  eventosDefinition,
  contenedoresDefinition,
  auditoriaDefinition,
  ...extraDefinitions,
];

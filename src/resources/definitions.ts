// The declarative master entities: the entities of shared/entities (one file and one registry line
// each), and the screens still declared for the browser alone (one definition file each, one line here).
// The engine generates each one's list, view, edit and create pages and its route under /Home, and the
// registry its side-menu entry (the definition's `menu`): within a group, in the order of this list.
import type { ResourceDefinition } from "@/resources/engine";
import { entities } from "@shared/entities";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { puestosControlDefinition } from "@/resources/puestos-control";
import { planesViajeDefinition } from "@/resources/planes-viaje";
import { usuariosDefinition } from "@/resources/usuarios";
import { clientesDefinition } from "@/resources/clientes";
import { contenedoresDefinition } from "@/resources/contenedores";
import { auditoriaDefinition } from "@/resources/auditoria";

/** The screens that add browser-only parts to their entity's pages (src/resources/engine/entity-screen.ts). */
const entityScreens = new Map(
  [clientesDefinition, contenedoresDefinition, puestosControlDefinition, planesViajeDefinition, usuariosDefinition].map((d) => [d.name, d]),
);

/** The entities' resource definitions, in the order of shared/entities/index.ts. */
export const entityDefinitions = entities.map((e) => entityScreens.get(e.name) ?? resourceFromEntity(e));

/**
 * The entities the menu shows among the screens' (Clientes, Puestos de control, Planes de viaje, Rutas, then Usuarios
 * with its tabs, as the menu was).
 */
const PLACED = ["clientes", "puestoscontrol", "planesviaje", "rutas", "usuarios"];
const placed = (name: string) => entityDefinitions.filter((d) => d.name === name);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition is typed by its own record
export const resourceDefinitions: ResourceDefinition<any, any>[] = [
  clientesDefinition,
  puestosControlDefinition,
  planesViajeDefinition,
  ...placed("rutas"),
  ...placed("usuarios"),
  // the other entities (shared/entities: eventos, contenedores …), each generated from its definition
  ...entityDefinitions.filter((d) => !PLACED.includes(d.name)),
  auditoriaDefinition,
];

// Fresh rows of the caller's own company for the matrix's controls that use them up: a control deleting the
// caller's route must not delete the route every other probe aims at, and a route in use cannot be deleted at all.
// Created as the company's administrator through the contract (trips, which no mutation creates, by SQL).
import type { AuthHeaders, TestServer } from "../helpers/server";
import { callOp } from "./client";
import { operation } from "./schema";
import type { Targets } from "./targets";
import { sampleInput, writableEntities, type EntitySpare } from "./entity-operations";
import { writeOperations } from "@shared/entities/read-only";
import type { EntityDefinition } from "@shared/entities/types";

type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** The Targets fields a control may use up. */
export type Spare = "vista" | "viaje" | "detalle" | "evento" | "plan" | "puestoVirtual" | "ruta" | "usuario" | EntitySpare;

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`.toUpperCase();

async function create(server: TestServer, who: AuthHeaders, key: string, vars: Record<string, unknown>): Promise<number> {
  const op = operation(key);
  const result = await callOp(server, who, op, vars);
  const id = (result.data?.[op.name] as { id?: number } | undefined)?.id;
  if (result.errors || typeof id !== "number") throw new Error(`spare row by ${key}: ${JSON.stringify(result)}`);
  return id;
}

/** A plan of `base`'s route with two of its company's posts, and the id of its first row. */
async function sparePlan(server: TestServer, who: AuthHeaders, base: Targets, sql: Sql): Promise<{ plan: number; detalle: number }> {
  const posts = await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = $1 ORDER BY id LIMIT 2`, [base.empresa]);
  const plan = await create(server, who, "Mutation.createPlanviajeV2", {
    planviaje: { codigo: `S${unique().slice(-2)}`, descripcion: "PLAN CONTROL", idruta: base.ruta },
    detalles: posts.map((p, i) => ({ idpuestocontrol: p.id, distancia: 5, orden: i + 1, duracion: 30 })),
  });
  const [first] = await sql<{ id: number }>(`SELECT id FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden LIMIT 1`, [plan]);
  return { plan, detalle: first.id };
}

/** A copy of `base`'s trip under a new number (no reports, shipments or observations of its own). */
async function spareTrip(sql: Sql, base: Targets, idplanviaje: number): Promise<Targets["viaje"]> {
  const columns = (await sql<{ column_name: string }>(`SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = 'viajes' AND column_name NOT IN ('id', 'numero', 'idplanviaje', 'idultimoreporte')`))
    .map((c) => `"${c.column_name}"`).join(", ");
  const numero = `CTRL-${unique()}`;
  const [row] = await sql<{ id: number }>(`INSERT INTO viajes (${columns}, "numero", "idplanviaje")
    SELECT ${columns}, $2, $3 FROM viajes WHERE id = $1 RETURNING id`, [base.viaje.id, numero, idplanviaje]);
  return { id: Number(row.id), numero, idplanviaje };
}

/** A new row of an entity through its create operation, as `who` (of base's company). */
function createEntityRow(server: TestServer, who: AuthHeaders, entity: EntityDefinition, base: Targets): Promise<number> {
  const op = writeOperations(entity)!;
  return create(server, who, `Mutation.${op.create}`, { [op.inputName]: sampleInput(entity, base) });
}

/** `base` with a row of every entity it has none of (a new entity's table starts empty), made by its administrator `who`. */
export async function withEntityRows(server: TestServer, who: AuthHeaders, base: Targets): Promise<Targets> {
  const missing = writableEntities().filter((e) => !base.rows[e.name] && !e.mutationArguments);
  return missing.length ? withSpares(server, who, base, missing.map((e): EntitySpare => `entity:${e.name}`), async () => []) : base;
}

/** `base` with fresh rows for the fields a control uses up; `who` is the administrator of base's company. */
export async function withSpares(server: TestServer, who: AuthHeaders, base: Targets, spares: readonly Spare[], sql: Sql): Promise<Targets> {
  const out: Targets = { ...base, viaje: { ...base.viaje }, rows: { ...base.rows } };
  const wanted = new Set(spares);
  for (const entity of writableEntities()) {
    if (wanted.has(`entity:${entity.name}`)) out.rows[entity.name] = await createEntityRow(server, who, entity, base);
  }
  if (wanted.has("ruta")) {
    out.ruta = await create(server, who, "Mutation.createRuta", {
      ruta: { idorigen: base.idsyspoblacion, iddestino: base.idsyspoblacion + 1, via: `VIA CONTROL ${unique()}`, distancia: 10, tiempoestimado: 3600 },
    });
  }
  if (wanted.has("evento")) {
    out.evento = await create(server, who, "Mutation.createEvento", { evento: { descripcion: `EVENTO CONTROL ${unique()}`, nivelprioridad: 2 } });
  }
  if (wanted.has("puestoVirtual")) {
    out.puestoVirtual = await create(server, who, "Mutation.createPuestoControlVirtual", {
      puestoControlVirtual: { descripcion: `PUESTO CONTROL ${unique()}`, direccion: "Calle 1", idsyspoblacion: base.idsyspoblacion,
        geolocalizacion: { latitud: 4.6, longitud: -74.1 } },
    });
  }
  if (wanted.has("usuario")) {
    out.correo = `control${unique().toLowerCase()}@example.com`;
    out.usuario = await create(server, who, "Mutation.createControladorTrafico", {
      controladorTrafico: { nombre: "CONTROLADOR CONTROL", correo: out.correo, telefono: "3001234567", indicadoractivo: false },
    });
  }
  if (wanted.has("vista")) {
    out.vista = await create(server, who, "Mutation.saveVistaGuardada", { vista: { idtable: "viajes", nombre: `Vista ${unique()}`, estado: { page: 1 } } });
  }
  if (wanted.has("plan")) out.plan = (await sparePlan(server, who, base, sql)).plan;
  if (wanted.has("viaje") || wanted.has("detalle")) {
    // a trip on a plan of its own: deleting the trip or a row of its plan touches nothing else
    const fresh = await sparePlan(server, who, base, sql);
    out.viaje = await spareTrip(sql, base, fresh.plan);
    out.detalle = fresh.detalle;
  }
  return out;
}

// createRuta / updateRuta (spec 3 §5, §7). Any role of the company may create and edit routes; the row is
// always the caller's company's, and another company's id is "not found".
import { and, eq, ne } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { Context } from "../../../context";
import { rutas } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { found, notFound } from "../../errors";
import type { MutationResolvers } from "../../types.generated";
import { routeValues, type RouteValues } from "./input";
import { insertInCompany } from "../../create-in-company";
import { auditedUpdate } from "../../../audit/audited-update";
import { RUTA_COLUMNS, RUTAS_LIST, type RutaRow } from "./list";
import { pgErrorCode } from "../../pg-error";
import { MESSAGES } from "../../../../src/i18n/messages";

/** spec 3 §8: the message of a failed route save, which the unique index rutas_unica_uq makes precise */
export const DUPLICATE_ROUTE_MESSAGE = MESSAGES.routeExists;

const duplicate = () => new GraphQLError(DUPLICATE_ROUTE_MESSAGE, { extensions: { code: "BAD_USER_INPUT" } });

async function assertUnique(ctx: Context, values: RouteValues, exceptId: number | null): Promise<void> {
  const same = and(
    eq(rutas.idempresa, ctx.session.idempresa),
    eq(rutas.idorigen, values.idorigen),
    eq(rutas.iddestino, values.iddestino),
    eq(rutas.via, values.via),
    exceptId == null ? undefined : ne(rutas.id, exceptId),
  );
  const rows = await ctx.db.select({ id: rutas.id }).from(rutas).where(same).limit(1);
  if (rows.length) throw duplicate();
}

/** Runs the write; a race that still hits rutas_unica_uq gets the same message as the pre-check. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error).code === "23505") throw duplicate();
    throw error;
  }
}

export async function readRuta(ctx: Pick<Context, "database" | "session">, id: number): Promise<RutaRow | null> {
  return findInCompany<RutaRow>(ctx, RUTAS_LIST.from, id, RUTA_COLUMNS);
}

export const createRuta: NonNullable<MutationResolvers["createRuta"]> = async (_parent, { ruta }, ctx) => {
  const values = await routeValues(ctx.db, ruta);
  await assertUnique(ctx, values, null);
  const id = await guarded(() => ctx.db.transaction((tx) => insertInCompany(tx, ctx, { table: rutas, entidad: "Ruta", values })));
  return found(await readRuta(ctx, id), MESSAGES.notFound.route);
};

export const updateRuta: NonNullable<MutationResolvers["updateRuta"]> = async (_parent, { id, ruta }, ctx) => {
  if (!(await readRuta(ctx, id))) throw notFound(MESSAGES.notFound.route);
  const values = await routeValues(ctx.db, ruta);
  await assertUnique(ctx, values, id);
  await guarded(() =>
    ctx.db.transaction(async (tx) => {
      const where = and(eq(rutas.id, id), eq(rutas.idempresa, ctx.session.idempresa));
      await auditedUpdate(tx, ctx, { table: rutas, where, set: values, entidad: "Ruta", identidad: id });
    }),
  );
  const updated = await readRuta(ctx, id);
  if (!updated) throw notFound(MESSAGES.notFound.route);
  return updated;
};

// observacionesviaje list, create and update: company-scoped through the trip; the
// observation is required ('Requerido').
import { sql } from "drizzle-orm";
import type { Context } from "../../../context";
import type { Resolvers } from "../../types.generated";
import { DEFAULT_PAGINATION, runList, type ListSpec } from "../../paging";
import { badInput, notFound } from "../../errors";
import { MESSAGES } from "@shared/i18n/messages";
import { maxLengthMessage } from "@shared/i18n/validation";

export const OBSERVATION_MAX_LENGTH = 2000;

const OBSERVACIONES: ListSpec = {
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  from: `(SELECT o."id", o."idusuario", o."idviaje", u."nombre" AS "usuarionombre", o."ultimovisto", o."observacion",
      o."fecha", v."idempresa"
    FROM "observacionesviaje" o JOIN "viajes" v ON v."id" = o."idviaje"
    LEFT JOIN "usuarios" u ON u."id" = o."idusuario") AS "observaciones"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    idusuario: { sql: `"idusuario"`, kind: "number" },
    idviaje: { sql: `"idviaje"`, kind: "number" },
    usuarionombre: { sql: `"usuarionombre"`, kind: "text" },
    observacion: { sql: `"observacion"`, kind: "text" },
    fecha: { sql: `"fecha"`, kind: "date" },
    ultimovisto: { sql: `"ultimovisto"`, kind: "date" },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" DESC`,
};

const COLUMNS = `"id", "idusuario", "idviaje", "usuarionombre", "ultimovisto", "observacion", "fecha"`;

async function readOne(ctx: Pick<Context, "database" | "session">, id: number) {
  const page = await runList(ctx, OBSERVACIONES, { filters: [{ field: "id", value: id, operator: "eq" }] }, COLUMNS);
  const row = page.data[0];
  if (!row) throw notFound(MESSAGES.notFound.instruction);
  return row;
}

function observationText(value: string): string {
  const text = value.trim();
  if (!text) throw badInput(`observacion: ${MESSAGES.required}`);
  if (text.length > OBSERVATION_MAX_LENGTH) throw badInput(`observacion: ${maxLengthMessage(OBSERVATION_MAX_LENGTH)}`);
  return text;
}

export const observacionesResolvers: Resolvers = {
  Query: {
    observacionesviaje: (_parent, args, ctx) =>
      runList(ctx, OBSERVACIONES, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS),
  },
  Mutation: {
    createObservacionesViaje: async (_parent, { observacionesviaje: input }, ctx) => {
      const observacion = observationText(input.observacion);
      if (input.idviaje == null) throw badInput(`idviaje: ${MESSAGES.required}`);
      const rows = await ctx.database.run<{ id: number }>(sql`INSERT INTO "observacionesviaje" ("idviaje", "idusuario", "observacion")
         SELECT v."id", ${ctx.session.idusuario}, ${observacion} FROM "viajes" v WHERE v."id" = ${input.idviaje} AND v."idempresa" = ${ctx.session.idempresa} RETURNING "id"`);
      if (!rows.length) throw notFound(MESSAGES.notFound.trip);
      return readOne(ctx, rows[0].id);
    },
    updateObservacionesViaje: async (_parent, { id, observacionesviaje: input }, ctx) => {
      const observacion = observationText(input.observacion);
      const rows = await ctx.database.run<{ id: number }>(sql`UPDATE "observacionesviaje" o SET "observacion" = ${observacion} FROM "viajes" v
          WHERE o."id" = ${id} AND v."id" = o."idviaje" AND v."idempresa" = ${ctx.session.idempresa} RETURNING o."id"`);
      if (!rows.length) throw notFound(MESSAGES.notFound.instruction);
      return readOne(ctx, id);
    },
  },
};

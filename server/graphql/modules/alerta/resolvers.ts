// updateAlert(id, alerta): company-scoped; a blank text clears the alert.
import { sql } from "drizzle-orm";
import type { Resolvers } from "../../types.generated";
import { badInput, notFound } from "../../errors";
import { MESSAGES } from "@shared/i18n/messages";
import { maxLengthMessage } from "@shared/i18n/validation";

export const ALERT_MAX_LENGTH = 2000;

export const alertaResolvers: Resolvers = {
  Mutation: {
    updateAlert: async (_parent, { id, alerta }, ctx) => {
      const text = alerta?.trim() || null;
      if (text && text.length > ALERT_MAX_LENGTH) throw badInput(`alerta: ${maxLengthMessage(ALERT_MAX_LENGTH)}`);
      const rows = await ctx.database.run<{ id: number; alerta: string | null }>(sql`UPDATE "viajes" SET "alerta" = ${text}, "indicadoralerta" = (${text}::text IS NOT NULL)
          WHERE "id" = ${id} AND "idempresa" = ${ctx.session.idempresa} RETURNING "id", "alerta"`);
      if (!rows.length) throw notFound(MESSAGES.notFound.trip);
      return rows[0];
    },
  },
};

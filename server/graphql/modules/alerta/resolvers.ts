// updateAlert(id, alerta) (spec 2 §7): company-scoped; a blank text clears the alert.
import type { Resolvers } from "../../types.generated";
import { badInput, notFound } from "../../errors";
import { MESSAGES } from "../../../../src/i18n/messages";

export const ALERT_MAX_LENGTH = 2000;

export const alertaResolvers: Resolvers = {
  Mutation: {
    updateAlert: async (_parent, { id, alerta }, ctx) => {
      const text = alerta?.trim() || null;
      if (text && text.length > ALERT_MAX_LENGTH) throw badInput(`alerta: Debe tener max ${ALERT_MAX_LENGTH} crts.`);
      const rows = await ctx.database.query<{ id: number; alerta: string | null }>(
        `UPDATE "viajes" SET "alerta" = $3, "indicadoralerta" = ($3::text IS NOT NULL)
          WHERE "id" = $1 AND "idempresa" = $2 RETURNING "id", "alerta"`,
        [id, ctx.session.idempresa, text],
      );
      if (!rows.length) throw notFound(MESSAGES.notFound.trip);
      return rows[0];
    },
  },
};

// Mutation.updateUserField: saves the caller's visibility and position of one column.
import { eq } from "drizzle-orm";
import type { MutationResolvers } from "../../types.generated";
import { campos, camposUsuario } from "../../../db/schema";
import { requireSelf } from "../../../auth/guard";
import { badInput } from "../../errors";
import { OPERATION_INPUT_TEXTS } from "@shared/i18n/requests";

export const updateUserField: NonNullable<MutationResolvers["updateUserField"]> = async (_parent, { userField }, ctx) => {
  const { iduser, idfield } = userField;
  requireSelf(ctx, iduser);
  const [campo] = await ctx.db
    .select({ hidden: campos.hidden, defaultorder: campos.defaultorder })
    .from(campos)
    .where(eq(campos.id, idfield))
    .limit(1);
  if (!campo) throw badInput(OPERATION_INPUT_TEXTS.unknownColumn(idfield));

  const changes = {
    ...(userField.hidden != null ? { hidden: userField.hidden } : {}),
    ...(userField.defaultorder != null ? { defaultorder: userField.defaultorder } : {}),
  };
  const [row] = await ctx.db
    .insert(camposUsuario)
    .values({ iduser, idfield, hidden: campo.hidden, defaultorder: campo.defaultorder, ...changes })
    .onConflictDoUpdate({
      target: [camposUsuario.iduser, camposUsuario.idfield],
      // nothing to change still returns the row
      set: Object.keys(changes).length ? changes : { iduser },
    })
    .returning();
  return row;
};

// Mutation.updateSettings and resetSettings: role 3 of the same company.
import { GraphQLError } from "graphql";
import type { MutationResolvers, SettingsInput } from "../../types.generated";
import { requireOwnCompany } from "../../../auth/guard";
import { authorize } from "../../../auth/authorize";
import {
  ARC_COLOR_FIELDS, ARC_DEFAULTS, validateArcSettings, type ArcSettingsValues,
} from "@shared/domain/arc-settings";
import { readSettings, saveSettings } from "./store";
import { recordChange } from "../../../audit/record";
import { forgetCompanyOrder } from "../viajes/company-order";

const KEYS = Object.keys(ARC_DEFAULTS) as (keyof ArcSettingsValues)[];

/** The given (non-null) values, validated; colours upper-cased. BAD_USER_INPUT names each bad field. */
export function settingsValues(input: SettingsInput): Partial<ArcSettingsValues> {
  const values: Partial<ArcSettingsValues> = {};
  for (const key of KEYS) {
    const v = input[key];
    if (v != null) values[key] = v;
  }
  const errors = validateArcSettings(values);
  const messages = [...new Set(Object.values(errors))];
  if (messages.length) {
    throw new GraphQLError(messages.join("; "), { extensions: { code: "BAD_USER_INPUT", fields: errors } });
  }
  for (const key of ARC_COLOR_FIELDS) {
    const v = values[key];
    if (v !== undefined) values[key] = v.toUpperCase();
  }
  return values;
}

export const updateSettings: NonNullable<MutationResolvers["updateSettings"]> = async (_parent, args, ctx) => {
  requireOwnCompany(ctx, args.idempresa);
  authorize(ctx, "configuracionarc", "edit");
  const values = settingsValues(args.settings);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await readSettings(tx, args.idempresa);
    const saved = await saveSettings(tx, args.idempresa, values);
    await recordChange(tx, ctx, { entidad: "Configuración", identidad: saved.id ?? null, before, after: values });
    return saved;
  });
  forgetCompanyOrder(ctx.database, args.idempresa);
  return saved;
};

export const resetSettings: NonNullable<MutationResolvers["resetSettings"]> = async (_parent, { idempresa }, ctx) => {
  requireOwnCompany(ctx, idempresa);
  authorize(ctx, "configuracionarc", "edit");
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await readSettings(tx, idempresa);
    const saved = await saveSettings(tx, idempresa, { ...ARC_DEFAULTS });
    await recordChange(tx, ctx, { accion: "Restablecer", entidad: "Configuración", identidad: saved.id ?? null, before, after: ARC_DEFAULTS });
    return saved;
  });
  forgetCompanyOrder(ctx.database, idempresa);
  return saved;
};

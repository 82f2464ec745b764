// Control posts module (spec 3 §2-§8). Every read and write is scoped to the caller's company; the list's
// whitelist is the one of the control-post export (idquery 4).
import type { Resolvers } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { PUESTOSCONTROL_LIST } from "../../../rest/export/relations";
import {
  createPuestoControlVirtual, deletePuestoControlVirtual, POST_COLUMNS, readPuesto, toPuesto, updatePuestoControlVirtual,
} from "./save";

export const puestoscontrolResolvers: Resolvers = {
  Query: {
    puestoscontrolInfo: async (_p, args, ctx) => {
      const page = await runList<Parameters<typeof toPuesto>[0]>(
        ctx, PUESTOSCONTROL_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, POST_COLUMNS,
      );
      return { totalreg: page.totalreg, data: page.data.map(toPuesto) };
    },
    puestocontrolInfo: (_p, { id }, ctx) => readPuesto(ctx, id),
  },
  Mutation: { createPuestoControlVirtual, updatePuestoControlVirtual, deletePuestoControlVirtual },
};

// Reporting: utilsReport, tiposReporteOcultos and createReporteV2.
import type { Resolvers } from "../../types.generated";
import { createReports } from "./create";
import { hiddenReportTypes, utilsReport } from "./utils";

export const reportesResolvers: Resolvers = {
  Query: {
    utilsReport: (_parent, { idviaje }, ctx) => utilsReport(ctx, idviaje),
    tiposReporteOcultos: (_parent, _args, ctx) => hiddenReportTypes(ctx),
  },
  Mutation: {
    createReporteV2: (_parent, { reportes }, ctx) => createReports(ctx, reportes),
  },
};

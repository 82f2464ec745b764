// getSignedURLReport, getSignedURLReports and getSignedUrlFileDownload: GET urls signed by the server for the
// caller's company's report documents only; another company's report or key is refused exactly like an
// unknown one. Only uploaded documents (subido): a row whose upload failed has no file behind it
// (docs/adr/0014-reporting-rules.md).
import { sql } from "drizzle-orm";
import { MAX_PAGE_SIZE } from "@shared/config";
import type { Resolvers } from "../../types.generated";
import { badInput, notFound } from "../../errors";
import { signedPath } from "../../../storage";
import { MESSAGES } from "@shared/i18n/messages";
import { OPERATION_INPUT_TEXTS } from "@shared/i18n/requests";

interface DocRow {
  id: number;
  idreporte: number;
  archivo: string;
}

/** The most report ids one getSignedURLReports call may name: one gallery page of reports. */
export const MAX_SIGNED_REPORTS = MAX_PAGE_SIZE;

export const archivosResolvers: Resolvers = {
  Query: {
    getSignedURLReport: async (_parent, { idreporte }, ctx) => {
      const rows = await ctx.database.run<DocRow>(sql`SELECT d."id", d."archivo" FROM "documentosreporte" d JOIN "reportes" r ON r."id" = d."idreporte"
          WHERE d."idreporte" = ${idreporte} AND r."idempresa" = ${ctx.session.idempresa} AND d."idempresa" = ${ctx.session.idempresa} AND d."subido" ORDER BY d."id"`);
      return rows.map((d) => ({ id: d.id, key: d.archivo, url: signedPath("GET", d.archivo) }));
    },
    getSignedURLReports: async (_parent, { idreportes }, ctx) => {
      const ids = [...new Set(idreportes)];
      if (ids.length > MAX_SIGNED_REPORTS) throw badInput(OPERATION_INPUT_TEXTS.tooManySignedReports(MAX_SIGNED_REPORTS));
      if (!ids.length) return [];
      const rows = await ctx.database.run<DocRow>(sql`SELECT d."id", d."idreporte", d."archivo" FROM "documentosreporte" d JOIN "reportes" r ON r."id" = d."idreporte"
          WHERE d."idreporte" = ANY(${sql.param(ids)}::int[]) AND r."idempresa" = ${ctx.session.idempresa} AND d."idempresa" = ${ctx.session.idempresa} AND d."subido" ORDER BY d."idreporte", d."id"`);
      return rows.map((d) => ({ id: d.id, idreporte: d.idreporte, key: d.archivo, url: signedPath("GET", d.archivo) }));
    },
    getSignedUrlFileDownload: async (_parent, { key }, ctx) => {
      const [doc] = await ctx.database.run<DocRow>(sql`SELECT "id", "archivo" FROM "documentosreporte" WHERE "archivo" = ${key} AND "idempresa" = ${ctx.session.idempresa} AND "subido"`);
      if (!doc) throw notFound(MESSAGES.notFound.file);
      return { id: doc.id, key: doc.archivo, url: signedPath("GET", doc.archivo) };
    },
  },
};

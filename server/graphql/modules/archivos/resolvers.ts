// getSignedURLReport, getSignedURLReports and getSignedUrlFileDownload: GET urls signed by the server for the
// caller's company's report documents only; another company's report or key is refused exactly like an
// unknown one. Only uploaded documents (subido): a row whose upload failed has no file behind it
// (docs/decisions.md "Reporting").
import { MAX_PAGE_SIZE } from "../../../../src/config";
import type { Resolvers } from "../../types.generated";
import { badInput, notFound } from "../../errors";
import { signedPath } from "../../../storage";
import { MESSAGES } from "../../../../src/i18n/messages";

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
      const rows = await ctx.database.query<DocRow>(
        `SELECT d."id", d."archivo" FROM "documentosreporte" d JOIN "reportes" r ON r."id" = d."idreporte"
          WHERE d."idreporte" = $1 AND r."idempresa" = $2 AND d."idempresa" = $2 AND d."subido" ORDER BY d."id"`,
        [idreporte, ctx.session.idempresa],
      );
      return rows.map((d) => ({ id: d.id, key: d.archivo, url: signedPath("GET", d.archivo) }));
    },
    getSignedURLReports: async (_parent, { idreportes }, ctx) => {
      const ids = [...new Set(idreportes)];
      if (ids.length > MAX_SIGNED_REPORTS) throw badInput(`Demasiados reportes (maximo ${MAX_SIGNED_REPORTS})`);
      if (!ids.length) return [];
      const rows = await ctx.database.query<DocRow>(
        `SELECT d."id", d."idreporte", d."archivo" FROM "documentosreporte" d JOIN "reportes" r ON r."id" = d."idreporte"
          WHERE d."idreporte" = ANY($1::int[]) AND r."idempresa" = $2 AND d."idempresa" = $2 AND d."subido" ORDER BY d."idreporte", d."id"`,
        [ids, ctx.session.idempresa],
      );
      return rows.map((d) => ({ id: d.id, idreporte: d.idreporte, key: d.archivo, url: signedPath("GET", d.archivo) }));
    },
    getSignedUrlFileDownload: async (_parent, { key }, ctx) => {
      const [doc] = await ctx.database.query<DocRow>(
        `SELECT "id", "archivo" FROM "documentosreporte" WHERE "archivo" = $1 AND "idempresa" = $2 AND "subido"`,
        [key, ctx.session.idempresa],
      );
      if (!doc) throw notFound(MESSAGES.notFound.file);
      return { id: doc.id, key: doc.archivo, url: signedPath("GET", doc.archivo) };
    },
  },
};

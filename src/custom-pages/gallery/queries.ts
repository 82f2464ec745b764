// The gallery's GraphQL: the trip's reports with documents, and one batched request for all their signed urls.
import type { ArchivoReporteFirmado, Trazabilidad } from "@/graphql/schema.types";

export const GALLERY_PAGE_SIZE = 500;

export const REPORTS = `query GalleryReports($id: Int!, $pagination: PaginationInput) {
  trazabilidadInfo(id: $id, pagination: $pagination) { totalreg data { id fechahora evento sysevento lugar numberdocs } } }`;
export type GalleryReport = Pick<Trazabilidad, "id" | "fechahora" | "evento" | "sysevento" | "lugar" | "numberdocs">;

/** Every image of the given reports in one request, whatever their number (no alias per report). */
export const SIGNED_URLS = `query GallerySignedUrls($idreportes: [Int!]!) {
  getSignedURLReports(idreportes: $idreportes) { id idreporte key url } }`;
export type SignedUrlsAnswer = { getSignedURLReports: ArchivoReporteFirmado[] };

export const FILE_DOWNLOAD = `query GetSignedUrlFileDownload($key: String!) { getSignedUrlFileDownload(key: $key) { id key url } }`;

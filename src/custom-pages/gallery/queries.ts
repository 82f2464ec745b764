// The gallery's GraphQL: the trip's reports with documents, and one aliased request for all their signed urls.
import type { ArchivoFirmado, Trazabilidad } from "@/graphql/schema.types";

export const GALLERY_PAGE_SIZE = 500;

export const REPORTS = `query GalleryReports($id: Int!, $pagination: PaginationInput) {
  trazabilidadInfo(id: $id, pagination: $pagination) { totalreg data { id fechahora evento sysevento lugar numberdocs } } }`;
export type GalleryReport = Pick<Trazabilidad, "id" | "fechahora" | "evento" | "sysevento" | "lugar" | "numberdocs">;

/** `query { r12: getSignedURLReport(idreporte: 12) { id key url } … }` for the given report ids. */
export function signedUrlsDocument(ids: readonly number[]): string {
  const fields = ids
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .map((id) => `r${id}: getSignedURLReport(idreporte: ${id}) { id key url }`);
  return `query GallerySignedUrls { ${fields.join(" ")} }`;
}

export type SignedUrlsAnswer = Record<string, ArchivoFirmado[]>;

export const FILE_DOWNLOAD = `query GetSignedUrlFileDownload($key: String!) { getSignedUrlFileDownload(key: $key) { id key url } }`;

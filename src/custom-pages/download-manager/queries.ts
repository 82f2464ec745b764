// The download manager's GraphQL documents: a trip's reports with photos, and their signed urls.
export const REPORTS_WITH_PHOTOS = `query DownloadReports($id: Int!, $pagination: PaginationInput) {
  trazabilidadInfo(id: $id, pagination: $pagination) { totalreg data { id numberdocs } }
}`;
export const SIGNED_URLS = `query DownloadSignedUrls($idreporte: Int!) { getSignedURLReport(idreporte: $idreporte) { id key url } }`;

// The page information a paged answer carries beside its rows (totalreg, page, limit,
// totalpages): the page asked for, the page size the server really used (the asked size, capped) and how many
// pages the rows fill (at least 1, as the footer's '1 de 1' on an empty table).
import { pageCount } from "./table-paging";

export interface PageInfo {
  page: number;
  limit: number;
  totalpages: number;
}

export function pageInfo(totalreg: number, pagination: { fields: number; page: number }, maxPageSize: number): PageInfo {
  const limit = Math.min(pagination.fields, maxPageSize);
  return { page: pagination.page, limit, totalpages: pageCount(totalreg, limit) };
}

// How many rows of a page the generic data table renders: the first 30, then 30 more each
// time the user scrolls the table's body to within one body height of its end.
import { FIRST_RENDERED_ROWS } from "../config";

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** The rendered count after a scroll of the body, never more than the page's rows. */
export function renderedAfterScroll(rendered: number, total: number, body: ScrollBox): number {
  if (rendered >= total) return rendered;
  const left = body.scrollHeight - body.scrollTop - body.clientHeight;
  return left <= body.clientHeight ? Math.min(total, rendered + FIRST_RENDERED_ROWS) : rendered;
}

// The height a table's scrolling body can take so the page ends at the viewport's bottom: the viewport's
// height less what is above the body (header, toolbar, the table's header row) and what is below it (the
// footer pagination, the content's bottom padding). Measured again when the window or the page's layout
// changes size (a toolbar that wraps, the filters row shown). Never less than MIN_TABLE_BODY_HEIGHT, so a
// short window scrolls the page rather than squeezing the rows away.
import { useLayoutEffect, useState, type RefObject } from "react";

export const MIN_TABLE_BODY_HEIGHT = 240;

/** The body height for a body at `top` (page coordinates) with `below` px of the page under it. */
export function fittedBodyHeight(viewportHeight: number, top: number, below: number): number {
  return Math.max(MIN_TABLE_BODY_HEIGHT, Math.floor(viewportHeight - top - below));
}

function measure(root: HTMLElement): number | null {
  const body = root.querySelector<HTMLElement>(".ant-table-body");
  if (!body) return null;
  const bodyBox = body.getBoundingClientRect();
  const rootBox = root.getBoundingClientRect();
  if (rootBox.height === 0) return null; // not laid out (hidden tab, test DOM)
  const content = root.closest<HTMLElement>(".ant-layout-content");
  const padding = content ? Number.parseFloat(getComputedStyle(content).paddingBottom) || 0 : 0;
  return fittedBodyHeight(window.innerHeight, bodyBox.top + window.scrollY, rootBox.bottom - bodyBox.bottom + padding);
}

/** The fitted height of the body of the table under `rootRef` (null until measured, or when off). */
export function useFittedBodyHeight(rootRef: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    const update = () => {
      const next = measure(root);
      if (next !== null) setHeight((prev) => (prev === next ? prev : next));
    };
    update();
    window.addEventListener("resize", update);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(root);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, [rootRef, enabled]);
  return enabled ? height : null;
}

// What every map of the app does once L7 is ready (issue 16): draws the basemap under its layers and hangs the
// test read-out (`mapProbe`) on its container; and fits a view to points.
import type { Scene } from "@antv/l7";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { addBasemap, type PlotLike } from "./basemap";
import { boundsOf, type LngLat } from "./bounds";
import { exposeMap, mapProbe } from "./map-probe";

/** room around fitted points, in pixels */
export const FIT_PADDING = 48;
/** a fitted view never zooms closer than this (a single point is a town, not a street) */
export const FIT_MAX_ZOOM = 11;

/** The plot once ready (null before) and the `onReady` to hand to the @ant-design/maps component. */
export function useMapPlot<P extends PlotLike>(container: RefObject<HTMLElement | null>): { plot: P | null; onReady: (ready: unknown) => void } {
  const [plot, setPlot] = useState<P | null>(null);
  const unexpose = useRef<() => void>(() => undefined);
  const onReady = useCallback(
    (ready: unknown) => {
      const p = ready as P;
      const basemap = addBasemap(p);
      unexpose.current();
      unexpose.current = exposeMap(container.current, mapProbe(p.scene, basemap.info));
      setPlot(p);
    },
    [container],
  );
  useEffect(() => () => unexpose.current(), []);
  return { plot, onReady };
}

/** Fits the scene's view to the points (nothing without points); true when it did. */
export function fitTo(scene: Scene, points: readonly LngLat[]): boolean {
  const bounds = boundsOf(points);
  if (!bounds) return false;
  scene.fitBounds(bounds, { padding: FIT_PADDING, animate: false, maxZoom: FIT_MAX_ZOOM });
  return true;
}

// What every map of the app does once L7 is ready: draws the basemap under its layers and hangs the
// test read-out (`mapProbe`) on its container; and fits a view to points.
import type { Scene } from "@antv/l7";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useThemeMode } from "@/providers/theme-mode";
import { addBasemap, type Basemap, type PlotLike } from "./basemap";
import { mapColors, mapContainerStyle } from "./map-colors";
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
  const colors = mapColors(useThemeMode().dark);
  const colorsNow = useRef(colors);
  colorsNow.current = colors;
  const basemap = useRef<Basemap | null>(null);
  // dark mode switched while the map is open: the basemap follows
  useEffect(() => basemap.current?.recolor(colors), [colors]);
  const onReady = useCallback(
    (ready: unknown) => {
      const p = ready as P;
      basemap.current = addBasemap(p, colorsNow.current);
      unexpose.current();
      unexpose.current = exposeMap(container.current, mapProbe(p.scene, basemap.current.info));
      setPlot(p);
    },
    [container],
  );
  useEffect(() => () => unexpose.current(), []);
  return { plot, onReady };
}

/** The style of a map's container in the current look (its background is the basemap's sea). */
export function useMapContainerStyle(height: number | string) {
  const { dark } = useThemeMode();
  return useMemo(() => mapContainerStyle(height, dark), [height, dark]);
}

/** Fits the scene's view to the points (nothing without points); true when it did. */
export function fitTo(scene: Scene, points: readonly LngLat[]): boolean {
  const bounds = boundsOf(points);
  if (!bounds) return false;
  scene.fitBounds(bounds, { padding: FIT_PADDING, animate: false, maxZoom: FIT_MAX_ZOOM });
  return true;
}

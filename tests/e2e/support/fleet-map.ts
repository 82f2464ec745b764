// Page object of Flota en vivo: what the map draws, read through the probe its container carries
// (src/custom-pages/fleet-map/map-probe.ts), and clicks on the map's canvas at a coordinate's pixel.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { DrawnFeature, DrawnTrip, FleetMapProbe } from "@/custom-pages/fleet-map/map-probe";

export const MAP_POLL = { timeout: 30_000 };

export interface Drawn {
  features: DrawnFeature[];
  trips: DrawnTrip[];
  background: number;
  zoom: number;
}

type ProbeHost = HTMLElement & { fleetMapProbe?: FleetMapProbe };

export class FleetMapPage {
  constructor(private page: Page) {}

  get map() {
    return this.page.getByTestId("fleet-map");
  }
  get canvas() {
    return this.map.locator("canvas").first();
  }

  async open() {
    await this.page.goto("/home/flota");
    await this.waitDrawn();
  }
  async waitDrawn() {
    await this.canvas.waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await this.drawn())?.features.length ?? 0, MAP_POLL).toBeGreaterThan(0);
  }

  /** what the map draws now (null until the map is ready) */
  drawn(): Promise<Drawn | null> {
    return this.map.evaluate((el) => {
      const probe = (el as ProbeHost).fleetMapProbe;
      return probe ? { features: probe.features(), trips: probe.trips(), background: probe.background(), zoom: probe.zoom() } : null;
    });
  }
  async drawnIds(): Promise<number[]> {
    return ((await this.drawn())?.trips ?? []).map((t) => t.viaje).sort((a, b) => a - b);
  }
  /** a coordinate's pixel in the map's canvas (L7's lngLat → container) */
  pixel(lng: number, lat: number): Promise<{ x: number; y: number }> {
    return this.map.evaluate((el, [x, y]) => (el as ProbeHost).fleetMapProbe!.pixel(x, y), [lng, lat] as const);
  }
  zoomTo(zoom: number, lng: number, lat: number): Promise<void> {
    return this.map.evaluate((el, [z, x, y]) => (el as ProbeHost).fleetMapProbe!.zoomTo(z, x, y), [zoom, lng, lat] as const);
  }
  /** a click at a pixel of the canvas (L7's overlay over the canvas takes the pointer events) */
  async click(at: { x: number; y: number }) {
    await this.canvas.scrollIntoViewIfNeeded();
    const box = (await this.canvas.boundingBox())!;
    await this.page.mouse.click(box.x + at.x, box.y + at.y);
  }
  /** the drawn trip's pixel when it is drawn as its own dot inside the canvas, else null */
  async singleDotPixel(viaje: number, margin = 30): Promise<{ x: number; y: number } | null> {
    const feature = (await this.drawn())?.features.find((f) => f.cluster === null && f.viaje === viaje);
    if (!feature) return null;
    const at = await this.pixel(feature.lng, feature.lat);
    const box = (await this.canvas.boundingBox())!;
    return at.x > margin && at.y > margin && at.x < box.width - margin && at.y < box.height - margin ? at : null;
  }
}

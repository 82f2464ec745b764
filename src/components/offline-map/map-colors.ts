// The offline basemap's colours: the sea is the map container's background, the land is drawn
// over it (src/components/offline-map/basemap.ts). A light and a dark set, the dark one for dark mode (a
// bright map in a dark screen dazzles and its labels lose their contrast). Plain data, so tests can read them
// without the maps library.
export interface MapPalette {
  sea: string;
  colombia: string;
  neighbour: string;
  border: string;
  /** the cities' names, and the halo around them */
  label: string;
  halo: string;
}

export const MAP_COLORS: Readonly<MapPalette> = Object.freeze({
  sea: "#cfe2f0",
  colombia: "#f7f3e8",
  neighbour: "#e4e2da",
  border: "#9c8f78",
  label: "#5c5446",
  halo: "#ffffff",
});

export const MAP_COLORS_DARK: Readonly<MapPalette> = Object.freeze({
  sea: "#0d1b29",
  colombia: "#35322b",
  neighbour: "#24231f",
  border: "#8f826b",
  label: "#e6dfd1",
  halo: "#141414",
});

export const mapColors = (dark: boolean): Readonly<MapPalette> => (dark ? MAP_COLORS_DARK : MAP_COLORS);

/** the container style of a map with the basemap: the sea shows where no land is drawn */
export const mapContainerStyle = (height: number | string, dark = false) => ({ height, width: "100%", background: mapColors(dark).sea });

// The offline basemap's colours (issue 16): the sea is the map container's background, the land is drawn
// over it (src/components/offline-map/basemap.ts). Plain data, so tests can read them without the maps library.
export const MAP_COLORS = Object.freeze({
  sea: "#cfe2f0",
  colombia: "#f7f3e8",
  neighbour: "#e4e2da",
  border: "#9c8f78",
  label: "#5c5446",
});

/** the container style of a map with the basemap: the sea shows where no land is drawn */
export const mapContainerStyle = (height: number | string) => ({ height, width: "100%", background: MAP_COLORS.sea });

// The offline basemap cut at build time by scripts/basemap.ts (Vite plugin `basemap()`).
declare module "virtual:basemap" {
  const basemap: import("../../../scripts/basemap").Basemap;
  export default basemap;
}

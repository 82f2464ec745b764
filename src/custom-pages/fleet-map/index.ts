export { FleetMapPage } from "./FleetMapPage";

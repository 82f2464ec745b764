export { TripDetailPage } from "./TripDetailPage";

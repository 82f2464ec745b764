export { DeleteTripPage } from "./DeleteTripPage";

export { GalleryPage } from "./GalleryPage";

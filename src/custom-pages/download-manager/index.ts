export { DownloadManagerPage } from "./DownloadManagerPage";

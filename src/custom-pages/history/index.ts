export { HistoryPage } from "./HistoryPage";
export * from "./history-rules";

export { StatisticsPage } from "./StatisticsPage";

// The report forms and the report panel the trip detail mounts.
export { ReportButtons, type ReportButtonsProps } from "./ReportButtons";
export { REPORT_TRIP_FIELDS, type ReportShipment, type ReportTrip, type CreatedReport } from "./queries";

// What every report form receives from ReportButtons.
import type { CreatedReport, ReportShipment, ReportTrip } from "./queries";

export interface FormProps {
  open: boolean;
  trip: ReportTrip;
  shipments: readonly ReportShipment[];
  /** the event the button sends (shipment, control-post and process forms) */
  idsysevento: number;
  title?: string;
  onClose: () => void;
  onReported: (report: CreatedReport) => void;
}

// Generic process report (trip-level events of the processes menu, spec 2 §4): fecha, hora, novedad, lugar.
// A mutation error shows a 3000 ms error toast and closes the form (spec 2 §8).
import { eventDescription } from "@server/db/seed/catalog";
import { RETURN_LABELS } from "@/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "./texts";

export const processLabel = (idsysevento: number) => RETURN_LABELS[idsysevento] ?? eventDescription(idsysevento);

export function GenericProcessForm({ shipments: _s, idsysevento, title, ...props }: FormProps) {
  return (
    <ReportForm {...props} kind="generic" idsysevento={idsysevento}
      title={title ?? `${REPORT_TEXTS.titles.generic}: ${processLabel(idsysevento)}`} />
  );
}

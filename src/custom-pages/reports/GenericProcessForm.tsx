// Generic process report (trip-level events of the processes menu): fecha, hora, novedad, lugar.
// A mutation error shows a 3000 ms error toast and closes the form.
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";
import { useEventName } from "./use-event-name";

export function GenericProcessForm({ shipments, idsysevento, title, ...props }: FormProps) {
  const { processLabel } = useEventName();
  return (
    <ReportForm {...props} kind="generic" idsysevento={idsysevento} shipments={shipments}
      title={title ?? `${REPORT_TEXTS.titles.generic}: ${processLabel(idsysevento)}`} />
  );
}

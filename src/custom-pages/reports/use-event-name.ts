// The names of the system events on the report panel and its forms: the server's sysEventos (fetched once),
// so the screen shows whatever catalogue the company's server keeps; the returns keep
// their fixed button texts ('Devolver terminar' / 'Devolver cancelar').
import { useCallback } from "react";
import { RETURN_LABELS } from "@shared/domain/report-rules";
import { useSystemCatalogs } from "@/hooks/use-system-catalogs";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export function useEventName() {
  const { evento } = useSystemCatalogs();
  const eventName = useCallback((id: number) => evento(id)?.descripcion ?? REPORT_TEXTS.unknownEvent(id), [evento]);
  const processLabel = useCallback((id: number) => RETURN_LABELS[id] ?? eventName(id), [eventName]);
  return { eventName, processLabel };
}

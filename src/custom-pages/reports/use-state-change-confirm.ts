// The one question before a report that changes the trip's state (shared/domain/state-change.ts): "Este reporte
// cambiará el estado del viaje de X a Y. ¿Desea continuar?", its OK button focused so that Enter confirms.
// Reports that leave the state as it is are filed without asking.
import { App } from "antd";
import type { ReporteInput } from "@/graphql/schema.types";
import { stateChange } from "@shared/domain/state-change";
import { useSystemCatalogs } from "@/hooks/use-system-catalogs";
import type { ReportShipment, ReportTrip } from "./queries";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export function useStateChangeConfirm() {
  const { modal } = App.useApp();
  const { estado } = useSystemCatalogs();
  const stateName = (id: number) => estado(id)?.descripcion ?? REPORT_TEXTS.unknownState(id);

  return (input: ReporteInput, trip: ReportTrip, shipments: readonly ReportShipment[]): Promise<boolean> => {
    const change = stateChange({
      idsysevento: Number(input.idsysevento),
      trip: {
        idsysestado: Number(trip.idsysestado),
        idproximosysevento: trip.idproximosysevento == null ? null : Number(trip.idproximosysevento),
        idproximopuestocontrol: trip.idproximopuestocontrol == null ? null : Number(trip.idproximopuestocontrol),
      },
      shipments: shipments.map((s) => ({ id: Number(s.id), idsysestado: Number(s.idsysestado) })),
      selected: (input.idremesas ?? []).map(Number),
    });
    if (!change) return Promise.resolve(true);
    return new Promise((resolve) => {
      modal.confirm({
        title: REPORT_TEXTS.stateChangeTitle,
        content: REPORT_TEXTS.stateChange(stateName(change.from), stateName(change.to)),
        okText: REPORT_TEXTS.stateChangeOk,
        cancelText: REPORT_TEXTS.cancel,
        autoFocusButton: "ok",
        className: "report-state-change",
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}

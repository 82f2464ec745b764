// The report forms of one trip, opened from its row of the trips list (R on a focused row): the trip
// detail's report panel (ReportButtons) in a drawer, so the controller reports without leaving the list.
import { useOne } from "@refinedev/core";
import { Drawer, Spin } from "antd";
import { ReportButtons, REPORT_TRIP_FIELDS, type ReportShipment, type ReportTrip } from "@/custom-pages/reports";
import { SHIPMENTS } from "@/custom-pages/trip-detail/queries";
import { useGqlQuery } from "@/custom-pages/trip-detail/use-gql";
import { TRIP_REPORTS_TEXTS } from "@shared/i18n/trips-list";

const FIELDS = [...REPORT_TRIP_FIELDS, "numero"];

export interface TripReportDrawerProps {
  /** the trip whose forms are shown; null: closed */
  tripId: number | null;
  onClose: () => void;
  /** after each confirmed report (the list refreshes) */
  onReported: () => void;
}

export function TripReportDrawer({ tripId, onClose, onReported }: TripReportDrawerProps) {
  const open = tripId !== null;
  const { result: trip, query } = useOne<ReportTrip & { numero?: string | null }>({
    resource: "viajes", id: tripId ?? 0, meta: { fields: FIELDS }, queryOptions: { enabled: open, retry: false },
  });
  const shipments = useGqlQuery<{ remesasInfo: ReportShipment[] }>(SHIPMENTS, { idviaje: tripId ?? 0 }, open);
  const ready = open && trip && Number(trip.id) === tripId;
  return (
    <Drawer open={open} onClose={onClose} width={640} destroyOnHidden className="trip-report-drawer"
      title={TRIP_REPORTS_TEXTS.title(String(trip?.numero ?? tripId ?? ""))}>
      {ready ? (
        <ReportButtons
          trip={trip}
          shipments={shipments.data?.remesasInfo ?? []}
          onReported={() => {
            void query.refetch();
            void shipments.query.refetch();
            onReported();
          }}
        />
      ) : <Spin />}
    </Drawer>
  );
}

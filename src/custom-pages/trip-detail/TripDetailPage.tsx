// /Home/Viaje/{id}: general block, progress (open trips), the tabs Trazabilidad, Plan de viajes
// and Remesas / Ordenes with the alert button, and the commercial instructions. A trip that fails to load
// (unknown id, another company's, network) sends the user to /Home/network-error.
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useOne } from "@refinedev/core";
import { Card, Space, Spin, Tabs } from "antd";
import { PageHeader } from "@/components/layout";
import { ReportButtons } from "@/custom-pages/reports";
import { TRACEABILITY_PAGE_SIZE } from "@shared/config";
import { useSystemCatalogs } from "@/hooks/use-system-catalogs";
import { readSession } from "@/providers/session";
import { paths } from "@/resources/registry";
import { AlertButton } from "./AlertButton";
import { GeneralInfo } from "./GeneralInfo";
import { InstructionsPanel } from "./InstructionsPanel";
import { PlanTab } from "./PlanTab";
import { PLAN, SHIPMENTS, TRACEABILITY, TRIP_FIELDS, type Shipment, type TraceabilityRow, type TripInfo, type TripPlan } from "./queries";
import { ShipmentsTab } from "./ShipmentsTab";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { TraceabilityTab } from "./TraceabilityTab";
import { TraceabilityToolbar } from "./TraceabilityToolbar";
import { isClosedState, isFinished, parseTripId } from "./trip-state";
import { TripProgress } from "./TripProgress";
import { useGqlQuery } from "./use-gql";
import { useTripLive } from "./use-trip-live";

export function TripDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const tripId = parseTripId(params.id);
  const valid = tripId !== null;
  const id = tripId ?? 0;
  const [page, setPage] = useState(1);
  const role = readSession()?.roll;
  const { estados } = useSystemCatalogs();

  const { result: trip, query: tripQuery } = useOne<TripInfo>({
    resource: "viajes",
    id,
    meta: { fields: TRIP_FIELDS },
    queryOptions: { enabled: valid, retry: false },
    errorNotification: false,
  });
  const traceability = useGqlQuery<{ trazabilidadInfo: { totalreg: number; data: TraceabilityRow[] } }>(
    TRACEABILITY, { id, pagination: { fields: TRACEABILITY_PAGE_SIZE, page } }, valid,
  );
  const plan = useGqlQuery<{ planviajePorViaje: TripPlan | null }>(PLAN, { idviaje: id }, valid);
  const shipments = useGqlQuery<{ remesasInfo: Shipment[] }>(SHIPMENTS, { idviaje: id }, valid);

  const failed = !valid || tripQuery.isError || (tripQuery.isSuccess && !trip);
  useEffect(() => {
    if (failed) navigate(paths.networkError, { replace: true });
  }, [failed, navigate]);

  useTripLive(id, trip?.numero ?? "", valid && !!trip, {
    trip: () => void tripQuery.refetch(),
    traceability: () => void traceability.query.refetch(),
    shipments: () => void shipments.query.refetch(),
  });

  if (!trip) return <Spin style={{ display: "block", margin: 48 }} />;
  const closed = isClosedState(trip.idsysestado);
  const finished = isFinished(trip.idsysestado, estados);
  const rows = traceability.data?.trazabilidadInfo.data ?? [];
  const shipmentRows = shipments.data?.remesasInfo ?? [];
  const tripPlan = plan.data?.planviajePorViaje;

  return (
    <>
      <PageHeader title={TRIP_DETAIL_TEXTS.title(trip.numero)} />
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        <Card size="small">
          <GeneralInfo trip={trip} finished={finished} />
          <ReportButtons
            trip={trip}
            shipments={shipmentRows}
            onReported={() => {
              void tripQuery.refetch();
              void traceability.query.refetch();
              void shipments.query.refetch();
            }}
          />
          {!closed && <TripProgress trip={trip} plan={tripPlan} />}
        </Card>
        {/* the commercial instructions above the tabs, the whole width, as tall loaded or not (one row a page),
            so nothing moves when they arrive; the tabs take the whole width too (the traceability's columns need it) */}
        <InstructionsPanel tripId={trip.id} />
        <div data-testid="trip-tabs-column">
          <Card size="small">
            <Tabs
              defaultActiveKey="trazabilidad"
              tabBarExtraContent={<AlertButton tripId={trip.id} alerta={trip.alerta} onSaved={() => void tripQuery.refetch()} />}
              items={[
                {
                  key: "trazabilidad",
                  label: TRIP_DETAIL_TEXTS.tabs.traceability,
                  children: (
                    <TraceabilityTab
                      tripId={trip.id}
                      rows={rows}
                      total={traceability.data?.trazabilidadInfo.totalreg ?? 0}
                      loading={traceability.query.isFetching}
                      page={page}
                      onPage={setPage}
                      role={role}
                      toolbar={<TraceabilityToolbar trip={trip} rows={rows} shipments={shipmentRows} />}
                    />
                  ),
                },
                {
                  key: "plan",
                  label: TRIP_DETAIL_TEXTS.tabs.plan,
                  children: (
                    <PlanTab tripId={trip.id} plan={tripPlan} shipments={shipmentRows} loading={plan.query.isFetching}
                      onChanged={() => void plan.query.refetch()} />
                  ),
                },
                {
                  key: "remesas",
                  label: TRIP_DETAIL_TEXTS.tabs.shipments,
                  children: <ShipmentsTab shipments={shipmentRows} loading={shipments.query.isFetching} />,
                },
              ]}
            />
          </Card>
        </div>
      </Space>
    </>
  );
}

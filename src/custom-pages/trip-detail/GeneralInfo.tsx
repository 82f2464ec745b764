// The general information block: driver, plate, route, first phone, GPS link, state; the
// driver and vehicle modals; copy buttons. Progress, distance and route map live in TripProgress.
import { useState, type ReactNode } from "react";
import { Button, Descriptions, Space, Tag, Tooltip } from "antd";
import { GlobalOutlined } from "@ant-design/icons";
import { CopyText } from "@/components/copy-text";
import { EtaText } from "@/custom-pages/fleet-map/EtaText";
import { gpsHref, gpsTooltip } from "@shared/domain/gps-link";
import { firstPhone, phoneLabel } from "@shared/domain/phone";
import { DriverModal } from "./DriverModal";
import { VEHICLE, type TripInfo, type VehicleInfo } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { orNA } from "./trip-state";
import { useGqlQuery } from "./use-gql";
import { VehicleModal } from "./VehicleModal";
import { ETA_TEXTS } from "@shared/i18n/fleet";

/** a long name wraps within the block (a phone's width) instead of pushing the copy button off the screen */
const WRAPPING_LINK = { padding: 0, height: "auto", whiteSpace: "normal", textAlign: "start", overflowWrap: "anywhere" } as const;

function WithCopy({ text, label, children }: { text: string | null | undefined; label: string; children: ReactNode }) {
  return (
    <Space size={4} align="start" style={{ minWidth: 0 }} styles={{ item: { minWidth: 0 } }}>
      {children}
      {text ? <CopyText text={text} confirmation={TRIP_DETAIL_TEXTS.copied} label={`${TRIP_DETAIL_TEXTS.copy} ${label}`} /> : null}
    </Space>
  );
}

export function GeneralInfo({ trip, finished }: { trip: TripInfo; finished: boolean }) {
  const [modal, setModal] = useState<"driver" | "vehicle" | null>(null);
  const { data, query } = useGqlQuery<{ vehiculo: VehicleInfo | null }>(VEHICLE, { id: trip.idvehiculo }, trip.idvehiculo != null);
  const vehicle = data?.vehiculo;
  const href = gpsHref(vehicle?.gpsurl);
  const phone = firstPhone(trip.telefonoconductor);
  const g = TRIP_DETAIL_TEXTS.general;

  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="trip-general">
        <Descriptions.Item label={g.driver}>
          <WithCopy text={trip.nombreconductor} label={g.driver}>
            <Button type="link" size="small" style={WRAPPING_LINK} onClick={() => setModal("driver")} disabled={trip.idconductor == null}>
              {orNA(trip.nombreconductor)}
            </Button>
          </WithCopy>
        </Descriptions.Item>
        <Descriptions.Item label={g.plate}>
          <WithCopy text={trip.placa} label={g.plate}>
            <Button type="link" size="small" style={WRAPPING_LINK} onClick={() => setModal("vehicle")} disabled={trip.idvehiculo == null}>
              {orNA(trip.placa)}
            </Button>
            <Tooltip title={gpsTooltip(vehicle?.gpsurl)}>
              <Button
                size="small"
                icon={<GlobalOutlined />}
                aria-label={g.gps}
                href={href ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                disabled={!href}
              />
            </Tooltip>
          </WithCopy>
        </Descriptions.Item>
        <Descriptions.Item label={g.route}>
          <WithCopy text={trip.ruta} label={g.route}>{orNA(trip.ruta)}</WithCopy>
        </Descriptions.Item>
        <Descriptions.Item label={g.phone}>
          <WithCopy text={phone} label={g.phone}>
            <span data-testid="trip-phone">{phoneLabel(trip.telefonoconductor)}</span>
          </WithCopy>
        </Descriptions.Item>
        <Descriptions.Item label={g.client}>{orNA(trip.cliente)}</Descriptions.Item>
        <Descriptions.Item label={g.state}>
          <Tag color={finished ? "green" : "blue"} data-testid="trip-state">{orNA(trip.estado)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={ETA_TEXTS.label}>
          <EtaText eta={trip.eta} />
        </Descriptions.Item>
      </Descriptions>
      <DriverModal id={trip.idconductor} open={modal === "driver"} onClose={() => setModal(null)} />
      <VehicleModal vehicle={vehicle} loading={query.isFetching} open={modal === "vehicle"} onClose={() => setModal(null)} />
    </>
  );
}

// The chosen point's details: the trip by its manifest number, plate, route, last event, ETA and a link to
// the trip. The internal id only builds the link.
import { Card, Descriptions, Tag } from "antd";
import { Link } from "react-router";
import { EtaText, formatEtaDate } from "./EtaText";
import type { FleetPoint } from "./fleet-points";
import { ETA_TEXTS, FLEET_CARD_TEXTS, FLEET_STATE_LABELS } from "@shared/i18n/fleet";

export const tripPath = (id: number) => `/Home/Viaje/${id}`;

export function PointCard({ point, onClose }: { point: FleetPoint; onClose: () => void }) {
  const t = point.trip;
  const na = FLEET_CARD_TEXTS.empty;
  return (
    <Card
      size="small" data-testid="fleet-point-card" title={FLEET_CARD_TEXTS.title(String(t.numero || na))}
      extra={<a onClick={onClose} role="button">{FLEET_CARD_TEXTS.close}</a>}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={FLEET_CARD_TEXTS.plate}>{t.placa || na}</Descriptions.Item>
        <Descriptions.Item label={FLEET_CARD_TEXTS.route}>{t.ruta || na}</Descriptions.Item>
        <Descriptions.Item label={FLEET_CARD_TEXTS.lastEvent}>{`${t.ultimoevento || na} · ${formatEtaDate(t.fechahoraultimoevento)}`}</Descriptions.Item>
        <Descriptions.Item label={ETA_TEXTS.label}><EtaText eta={t.eta} /></Descriptions.Item>
        <Descriptions.Item label={FLEET_CARD_TEXTS.state}><Tag color={point.color} data-color={point.color}>{FLEET_STATE_LABELS[point.estado]}</Tag></Descriptions.Item>
      </Descriptions>
      <Link to={tripPath(point.viaje)}>{FLEET_CARD_TEXTS.open}</Link>
    </Card>
  );
}

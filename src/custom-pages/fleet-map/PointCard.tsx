// The chosen point's details: the trip by its manifest number, plate, route, last event, ETA and a link to
// the trip. The internal id only builds the link.
import { useTranslate } from "@refinedev/core";
import { Card, Descriptions, Tag } from "antd";
import { Link } from "react-router";
import { EtaText, ETA_TEXTS, formatEtaDate } from "./EtaText";
import { FLEET_STATE_LABELS } from "@shared/domain/fleet-state";
import type { FleetPoint } from "./fleet-points";

export const tripPath = (id: number) => `/Home/Viaje/${id}`;

export function PointCard({ point, onClose }: { point: FleetPoint; onClose: () => void }) {
  const tr = useTranslate();
  const t = point.trip;
  const na = tr("fleet.card.empty");
  return (
    <Card
      size="small" data-testid="fleet-point-card" title={tr("fleet.card.title", { numero: t.numero || na })}
      extra={<a onClick={onClose} role="button">{tr("fleet.card.close")}</a>}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={tr("fleet.card.plate")}>{t.placa || na}</Descriptions.Item>
        <Descriptions.Item label={tr("fleet.card.route")}>{t.ruta || na}</Descriptions.Item>
        <Descriptions.Item label={tr("fleet.card.lastEvent")}>{`${t.ultimoevento || na} · ${formatEtaDate(t.fechahoraultimoevento)}`}</Descriptions.Item>
        <Descriptions.Item label={ETA_TEXTS.label}><EtaText eta={t.eta} /></Descriptions.Item>
        <Descriptions.Item label={tr("fleet.card.state")}><Tag color={point.color} data-color={point.color}>{FLEET_STATE_LABELS[point.estado]}</Tag></Descriptions.Item>
      </Descriptions>
      <Link to={tripPath(point.viaje)}>{tr("fleet.card.open")}</Link>
    </Card>
  );
}

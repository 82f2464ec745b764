// The chosen point's details: plate, route, last event, ETA and a link to the trip.
import { Card, Descriptions, Tag } from "antd";
import { Link } from "react-router";
import { EtaText, ETA_TEXTS, formatEtaDate } from "./EtaText";
import { FLEET_STATE_LABELS } from "@/domain/fleet-state";
import type { FleetPoint } from "./fleet-points";

export const tripPath = (id: number) => `/Home/Viaje/${id}`;

export function PointCard({ point, onClose }: { point: FleetPoint; onClose: () => void }) {
  const t = point.trip;
  return (
    <Card
      size="small" data-testid="fleet-point-card" title={`Viaje ${point.viaje}`}
      extra={<a onClick={onClose} role="button">Cerrar</a>}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Placa">{t.placa || "NA"}</Descriptions.Item>
        <Descriptions.Item label="Ruta">{t.ruta || "NA"}</Descriptions.Item>
        <Descriptions.Item label="Último evento">{`${t.ultimoevento || "NA"} · ${formatEtaDate(t.fechahoraultimoevento)}`}</Descriptions.Item>
        <Descriptions.Item label={ETA_TEXTS.label}><EtaText eta={t.eta} /></Descriptions.Item>
        <Descriptions.Item label="Estado"><Tag color={point.color} data-color={point.color}>{FLEET_STATE_LABELS[point.estado]}</Tag></Descriptions.Item>
      </Descriptions>
      <Link to={tripPath(point.viaje)}>Ver viaje</Link>
    </Card>
  );
}

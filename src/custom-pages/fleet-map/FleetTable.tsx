// The same points as a list beside the map (readable without WebGL, searchable by eye): state, plate,
// route, last event, ETA; a row selects its point.
import { Table, Tag } from "antd";
import { EtaText, formatEtaDate } from "./EtaText";
import type { FleetPoint } from "./fleet-points";
import { FLEET_LIST_TEXTS, FLEET_STATE_LABELS } from "@shared/i18n/fleet";

export function FleetTable({ points, selected, onSelect }: { points: FleetPoint[]; selected: number | null; onSelect: (viaje: number) => void }) {
  return (
    <Table<FleetPoint>
      size="small" rowKey="viaje" dataSource={points} data-testid="fleet-table" pagination={{ pageSize: 10, showSizeChanger: false }}
      scroll={{ x: 860 }}
      rowClassName={(p) => (p.viaje === selected ? "ant-table-row-selected" : "")}
      onRow={(p) => ({ onClick: () => onSelect(p.viaje), style: { cursor: "pointer" }, "data-viaje": p.viaje } as React.HTMLAttributes<HTMLElement>)}
      columns={[
        { key: "estado", title: FLEET_LIST_TEXTS.columns.state, width: 110, render: (_: unknown, p) => <Tag color={p.color} data-color={p.color}>{FLEET_STATE_LABELS[p.estado]}</Tag> },
        { key: "placa", title: FLEET_LIST_TEXTS.columns.plate, render: (_: unknown, p) => p.trip.placa || FLEET_LIST_TEXTS.empty },
        { key: "ruta", title: FLEET_LIST_TEXTS.columns.route, render: (_: unknown, p) => p.trip.ruta || FLEET_LIST_TEXTS.empty },
        { key: "evento", title: FLEET_LIST_TEXTS.columns.lastEvent, render: (_: unknown, p) => `${p.trip.ultimoevento || FLEET_LIST_TEXTS.empty} · ${formatEtaDate(p.trip.fechahoraultimoevento)}` },
        { key: "eta", title: FLEET_LIST_TEXTS.columns.eta, render: (_: unknown, p) => <EtaText eta={p.trip.eta} /> },
        {
          key: "posicion", title: FLEET_LIST_TEXTS.columns.position,
          render: (_: unknown, p) => <span data-testid="fleet-position">{`${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`}</span>,
        },
      ]}
    />
  );
}

// The same points as a list beside the map (readable without WebGL, searchable by eye): state, plate,
// route, last event, ETA; a row selects its point.
import { Table, Tag } from "antd";
import { EtaText, formatEtaDate } from "./EtaText";
import type { FleetPoint } from "./fleet-points";
import { FLEET_STATE_LABELS } from "@shared/i18n/fleet";

export function FleetTable({ points, selected, onSelect }: { points: FleetPoint[]; selected: number | null; onSelect: (viaje: number) => void }) {
  return (
    <Table<FleetPoint>
      size="small" rowKey="viaje" dataSource={points} data-testid="fleet-table" pagination={{ pageSize: 10, showSizeChanger: false }}
      scroll={{ x: 860 }}
      rowClassName={(p) => (p.viaje === selected ? "ant-table-row-selected" : "")}
      onRow={(p) => ({ onClick: () => onSelect(p.viaje), style: { cursor: "pointer" }, "data-viaje": p.viaje } as React.HTMLAttributes<HTMLElement>)}
      columns={[
        { key: "estado", title: "Estado", width: 110, render: (_: unknown, p) => <Tag color={p.color} data-color={p.color}>{FLEET_STATE_LABELS[p.estado]}</Tag> },
        { key: "placa", title: "Placa", render: (_: unknown, p) => p.trip.placa || "NA" },
        { key: "ruta", title: "Ruta", render: (_: unknown, p) => p.trip.ruta || "NA" },
        { key: "evento", title: "Último evento", render: (_: unknown, p) => `${p.trip.ultimoevento || "NA"} · ${formatEtaDate(p.trip.fechahoraultimoevento)}` },
        { key: "eta", title: "ETA", render: (_: unknown, p) => <EtaText eta={p.trip.eta} /> },
        {
          key: "posicion", title: "Posición",
          render: (_: unknown, p) => <span data-testid="fleet-position">{`${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`}</span>,
        },
      ]}
    />
  );
}

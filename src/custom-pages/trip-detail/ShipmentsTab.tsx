// Remesas / Ordenes tab: every shipment field the spec lists, dates in Bogotá time.
import { Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { formatDateTime } from "./format";
import type { Shipment } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { orNA } from "./trip-state";

const t = TRIP_DETAIL_TEXTS.shipments;
const text = (title: string, dataIndex: keyof Shipment, width = 160) => ({ title, dataIndex, width, render: (v: unknown) => orNA(v) });
const date = (title: string, dataIndex: keyof Shipment) => ({ title, dataIndex, width: 140, render: (v: string | null) => formatDateTime(v) });

const COLUMNS: ColumnsType<Shipment> = [
  { ...text(t.number, "numeroremesa", 110), fixed: "left" },
  text(t.client, "clienteempresatransportadora", 200),
  text(t.senderAddress, "direccionremitente", 220),
  text(t.recipientAddress, "direcciondestinatario", 220),
  text(t.origin, "origen"),
  text(t.destination, "destino"),
  text(t.state, "estado"),
  text(t.customerDocument, "documentocliente", 130),
  text(t.content, "contenido", 200),
  text(t.packaging, "empaque", 120),
  text(t.place, "lugar"),
  text(t.cargoGenerator, "generadorCarga", 200),
  date(t.loadAppointment, "fechahoracitacargue"),
  date(t.loadDeparture, "fechahoracarguesalida"),
  date(t.unloadAppointment, "fechahoracitadescargue"),
  date(t.unloadArrival, "fechahoradescarguellegada"),
];

export function ShipmentsTab({ shipments, loading }: { shipments: Shipment[]; loading: boolean }) {
  return (
    <Table<Shipment> rowKey="id" size="small" columns={COLUMNS} dataSource={shipments} loading={loading} pagination={false}
      scroll={{ x: 2900 }} data-testid="shipments-table" />
  );
}

// The container's trip details in its read-only modal (the container's detail lines).
import type { BaseRecord } from "@refinedev/core";
import { Table } from "antd";
import { formatValue } from "@/resources/engine/format-value";
import type { ViewSectionProps } from "@/resources/engine/types";

const date = (v: unknown) => formatValue(v, "DATE-TIME");
const text = (v: unknown) => formatValue(v, "TEXT");

export function ContainerTrips({ record }: ViewSectionProps) {
  const rows = (record.detalles as BaseRecord[] | undefined) ?? [];
  return (
    <Table
      style={{ marginTop: 12 }}
      data-testid="contenedor-detalles"
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 1200 }}
      dataSource={rows}
      columns={[
        { title: "Viaje", dataIndex: "idviaje", width: 80 },
        { title: "Manifiesto", dataIndex: "numeromanifiesto", width: 110, render: text },
        { title: "Remesa", dataIndex: "numeroremesa", width: 110, render: text },
        { title: "Placa", dataIndex: "placa", width: 90, render: text },
        { title: "Conductor", dataIndex: "nombreconductor", width: 180, render: text },
        { title: "Origen", dataIndex: "origen", width: 130, render: text },
        { title: "Destino", dataIndex: "destino", width: 130, render: text },
        { title: "Estado del viaje", dataIndex: "estadoviaje", width: 140, render: text },
        { title: "Estado remesa", dataIndex: "estado", width: 140, render: text },
        { title: "Cita de cargue", dataIndex: "fechahoracitacargue", width: 140, render: date },
        { title: "Cita de descargue", dataIndex: "fechahoracitadescargue", width: 140, render: date },
        { title: "Límite de entrega", dataIndex: "fechalimiteentregacontenedor", width: 140, render: date },
      ]}
    />
  );
}

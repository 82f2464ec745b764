// Trazabilidad tab: the trip's reports newest first, 100 a page; shipments for events 3, 5, 7,
// 8; a map link for application ids 11 and 13; the documents badge ('9+' above 9) opens that report's
// gallery; role 3 also sees fechareporte.
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Badge, Button, Space, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { EnvironmentOutlined, PictureOutlined } from "@ant-design/icons";
import { FooterPagination } from "@/components/layout";
import { ADMIN_ROLE, MAP_LINK_APP_IDS, TRACEABILITY_PAGE_SIZE } from "@shared/config";
import { formatDateTime, mapUrl } from "./format";
import type { TraceabilityRow } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { docsBadge, showsShipments } from "./trip-state";

export interface TraceabilityTabProps {
  tripId: number;
  rows: TraceabilityRow[];
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  role: number | undefined;
  toolbar?: ReactNode;
}

const hasMapLink = (row: TraceabilityRow) =>
  row.aplicacion != null && (MAP_LINK_APP_IDS as readonly number[]).includes(row.aplicacion) &&
  row.geolocalizacion?.latitud != null && row.geolocalizacion?.longitud != null;

export function TraceabilityTab({ tripId, rows, total, loading, page, onPage, role, toolbar }: TraceabilityTabProps) {
  const navigate = useNavigate();
  const [pageSize] = useState(TRACEABILITY_PAGE_SIZE);
  const t = TRIP_DETAIL_TEXTS.traceability;
  const columns: ColumnsType<TraceabilityRow> = [
    { title: t.date, dataIndex: "fechahora", width: 140, render: (v: string) => formatDateTime(v) },
    ...(role === ADMIN_ROLE
      ? [{ title: t.reportDate, dataIndex: "fechareporte", width: 140, render: (v: string) => formatDateTime(v) }]
      : []),
    { title: t.event, key: "evento", render: (_: unknown, r) => r.evento ?? r.sysevento ?? "NA" },
    {
      title: t.place,
      dataIndex: "lugar",
      render: (v: string | null, r) => (
        <Space size={4}>
          <span>{v ?? "NA"}</span>
          {hasMapLink(r) && (
            <Typography.Link
              href={mapUrl(r.geolocalizacion!.latitud!, r.geolocalizacion!.longitud!)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.map}
            >
              <EnvironmentOutlined />
            </Typography.Link>
          )}
        </Space>
      ),
    },
    { title: t.note, dataIndex: "novedad", render: (v: string | null) => v ?? "NA" },
    { title: t.post, dataIndex: "puestocontrol", render: (v: string | null) => v ?? "" },
    { title: t.user, dataIndex: "usuario", render: (v: string | null) => v ?? "NA" },
    {
      title: t.shipments,
      key: "remesas",
      render: (_: unknown, r) => (showsShipments(r.idsysevento) ? r.remesas.map((n) => <Tag key={n}>{n}</Tag>) : null),
    },
    {
      title: t.documents,
      dataIndex: "numberdocs",
      width: 110,
      align: "center",
      render: (n: number, r) =>
        n > 0 ? (
          <Badge count={docsBadge(n)} color="blue" data-testid={`docs-${r.id}`}>
            <Button
              size="small"
              icon={<PictureOutlined />}
              aria-label={`${t.documents} ${r.id}`}
              onClick={() => navigate(`/Home/Gallery/${tripId}?reporte=${r.id}`)}
            />
          </Badge>
        ) : null,
    },
  ];
  return (
    <>
      {toolbar}
      <Table<TraceabilityRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 1100 }}
        data-testid="traceability-table"
      />
      <FooterPagination current={page} pageSize={pageSize} total={total} pageSizeOptions={[pageSize]} onChange={(p) => onPage(p)} />
    </>
  );
}

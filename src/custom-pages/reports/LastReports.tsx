// The trip's last 10 reports, shown in every report form (a table of 10 rows).
import { Table } from "antd";
import { useCustom, type BaseRecord } from "@refinedev/core";
import { formatDateTime } from "./format";
import { LAST_REPORTS, type LastReport } from "./queries";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export const LAST_REPORTS_ROWS = 10;

export function LastReports({ idviaje }: { idviaje: number }) {
  const { result, query } = useCustom<BaseRecord>({
    url: "",
    method: "post",
    config: { payload: { id: idviaje, pagination: { fields: LAST_REPORTS_ROWS, page: 1 } } },
    meta: { document: LAST_REPORTS },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const rows = ((result.data as { trazabilidadInfo?: { data: LastReport[] } } | undefined)?.trazabilidadInfo?.data ?? []).slice(0, LAST_REPORTS_ROWS);
  const c = REPORT_TEXTS.columns;
  return (
    <Table<LastReport>
      size="small"
      rowKey="id"
      title={() => REPORT_TEXTS.lastReports}
      loading={query.isFetching}
      dataSource={rows}
      pagination={false}
      // every column keeps a readable width; a phone scrolls the table sideways inside the form
      scroll={{ x: 600 }}
      data-testid="last-reports"
      columns={[
        { title: c.fechahora, dataIndex: "fechahora", width: 130, render: (v: string) => formatDateTime(v) },
        { title: c.evento, key: "evento", width: 180, render: (_, r) => r.evento ?? r.sysevento ?? r.puestocontrol ?? "" },
        { title: c.novedad, dataIndex: "novedad", width: 170, ellipsis: true },
        { title: c.usuario, dataIndex: "usuario", width: 120, ellipsis: true },
      ]}
    />
  );
}

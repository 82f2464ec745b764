// Statistics (/home/statistics): the company's trips in a date range consolidated by one
// field, as a table (value, total, percentage, accumulated share; rows over 80 % highlighted when there are
// more than 10) and a chart of the top N plus 'Otros' or the Pareto groups. The chart is a lazy chunk.
import { Alert, Card, Col, Row, Segmented, Select, Space, Spin, Switch, Table, theme, Typography } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import { DateRangeInput } from "@/components/date-range-input/DateRangeInput";
import { FooterPagination, PageHeader } from "@/components/layout";
import type { DayRange } from "@shared/domain/date-range";
import { chartGroups, DEFAULT_TOP_N, formatShare, TOP_N_OPTIONS, type ShareRow } from "@shared/domain/pareto";
import {
  CHART_TYPES, CONSOLIDATE_OPTIONS, consolidateLabel, DEFAULT_CHART_TYPE, DEFAULT_CONSOLIDATE, defaultStatisticsRange,
  statisticsFilters, type ChartType,
} from "./options";
import { useStatistics } from "./use-statistics";
import { STATISTICS_TEXTS } from "@shared/i18n/statistics";

const StatisticsChart = lazy(() => import("./StatisticsChart"));

const HIGHLIGHT_CLASS = "statistics-row-highlight";
const STATISTICS_PAGE_SIZE = 20;

export function StatisticsPage() {
  // the highlight in antd's warning colours of the current look: pale yellow on light, dark amber on dark,
  // always with the look's text colour (white on pale yellow could not be read)
  const { token } = theme.useToken();
  const highlight = { background: token.colorWarningBgHover, color: token.colorText };
  const [range, setRange] = useState<DayRange | null>(() => defaultStatisticsRange());
  const [field, setField] = useState(DEFAULT_CONSOLIDATE);
  const [topN, setTopN] = useState<number>(DEFAULT_TOP_N);
  const [pareto, setPareto] = useState(false);
  const [chartType, setChartType] = useState<ChartType>(DEFAULT_CHART_TYPE);
  const filters = useMemo(() => statisticsFilters(range), [range]);
  const { rows, numregs, loading, isError } = useStatistics(field, filters);
  const groups = useMemo(() => chartGroups(rows, pareto ? "pareto" : "top", topN), [rows, pareto, topN]);
  // the footer of every table; new figures start again at page 1
  const [paging, setPaging] = useState({ page: 1, pageSize: STATISTICS_PAGE_SIZE, rows });
  const current = paging.rows === rows ? paging.page : 1;
  const pageRows = rows.slice((current - 1) * paging.pageSize, current * paging.pageSize);

  const columns = [
    { key: "value", dataIndex: "value", title: consolidateLabel(field), ellipsis: true, width: 190 },
    { key: "total", dataIndex: "total", title: STATISTICS_TEXTS.total, width: 110, align: "right" as const },
    { key: "percentage", dataIndex: "percentage", title: STATISTICS_TEXTS.percentage, width: 130, align: "right" as const, render: formatShare },
    { key: "accumulated", dataIndex: "accumulated", title: STATISTICS_TEXTS.accumulated, width: 130, align: "right" as const, render: formatShare },
  ].map((c) => ({ ...c, onCell: (row: ShareRow) => (row.highlighted ? { style: highlight } : {}) }));

  return (
    <div>
      <PageHeader title={STATISTICS_TEXTS.title} />
      <Space wrap size="middle" style={{ marginBottom: 12, maxWidth: "100%" }} styles={{ item: { maxWidth: "100%", minWidth: 0 } }} align="end">
        <Space direction="vertical" size={2} style={{ maxWidth: "100%" }}>
          <Typography.Text type="secondary">{STATISTICS_TEXTS.range}</Typography.Text>
          <DateRangeInput value={range} onChange={(next) => setRange(next)} showName style={{ maxWidth: "100%" }} />
        </Space>
        <Space direction="vertical" size={2}>
          <Typography.Text type="secondary">{STATISTICS_TEXTS.consolidateBy}</Typography.Text>
          <Select aria-label={STATISTICS_TEXTS.consolidateBy} style={{ width: 220 }} value={field} options={[...CONSOLIDATE_OPTIONS]} onChange={setField} />
        </Space>
        <Space direction="vertical" size={2}>
          <Typography.Text type="secondary">{STATISTICS_TEXTS.show}</Typography.Text>
          <Select
            aria-label={STATISTICS_TEXTS.show}
            style={{ width: 120 }}
            value={topN}
            disabled={pareto && rows.length > 10}
            options={TOP_N_OPTIONS.map((n) => ({ value: n, label: STATISTICS_TEXTS.top(n) }))}
            onChange={setTopN}
          />
        </Space>
        <Space size={6} style={{ paddingBottom: 5 }}>
          <Switch checked={pareto} onChange={setPareto} aria-label={STATISTICS_TEXTS.pareto} />
          <Typography.Text>{STATISTICS_TEXTS.pareto}</Typography.Text>
        </Space>
        <Space direction="vertical" size={2} style={{ maxWidth: "100%" }}>
          <Typography.Text type="secondary">{STATISTICS_TEXTS.chartType}</Typography.Text>
          <Segmented<ChartType> value={chartType} options={[...CHART_TYPES]} onChange={setChartType} style={{ maxWidth: "100%", overflowX: "auto" }} />
        </Space>
      </Space>
      {isError ? <Alert type="error" showIcon message={STATISTICS_TEXTS.error} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={11}>
          <Card size="small" title={STATISTICS_TEXTS.records(numregs)} data-testid="statistics-table">
            <Table<ShareRow>
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={pageRows}
              // the value column keeps a readable width; a narrow screen scrolls the table sideways
              scroll={{ x: 560 }}
              loading={{ spinning: loading, tip: STATISTICS_TEXTS.loading }}
              locale={{ emptyText: loading ? STATISTICS_TEXTS.loading : STATISTICS_TEXTS.empty }}
              pagination={false}
              rowClassName={(row) => (row.highlighted ? HIGHLIGHT_CLASS : "")}
            />
            <FooterPagination
              current={current}
              pageSize={paging.pageSize}
              total={rows.length}
              onChange={(page, pageSize) => setPaging({ page, pageSize, rows })}
            />
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          <Card size="small" data-testid="statistics-chart">
            {groups.length ? (
              <Suspense fallback={<Spin tip={STATISTICS_TEXTS.loading}><div style={{ height: 420 }} /></Spin>}>
                <StatisticsChart type={chartType} rows={groups} />
              </Suspense>
            ) : (
              <Typography.Text type="secondary">{loading ? STATISTICS_TEXTS.loading : STATISTICS_TEXTS.empty}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

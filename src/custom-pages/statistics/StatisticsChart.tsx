// The statistics chart: horizontal bars, vertical bars or pie with @ant-design/charts. This
// module is loaded with React.lazy, so the charts library is its own chunk, fetched only by this screen.
// It follows the light or dark look: the charts' own dark theme, and axis, legend and label texts in antd's
// text colours so they keep their contrast on either background.
import { Bar, Column, Pie } from "@ant-design/charts";
import { theme } from "antd";
import { pieSlices, type ShareRow } from "@shared/domain/pareto";
import { useThemeMode } from "@/providers/theme-mode";
import type { ChartType } from "./options";

export interface StatisticsChartProps {
  type: ChartType;
  rows: ShareRow[];
}

const HEIGHT = 420;
const BAR_COLOR = "#1677ff";
const OTHERS_COLOR = "#8c8c8c";
/** a pie label's name is cut here ('…'), so name and total fit beside the pie */
const PIE_LABEL_CHARS = 18;
const fill = (d: ShareRow) => (d.others ? OTHERS_COLOR : BAR_COLOR);
const tooltip = { items: [{ channel: "y", valueFormatter: (v: number) => String(v) }] };
const shortName = (name: string) => (name.length > PIE_LABEL_CHARS ? `${name.slice(0, PIE_LABEL_CHARS - 1).trimEnd()}…` : name);

export default function StatisticsChart({ type, rows }: StatisticsChartProps) {
  const { dark } = useThemeMode();
  const { token } = theme.useToken();
  const look = { theme: dark ? "classicDark" : "classic" };
  const axisText = { labelFill: token.colorTextSecondary, labelOpacity: 1, labelFillOpacity: 1, labelFontSize: 12 };
  if (type === "pie") {
    const slices = pieSlices(rows).map((r) => ({ ...r }));
    return (
      <div data-testid="statistics-pie" data-slices={slices.length}>
        <Pie
          {...look}
          data={slices}
          angleField="total"
          colorField="value"
          height={HEIGHT}
          radius={0.68}
          // outside labels pushed apart vertically where small slices would meet, and kept inside the chart
          label={{
            text: (d: ShareRow) => `${shortName(d.value)}: ${d.total}`,
            position: "outside",
            fill: token.colorText,
            fillOpacity: 1,
            transform: [{ type: "overlapDodgeY" }, { type: "exceedAdjust" }],
          }}
          legend={{ color: { position: "right", rowPadding: 4, itemLabelFill: token.colorText, itemLabelFillOpacity: 1 } }}
        />
      </div>
    );
  }
  const data = rows.map((r) => ({ ...r }));
  const common = {
    ...look,
    data,
    xField: "value",
    yField: "total",
    height: type === "bar" ? Math.max(HEIGHT, rows.length * 28) : HEIGHT,
    style: { fill },
    label: { text: "total", position: "inside" as const, style: { fill: "#fff" } },
    axis: { x: { title: false, ...axisText }, y: { title: false, ...axisText } },
    tooltip,
  };
  return type === "bar" ? <Bar {...common} /> : <Column {...common} />;
}

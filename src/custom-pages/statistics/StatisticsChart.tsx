// The statistics chart (spec 3 §9): horizontal bars, vertical bars or pie with @ant-design/charts. This
// module is loaded with React.lazy, so the charts library is its own chunk, fetched only by this screen.
import { Bar, Column, Pie } from "@ant-design/charts";
import type { ShareRow } from "@/domain/pareto";
import type { ChartType } from "./options";

export interface StatisticsChartProps {
  type: ChartType;
  rows: ShareRow[];
}

const HEIGHT = 420;
const BAR_COLOR = "#1677ff";
const OTHERS_COLOR = "#bfbfbf";
const fill = (d: ShareRow) => (d.others ? OTHERS_COLOR : BAR_COLOR);
const tooltip = { items: [{ channel: "y", valueFormatter: (v: number) => String(v) }] };

export default function StatisticsChart({ type, rows }: StatisticsChartProps) {
  const data = rows.map((r) => ({ ...r }));
  if (type === "pie") {
    return (
      <Pie
        data={data}
        angleField="total"
        colorField="value"
        height={HEIGHT}
        // outside labels pushed apart vertically where small slices would print over each other
        label={{ text: (d: ShareRow) => `${d.value}: ${d.total}`, position: "outside", transform: [{ type: "overlapDodgeY" }] }}
        legend={{ color: { position: "right", rowPadding: 4 } }}
      />
    );
  }
  const common = {
    data,
    xField: "value",
    yField: "total",
    height: type === "bar" ? Math.max(HEIGHT, rows.length * 28) : HEIGHT,
    style: { fill },
    label: { text: "total", position: "inside" as const, style: { fill: "#fff" } },
    axis: { x: { title: false }, y: { title: false } },
    tooltip,
  };
  return type === "bar" ? <Bar {...common} /> : <Column {...common} />;
}

// The trips list's 'Leyenda': a button in the toolbar opening what the timers' numbers are and
// what each colour means, in the company's colours and thresholds (shared/domain/timer-legend.ts).
import { QuestionCircleOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button, Flex, Popover, Typography } from "antd";
import { timerLegend, type LegendSection } from "@shared/domain/timer-legend";
import { TIMER_SETTING_FIELDS, type TimerSettings } from "@shared/domain/timers";
import { TIMER_LEGEND_TEXTS } from "@shared/i18n/timer-legend";

/** The timers' settings of a list's rows: the company's, which every row of it carries. */
export function timerSettingsOf(rows: readonly BaseRecord[]): TimerSettings {
  const row = rows[0];
  if (!row) return {};
  return Object.fromEntries(TIMER_SETTING_FIELDS.map((f) => [f, row[f] == null ? null : String(row[f])])) as TimerSettings;
}

export interface TimerLegendProps {
  settings: TimerSettings;
  /** the table's columns: field → label (its timer columns are the ones explained) */
  labels: Readonly<Record<string, string>>;
}

const Swatch = ({ color }: { color: string }) => (
  <span
    data-testid="legend-swatch" data-color={color}
    style={{ display: "inline-block", flex: "none", width: 14, height: 14, borderRadius: 3, background: color, marginTop: 3 }}
  />
);

function sectionText(section: LegendSection, columns: readonly string[]): string {
  const texts = TIMER_LEGEND_TEXTS.sections;
  if (section.text === "allowance") return texts.allowance(columns, section.params?.call ?? "", section.params?.gps ?? "");
  return texts[section.text](columns);
}

export function TimerLegend({ settings, labels }: TimerLegendProps) {
  const sections = timerLegend(settings, Object.keys(labels));
  const names = (fields: string[]) => fields.map((f) => labels[f] ?? f);
  const content = (
    <Flex vertical gap={10} style={{ maxWidth: 380 }} data-testid="timer-legend">
      <Typography.Text type="secondary">{TIMER_LEGEND_TEXTS.intro}</Typography.Text>
      {sections.map((section) => (
        <Flex vertical gap={4} key={section.text} data-testid={`timer-legend-${section.text}`}>
          <Typography.Text strong>{sectionText(section, names(section.fields))}</Typography.Text>
          {section.items.map((item) => (
            <Flex gap={8} key={item.text} data-testid={`timer-legend-${item.level}`}>
              <Swatch color={item.color} />
              <Typography.Text>{TIMER_LEGEND_TEXTS.items[item.text](item.params?.time ?? "")}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      ))}
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={TIMER_LEGEND_TEXTS.title} content={content}>
      <Button icon={<QuestionCircleOutlined />}>{TIMER_LEGEND_TEXTS.button}</Button>
    </Popover>
  );
}

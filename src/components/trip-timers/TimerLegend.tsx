// The trips list's 'Leyenda': a button in the toolbar opening what the timers' numbers are and
// what each colour means, in the company's colours and thresholds (shared/domain/timer-legend.ts).
import { QuestionCircleOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button, Flex, Popover, Typography } from "antd";
import { timerLegend } from "@shared/domain/timer-legend";
import { TIMER_SETTING_FIELDS, type TimerSettings } from "@shared/domain/timers";

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

export function TimerLegend({ settings, labels }: TimerLegendProps) {
  const t = useTranslate();
  const sections = timerLegend(settings, Object.keys(labels));
  const list = (fields: string[]) => {
    const names = fields.map((f) => labels[f] ?? f);
    return names.length > 1 ? `${names.slice(0, -1).join(", ")} ${t("timerLegend.and")} ${names[names.length - 1]}` : names[0];
  };
  const content = (
    <Flex vertical gap={10} style={{ maxWidth: 380 }} data-testid="timer-legend">
      <Typography.Text type="secondary">{t("timerLegend.intro")}</Typography.Text>
      {sections.map((section) => (
        <Flex vertical gap={4} key={section.text} data-testid={`timer-legend-${section.text}`}>
          <Typography.Text strong>{t(`timerLegend.${section.text}`, { columns: list(section.fields), ...section.params })}</Typography.Text>
          {section.items.map((item) => (
            <Flex gap={8} key={item.text} data-testid={`timer-legend-${item.level}`}>
              <Swatch color={item.color} />
              <Typography.Text>{t(`timerLegend.${item.text}`, item.params)}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      ))}
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t("timerLegend.title")} content={content}>
      <Button icon={<QuestionCircleOutlined />}>{t("timerLegend.button")}</Button>
    </Popover>
  );
}

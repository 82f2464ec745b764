// Date range input: typed text 'dd/mm/yyyy-dd/mm/yyyy' with separators inserted while
// typing (21 characters, years 20xx) plus a calendar with the presets 7 days, 1, 3, 6 and 12 months; the
// current range is named Hoy / Semana / Mes / Trimestre / Semestre / Año when it is one of them. The calendar
// (antd's RangePicker) loads on its first opening: a screen showing the input does not download it.
import { CalendarOutlined } from "@ant-design/icons";
import { Button, Input, Space, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { Suspense, useMemo, useState, type CSSProperties } from "react";
import { lazyNamed } from "@/components/lazy-named";
import {
  DATE_RANGE_MAX_LENGTH, datePresets, formatDateRange, maskDateRange, parseDateRange, recogniseRange,
  todayInBusinessZone, type DayRange, type RangeName,
} from "@shared/domain/date-range";
import { DATE_RANGE_TEXTS } from "@shared/i18n/table";

export interface DateRangeInputProps {
  value?: DayRange | null;
  onChange?: (range: DayRange | null, name: RangeName | null) => void;
  /** show the recognised name (or 'Otro') beside the text */
  showName?: boolean;
  size?: "small" | "middle" | "large";
  style?: CSSProperties;
}

const RangeCalendar = lazyNamed(() => import("./RangeCalendar"), (m) => m.RangeCalendar);

const HIDDEN_PICKER: CSSProperties = { width: 0, padding: 0, border: 0, overflow: "hidden", visibility: "hidden" };
const asDay = (d: Dayjs) => dayjs(d.format("YYYY-MM-DD"));

export function DateRangeInput({ value, onChange, showName = false, size, style }: DateRangeInputProps) {
  const shown = value ? formatDateRange(value) : "";
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [open, setOpen] = useState(false);
  // the calendar is mounted from its first opening on (it is invisible until then, zero width)
  const [calendar, setCalendar] = useState(false);
  // a new value from outside (a preset, clear filters) replaces what was typed
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const today = todayInBusinessZone();
  const presets = useMemo(
    () => datePresets(todayInBusinessZone()).map((p) => ({ label: p.label, value: [p.range.start, p.range.end] as [Dayjs, Dayjs] })),
    [],
  );
  const emit = (range: DayRange | null) => onChange?.(range, recogniseRange(range, todayInBusinessZone()));

  const onType = (raw: string) => {
    const masked = maskDateRange(raw);
    setText(masked);
    if (masked === "") emit(null);
    else {
      const parsed = parseDateRange(masked);
      if (parsed) emit(parsed);
    }
  };

  const name = value ? (recogniseRange(value, today) ?? DATE_RANGE_TEXTS.other) : null;
  return (
    <Space.Compact size={size} style={style}>
      <Input
        value={text}
        placeholder={DATE_RANGE_TEXTS.placeholder}
        maxLength={DATE_RANGE_MAX_LENGTH}
        allowClear
        onChange={(e) => onType(e.target.value)}
        suffix={showName && name ? <Tag style={{ marginInlineEnd: 0 }}>{name}</Tag> : undefined}
        aria-label={DATE_RANGE_TEXTS.label}
        // may narrow below its natural width when the screen is (a phone)
        style={{ minWidth: 0 }}
      />
      <Button
        icon={<CalendarOutlined />}
        onClick={() => {
          setCalendar(true);
          setOpen((o) => !o);
        }}
        aria-label={DATE_RANGE_TEXTS.calendar}
      />
      {/* always a child, so the button keeps its place in the compact group (not the last item) */}
      <Suspense fallback={null}>
        {calendar ? (
          <RangeCalendar
            open={open}
            onOpenChange={setOpen}
            style={HIDDEN_PICKER}
            value={value ? [value.start, value.end] : null}
            presets={presets}
            format="DD/MM/YYYY"
            onChange={(dates) => {
              setOpen(false);
              emit(dates?.[0] && dates[1] ? { start: asDay(dates[0]), end: asDay(dates[1]) } : null);
            }}
          />
        ) : null}
      </Suspense>
    </Space.Compact>
  );
}

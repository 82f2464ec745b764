// The calendar of the date range input: antd's RangePicker (rc-picker, ≈ 20 KB compressed), a chunk of its
// own that DateRangeInput loads when the calendar is first opened.
import { DatePicker } from "antd";
import type { ComponentProps } from "react";

export type RangeCalendarProps = ComponentProps<typeof DatePicker.RangePicker>;

export function RangeCalendar(props: RangeCalendarProps) {
  return <DatePicker.RangePicker {...props} />;
}

// A date picker edits an instant on the company's clock (America/Bogota), the clock the screens show it on,
// whatever the browser's time zone. The picker works in the browser's zone, so it is handed the instant's Bogotá
// day and time as a local value with the same digits, and what it gives back is read as a Bogotá day and time
// again: a date picked as 31/12/2026 is the instant that starts that day in Bogotá, shown back as 31/12/2026.
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "../config";

dayjs.extend(utc);
dayjs.extend(timezone);

/** a day and time without a zone, as both sides write it */
const WALL_CLOCK = "YYYY-MM-DDTHH:mm:ss";

/** The picker's value of a stored instant: its Bogotá day and time as a value of the browser's zone (null: none or unreadable). */
export function pickerValueOf(instant: unknown): Dayjs | null {
  if (typeof instant !== "string" || instant === "") return null;
  const stored = dayjs(instant);
  return stored.isValid() ? dayjs(stored.tz(TIME_ZONE).format(WALL_CLOCK)) : null;
}

/**
 * The instant of a picked value, as an ISO text: its day and time read in Bogotá, or with no time (a date picker)
 * the start of its day there. Nothing picked: undefined.
 */
export function instantOfPicked(picked: Dayjs | null | undefined, withTime: boolean): string | undefined {
  if (!picked || !picked.isValid()) return undefined;
  const wall = withTime ? picked.startOf("minute").format(WALL_CLOCK) : picked.format("YYYY-MM-DD");
  return dayjs.tz(wall, TIME_ZONE).toISOString();
}

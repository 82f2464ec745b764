// Report times in Bogota as HH:MM DD/MM/YYYY.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@shared/config";

dayjs.extend(utc);
dayjs.extend(timezone);

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "N/A";
  const t = dayjs(value);
  return t.isValid() ? t.tz(TIME_ZONE).format("HH:mm DD/MM/YYYY") : "N/A";
}

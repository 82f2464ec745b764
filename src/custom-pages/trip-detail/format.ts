// Date-times of the trip detail's tables, in Bogotá time.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@shared/config";

dayjs.extend(utc);
dayjs.extend(timezone);

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "NA";
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format("DD/MM/YYYY HH:mm") : "NA";
}

/** A place's map link (application ids 11 and 13). */
export function mapUrl(latitud: number, longitud: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitud},${longitud}`;
}

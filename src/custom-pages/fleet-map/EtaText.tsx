// An estimated arrival as the screens show it (issue 10): 'DD/MM/YYYY HH:mm' Bogotá time, red with
// 'Tarde' when it passes the unloading appointment (named in the tooltip), NA without an estimate.
import { Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@/config";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface EtaValue {
  fecha: string;
  tarde: boolean;
  citadescargue?: string | null;
}

export const ETA_TEXTS = { label: "ETA", late: "Tarde", appointment: "Cita de descargue", none: "NA" } as const;

export function formatEtaDate(value: string | null | undefined): string {
  if (!value) return ETA_TEXTS.none;
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format("DD/MM/YYYY HH:mm") : ETA_TEXTS.none;
}

export function EtaText({ eta }: { eta: EtaValue | null | undefined }) {
  if (!eta) return <span data-testid="eta">{ETA_TEXTS.none}</span>;
  // a date-time never wraps inside a narrow column
  const text = formatEtaDate(eta.fecha);
  const body = (
    <Typography.Text type={eta.tarde ? "danger" : undefined} strong={eta.tarde} data-testid="eta" style={{ whiteSpace: "nowrap" }} data-late={eta.tarde ? "true" : "false"}>
      {eta.tarde ? `${text} · ${ETA_TEXTS.late}` : text}
    </Typography.Text>
  );
  return eta.citadescargue ? <Tooltip title={`${ETA_TEXTS.appointment}: ${formatEtaDate(eta.citadescargue)}`}>{body}</Tooltip> : body;
}

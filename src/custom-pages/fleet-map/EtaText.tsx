// An estimated arrival as the screens show it: 'DD/MM/YYYY HH:mm' Bogotá time, then its delay over the plan
// ('+hh:mm') when behind it, red with 'Tarde' when it passes the unloading appointment; the tooltip names the
// appointment, the delay and the road still to go. NA without an estimate.
import { Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@shared/config";
import { formatHHMM } from "@shared/domain/timers";
import { ETA_TEXTS } from "@shared/i18n/fleet";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface EtaValue {
  fecha: string;
  tarde: boolean;
  citadescargue?: string | null;
  /** minutes after the planned arrival (negative: ahead) */
  retraso?: number | null;
  restantekm?: number | null;
  paradas?: number | null;
}

/** '+hh:mm' behind the plan; nothing on time or ahead of it */
export const etaDelayText = (retraso: number | null | undefined): string | null =>
  typeof retraso === "number" && retraso > 0 ? `+${formatHHMM(retraso)}` : null;

function etaTooltip(eta: EtaValue): string | null {
  const delay = etaDelayText(eta.retraso);
  const parts = [
    eta.citadescargue ? `${ETA_TEXTS.appointment}: ${formatEtaDate(eta.citadescargue)}` : null,
    delay ? `${ETA_TEXTS.delay}: ${delay.slice(1)}` : null,
    typeof eta.restantekm === "number"
      ? `${ETA_TEXTS.remaining}: ${eta.restantekm.toLocaleString("es-CO", { maximumFractionDigits: 1 })} km${eta.paradas ? `, ${eta.paradas} ${eta.paradas === 1 ? "puesto" : "puestos"}` : ""}`
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

export function formatEtaDate(value: string | null | undefined): string {
  if (!value) return ETA_TEXTS.none;
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format("DD/MM/YYYY HH:mm") : ETA_TEXTS.none;
}

export function EtaText({ eta }: { eta: EtaValue | null | undefined }) {
  if (!eta) return <span data-testid="eta">{ETA_TEXTS.none}</span>;
  // a date-time never wraps inside a narrow column
  const delay = etaDelayText(eta.retraso);
  const text = [formatEtaDate(eta.fecha), delay, eta.tarde ? ETA_TEXTS.late : null].filter(Boolean).join(" · ");
  const body = (
    <Typography.Text
      type={eta.tarde ? "danger" : delay ? "warning" : undefined} strong={eta.tarde} data-testid="eta" style={{ whiteSpace: "nowrap" }}
      data-late={eta.tarde ? "true" : "false"} data-fecha={eta.fecha} data-retraso={eta.retraso ?? undefined}
    >
      {text}
    </Typography.Text>
  );
  const tip = etaTooltip(eta);
  return tip ? <Tooltip title={tip}>{body}</Tooltip> : body;
}

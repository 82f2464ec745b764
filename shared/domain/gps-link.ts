// The vehicle's GPS link: http:// is prepended when the link starts with neither http:// nor
// https://; without a link the tooltip reads 'No posee url de gps'.
import { MESSAGES } from "../i18n/messages";

export const NO_GPS_URL = MESSAGES.noGpsUrl;

/** The href to open, or null when there is no link. */
export function gpsHref(url: string | null | undefined): string | null {
  const link = url?.trim();
  if (!link) return null;
  return /^https?:\/\//i.test(link) ? link : `http://${link}`;
}

/** The tooltip of the GPS button: the link itself, or 'No posee url de gps'. */
export function gpsTooltip(url: string | null | undefined): string {
  return gpsHref(url) ?? NO_GPS_URL;
}

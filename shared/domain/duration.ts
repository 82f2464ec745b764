// Duration formats of the master data: a route's estimated time is stored in seconds and
// shown as days plus hours:minutes ('1d 02:30'); a trip plan's detail duration is stored in minutes and
// shown as h:mm. Shared by the forms, the tables and the export.

const NA = "NA";
const pad2 = (n: number) => String(n).padStart(2, "0");
const isCount = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0;

/** Seconds → 'Dd HH:MM' (always with the days, so a column reads the same on every row); NA when empty or invalid. */
export function formatEstimatedTime(seconds: number | null | undefined): string {
  if (!isCount(seconds)) return NA;
  const totalMinutes = Math.floor(seconds / 60);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  return `${days}d ${pad2(hours)}:${pad2(totalMinutes % 60)}`;
}

/** The route form's hours and minutes → the stored seconds: (hours*60 + minutes)*60. */
export function hoursMinutesToSeconds(hours: number, minutes: number): number {
  return (hours * 60 + minutes) * 60;
}

/** Stored seconds → the route form's hours (may exceed 24) and minutes; seconds below a minute are dropped. */
export function secondsToHoursMinutes(seconds: number | null | undefined): { hours: number; minutes: number } {
  if (!isCount(seconds)) return { hours: 0, minutes: 0 };
  const totalMinutes = Math.floor(seconds / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The plan form's hours and minutes → the stored minutes: 60*hours + minutes. */
export function hoursMinutesToMinutes(hours: number, minutes: number): number {
  return hours * 60 + minutes;
}

/** Plan duration in minutes → 'h:mm' (e.g. 90 → '1:30'); NA when empty or invalid. */
export function formatPlanDuration(minutes: number | null | undefined): string {
  if (!isCount(minutes)) return NA;
  const whole = Math.floor(minutes);
  return `${Math.floor(whole / 60)}:${pad2(whole % 60)}`;
}

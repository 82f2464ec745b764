// One clock for every timer of a page, ticking at each minute boundary (timers tick every
// minute). Cells read it from context, so a tick re-renders only the timers.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

const MINUTE_MS = 60_000;
const MinuteClockContext = createContext<number | null>(null);

/** Epoch ms, updated at every minute boundary (plus `offsetMs`, e.g. the server clock's offset). */
export function useMinuteTicker(offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      timer = setTimeout(schedule, MINUTE_MS - (current % MINUTE_MS) + 5);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}

export function MinuteClock({ offsetMs = 0, children }: { offsetMs?: number; children: ReactNode }) {
  const now = useMinuteTicker(offsetMs);
  return <MinuteClockContext.Provider value={now}>{children}</MinuteClockContext.Provider>;
}

/** The shared clock; outside a MinuteClock, the time of this render. */
export function useMinuteClock(): number {
  return useContext(MinuteClockContext) ?? Date.now();
}

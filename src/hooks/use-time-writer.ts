// A periodic timer writes the current time to the local cache every 60 s.
import { useEffect, useRef } from "react";
import { TIME_WRITER_MS } from "@shared/config";

export const TIME_WRITER_KEY = "time";

/** Writes `now()` (ISO 8601) at once and then every 60 s while mounted. */
export function useTimeWriter(now: () => { toISOString(): string } = () => new Date()) {
  const latest = useRef(now);
  useEffect(() => {
    latest.current = now;
  }, [now]);
  useEffect(() => {
    const write = () => {
      try {
        window.localStorage.setItem(TIME_WRITER_KEY, latest.current().toISOString());
      } catch (error) {
        console.error("[time-writer]", error);
      }
    };
    write();
    const timer = window.setInterval(write, TIME_WRITER_MS);
    return () => window.clearInterval(timer);
  }, []);
}

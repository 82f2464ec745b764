// Buttons ignore repeated clicks within 500 ms.
import { useCallback, useEffect, useRef } from "react";
import { CLICK_GUARD_MS } from "@shared/config";

/** A guard that accepts a call only when `ms` have passed since the last accepted one. */
export function createClickGuard(ms: number = CLICK_GUARD_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return function accept(): boolean {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/** Wraps a handler so that repeated calls within `ms` are dropped. */
export function useClickGuard<A extends unknown[]>(handler: (...args: A) => void, ms: number = CLICK_GUARD_MS) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  return useCallback(
    (...args: A) => {
      const t = Date.now();
      if (t - last.current < ms) return;
      last.current = t;
      latest.current(...args);
    },
    [ms],
  );
}

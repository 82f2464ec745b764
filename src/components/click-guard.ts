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

/**
 * Wraps a handler so that repeated calls within `ms` are dropped. With `actionOf`, only a repeat of the same action
 * is dropped: a menu's second item chosen right after its first is another action, not a double click.
 */
export function useClickGuard<A extends unknown[]>(
  handler: (...args: A) => void,
  ms: number = CLICK_GUARD_MS,
  actionOf: (...args: A) => unknown = () => undefined,
) {
  const last = useRef(new Map<unknown, number>());
  const latest = useRef({ handler, actionOf });
  useEffect(() => {
    latest.current = { handler, actionOf };
  }, [handler, actionOf]);
  return useCallback(
    (...args: A) => {
      const t = Date.now();
      const action = latest.current.actionOf(...args);
      if (t - (last.current.get(action) ?? Number.NEGATIVE_INFINITY) < ms) return;
      last.current.set(action, t);
      latest.current.handler(...args);
    },
    [ms],
  );
}

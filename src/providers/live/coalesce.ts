// Coalesces a screen's live refetches: a burst of reports (a truck's batch, several trucks at once) makes
// one refetch after the burst instead of one per report. Trailing debounce with a maximum wait, so a steady
// stream of reports still refreshes the screen every `maxWaitMs`.
import { LIVE_REFETCH_DEBOUNCE_MS, LIVE_REFETCH_MAX_WAIT_MS } from "@shared/config";

export interface CoalescedRefetch {
  /** asks for a refetch; it runs once the reports pause for `waitMs` (or `maxWaitMs` after the first ask) */
  request(): void;
  /** drops a pending refetch (the screen closes) */
  cancel(): void;
}

export function coalesceRefetch(
  refetch: () => void,
  { waitMs = LIVE_REFETCH_DEBOUNCE_MS, maxWaitMs = LIVE_REFETCH_MAX_WAIT_MS }: { waitMs?: number; maxWaitMs?: number } = {},
): CoalescedRefetch {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstAskAt: number | null = null;
  const fire = () => {
    timer = null;
    firstAskAt = null;
    refetch();
  };
  return {
    request() {
      const now = Date.now();
      firstAskAt ??= now;
      if (timer) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstAskAt + maxWaitMs - now)));
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      firstAskAt = null;
    },
  };
}

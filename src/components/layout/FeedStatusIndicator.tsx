// The live feed's status in the header: 'En vivo', 'Reconectando…' or 'Sin conexión', with
// what it means (and the server's reason, when it gave one) in a tooltip. Nothing while no screen uses the
// feed or its first connection is being made. On a phone only the dot shows; its words stay in the tooltip
// and for screen readers.
import { Badge, Grid, Tooltip } from "antd";
import type { FeedStatus } from "@shared/domain/feed-status";
import { useFeedStatus } from "@/providers/live/use-feed-status";
import { FEED_TEXTS } from "@shared/i18n/shell";

type Shown = Exclude<FeedStatus, "idle" | "connecting">;

const LOOK: Record<Shown, { badge: "success" | "processing" | "error"; text: string; hint: string }> = {
  live: { badge: "success", text: FEED_TEXTS.live, hint: FEED_TEXTS.liveHint },
  reconnecting: { badge: "processing", text: FEED_TEXTS.reconnecting, hint: FEED_TEXTS.reconnectingHint },
  offline: { badge: "error", text: FEED_TEXTS.offline, hint: FEED_TEXTS.offlineHint },
};

export function FeedStatusIndicator() {
  const screens = Grid.useBreakpoint();
  const { status, reason } = useFeedStatus();
  if (status === "idle" || status === "connecting") return null;
  const look = LOOK[status];
  const text = look.text;
  const hint = [look.hint, status !== "live" && reason ? FEED_TEXTS.reason(reason) : ""].filter(Boolean).join(" ");
  return (
    <Tooltip title={hint}>
      <span role="status" aria-label={text} data-testid="feed-status" data-status={status} style={{ whiteSpace: "nowrap", lineHeight: 1 }}>
        <Badge status={look.badge} text={screens.sm ? text : undefined} />
      </span>
    </Tooltip>
  );
}

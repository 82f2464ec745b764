// The live feed's status in the header: 'En vivo', 'Reconectando…' or 'Sin conexión', with
// what it means (and the server's reason, when it gave one) in a tooltip. Nothing while no screen uses the
// feed or its first connection is being made. On a phone only the dot shows; its words stay in the tooltip
// and for screen readers.
import { useTranslate } from "@refinedev/core";
import { Badge, Grid, Tooltip } from "antd";
import type { FeedStatus } from "@shared/domain/feed-status";
import { useFeedStatus } from "@/providers/live/use-feed-status";

type Shown = Exclude<FeedStatus, "idle" | "connecting">;

const LOOK: Record<Shown, { badge: "success" | "processing" | "error"; text: string; hint: string }> = {
  live: { badge: "success", text: "feed.live", hint: "feed.liveHint" },
  reconnecting: { badge: "processing", text: "feed.reconnecting", hint: "feed.reconnectingHint" },
  offline: { badge: "error", text: "feed.offline", hint: "feed.offlineHint" },
};

export function FeedStatusIndicator() {
  const t = useTranslate();
  const screens = Grid.useBreakpoint();
  const { status, reason } = useFeedStatus();
  if (status === "idle" || status === "connecting") return null;
  const look = LOOK[status];
  const text = t(look.text);
  const hint = [t(look.hint), status !== "live" && reason ? t("feed.reason", { reason }) : ""].filter(Boolean).join(" ");
  return (
    <Tooltip title={hint}>
      <span role="status" aria-label={text} data-testid="feed-status" data-status={status} style={{ whiteSpace: "nowrap", lineHeight: 1 }}>
        <Badge status={look.badge} text={screens.sm ? text : undefined} />
      </span>
    </Tooltip>
  );
}

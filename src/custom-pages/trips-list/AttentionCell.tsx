// A trip's attention in the trips list: 'Atendiendo: <nombre>' when a controller took it (seen by every
// controller, live), 'Atender' to take it, 'Liberar' for the one attending it, and 'Silenciar alarma' (N minutes
// with a reason, audited) — 'Silenciado hasta HH:mm' while it lasts. The buttons never open the trip.
import { BellOutlined } from "@ant-design/icons";
import { useCustomMutation, useGetIdentity, type BaseRecord } from "@refinedev/core";
import { App, Button, Space, Tag, Tooltip } from "antd";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { useState, type MouseEvent } from "react";
import { TIME_ZONE } from "@shared/config";
import { attendingText } from "@shared/domain/attention";
import { isSnoozed } from "@shared/domain/triage";
import { useMinuteClock } from "@/components/trip-timers";
import { ATENDER_VIAJE, LIBERAR_VIAJE } from "./queries";
import { SnoozeDialog } from "./SnoozeDialog";
import { ATTENTION_TEXTS, SNOOZE_TEXTS } from "@shared/i18n/trips-list";

dayjs.extend(utc);
dayjs.extend(timezone);

const stop = (e: MouseEvent) => e.stopPropagation();
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : ATTENTION_TEXTS.failed);

export function AttentionCell({ row, onChanged }: { row: BaseRecord; onChanged: () => void }) {
  const { message } = App.useApp();
  const { data: identity } = useGetIdentity<{ id: number } | null>();
  const { mutateAsync, mutation } = useCustomMutation();
  const [snoozing, setSnoozing] = useState(false);
  const now = useMinuteClock();
  const id = Number(row.id);
  const holder = row.idusuarioatendiendo == null ? null : Number(row.idusuarioatendiendo);
  const mine = holder !== null && identity?.id != null && holder === Number(identity.id);
  const snoozed = isSnoozed(row.silenciadohasta as string | null, now);

  const run = async (document: string) => {
    try {
      await mutateAsync({ url: "", method: "post", values: { id }, meta: { document }, errorNotification: false, successNotification: false });
      onChanged();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return (
    <Space size={4} wrap onClick={stop} data-testid="trip-attention">
      {holder !== null ? <Tag color="blue" data-testid="attending">{attendingText(String(row.atendiendo ?? ""))}</Tag> : null}
      {holder === null ? (
        <Button size="small" loading={mutation.isPending} onClick={() => void run(ATENDER_VIAJE)}>{ATTENTION_TEXTS.take}</Button>
      ) : mine ? (
        <Button size="small" loading={mutation.isPending} onClick={() => void run(LIBERAR_VIAJE)}>{ATTENTION_TEXTS.release}</Button>
      ) : null}
      {snoozed ? (
        <Tooltip title={String(row.silenciomotivo ?? "")}>
          <Tag data-testid="snoozed">{SNOOZE_TEXTS.until(dayjs(String(row.silenciadohasta)).tz(TIME_ZONE).format("HH:mm"))}</Tag>
        </Tooltip>
      ) : (
        <Tooltip title={SNOOZE_TEXTS.action}>
          <Button size="small" icon={<BellOutlined />} aria-label={SNOOZE_TEXTS.action} onClick={() => setSnoozing(true)} />
        </Tooltip>
      )}
      <SnoozeDialog tripId={snoozing ? id : null} onClose={() => setSnoozing(false)} onSnoozed={onChanged} />
    </Space>
  );
}

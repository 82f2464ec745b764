// View-mode plug-ins of a client (the Clients screen): Reset Pass for the client's portal
// user, and the hide-events toggle list (syseventosclienteocultos / createsyseventosclienteocultos): system
// events 1, 22, 23, 24, 25, 30, 31, 32 are never offered; success when an id comes back, else
// 'Ocurrio un error'; notifications last 2 s.
import { useCustom, useCustomMutation } from "@refinedev/core";
import { Button, List, Modal, Space, Switch, message } from "antd";
import { useState } from "react";
import { offeredClientEvents } from "@shared/domain/contacts";
import { useSystemCatalogs } from "@/hooks/use-system-catalogs";
import type { GuardarOcultosMutation, OcultosQuery } from "@/graphql/operations.types";
import type { ViewSectionProps } from "@/resources/engine/types";
import { CLIENT_HIDDEN_EVENTS, SAVE_CLIENT_HIDDEN_EVENTS } from "./queries";
import { ResetPasswordButton } from "@/components/reset-password/ResetPasswordButton";
import { CLIENT_TEXTS } from "@shared/i18n/clients";
import { RESOURCE_TEXTS } from "@shared/i18n/table";

export const CLIENT_NOTIFICATION_S = 2;

function HiddenEventsModal({ idcliente, onClose }: { idcliente: number; onClose: () => void }) {
  const catalogs = useSystemCatalogs();
  const hidden = useCustom<OcultosQuery>({
    url: "", method: "post", config: { payload: { idcliente } }, meta: { document: CLIENT_HIDDEN_EVENTS }, errorNotification: false,
  });
  const loaded = hidden.result?.data?.syseventosclienteocultos;
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const selected = chosen ?? new Set((loaded ?? []).map((e) => Number(e.idsysevento)));
  const { mutate, mutation } = useCustomMutation<GuardarOcultosMutation>();

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const save = () =>
    mutate(
      { url: "", method: "post", values: { idcliente, syseventos: [...selected].map((id) => ({ id })) }, meta: { document: SAVE_CLIENT_HIDDEN_EVENTS }, successNotification: false, errorNotification: false },
      {
        onSuccess: ({ data }) => {
          if (data.createsyseventosclienteocultos?.id) {
            void message.success(CLIENT_TEXTS.saved, CLIENT_NOTIFICATION_S);
            onClose();
          } else void message.error(RESOURCE_TEXTS.error, CLIENT_NOTIFICATION_S);
        },
        onError: () => void message.error(RESOURCE_TEXTS.error, CLIENT_NOTIFICATION_S),
      },
    );

  return (
    <Modal open title={CLIENT_TEXTS.hideEvents} onCancel={onClose} onOk={save} okText={RESOURCE_TEXTS.save} cancelText={RESOURCE_TEXTS.cancel} confirmLoading={mutation.isPending}>
      <List
        size="small"
        loading={catalogs.isLoading || hidden.query.isLoading}
        dataSource={offeredClientEvents(catalogs.eventos)}
        style={{ maxHeight: 420, overflow: "auto" }}
        renderItem={(e) => (
          <List.Item extra={<Switch size="small" checked={selected.has(Number(e.id))} onChange={(on) => toggle(Number(e.id), on)} aria-label={e.descripcion} />}>
            {e.descripcion}
          </List.Item>
        )}
      />
    </Modal>
  );
}

export function ClientActions({ record }: ViewSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <Space style={{ marginTop: 12 }} align="start">
      <ResetPasswordButton userId={record.idusuario as number | null} label={CLIENT_TEXTS.resetPassword} />
      <Button onClick={() => setOpen(true)} data-testid="ocultar-eventos">{CLIENT_TEXTS.hideEvents}</Button>
      {open ? <HiddenEventsModal idcliente={Number(record.id)} onClose={() => setOpen(false)} /> : null}
    </Space>
  );
}

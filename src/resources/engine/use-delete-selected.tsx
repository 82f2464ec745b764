// Multi-delete behind the confirmation 'Desea eliminar N registros': ids converted to numbers
// and non-numeric ones dropped; nothing is sent when none remain.
import { useDeleteMany, type BaseRecord } from "@refinedev/core";
import { Modal } from "antd";
import type { Key } from "react";
import { toNumericIds } from "@shared/domain/delete-ids";
import { failureMessage, providerMeta } from "./resource-meta";
import type { ResourceDefinition } from "./types";
import { RESOURCE_TEXTS, TABLE_TEXTS } from "@shared/i18n/table";

export function useDeleteSelected<R extends BaseRecord>(definition: ResourceDefinition<R>, onDeleted: () => void) {
  const [modal, contextHolder] = Modal.useModal();
  const { mutate, mutation } = useDeleteMany();

  const confirmDelete = (keys: readonly Key[]) => {
    if (!keys.length) return;
    void modal.confirm({
      title: TABLE_TEXTS.delete,
      content: TABLE_TEXTS.deleteConfirm(keys.length),
      okText: RESOURCE_TEXTS.accept,
      cancelText: RESOURCE_TEXTS.cancel,
      onOk: () => {
        const ids = toNumericIds(keys);
        if (!ids.length) return;
        mutate(
          {
            resource: definition.name,
            ids,
            meta: providerMeta(definition),
            mutationMode: "pessimistic",
            successNotification: () => ({ type: "success", message: RESOURCE_TEXTS.saved }),
            errorNotification: (error) => ({ type: "error", message: failureMessage(error) }),
          },
          { onSuccess: onDeleted },
        );
      },
    });
  };

  return { confirmDelete, deleting: mutation.isPending, contextHolder };
}

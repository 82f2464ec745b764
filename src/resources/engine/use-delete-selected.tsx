// Multi-delete behind the confirmation 'Desea eliminar N registros': ids converted to numbers
// and non-numeric ones dropped; nothing is sent when none remain.
import { useDeleteMany, useTranslate, type BaseRecord } from "@refinedev/core";
import { Modal } from "antd";
import type { Key } from "react";
import { toNumericIds } from "@shared/domain/delete-ids";
import { failureMessage, providerMeta } from "./resource-meta";
import type { ResourceDefinition } from "./types";

export function useDeleteSelected<R extends BaseRecord>(definition: ResourceDefinition<R>, onDeleted: () => void) {
  const [modal, contextHolder] = Modal.useModal();
  const { mutate, mutation } = useDeleteMany();
  const t = useTranslate();

  const confirmDelete = (keys: readonly Key[]) => {
    if (!keys.length) return;
    void modal.confirm({
      title: t("table.delete"),
      content: t("table.deleteConfirm", { count: keys.length }),
      okText: t("resource.accept"),
      cancelText: t("resource.cancel"),
      onOk: () => {
        const ids = toNumericIds(keys);
        if (!ids.length) return;
        mutate(
          {
            resource: definition.name,
            ids,
            meta: providerMeta(definition),
            mutationMode: "pessimistic",
            successNotification: () => ({ type: "success", message: t("resource.saved") }),
            errorNotification: (error) => ({ type: "error", message: failureMessage(error) }),
          },
          { onSuccess: onDeleted },
        );
      },
    });
  };

  return { confirmDelete, deleting: mutation.isPending, contextHolder };
}

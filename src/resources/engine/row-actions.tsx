// A list's row actions (a definition's `rowActions`): each row's Acciones cell draws them in order, each given the
// record, an update that saves values over it through the entity's own update (the server's hooks, validators and
// access rules, as the form's save) and a way to read the list again.
import { useInvalidate, useUpdate, type BaseRecord } from "@refinedev/core";
import { Space } from "antd";
import type { ReactNode } from "react";
import { failureMessage, providerMeta } from "./resource-meta";
import type { ResourceDefinition, RowActionProps } from "./types";
import { RESOURCE_TEXTS } from "@shared/i18n/table";

/** The function drawing a row's Acciones cell, or undefined for a definition without row actions. */
export function useRowActions<R extends BaseRecord>(definition: ResourceDefinition<R>): ((record: R) => ReactNode) | undefined {
  const invalidate = useInvalidate();
  const { mutateAsync } = useUpdate();
  const actions = definition.rowActions;
  if (!actions?.length) return undefined;
  const refresh = () => void invalidate({ resource: definition.name, invalidates: ["list", "detail"] });
  const update = (record: R) => async (values: Record<string, unknown>) => {
    if (record.id === undefined) return;
    await mutateAsync({
      resource: definition.name,
      id: record.id,
      // only these values: the server's update keeps the fields it is not sent
      values,
      meta: providerMeta(definition),
      mutationMode: "pessimistic",
      successNotification: () => ({ type: "success", message: RESOURCE_TEXTS.saved }),
      errorNotification: (error) => ({ type: "error", message: failureMessage(error, definition.saveErrorMessage, definition.preferSaveErrorMessage) }),
    }).catch(() => undefined); // the notification tells the failure
    refresh();
  };
  return (record: R) => {
    const props: RowActionProps = { record, update: update(record), refresh };
    return (
      <Space size={4}>
        {actions.map((Action, i) => (
          <Action key={i} {...props} />
        ))}
      </Space>
    );
  };
}

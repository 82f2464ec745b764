// The columns of a list: the server's (`tablas(id) { fields(iduser) }`) when the definition
// names a table, else the definition's list fields. A chooser change is applied locally first, then saved
// with one updateUserField per changed column while 'Actualizando campos...' shows.
import { useCustom, useCustomMutation, useGetIdentity, type BaseRecord } from "@refinedev/core";
import { message } from "antd";
import { useMemo, useState } from "react";
import { applyChooser, diffColumns, visibleColumns } from "@shared/domain/column-config";
import type { TablaQuery } from "@/graphql/operations.types";
import { columnsFromDefinition, columnsFromServer, type ColumnOverride, type TableColumn } from "./columns";
import { TABLA_QUERY, UPDATE_USER_FIELD } from "./queries";
import type { EngineIdentity } from "./types";
import { TABLE_TEXTS } from "@shared/i18n/table";

const toUserId = (id: unknown): number | null => {
  const n = typeof id === "number" ? id : Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export interface TableColumnsState<R extends BaseRecord> {
  /** every column (for the chooser) */
  all: TableColumn<R>[];
  /** the visible ones in order (for the table and the export) */
  visible: TableColumn<R>[];
  loading: boolean;
  applyChooser: (orderedIds: number[], visibleIds: number[]) => Promise<void>;
}

export function useTableColumns<R extends BaseRecord>(fields: readonly ColumnOverride<R>[], tableId?: number): TableColumnsState<R> {
  const { data: identity, isLoading: identityLoading } = useGetIdentity<EngineIdentity>();
  const iduser = toUserId(identity?.id);
  const serverQuery = useCustom<TablaQuery>({
    url: "",
    method: "post",
    config: { payload: { id: tableId, iduser } },
    meta: { document: TABLA_QUERY },
    queryOptions: { enabled: tableId !== undefined && iduser !== null, staleTime: Infinity },
    errorNotification: false,
  });
  const serverFields = serverQuery.result?.data?.tablas?.fields;
  const base = useMemo(
    () => (tableId !== undefined && serverFields ? columnsFromServer(serverFields, fields) : columnsFromDefinition(fields)),
    [serverFields, fields, tableId],
  );
  // local edits win over what was loaded until the base itself changes (another table, a reload)
  const [local, setLocal] = useState<{ base: TableColumn<R>[]; columns: TableColumn<R>[] } | null>(null);
  const all = local && local.base === base ? local.columns : base;
  const { mutateAsync } = useCustomMutation();

  const apply = async (orderedIds: number[], visibleIds: number[]) => {
    const next = applyChooser(all, orderedIds, visibleIds);
    setLocal({ base, columns: next });
    if (tableId === undefined || iduser === null) return;
    const updates = diffColumns(all, next, iduser);
    if (!updates.length) return;
    const hide = message.info(TABLE_TEXTS.updatingFields, 0);
    try {
      for (const update of updates) {
        await mutateAsync({ url: "", method: "post", values: update, meta: { document: UPDATE_USER_FIELD }, errorNotification: false });
      }
      // the saved settings become the base (so a later visit does not show a stale cache)
      await serverQuery.query.refetch();
    } catch (error) {
      // the local order stays; the failure is only logged
      console.error("[updateUserField]", error);
    } finally {
      hide();
    }
  };

  return {
    all,
    visible: useMemo(() => visibleColumns(all), [all]),
    // with a server table the columns are not known before the user and the table are loaded
    loading: tableId !== undefined && (identityLoading || (iduser !== null && serverQuery.query.isLoading)),
    applyChooser: apply,
  };
}

// Excel export menu of the generic data table: Exportar todo / Exportar en pantalla. A failure
// is logged and shown as 'Ocurrio un error', or only logged with `logOnly` (the trips list). The
// same choice repeated within 500 ms is ignored: one click, one export. Each choice has its own
// guard, so 'Exportar en pantalla' right after an 'Exportar todo' that already finished still exports.
import { DownloadOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { Button, Dropdown } from "antd";
import { useState } from "react";
import { useClickGuard } from "@/components/click-guard";
import { sessionHeaders } from "@/providers/graphql-client";
import { API_BASE_URL, readSession } from "@/providers/session";
import { exportBody, exportFileName, requestExport, saveBlob, type ExportScope, type ExportState } from "./export-request";
import { RESOURCE_TEXTS, TABLE_TEXTS } from "@shared/i18n/table";

export interface ExportMenuProps {
  /** read when a choice is made, so the current filters, order, page and columns are sent */
  getState: () => ExportState;
  /** a failure is only logged, with no message to the user */
  logOnly?: boolean;
}

export function ExportMenu({ getState, logOnly = false }: ExportMenuProps) {
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);

  const run = async (scope: ExportScope) => {
    const state = getState();
    setBusy(true);
    try {
      // the same headers as every call: idapp 12, idempresa, and the session cookie
      const blob = await requestExport(`${API_BASE_URL}/api/v1/filesDoc`, exportBody(state, scope), sessionHeaders(readSession()));
      saveBlob(blob, exportFileName(state.title));
    } catch (error) {
      console.error("[filesDoc]", error);
      if (!logOnly) open?.({ type: "error", message: RESOURCE_TEXTS.error });
    } finally {
      setBusy(false);
    }
  };

  const chooseAll = useClickGuard(() => void run("all"));
  const choosePage = useClickGuard(() => void run("page"));

  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "all", label: TABLE_TEXTS.exportAll },
          { key: "page", label: TABLE_TEXTS.exportPage },
        ],
        onClick: ({ key }) => ((key as ExportScope) === "all" ? chooseAll() : choosePage()),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {TABLE_TEXTS.export}
      </Button>
    </Dropdown>
  );
}

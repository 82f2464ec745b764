// The spreadsheet import of a master list: the file chosen is checked on the server (dry run) and each row's
// outcome previewed (created, updated, unchanged, refused with its cells' messages); 'Aplicar importación',
// enabled only when no row is refused, applies the file all or nothing, then the list is refreshed.
import { UploadOutlined } from "@ant-design/icons";
import { useInvalidate, useNotification } from "@refinedev/core";
import { Alert, Button, Modal, Space, Table, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { sessionHeaders } from "@/providers/graphql-client";
import { API_BASE_URL, readSession } from "@/providers/session";
import type { ImportRowStatus } from "@shared/domain/import-rows";
import { canApply, requestImport, type ImportReport } from "./import-request";
import { IMPORT_MODAL_TEXTS } from "@shared/i18n/import";

const STATUS_COLORS: Record<ImportRowStatus, string> = { created: "green", updated: "blue", unchanged: "default", refused: "red" };

export interface ImportModalProps {
  resource: string;
  path: string;
  /** the list's plural label, lower case in the title */
  label: string;
  open: boolean;
  onClose: () => void;
}

export function ImportModal({ resource, path, label, open, onClose }: ImportModalProps) {
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"checking" | "applying" | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setError(null);
    setBusy(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const send = (chosen: File, dryRun: boolean) =>
    requestImport(`${API_BASE_URL}${path}`, chosen, dryRun, sessionHeaders(readSession()), IMPORT_MODAL_TEXTS.failed);

  const check = async (chosen: File) => {
    reset();
    setFile(chosen);
    setBusy("checking");
    try {
      const answer = await send(chosen, true);
      if (answer.ok) setReport(answer.report);
      else setError(answer.message);
    } catch {
      setError(IMPORT_MODAL_TEXTS.failed);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy("applying");
    try {
      const answer = await send(file, false);
      if (!answer.ok) {
        setError(answer.message);
        if (answer.report) setReport(answer.report);
        return;
      }
      const { created, updated } = answer.report.summary;
      notify?.({ type: "success", message: IMPORT_MODAL_TEXTS.done(created, updated) });
      await invalidate({ resource, invalidates: ["list"] });
      close();
    } catch {
      setError(IMPORT_MODAL_TEXTS.failed);
    } finally {
      setBusy(null);
    }
  };

  const summary = report?.summary;
  return (
    <Modal
      open={open}
      title={IMPORT_MODAL_TEXTS.title(label)}
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{IMPORT_MODAL_TEXTS.cancel}</Button>,
        <Button key="apply" type="primary" disabled={!canApply(report) || busy !== null} loading={busy === "applying"} onClick={() => void apply()}>
          {IMPORT_MODAL_TEXTS.apply}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary">{IMPORT_MODAL_TEXTS.help}</Typography.Paragraph>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void check(chosen);
            // the file is sent by `check`, not by antd's own upload
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy === "checking"}>
            {busy === "checking" ? IMPORT_MODAL_TEXTS.checking : IMPORT_MODAL_TEXTS.choose}
          </Button>
        </Upload>
        {file ? <Typography.Text>{file.name}</Typography.Text> : null}
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {summary ? (
          <Alert
            type={summary.refused ? "warning" : "info"}
            showIcon
            message={IMPORT_MODAL_TEXTS.summary(summary)}
            description={summary.refused ? IMPORT_MODAL_TEXTS.refusedHint : undefined}
          />
        ) : null}
        {report?.ignoredColumns.length ? (
          <Typography.Text type="secondary">{IMPORT_MODAL_TEXTS.ignored(report.ignoredColumns.join(", "))}</Typography.Text>
        ) : null}
        {report ? (
          <Table
            size="small"
            rowKey="row"
            dataSource={report.rows}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { title: IMPORT_MODAL_TEXTS.row, dataIndex: "row", width: 70 },
              {
                title: IMPORT_MODAL_TEXTS.status, dataIndex: "status", width: 130,
                render: (status: ImportRowStatus) => <Tag color={STATUS_COLORS[status]}>{IMPORT_MODAL_TEXTS.statuses[status]}</Tag>,
              },
              { title: IMPORT_MODAL_TEXTS.record, dataIndex: "id", width: 90, render: (id: number | null) => id ?? "" },
              {
                title: IMPORT_MODAL_TEXTS.problems, dataIndex: "errors",
                render: (errors: ImportReport["rows"][number]["errors"]) => (
                  <Space direction="vertical" size={0}>
                    {errors.map((e, i) => <Typography.Text key={i} type="danger">{e.column ? `${e.column}: ${e.message}` : e.message}</Typography.Text>)}
                  </Space>
                ),
              },
            ]}
          />
        ) : null}
      </Space>
    </Modal>
  );
}

// The one shell every report form shares: date and time, place and note ('Sin Novedad' by
// default), the form's own fields, the trip's last 10 reports; submit asks the server time first, checks the
// time rules, sends createReporteV2 with a client request id, uploads the images and closes on success.
// The content stays as a localStorage draft (with its request id) until the server confirms.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { App, Button, Form, Input, Modal, Space } from "antd";
import type { ReporteInput } from "@/graphql/schema.types";
import { useClickGuard } from "@/components/click-guard";
import { blockApostropheKey, noApostrophe } from "@/components/no-apostrophe";
import { useServerTime } from "@/hooks/use-server-time";
import { DEFAULT_NOTE, requiredMessage, type ReportForm as FormKind } from "@shared/domain/report-rules";
import { fechaFromParts, horaFromParts, partsOf } from "@shared/domain/report-time";
import { TOAST_MS } from "@shared/config";
import { DateTimeInputs } from "./DateTimeInputs";
import { clearDraft, draftKey, newRequestId, readDraft, writeDraft } from "./draft";
import { LastReports } from "./LastReports";
import type { CreatedReport, ReportShipment, ReportTrip } from "./queries";
import { REPORT_TEXTS } from "@shared/i18n/reports";
import type { UploadFile } from "./upload";
import { useReportApi } from "./use-report-api";
import { TEXT_LIMITS } from "@shared/domain/field-limits";
import { useStateChangeConfirm } from "./use-state-change-confirm";

/** the window's distance from the top, and the height its title, footer and margins take from the screen */
const MODAL_TOP = 24;
const MODAL_CHROME = 190;

export interface ReportValues {
  day?: string;
  month?: string;
  year?: string;
  hour?: string;
  minute?: string;
  lugar?: string;
  novedad?: string;
  indicadornocoincide?: boolean;
  retraso?: number | null;
  idpuestocontrol?: number | null;
  peso?: string;
  salidacargue?: boolean;
  idevento?: number | null;
  idremesas?: number[];
  imagenes?: { originFileObj?: File; name: string; type?: string }[];
}

export interface ReportFormProps {
  open: boolean;
  kind: FormKind;
  idsysevento: number;
  title: string;
  trip: ReportTrip;
  /** the trip's shipments: whether the report changes the trip's state may depend on them */
  shipments?: readonly ReportShipment[];
  onClose: () => void;
  onReported: (report: CreatedReport) => void;
  /** the form's own fields */
  children?: ReactNode;
  /** whether the form has date and time (GPS takes the server's) and a place */
  withDate?: boolean;
  withPlace?: boolean;
  defaults?: Partial<ReportValues>;
  /** the form's own part of the input (event, shipments, note changes, …) */
  toInput?: (values: ReportValues) => Partial<ReporteInput>;
}

export function ReportForm(props: ReportFormProps) {
  const { open, kind, idsysevento, title, trip, shipments = [], onClose, onReported, children, withDate = true, withPlace = true, defaults, toInput } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const [sending, setSending] = useState(false);
  const { now } = useServerTime();
  const api = useReportApi();
  const confirmStateChange = useStateChangeConfirm();
  const key = draftKey(trip.id, idsysevento);
  const requestId = useRef<string>("");
  const need = (field: Parameters<typeof requiredMessage>[1]) => ({ required: true, whitespace: true, message: requiredMessage(kind, field) });

  const initial = useMemo((): ReportValues => ({ ...partsOf(now().toDate()), novedad: DEFAULT_NOTE, lugar: trip.lugar ?? "", ...defaults }),
    // the defaults are read when the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open]);

  useEffect(() => {
    if (!open) return;
    const draft = readDraft<ReportValues>(key);
    requestId.current = draft?.clientrequestid ?? newRequestId();
    form.resetFields();
    form.setFieldsValue({ ...initial, ...draft?.values });
  }, [open, key, form, initial]);

  // the images are not kept (files cannot be stored); everything else with the request id of the next submit
  const saveDraft = (all: ReportValues) => {
    const { imagenes: _files, ...values } = all;
    writeDraft(key, { clientrequestid: requestId.current, values });
  };

  const send = async (values: ReportValues) => {
    const own = toInput?.(values) ?? {};
    const input: ReporteInput = {
      idviaje: trip.id,
      idsysevento,
      clientrequestid: requestId.current,
      novedad: values.novedad?.trim(),
      lugar: withPlace ? values.lugar?.trim() || null : null,
      ...(withDate
        ? { fecha: fechaFromParts(values.day ?? "", values.month ?? "", values.year ?? ""), hora: horaFromParts(values.hour ?? "", values.minute ?? "") }
        : {}),
      ...own,
    };
    // a report that moves the trip to another state is filed only once the user confirms the change
    if (!(await confirmStateChange(input, trip, shipments))) return;
    // before anything leaves: a form sent unchanged has its request id only in memory, and a reload after a lost
    // answer would otherwise send it again under a new id (a second report)
    saveDraft(form.getFieldsValue(true) as ReportValues);
    setSending(true);
    try {
      const files: UploadFile[] = (values.imagenes ?? [])
        .filter((f) => f.originFileObj)
        .map((f) => ({ name: f.name, type: f.type || f.originFileObj!.type, body: f.originFileObj! }));
      const outcome = await api.submit({ ...input, imagenes: files.length ? files.map((f) => f.name) : own.imagenes }, files);
      if (!outcome.ok) {
        if (outcome.stage === "mutation" && kind === "generic") {
          message.error({ content: outcome.message, duration: TOAST_MS / 1000 });
          onClose();
        } else message.error(outcome.message);
        return;
      }
      clearDraft(key);
      requestId.current = newRequestId();
      if (outcome.failedUploads) message.error(REPORT_TEXTS.uploadFailed(outcome.failedUploads));
      else message.success(REPORT_TEXTS.success);
      onReported(outcome.report);
      onClose();
    } finally {
      setSending(false);
    }
  };
  const guardedSubmit = useClickGuard(() => form.submit());
  // Cancelar is the user's explicit discard; closing any other way (or a reload) keeps the draft
  const discard = () => {
    clearDraft(key);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => !sending && onClose()}
      width={720}
      destroyOnHidden
      // the body scrolls inside the window and the footer stays below it: Reportar is always in sight, however
      // long 'Últimos reportes' is
      style={{ top: MODAL_TOP }}
      styles={{ body: { maxHeight: `calc(100vh - ${MODAL_CHROME}px)`, overflowY: "auto", overflowX: "hidden" } }}
      footer={
        <Space>
          <Button onClick={discard} disabled={sending}>{REPORT_TEXTS.cancel}</Button>
          <Button type="primary" loading={sending} disabled={sending} onClick={guardedSubmit} data-testid="report-submit">
            {REPORT_TEXTS.send}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={(v) => void send(v)} onValuesChange={(_, all) => saveDraft(all)} disabled={sending}
        data-testid={`report-form-${kind}`}>
        {withDate && <DateTimeInputs />}
        {withPlace && (
          <Form.Item name="lugar" label={REPORT_TEXTS.fields.lugar} rules={kind === "controlPost" || kind === "documents" || kind === "shipment" ? [] : [need("lugar")]} {...noApostrophe}>
            <Input onKeyDown={blockApostropheKey} maxLength={TEXT_LIMITS.ReporteInput.lugar.max} data-testid="report-lugar" />
          </Form.Item>
        )}
        <Form.Item name="novedad" label={REPORT_TEXTS.fields.novedad} rules={[need("novedad")]} {...noApostrophe}>
          <Input.TextArea rows={2} maxLength={TEXT_LIMITS.ReporteInput.novedad.max} onKeyDown={(e) => e.key === "'" && e.preventDefault()} data-testid="report-novedad" />
        </Form.Item>
        {children}
      </Form>
      {open && <LastReports idviaje={trip.id} />}
    </Modal>
  );
}

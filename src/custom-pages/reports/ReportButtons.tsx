// The report panel of the trip detail: call, GPS, weighing, documents and event buttons; the
// next-event buttons (loading, unloading, control post) enabled by the domain's rules, with their delay
// wording; the processes menu of trip-level events. States 4 and 7 replace them all by the role-3 return.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, Dropdown, Space, Tooltip } from "antd";
import { useCustom, type BaseRecord } from "@refinedev/core";
import { delayWording } from "@shared/domain/delay-wording";
import { earliestLoadingAppointment, nextEventButtons, type ButtonKind } from "@shared/domain/next-event";
import { CLOSED_TRIP_STATES, tripActions, type TripAction } from "@shared/domain/report-rules";
import { useServerTime } from "@/hooks/use-server-time";
import { readSession } from "@/providers/session";
import { CallForm } from "./CallForm";
import { ControlPostForm } from "./ControlPostForm";
import { DocumentsForm } from "./DocumentsForm";
import { EventForm } from "./EventForm";
import type { FormProps } from "./form-props";
import { GenericProcessForm } from "./GenericProcessForm";
import { GpsForm } from "./GpsForm";
import { HIDDEN_TYPES, type CreatedReport, type ReportShipment, type ReportTrip } from "./queries";
import { ShipmentForm } from "./ShipmentForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";
import { useEventName } from "./use-event-name";
import { WeighingForm } from "./WeighingForm";
import "./pulse.css";

export interface ReportButtonsProps {
  trip: ReportTrip;
  shipments: readonly ReportShipment[];
  /** called after each confirmed report: refetch the trip, its traceability and shipments */
  onReported: (report: CreatedReport) => void;
}

type FormComponent = (p: FormProps) => ReactNode;
type Open = { Form: FormComponent; idsysevento: number } | null;
const FORMS: Record<ButtonKind, FormComponent> = {
  loading: ShipmentForm, unloading: ShipmentForm, controlPost: ControlPostForm,
};

export function ReportButtons({ trip, shipments, onReported }: ReportButtonsProps) {
  const [openForm, setOpenForm] = useState<Open>(null);
  // the form leaves the page when it closes, so its dialog cannot hand the focus back: the button that opened it
  // takes it again (a drawer around the buttons then still answers Escape), with or without animations
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = (next: Open) => {
    if (next && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setOpenForm(next);
  };
  useEffect(() => {
    if (openForm || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [openForm]);
  const open = openForm;
  const { now } = useServerTime();
  const role = readSession()?.roll;
  const { processLabel } = useEventName();
  const { result } = useCustom<BaseRecord>({
    url: "", method: "post", meta: { document: HIDDEN_TYPES }, queryOptions: { staleTime: Infinity, retry: false }, errorNotification: false,
  });
  const hiddenTypes = ((result.data as { tiposReporteOcultos?: number[] } | undefined)?.tiposReporteOcultos ?? []).map(Number);
  const state = Number(trip.idsysestado);
  const closed = CLOSED_TRIP_STATES.includes(state);
  const actions = tripActions({
    idsysestado: state, role, retenerviaje: !!trip.retenerviaje, indicadorvialibre: !!trip.indicadorvialibre,
    indicadortransitosolar: !!trip.indicadortransitosolar, indicadorultimamilla: !!trip.indicadorultimamilla,
    devolviendocontenedor: !!trip.devolviendocontenedor,
  });
  const openAction = (a: TripAction) => setOpen({ Form: a.form === "shipment" ? ShipmentForm : GenericProcessForm, idsysevento: a.idsysevento });
  const form = open && (
    <open.Form open trip={trip} shipments={shipments} idsysevento={open.idsysevento} onClose={() => setOpen(null)} onReported={onReported} />
  );

  if (closed) {
    return (
      <Space wrap data-testid="report-buttons" data-closed="true">
        {actions.map((a) => (
          <Button key={a.idsysevento} danger onClick={() => openAction(a)} data-testid={`report-process-${a.idsysevento}`}>
            {processLabel(a.idsysevento)}
          </Button>
        ))}
        {form}
      </Space>
    );
  }

  const shipmentStates = shipments.map((s) => Number(s.idsysestado));
  const buttons = nextEventButtons({ idproximosysevento: trip.idproximosysevento, shipmentStates, hiddenTypes });
  const dueOf = (kind: ButtonKind, ev: number) =>
    kind === "loading" ? (ev === 3 ? earliestLoadingAppointment(shipments.map((s) => ({ ...s, idsysestado: Number(s.idsysestado) }))) : null)
      : kind === "controlPost" ? trip.fechahoraproximopuestocontrol ?? null : null;
  const simple = (key: string, label: string, Form: FormComponent, due?: string | null) => {
    const wording = delayWording(due, now().toDate());
    return (
      <Tooltip key={key} title={wording?.tooltip}>
        <Button className={wording?.late ? "report-pulse" : undefined} data-testid={`report-${key}`} data-late={wording?.late ? "true" : "false"}
          onClick={() => setOpen({ Form, idsysevento: 0 })}>{label}</Button>
      </Tooltip>
    );
  };

  return (
    // on a narrow screen a long button (the next control post's name) keeps to the width and ends in '…'
    <Space wrap data-testid="report-buttons" data-closed="false" style={{ maxWidth: "100%" }} styles={{ item: { maxWidth: "100%", minWidth: 0 } }}>
      {simple("call", REPORT_TEXTS.buttons.call, CallForm, trip.fechahoraproximallamada)}
      {simple("gps", REPORT_TEXTS.buttons.gps, GpsForm, trip.fechahoraproximogps)}
      {simple("weighing", REPORT_TEXTS.buttons.weighing, WeighingForm)}
      {simple("documents", REPORT_TEXTS.buttons.documents, DocumentsForm)}
      {simple("event", REPORT_TEXTS.buttons.event, EventForm)}
      {buttons.map((b) => {
        const wording = b.disabled ? null : delayWording(dueOf(b.kind, b.idsysevento), now().toDate());
        const label = b.kind === "controlPost" && trip.proximopuestocontrol
          ? `${REPORT_TEXTS.buttons.controlPost}: ${trip.proximopuestocontrol}` : REPORT_TEXTS.buttons[b.kind];
        return (
          <Tooltip key={b.kind} title={wording?.tooltip}>
            <Button type="primary" ghost disabled={b.disabled} className={wording?.late ? "report-pulse" : undefined}
              data-testid={`report-${b.kind}`} data-event={b.idsysevento} data-late={wording?.late ? "true" : "false"}
              onClick={() => setOpen({ Form: FORMS[b.kind], idsysevento: b.idsysevento })} style={{ maxWidth: "100%" }}>
              <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{label}</span>
            </Button>
          </Tooltip>
        );
      })}
      <Dropdown trigger={["click"]} menu={{
        items: actions.map((a) => ({ key: String(a.idsysevento), label: processLabel(a.idsysevento), "data-testid": `report-process-${a.idsysevento}` })),
        onClick: ({ key }) => openAction(actions.find((a) => String(a.idsysevento) === key)!),
      }}>
        <Button data-testid="report-processes">{REPORT_TEXTS.buttons.processes}</Button>
      </Dropdown>
      {form}
    </Space>
  );
}

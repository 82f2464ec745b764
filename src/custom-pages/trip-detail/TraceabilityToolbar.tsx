// Exportar (xlsx, trazabilidad_{date}.xlsx) and Enviar correo (one e-mail per shipment to its client's
// addresses) above the traceability.
import { useState } from "react";
import { App, Button, Flex } from "antd";
import { FileExcelOutlined, MailOutlined } from "@ant-design/icons";
import { formatPlanDate } from "@shared/domain/plan-timeline";
import { MAIL_SENDER, mailProblem, mailRecipients, mailSentMessage, mailSubject, traceabilityHtml } from "@shared/domain/traceability-mail";
import { saveBlob } from "@/custom-pages/gallery/files";
import type { Shipment, TraceabilityRow, TripInfo } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { MissingSession, sendMail, traceabilityXlsx } from "./traceability-out";

const TOAST_S = 3;

export function TraceabilityToolbar({ trip, rows, shipments }: { trip: TripInfo; rows: TraceabilityRow[]; shipments: Shipment[] }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<"xlsx" | "mail" | null>(null);
  const t = TRIP_DETAIL_TEXTS.traceability;

  const exportXlsx = async () => {
    setBusy("xlsx");
    try {
      const { blob, name } = await traceabilityXlsx(trip.id);
      saveBlob(blob, name);
    } catch (error) {
      if (error instanceof MissingSession) message.error(TRIP_DETAIL_TEXTS.xlsx.noUrl);
      // a failed download is only logged
      else console.error("[trazabilidad xlsx]", error);
    } finally {
      setBusy(null);
    }
  };

  const mail = async () => {
    setBusy("mail");
    try {
      const targets = shipments;
      if (!targets.length) message.error({ content: mailProblem(rows, []) ?? TRIP_DETAIL_TEXTS.error, duration: TOAST_S });
      for (const shipment of targets) {
        const recipients = mailRecipients(shipment.correoreporte);
        const problem = mailProblem(rows, recipients);
        if (problem) {
          message.error({ content: problem, duration: TOAST_S });
          continue;
        }
        try {
          await sendMail({
            idremesa: shipment.id,
            sender: MAIL_SENDER,
            recipient: recipients,
            subject: mailSubject(trip, shipment),
            bHtml: traceabilityHtml(trip, shipment, rows, formatPlanDate),
          });
          message.success({ content: mailSentMessage(shipment.numeroremesa, shipment.clienteempresatransportadora ?? ""), duration: TOAST_S });
        } catch (error) {
          console.error("[correo]", error);
          message.error({ content: TRIP_DETAIL_TEXTS.error, duration: TOAST_S });
        }
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap={8} justify="flex-end" style={{ marginBottom: 8 }}>
      <Button icon={<FileExcelOutlined />} loading={busy === "xlsx"} onClick={() => void exportXlsx()}>{t.export}</Button>
      <Button icon={<MailOutlined />} loading={busy === "mail"} onClick={() => void mail()}>{t.mail}</Button>
    </Flex>
  );
}

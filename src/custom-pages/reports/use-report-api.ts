// The report forms' calls through Refine's data provider (custom + meta.document): the server time, the
// trip's last report time, createReporteV2 and the image upload. Every submit asks the server time first
// and stops without it ('No se pudo obtener la hora del servidor'); without the trip's last report
// time it stops too, with 'Ocurrio un error'.
import { useCallback } from "react";
import { useDataProvider, useOnError } from "@refinedev/core";
import type { ReporteInput } from "@/graphql/schema.types";
import { reportInstant } from "@shared/domain/report-time";
import { CREATE_REPORT, GET_DATE, UTILS_REPORT, type CreatedReport } from "./queries";
import type { CreateReporteV2Mutation, GetDateQuery, UtilsReportQuery } from "@/graphql/operations.types";
import { REPORT_TEXTS } from "@shared/i18n/reports";
import { uploadImages, type UploadFile } from "./upload";

export type SubmitOutcome =
  | { ok: true; report: CreatedReport; failedUploads: number }
  | { ok: false; stage: "time" | "info" | "check" | "mutation"; message: string };

export function useReportApi() {
  const provider = useDataProvider();
  // calls outside Refine's hooks hand their failure to authProvider.onError themselves (an expired session ends)
  const { mutate: checkError } = useOnError();
  const call = useCallback(
    async <T,>(document: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const answer = await provider()
        .custom!<T & Record<string, unknown>>({ url: "", method: "post", payload: variables, meta: { document } })
        .catch((error: unknown) => {
          checkError(error);
          throw error;
        });
      return answer.data as T;
    },
    [provider, checkError],
  );

  const submit = useCallback(
    async (input: ReporteInput, files: readonly UploadFile[]): Promise<SubmitOutcome> => {
      // both asked at once; each failure says what failed: the server time or the trip's last report
      const [time, info] = await Promise.allSettled([
        call<GetDateQuery>(GET_DATE),
        call<UtilsReportQuery>(UTILS_REPORT, { idviaje: input.idviaje, idsysevento: input.idsysevento }),
      ]);
      const now = time.status === "fulfilled" ? new Date(time.value.getDate) : null;
      if (!now || !Number.isFinite(now.getTime())) {
        console.error("[getDate]", time.status === "rejected" ? time.reason : time.value);
        return { ok: false, stage: "time", message: REPORT_TEXTS.serverTime };
      }
      if (info.status === "rejected") {
        console.error("[utilsReport]", info.reason);
        return { ok: false, stage: "info", message: REPORT_TEXTS.error };
      }
      const last = info.value.utilsReport?.ultimoreporte ?? null;
      if (input.fecha || input.hora) {
        const checked = reportInstant(input.fecha ?? "", input.hora ?? "", last, now);
        if (checked.error) return { ok: false, stage: "check", message: checked.error };
      }
      let report: CreatedReport;
      try {
        const answer = await call<CreateReporteV2Mutation>(CREATE_REPORT, { reportes: [input] });
        report = answer.createReporteV2[0];
      } catch (error) {
        return { ok: false, stage: "mutation", message: error instanceof Error ? error.message : REPORT_TEXTS.error };
      }
      const { failed } = await uploadImages(files, report.uploadLinks);
      return { ok: true, report, failedUploads: failed };
    },
    [call],
  );
  return { call, submit };
}

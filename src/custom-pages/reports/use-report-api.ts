// The report forms' calls through Refine's data provider (custom + meta.document): the server time, the
// trip's last report time, createReporteV2 and the image upload. Every submit asks the server time first
// (spec 2 §5) and stops without it.
import { useCallback } from "react";
import { useDataProvider } from "@refinedev/core";
import type { ReporteInput } from "@/graphql/schema.types";
import { reportInstant } from "@/domain/report-time";
import { CREATE_REPORT, GET_DATE, UTILS_REPORT, type CreatedReport } from "./queries";
import type { CreateReporteV2Mutation, GetDateQuery, UtilsReportQuery } from "@/graphql/operations.types";
import { REPORT_TEXTS } from "./texts";
import { uploadImages, type UploadFile } from "./upload";

export type SubmitOutcome =
  | { ok: true; report: CreatedReport; failedUploads: number }
  | { ok: false; stage: "time" | "check" | "mutation"; message: string };

export function useReportApi() {
  const provider = useDataProvider();
  const call = useCallback(
    async <T,>(document: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const answer = await provider().custom!<T & Record<string, unknown>>({ url: "", method: "post", payload: variables, meta: { document } });
      return answer.data as T;
    },
    [provider],
  );

  const submit = useCallback(
    async (input: ReporteInput, files: readonly UploadFile[]): Promise<SubmitOutcome> => {
      let now: Date;
      let last: string | null = null;
      try {
        const [time, info] = await Promise.all([
          call<GetDateQuery>(GET_DATE),
          call<UtilsReportQuery>(UTILS_REPORT, { idviaje: input.idviaje, idsysevento: input.idsysevento }),
        ]);
        now = new Date(time.getDate);
        if (!Number.isFinite(now.getTime())) throw new Error("getDate");
        last = info.utilsReport?.ultimoreporte ?? null;
      } catch (error) {
        console.error("[getDate]", error);
        return { ok: false, stage: "time", message: REPORT_TEXTS.serverTime };
      }
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

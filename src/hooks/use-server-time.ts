// Server time through getDate; when it fails the local time is used and the user is
// told 'No se puede obtener la hora'. Asked once per page load and cached.
import { useCallback, useEffect } from "react";
import { useCustom } from "@refinedev/core";
import { App } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { GET_DATE } from "./queries";
import type { GetDateQuery } from "@/graphql/operations.types";
import { APP_TEXTS } from "@shared/i18n/shell";

/** Milliseconds to add to the local clock to read the server's (0 when unknown). */
export function serverOffsetMs(serverIso: string | undefined, receivedAt: number): number {
  if (!serverIso) return 0;
  const server = Date.parse(serverIso);
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
}

export function useServerTime() {
  const { message } = App.useApp();
  const { result, query } = useCustom<GetDateQuery>({
    url: "",
    method: "post",
    meta: { document: GET_DATE },
    queryOptions: { staleTime: Infinity, gcTime: Infinity, retry: false },
    errorNotification: false,
  });
  const offsetMs = serverOffsetMs(result.data?.getDate, query.dataUpdatedAt);
  const { isError } = query;

  useEffect(() => {
    if (isError) message.warning({ key: "server-time", content: APP_TEXTS.serverTimeUnavailable });
  }, [isError, message]);

  const now = useCallback((): Dayjs => dayjs(Date.now() + offsetMs), [offsetMs]);
  return { now, offsetMs, isLoading: query.isLoading, isError };
}

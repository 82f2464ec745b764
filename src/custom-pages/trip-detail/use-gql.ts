// The trip detail's GraphQL calls through Refine's `custom` (data provider meta.document), so they share
// Refine's query cache, auth headers and error handling; reads are only logged on failure.
import { useCallback } from "react";
import { useCustom, useCustomMutation, type BaseRecord } from "@refinedev/core";

export function useGqlQuery<T>(document: string, variables: Record<string, unknown>, enabled = true) {
  const { query } = useCustom<BaseRecord>({
    url: "",
    method: "post",
    config: { payload: variables },
    meta: { document },
    queryOptions: { enabled, retry: false },
    errorNotification: false,
  });
  // Refine's `result.data` is an empty object until the answer arrives; the raw answer is undefined then
  return { data: query.data?.data as T | undefined, query };
}

/** A mutation document; `run` resolves with the answer's data or rejects, with no notification of its own. */
export function useGqlMutation<T>(document: string) {
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();
  const run = useCallback(
    async (values: Record<string, unknown>): Promise<T> => {
      const answer = await mutateAsync({
        url: "",
        method: "post",
        values,
        meta: { document },
        successNotification: false,
        errorNotification: false,
      });
      return answer.data as T;
    },
    [mutateAsync, document],
  );
  return { run, isPending: mutation.isPending };
}

// The second data provider: @refinedev/simple-rest over the product's REST API (/api/v1), for the resources
// served there (the integration screens: API keys, webhooks, their deliveries). Resources pick it with
// `meta.dataProviderName: "rest"`. The package (and axios) load with the first call, so the login screen and
// the trips list do not download them; Refine only needs the provider's methods to exist up front.
import type { DataProvider, HttpError } from "@refinedev/core";
import { sessionHeaders, type GraphqlSession } from "@/providers/graphql-client";

export const REST_PROVIDER = "rest";

/** The REST API's base: /api/v1 on the same origin, or on VITE_API_URL. */
export function restApiUrl(apiBase: string | undefined): string {
  const base = (apiBase ?? "").trim().replace(/\/+$/, "");
  return `${base}/api/v1`;
}

/**
 * Refine's HttpError from an answer of the REST API: its JSON `{ message, fields }` gives the message and the
 * form's field errors; with no body (the network down) the status is 0 and the message axios's own.
 */
export function restHttpError(error: { message?: string; response?: { status?: number; data?: unknown } }): HttpError {
  const data = error.response?.data as { message?: unknown; fields?: unknown } | undefined;
  const fields = data?.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : undefined;
  return {
    message: typeof data?.message === "string" ? data.message : (error.message ?? ""),
    statusCode: error.response?.status ?? 0,
    ...(fields ? { errors: fields } : {}),
  };
}

type SessionReader = () => GraphqlSession | null | undefined;

async function loadProvider(apiUrl: string, crossOrigin: boolean, getSession: SessionReader): Promise<DataProvider> {
  const [{ default: axios }, { default: simpleRest }] = await Promise.all([import("axios"), import("@refinedev/simple-rest")]);
  const http = axios.create({ withCredentials: crossOrigin });
  // every request carries the contract's headers (idapp, idempresa) beside the session cookie
  http.interceptors.request.use((config) => {
    for (const [name, value] of Object.entries(sessionHeaders(getSession()))) config.headers.set(name, value);
    return config;
  });
  http.interceptors.response.use((response) => response, (error: Parameters<typeof restHttpError>[0]) => Promise.reject(restHttpError(error)));
  return simpleRest(apiUrl, http);
}

/** simple-rest's provider for `apiUrl`, loaded on its first call; `getSession` is read on every request. */
export function createRestDataProvider(apiUrl: string, getSession: SessionReader): DataProvider {
  const crossOrigin = /^https?:\/\//i.test(apiUrl);
  let loaded: Promise<DataProvider> | undefined;
  const provider = () => (loaded ??= loadProvider(apiUrl, crossOrigin, getSession));
  return {
    getApiUrl: () => apiUrl,
    getList: async (params) => (await provider()).getList(params),
    getMany: async (params) => (await provider()).getMany!(params),
    getOne: async (params) => (await provider()).getOne(params),
    create: async (params) => (await provider()).create(params),
    update: async (params) => (await provider()).update(params),
    deleteOne: async (params) => (await provider()).deleteOne(params),
    custom: async (params) => (await provider()).custom!(params),
  } as DataProvider;
}

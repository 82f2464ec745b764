// The one react-query client of the app, handed to <Refine> so the session code can empty it: whatever a
// user's queries cached (lists, records, catalogues) must not outlive that user's session in this tab.
import { keepPreviousData, QueryClient } from "@tanstack/react-query";
import { shouldRetryQuery } from "@shared/domain/query-retry";

/** A client with Refine's own defaults (what <Refine> would create itself), except that a refusal is not asked again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, retry: shouldRetryQuery } },
  });
}

export const queryClient = createQueryClient();

/**
 * Drops every cached answer, cancelling those still in flight: when a session ends (Cerrar sesión,
 * UNAUTHENTICATED) and when one begins. Mutations in flight (the login or logout itself) are left alone.
 */
export function clearQueryCache(client: QueryClient = queryClient): void {
  client.removeQueries();
}

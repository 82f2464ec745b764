// A definition whose fields take their options from the system catalogues (`catalogOptions`) gets them from
// the server's sysEstados / sysEventos, fetched once per visit, so the list's filter, the
// table's cells and the modal show the catalogue of the server the app talks to.
import type { BaseRecord } from "@refinedev/core";
import { useMemo } from "react";
import { useSystemCatalogs } from "@/hooks/use-system-catalogs";
import type { ResourceDefinition } from "./types";

export function useCatalogOptions<R extends BaseRecord>(definition: ResourceDefinition<R>): ResourceDefinition<R> {
  const needed = definition.fields.some((f) => f.catalogOptions);
  const { eventos, estados } = useSystemCatalogs({ enabled: needed });
  return useMemo(() => {
    if (!needed) return definition;
    const catalogs = { eventos, estados };
    return { ...definition, fields: definition.fields.map((f) => (f.catalogOptions ? { ...f, options: f.catalogOptions(catalogs) } : f)) };
  }, [definition, needed, eventos, estados]);
}

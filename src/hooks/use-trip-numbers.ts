// One manifest-number lookup per screen (src/hooks/trip-number-lookup.ts), asking the server through the
// data provider (viajes getOne, only id and numero) for a trip the screen has not loaded.
import { useMemo } from "react";
import { useDataProvider } from "@refinedev/core";
import { createTripNumberLookup, type TripNumberLookup } from "./trip-number-lookup";

export function useTripNumbers(): TripNumberLookup {
  const dataProvider = useDataProvider();
  return useMemo(
    () =>
      createTripNumberLookup(async (id) => {
        const { data } = await dataProvider().getOne<{ id: number; numero?: string | null }>({
          resource: "viajes", id, meta: { fields: ["id", "numero"] },
        });
        return data?.numero;
      }),
    [dataProvider],
  );
}

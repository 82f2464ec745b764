// One manifest-number lookup per screen (src/hooks/trip-number-lookup.ts), asking the server through the
// data provider (viajes getOne, only id and numero) for a trip the screen has not loaded.
import { useMemo } from "react";
import { useDataProvider, useOnError } from "@refinedev/core";
import { createTripNumberLookup, type TripNumberLookup } from "./trip-number-lookup";

export function useTripNumbers(): TripNumberLookup {
  const dataProvider = useDataProvider();
  // a call outside Refine's hooks hands its failure to authProvider.onError itself (an expired session ends)
  const { mutate: checkError } = useOnError();
  return useMemo(
    () =>
      createTripNumberLookup(async (id) => {
        const { data } = await dataProvider()
          .getOne<{ id: number; numero?: string | null }>({ resource: "viajes", id, meta: { fields: ["id", "numero"] } })
          .catch((error: unknown) => {
            checkError(error);
            throw error;
          });
        return data?.numero;
      }),
    [dataProvider, checkError],
  );
}

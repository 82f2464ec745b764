// Which reports change the trip's state (issue "The controller's shift", item 4): the report form asks once
// before filing one of them. The answer is the same progression the server applies (next-event.ts
// `progress`): a report changes the state when the trip's state after it differs from the state before.
import { progress, type ProgressInput } from "./next-event";

export interface StateChange {
  from: number;
  to: number;
}

/** What the report would make of the trip's state, or null when it leaves it as it is. */
export function stateChange(input: Omit<ProgressInput, "at" | "plan" | "hiddenTypes" | "idpuestocontrol"> & Partial<ProgressInput>): StateChange | null {
  const after = progress({ at: 0, plan: [], hiddenTypes: [], idpuestocontrol: null, ...input }).idsysestado;
  const from = input.trip.idsysestado;
  return after === undefined || after === from ? null : { from, to: after };
}

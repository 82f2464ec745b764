// The trips page answered from its rows' JSON (modules/viajes/page-json.ts): a query whose only root field is
// `viajes` with a selection the page statement writes exactly runs here instead of the compiled executor, and its
// result carries the body as text, which yoga sends as it is. The result's `data` is that text parsed, only when
// someone reads it (a WebSocket operation's message). Every other operation, and a request the rows cannot answer
// exactly, goes on to the executor it had. A failure is answered as the executor answers one (the field's error
// at its path, `data` null: the page is non-null).
import { getVariableValues, locatedError, type ExecutionArgs, type ExecutionResult } from "graphql";
import { getArgumentValues } from "graphql/execution/values";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context";
import type { QueryViajesArgs } from "./types.generated";
import { planTripsPage, type TripsPagePlan } from "./modules/viajes/page-json-plan";
import { tripsPageBody } from "./modules/viajes/page-json";

type Execute = (args: ExecutionArgs) => unknown;

/** a result whose body is already written: `data` parsed from it on demand, `stringify` giving it back */
function writtenResult(body: string): ExecutionResult {
  let data: ExecutionResult["data"];
  const result = { stringify: () => body } as ExecutionResult & { stringify: () => string };
  Object.defineProperty(result, "data", {
    enumerable: true,
    get: () => (data ??= (JSON.parse(body) as { data: ExecutionResult["data"] }).data),
  });
  return result;
}

export function tripsPagePlugin(): Plugin {
  // one plan (or none) per parsed document and operation name: yoga keeps recent documents parsed
  const plans = new WeakMap<object, Map<string, TripsPagePlan | null>>();
  const planOf = (args: ExecutionArgs) => {
    let byName = plans.get(args.document);
    if (!byName) plans.set(args.document, (byName = new Map()));
    const name = args.operationName ?? "";
    if (!byName.has(name)) byName.set(name, planTripsPage(args.schema, args.document, args.operationName));
    return byName.get(name)!;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const plan = planOf(args);
      if (!plan) return;
      const generic = executeFn as Execute;
      setExecuteFn((async (execution: ExecutionArgs) => {
        const variables = getVariableValues(execution.schema, plan.operation.variableDefinitions ?? [], execution.variableValues ?? {});
        if (variables.errors) return generic(execution);
        let fieldArgs: QueryViajesArgs;
        try {
          fieldArgs = getArgumentValues(plan.field, plan.fieldNodes[0]!, variables.coerced) as QueryViajesArgs;
        } catch {
          return generic(execution);
        }
        try {
          const body = await tripsPageBody(execution.contextValue as Context, plan, fieldArgs);
          return body === null ? generic(execution) : writtenResult(body);
        } catch (error) {
          return { data: null, errors: [locatedError(error, undefined, [plan.rootKey])] };
        }
      }) as never);
    },
  };
}

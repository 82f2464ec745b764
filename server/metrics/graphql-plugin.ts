// Times every GraphQL operation, over HTTP and over the WebSocket alike: graphql-ws runs its operations through
// yoga's envelop (ws-execution.ts), so this plugin's onExecute / onSubscribe hooks see both.
import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { BROWSER_OPERATION_NAMES } from "./operation-names.generated";
import type { Metrics } from "./metrics";

/** The label of every operation whose name is not one the server knows. */
export const OTHER_OPERATION = "otra";

/** The names an operation label may take: the browser's named operations and the schema's root fields. */
export function knownOperationNames(schema: GraphQLSchema): Set<string> {
  const names = new Set<string>(BROWSER_OPERATION_NAMES);
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.keys(root?.getFields() ?? {})) names.add(field);
  }
  return names;
}

/**
 * The operation's label: its name, or its first root field when it has none, provided the server knows it;
 * any other name is "otra", so a client cannot grow the metrics' labels by naming operations at will.
 */
export function operationLabel(document: DocumentNode, operationName: string | null | undefined, known: Set<string>) {
  const operation = getOperationAST(document, operationName);
  const first = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  const name = operation?.name?.value ?? (first?.kind === Kind.FIELD ? first.name.value : undefined);
  return { operation: name && known.has(name) ? name : OTHER_OPERATION, type: operation?.operation ?? "query" };
}

export interface HookArgs {
  args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; contextValue?: unknown };
}

/** The labels of a hook's operation, with the known names worked out once per schema. */
export function operationLabeler(): (payload: HookArgs) => ReturnType<typeof operationLabel> {
  let known: Set<string> | null = null;
  let knownFor: GraphQLSchema | null = null;
  return ({ args }: HookArgs) => {
    if (knownFor !== args.schema) {
      known = knownOperationNames(args.schema);
      knownFor = args.schema;
    }
    return operationLabel(args.document, args.operationName, known!);
  };
}

export function metricsPlugin(metrics: Metrics): Plugin {
  const labelsOf = operationLabeler();
  return {
    onExecute(payload: HookArgs) {
      const stop = metrics.graphqlOperations.startTimer(labelsOf(payload));
      return {
        onExecuteDone({ result }: { result: unknown }) {
          // an incremental result (@defer/@stream) is timed to its first part
          const errors = (result as { errors?: readonly unknown[] }).errors;
          stop({ outcome: errors?.length ? "error" : "ok" });
        },
      };
    },
    // a subscription counts once, when it starts (its events are the feed's deliveries)
    onSubscribe(payload: HookArgs) {
      const stop = metrics.graphqlOperations.startTimer(labelsOf(payload));
      return {
        onSubscribeResult({ result }: { result: unknown }) {
          const errors = (result as { errors?: readonly unknown[] }).errors;
          stop({ outcome: errors?.length ? "error" : "ok" });
        },
      };
    },
  };
}

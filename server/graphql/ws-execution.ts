// The live feed's WebSocket runs its operations through the same pipeline as HTTP: yoga's envelop (its parse
// with the token limit, validation with the depth, selection, cost and introspection rules, the context that
// authenticates, execution with the input-error codes and the error masking), plus the check of the variables'
// shape that HTTP runs on its parameters. graphql-ws alone parses and validates with graphql's own rules and
// shows raw errors: a database error once reached a socket with the user's name in its parameters.
import { GraphQLError, type DocumentNode, type ExecutionArgs } from "graphql";
import type { createYoga } from "graphql-yoga";
import type { Credentials } from "../context";
import { inputShapeError, operationShapeProblem } from "../security/input-shape";
import { MESSAGES } from "@shared/i18n/messages";

type Yoga = Pick<ReturnType<typeof createYoga>, "getEnveloped">;
type Enveloped = ReturnType<Yoga["getEnveloped"]>;

export interface WsOperationPayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  extensions?: Record<string, unknown> | null;
}

/** What yoga's context function reads of a socket's operation instead of an HTTP request's headers. */
export interface WsInitialContext {
  wsCredentials: Credentials;
}

export function wsExecution(yoga: Yoga) {
  // the enveloped functions of each operation, found again by its context when graphql-ws executes it
  const envelopedOf = new WeakMap<object, Enveloped>();
  const enveloped = (args: ExecutionArgs) => {
    const found = envelopedOf.get(args.contextValue as object);
    if (!found) throw new GraphQLError(MESSAGES.request.invalidQuery);
    return found;
  };
  return {
    /** graphql-ws's `onSubscribe`: the operation's execution arguments, or the errors that answer it */
    async prepare(payload: WsOperationPayload, initial: WsInitialContext): Promise<ExecutionArgs | readonly GraphQLError[]> {
      const problem = operationShapeProblem(payload);
      if (problem) return [inputShapeError(problem)];
      const ops = yoga.getEnveloped({ ...initial, params: payload });
      let document: DocumentNode;
      try {
        document = ops.parse(payload.query);
      } catch (error) {
        return [error instanceof GraphQLError ? error : new GraphQLError(MESSAGES.request.invalidQuery)];
      }
      const errors = ops.validate(ops.schema, document);
      if (errors.length) return errors;
      let contextValue: object;
      try {
        contextValue = await ops.contextFactory();
      } catch (error) {
        return [error instanceof GraphQLError ? error : new GraphQLError(MESSAGES.request.invalidQuery)];
      }
      envelopedOf.set(contextValue, ops);
      return { schema: ops.schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
    },
    /** graphql-ws's `execute` and `subscribe`: the operation's own enveloped ones (masking, error codes) */
    execute: (args: ExecutionArgs) => enveloped(args).execute(args),
    subscribe: (args: ExecutionArgs) => enveloped(args).subscribe(args),
  };
}

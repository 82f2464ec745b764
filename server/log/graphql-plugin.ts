// The GraphQL side of the access log: the operation's name and the session's user id go into the HTTP
// request's record (server/log/access.ts), and a result with errors (a refused session or query too) marks it
// failed; an operation of a
// WebSocket has no HTTP request, so it gets a record of its own when it ends (a subscription: when it starts).
import type { Plugin } from "graphql-yoga";
import { operationLabeler, type HookArgs } from "../metrics/graphql-plugin";
import { logSocketOperation, type AccessRecord } from "./access";

interface LoggedContext {
  access?: AccessRecord;
  session?: { idusuario: number };
}

const hasErrors = (result: unknown) => Boolean((result as { errors?: readonly unknown[] }).errors?.length);

export function accessLogPlugin(): Plugin {
  const labelsOf = operationLabeler();
  /** what one operation's end does with its result */
  const follow = (payload: HookArgs) => {
    const context = (payload.args.contextValue ?? {}) as LoggedContext;
    const operation = labelsOf(payload).operation;
    const userId = context.session?.idusuario;
    const { access } = context;
    if (access) {
      access.operation = operation;
      access.userId = userId;
      return () => undefined;
    }
    const started = performance.now();
    return (result: unknown) => logSocketOperation({ operation, userId, durationMs: performance.now() - started, failed: hasErrors(result) });
  };
  return {
    // every HTTP result, those refused before execution included
    onExecutionResult({ result, context }: { result: unknown; context: object }) {
      const { access } = context as LoggedContext;
      if (access && hasErrors(result)) access.failed = true;
    },
    onExecute(payload: HookArgs) {
      const done = follow(payload);
      return { onExecuteDone: ({ result }: { result: unknown }) => done(result) };
    },
    onSubscribe(payload: HookArgs) {
      const done = follow(payload);
      return { onSubscribeResult: ({ result }: { result: unknown }) => done(result) };
    },
  };
}

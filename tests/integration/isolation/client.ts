// Calling one classified operation over HTTP and judging its errors.
import type { AuthHeaders, GqlResult, TestServer } from "../helpers/server";
import { documentFor, type Operation } from "./schema";
import type { Vars } from "./operations";

/**
 * The codes a refused call may answer with in the matrix and the role checks. In the matrix a refusal counts only
 * with its control: the same call on the caller's own rows succeeds (isolation-matrix.test.ts `control`).
 */
export const REFUSAL_CODES = new Set(["BAD_USER_INPUT", "FORBIDDEN", "NOT_FOUND"]);

/** The operations called since `recordCalls()` started, for the tests that must call a given set. */
const recorders = new Set<Set<string>>();
export function recordCalls(): { called: Set<string>; stop: () => Set<string> } {
  const called = new Set<string>();
  recorders.add(called);
  return { called, stop: () => (recorders.delete(called), called) };
}
export function noteCall(key: string): void {
  for (const r of recorders) r.add(key);
}

export function callOp(server: TestServer, headers: AuthHeaders, op: Operation, vars: Vars): Promise<GqlResult<Record<string, unknown>>> {
  noteCall(op.key);
  return server.gql<Record<string, unknown>>(headers, documentFor(op, Object.keys(vars)), vars);
}

/** Errors whose code is not among `allowed`, as readable lines. */
export function unexpectedErrors(result: GqlResult<unknown>, allowed: Set<string> = REFUSAL_CODES): string[] {
  return (result.errors ?? [])
    .filter((e) => !allowed.has(e.extensions?.code ?? ""))
    .map((e) => `${e.extensions?.code ?? "no code"}: ${e.message}`);
}

export const codesOf = (result: GqlResult<unknown>) => (result.errors ?? []).map((e) => e.extensions?.code);

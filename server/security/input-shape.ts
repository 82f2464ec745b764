// Input no handler should ever see: a NUL character (PostgreSQL's text refuses it: the request once ended in
// a 500), a lone UTF-16 surrogate (no valid UTF-8 for it) and JSON nested deeper than any real input. Checked
// once for every REST body and every set of GraphQL variables; walked without recursion.

import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { INPUT_SHAPE_TEXTS } from "@shared/i18n/requests";

export const MAX_INPUT_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first problem of a parsed JSON value, or null when it is clean. */
export function inputShapeProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return INPUT_SHAPE_TEXTS.nul;
      if (LONE_SURROGATE.test(v)) return INPUT_SHAPE_TEXTS.surrogate;
    } else if (v !== null && typeof v === "object") {
      if (depth >= maxDepth) return INPUT_SHAPE_TEXTS.depth(MAX_INPUT_DEPTH);
      for (const [key, child] of Object.entries(v)) {
        if (key.includes("\u0000")) return INPUT_SHAPE_TEXTS.nul;
        if (LONE_SURROGATE.test(key)) return INPUT_SHAPE_TEXTS.surrogate;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** The first problem of a GraphQL operation's variables, extensions or text, or null. */
export function operationShapeProblem(params: { query?: string | null; variables?: unknown; extensions?: unknown }): string | null {
  return inputShapeProblem(params.variables ?? null) ?? inputShapeProblem(params.extensions ?? null)
    ?? (params.query?.includes("\u0000") ? INPUT_SHAPE_TEXTS.nul : null);
}

/** The error answering an operation's input problem: BAD_USER_INPUT (HTTP 400). */
export const inputShapeError = (problem: string) => new GraphQLError(problem, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });

/** The same check on every GraphQL request's variables and extensions (BAD_USER_INPUT, HTTP 400). */
export function inputShapePlugin(): Plugin {
  return {
    onParams({ params }) {
      const problem = operationShapeProblem(params);
      if (problem) throw inputShapeError(problem);
    },
  };
}

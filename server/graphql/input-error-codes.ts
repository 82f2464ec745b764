// Variables of the wrong type are refused by graphql-js before any resolver runs, with no error code;
// tag them BAD_USER_INPUT like every other input error, so clients can tell input from server faults.
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

const isVariableError = (e: GraphQLError) => !e.extensions?.code && /^Variable "\$[^"]+" /.test(e.message);

function tag(e: GraphQLError): GraphQLError {
  if (!isVariableError(e)) return e;
  return new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code: "BAD_USER_INPUT" } });
}

export function inputErrorCodesPlugin(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!("errors" in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map((e) => tag(e as GraphQLError)) });
        },
      };
    },
  };
}

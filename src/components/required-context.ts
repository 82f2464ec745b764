// A context a component cannot work without: used outside its provider, the component stops with the
// spec's missing-context message, 'No existe un contexto', instead of rendering
// half a screen.
import { useContext, type Context } from "react";
import { MESSAGES } from "@shared/i18n/messages";

export class MissingContextError extends Error {
  constructor() {
    super(MESSAGES.missingContext);
    this.name = "MissingContextError";
  }
}

export function useRequiredContext<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (value === null) throw new MissingContextError();
  return value;
}

// A screen that stops because a part of it was rendered without the context it needs (MissingContextError) shows
// the missing-context message, 'No existe un contexto', in place of the screen, instead of a blank page; moving to
// another address tries again. Any other failure is not this boundary's: it goes on up as before.
import { Result } from "antd";
import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { MissingContextError } from "./required-context";

class Boundary extends Component<{ children: ReactNode }, { error: MissingContextError | null }> {
  state = { error: null as MissingContextError | null };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof MissingContextError) return { error };
    throw error;
  }

  render() {
    return this.state.error ? <Result status="warning" title={this.state.error.message} data-testid="missing-context" /> : this.props.children;
  }
}

/** Catches a missing context under it; a new address starts a fresh try. */
export function MissingContextBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

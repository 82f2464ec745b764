// React.lazy over a named export: a component whose module loads the first time it renders (a lazy route, a
// dialog opened by a click, a section of a record's modal). It suspends until then: render it under a
// <Suspense> whose fallback keeps the place it takes.
import { lazy, type ComponentType } from "react";

export function lazyNamed<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

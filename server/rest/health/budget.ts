// Small timing rules of the readiness checks.

/** Whether `work` settles successfully within `timeoutMs`; a failure or a late answer is false (never thrown). */
export function withinBudget(work: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    work.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** `run`, with callers that arrive while one run is pending sharing its answer instead of starting another. */
export function sharedWhileRunning<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
}

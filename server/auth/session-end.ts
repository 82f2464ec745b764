// A live feed lives only as long as its session: logout, a revoked session (password change or reset), a
// deactivated or a deleted user ends every open subscription of it. In this process at once, through an event; on other
// replicas (or for a session that simply expired) at the next re-check, at most SESSION_RECHECK_MS later.
import { EventEmitter } from "node:events";

export const SESSION_RECHECK_MS = 60_000;

const ended = new EventEmitter();
ended.setMaxListeners(0);

export const sessionEnded = {
  token: (token: string) => void ended.emit("token", token),
  user: (idusuario: number) => void ended.emit("user", idusuario),
};

/** Listens to the ends of sessions in this process: one token (logout), or every session of a user. */
export function onSessionEnd(listener: { token(token: string): unknown; user(idusuario: number): unknown }): () => void {
  const onToken = (token: string) => listener.token(token);
  const onUser = (idusuario: number) => listener.user(idusuario);
  ended.on("token", onToken);
  ended.on("user", onUser);
  return () => {
    ended.off("token", onToken);
    ended.off("user", onUser);
  };
}

/**
 * The subscription's events while the session lasts: it completes when the session ends here, or when
 * `stillValid` answers false (asked before an event once SESSION_RECHECK_MS passed). Completing (not failing)
 * keeps graphql-ws from reporting an internal error; the browser learns of the end from its next request.
 *
 * Written as a plain iterator, not an `async function*`: a generator waiting for the source's next event
 * would hold a `return()` until that event came, and graphql-ws only lets go of a closed socket once every
 * subscription of it has returned. Here `return()` ends at once, wakes a pending `next()` (done) and returns
 * the source.
 */
export function whileSessionLasts<T>(
  source: AsyncIterable<T>,
  session: { token: string; idusuario: number },
  stillValid: () => Promise<boolean>,
  recheckMs = SESSION_RECHECK_MS,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
  let finished = false;
  let stop!: () => void;
  const stopped = new Promise<"ended">((resolve) => (stop = () => resolve("ended")));
  const stopListening = onSessionEnd({
    token: (token) => token === session.token && stop(),
    user: (idusuario) => idusuario === session.idusuario && stop(),
  });
  let checked = Date.now();

  const finish = () => {
    if (finished) return;
    finished = true;
    stopListening();
    stop();
    // the source's own clean-up is not waited for, and its failure is nobody's concern here
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  };

  const feed: AsyncGenerator<T> = {
    async next() {
      if (finished) return done;
      try {
        const next = await Promise.race([iterator.next(), stopped]);
        if (finished || next === "ended" || next.done) {
          finish();
          return done;
        }
        if (Date.now() - checked >= recheckMs) {
          checked = Date.now();
          if (!(await stillValid()) || finished) {
            finish();
            return done;
          }
        }
        return next;
      } catch (error) {
        finish();
        throw error;
      }
    },
    async return() {
      finish();
      return done;
    },
    async throw(error: unknown) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return feed;
    },
  };
  return feed;
}

// WebSocket limits of the live feed: a message is at most 1 MB (like an HTTP body: ws refuses bigger frames
// with 1009 before they are held), a session holds at most 10 sockets and a socket at most 5 subscriptions.
import { GraphQLError } from "graphql";
import { WS_LIMIT_TEXTS } from "@shared/i18n/requests";

export const MAX_WS_MESSAGE_BYTES = 1_000_000;
export const MAX_SOCKETS_PER_SESSION = 10;
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5;

/**
 * Close code of a socket refused for the session's socket limit (4xxx: the application's own range). Not 4429:
 * graphql-ws's client takes that one (its TooManyInitialisationRequests) as final and never tries again, while
 * a place frees as soon as another socket of the session closes; the browser retries this one with back-off.
 */
export const CLOSE_TOO_MANY_SOCKETS = 4029;

/** What the limits need of a ws socket: whether it is still open, and its one 'close' event. */
export interface CountedSocket {
  readonly readyState: number;
  readonly OPEN: number;
  once(event: "close", listener: () => void): unknown;
}

export function wsLimits(maxSockets = MAX_SOCKETS_PER_SESSION, maxSubscriptions = MAX_SUBSCRIPTIONS_PER_SOCKET) {
  const perSession = new Map<string, number>();
  const sessionOf = new WeakMap<object, string>();
  const subscriptionsOf = new WeakMap<object, Set<string>>();
  const leave = (socket: object): void => {
    const token = sessionOf.get(socket);
    if (token === undefined) return;
    sessionOf.delete(socket);
    const open = (perSession.get(token) ?? 1) - 1;
    if (open > 0) perSession.set(token, open);
    else perSession.delete(token);
  };
  return {
    /**
     * Counts the socket for its session until the socket's own 'close' event, whatever closed it (the client,
     * a dropped connection, the server); false when the session already holds the most, or when the socket
     * closed meanwhile (its 'close' has passed: counting it then would never end).
     */
    enter(socket: CountedSocket, token: string): boolean {
      if (socket.readyState !== socket.OPEN) return false;
      const open = perSession.get(token) ?? 0;
      if (open >= maxSockets) return false;
      perSession.set(token, open + 1);
      sessionOf.set(socket, token);
      socket.once("close", () => leave(socket));
      return true;
    },
    /** gives the socket's place back; once only, however often it is called */
    leave,
    /** the sockets counted now, of every session (the metrics' open feed sockets) */
    open(): number {
      let total = 0;
      for (const n of perSession.values()) total += n;
      return total;
    },
    /** the errors refusing one more subscription on this socket, or undefined when it is allowed */
    subscribe(socket: object, id: string): GraphQLError[] | undefined {
      const ids = subscriptionsOf.get(socket) ?? new Set<string>();
      subscriptionsOf.set(socket, ids);
      if (ids.size >= maxSubscriptions) return [new GraphQLError(WS_LIMIT_TEXTS.subscriptions(maxSubscriptions))];
      ids.add(id);
      return undefined;
    },
    complete(socket: object, id: string): void {
      subscriptionsOf.get(socket)?.delete(id);
    },
  };
}

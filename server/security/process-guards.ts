// A fault outside any request (a timer, a socket, a library's promise) is logged and the server goes on
// serving: the requests in flight and every other user keep their service. Node's default
// would end the process on the first unhandled rejection.
import { describeError, logError } from "./log";

export function installProcessGuards(log: (line: string) => void = (line) => logError(line)): void {
  process.on("unhandledRejection", (reason) => log(`Promesa rechazada sin manejar: ${describeError(reason)}`));
  process.on("uncaughtException", (error) => log(`Excepción sin manejar: ${describeError(error)}`));
}

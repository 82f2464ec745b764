// The Spanish texts of the abuse limits, shared by the server answers and their tests.

/** 429 of the login: the wait rounded up to whole minutes (at least 1). */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Demasiados intentos. Intente de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}

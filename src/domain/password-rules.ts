// The rules of a new password (forced change, change from the user menu, administrator's temporary password):
// at least 8 characters, not the user name, not the current password. Pure; the server applies all three, the
// password form the two it can know (the screen does not hold the login name).

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE_TEXTS = {
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  sameAsUser: "La contraseña no puede ser igual al usuario",
  sameAsCurrent: "La nueva contraseña debe ser diferente de la actual",
} as const;

export interface PasswordContext {
  /** the login name, compared without case or surrounding spaces */
  username?: string | null;
  /** the current password, compared exactly */
  current?: string | null;
}

/** The first rule the new password breaks (its Spanish message), or null. */
export function passwordProblem(next: string, context: PasswordContext = {}): string | null {
  if ([...next].length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_TEXTS.tooShort;
  if (context.username && next.trim().toLowerCase() === context.username.trim().toLowerCase()) return PASSWORD_RULE_TEXTS.sameAsUser;
  if (context.current && next === context.current) return PASSWORD_RULE_TEXTS.sameAsCurrent;
  return null;
}

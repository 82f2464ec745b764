// The rules of a new password (forced change, change from the user menu, administrator's temporary password):
// at least 8 characters, not only blank characters, not the user name, not the current password, and not one
// of the passwords people use most. Pure. The server applies every rule; the password form the ones it can know
// (the screen holds neither the login name nor the list of common passwords, which stays on the server so that
// the browser never downloads it) and shows the server's text for the others. The rules apply when a password
// is set, never at login: a password set before them still signs in.
import { PASSWORD_RULE_TEXTS, passwordRuleHints } from "../i18n/login";

export const PASSWORD_MIN_LENGTH = 8;

/** How many of the most used passwords (of at least PASSWORD_MIN_LENGTH characters) are refused. */
export const COMMON_PASSWORDS_REFUSED = 5_000;

export const PASSWORD_RULE_HINTS = passwordRuleHints(PASSWORD_MIN_LENGTH);

export interface PasswordContext {
  /** the login name, compared without case or surrounding blanks */
  username?: string | null;
  /** the current password, compared exactly */
  current?: string | null;
  /** whether a password (trimmed, in lower case) is a common one; left out where the list is not at hand */
  isCommon?: (normalized: string) => boolean;
}

/** A password as the user-name and common-password rules compare it: without surrounding blanks, in lower case. */
export const normalizedPassword = (password: string): string => password.trim().toLowerCase();

/** The first rule the new password breaks (its Spanish message), or null. */
export function passwordProblem(next: string, context: PasswordContext = {}): string | null {
  if (next.length > 0 && next.trim() === "") return PASSWORD_RULE_TEXTS.blank;
  if ([...next].length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH);
  if (context.username && normalizedPassword(next) === normalizedPassword(context.username)) return PASSWORD_RULE_TEXTS.sameAsUser;
  if (context.current && next === context.current) return PASSWORD_RULE_TEXTS.sameAsCurrent;
  if (context.isCommon?.(normalizedPassword(next))) return PASSWORD_RULE_TEXTS.common;
  return null;
}

/**
 * The refused common passwords, from a list ordered by how often each is used: the first `count` that are at
 * least `minLength` characters long (shorter ones are refused by the length rule anyway), normalized.
 */
export function commonPasswordSet(byFrequency: readonly string[], count = COMMON_PASSWORDS_REFUSED, minLength = PASSWORD_MIN_LENGTH): Set<string> {
  const refused = new Set<string>();
  for (const password of byFrequency) {
    if (refused.size >= count) break;
    if ([...password].length >= minLength) refused.add(normalizedPassword(password));
  }
  return refused;
}

// Every password the server sets goes through the rules (shared/domain/password-rules.ts) with the common list at
// hand: the one a user chooses (PUT /api/login) is refused with the broken rule's text, and the ones the server
// makes up (an administrator's temporary password, a new user's unusable one) are drawn again until they pass.
import { passwordProblem, type PasswordContext } from "@shared/domain/password-rules";
import { commonPasswords } from "./common-passwords";

/** The first rule `next` breaks, the common passwords included (its Spanish message), or null. */
export async function newPasswordProblem(next: string, context: Omit<PasswordContext, "isCommon"> = {}): Promise<string | null> {
  const common = await commonPasswords();
  return passwordProblem(next, { ...context, isCommon: (normalized) => common.has(normalized) });
}

/** A password from `generate` that the rules accept (drawn again while one is refused). */
export async function acceptedPassword(generate: () => string, context: Omit<PasswordContext, "isCommon"> = {}): Promise<string> {
  for (;;) {
    const password = generate();
    if (!(await newPasswordProblem(password, context))) return password;
  }
}

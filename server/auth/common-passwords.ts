// The most used passwords the rules refuse (shared/domain/password-rules.ts): the first COMMON_PASSWORDS_REFUSED of
// at least the minimum length in @zxcvbn-ts/language-common's "passwords-common", a list ordered by frequency
// (about 49,000 leaked passwords). Server-only: the browser never downloads the list, and the server reads it on
// the first password set rather than at start.
import { commonPasswordSet } from "@shared/domain/password-rules";

let loading: Promise<ReadonlySet<string>> | null = null;

/** The refused common passwords, normalized (trimmed, lower case). */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => commonPasswordSet(dictionary["passwords-common"]));
  return loading;
}

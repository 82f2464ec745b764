// The users' and clients' accounts.
import { MESSAGES } from "./messages";

/** an e-mail address another account already uses */
export const EMAIL_CONFLICT_TEXTS = {
  ownCompany: MESSAGES.emailTaken,
  // the server's alone: the forms show what the server answers
  otherCompany: "El correo no se puede usar; escriba otro",
} as const;

/** the password reset of a user (and of a client's portal user) */
export const RESET_PASSWORD_TEXTS = {
  label: "Restablecer contraseña",
  sending: "Enviando ....",
  done: "Se restablecio la contraseña",
  /** before the temporary password the administrator passes on */
  temporary: "Contraseña temporal:",
} as const;

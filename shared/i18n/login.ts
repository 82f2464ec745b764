// The login screen, the password change and the logout.
import { MESSAGES } from "./messages";

export const LOGIN_TEXTS = {
  username: "Usuario",
  password: "Contraseña",
  submit: "Iniciar",
  failed: MESSAGES.authFailed,
  tooManyAttempts: "Demasiados intentos. Intente de nuevo más tarde.",
  providerLogo: "Logo del proveedor",
  /** the product's wording of a failed logout, kept as written */
  logoutFailed: "No se pudo llevara a cabo el logout",
} as const;

export const PASSWORD_CHANGE_TEXTS = {
  title: "Cambiar contraseña",
  current: "Contraseña actual",
  next: "Nueva contraseña",
  confirm: "Confirmacion Contraseña",
  cancel: "Cancelar",
  submit: "Cambiar",
  mismatch: MESSAGES.passwordMismatch,
  success: MESSAGES.passwordChanged,
  failed: MESSAGES.error,
} as const;

/** a new password the rules refuse, in the form and on the server */
export const PASSWORD_RULE_TEXTS = {
  blank: "La contraseña no puede ser solo espacios",
  tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres`,
  sameAsUser: "La contraseña no puede ser igual al usuario",
  sameAsCurrent: "La nueva contraseña debe ser diferente de la actual",
  common: "La contraseña es demasiado común; escriba otra",
} as const;

/** the rules as the form lists them under the new password, before anything is sent */
export const passwordRuleHints = (min: number) =>
  [
    `Al menos ${min} caracteres, no solo espacios`,
    "Diferente del usuario y de la contraseña actual",
    "No una contraseña común (como 12345678 o password)",
  ] as const;

/** the name of the list of rules the form shows under the new password */
export const PASSWORD_RULES_LABEL = "Requisitos de la contraseña";

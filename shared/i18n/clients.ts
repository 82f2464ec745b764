// Clientes' modal: the portal user's password reset and the hidden events.
import { MESSAGES } from "./messages";

export const CLIENT_TEXTS = {
  resetPassword: "Restablecer contraseña",
  hideEvents: "Ocultar eventos",
  saved: MESSAGES.success,
} as const;

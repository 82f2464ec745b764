// What a webhook's URL may be: http or https, with a host, no credentials in it; and which addresses are
// private (loopback, private ranges, link-local, unique-local, unspecified), refused unless the deployment
// allows them.

export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_URL_TEXTS = {
  required: "La URL es obligatoria",
  invalid: "La URL no es válida",
  scheme: "La URL debe empezar por http:// o https://",
  credentials: "La URL no debe llevar usuario ni contraseña",
  tooLong: `La URL debe tener max ${WEBHOOK_URL_MAX} crts.`,
  privateAddress: "La URL apunta a una dirección privada o local, no permitida",
  unresolved: "No se pudo resolver el nombre del servidor de la URL",
} as const;

/** Why the URL cannot be a webhook's (its form only), or null. */
export function webhookUrlProblem(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return WEBHOOK_URL_TEXTS.required;
  if (value.length > WEBHOOK_URL_MAX) return WEBHOOK_URL_TEXTS.tooLong;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return WEBHOOK_URL_TEXTS.invalid;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return WEBHOOK_URL_TEXTS.scheme;
  if (!url.hostname) return WEBHOOK_URL_TEXTS.invalid;
  if (url.username || url.password) return WEBHOOK_URL_TEXTS.credentials;
  return null;
}

export { isPrivateAddress } from "./webhook-ip";

// Texts of the download manager.
import { MESSAGES } from "./messages";
export const DOWNLOAD_TEXTS = {
  title: "Gestor de descargas",
  download: "Descargar",
  progress: (finished: number, total: number) => `Descargar (${finished}/${total})`,
  started: "Se inicio la descarga, este proceso puede tomar algo de tiempo",
  warning: "Descargar alrededor de 60 viajes puede tardar unos 10 minutos.",
  capped: (max: number) => `Se descargaran solo los primeros ${max} viajes`,
  error: MESSAGES.error,
} as const;

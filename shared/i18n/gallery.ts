// The trip's photo gallery: the trip by its manifest number, never its internal id.
export const GALLERY_TEXTS = {
  title: (numero: string) => `Galería del viaje ${numero}`,
  back: "Volver al viaje",
  downloadAll: "Descargar todo",
  download: "Descargar",
  next: "Siguiente",
  previous: "Anterior",
  close: "Cerrar",
  empty: "El viaje no tiene imágenes",
  broken: "No se pudo cargar la imagen",
} as const;

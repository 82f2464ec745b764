// An image field's upload (server/graphql/modules/imagenes): a new key of the caller's company with its signed URLs.
export const SIGN_IMAGE_UPLOAD = `mutation FirmarSubidaImagen($extension: String!) { firmarSubidaImagen(extension: $extension) { key url urlLectura } }`;

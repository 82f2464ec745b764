// A file field's upload (server/graphql/modules/subida-archivo): a new key of the caller's company keeping the file's name, with its signed URLs.
export const SIGN_FILE_UPLOAD = `mutation FirmarSubidaArchivo($nombre: String!) { firmarSubidaArchivo(nombre: $nombre) { key nombre url urlLectura } }`;

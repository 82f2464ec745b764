// firmarSubidaArchivo: a new key in the caller's company's upload folder ('companyId/<uuid>_<name>.ext', the picked
// file's name as a key keeps it) with its signed PUT and GET URLs. Nothing is written: the key is stored by the
// record's create or update, which checks it names a document uploaded to that company's folder
// (server/entities/field-types/file.ts).
import { randomUUID } from "node:crypto";
import type { Resolvers } from "../../types.generated";
import { badInput } from "../../errors";
import { signedPath } from "../../../storage";
import { FILE_EXTENSION_MESSAGE, fileKeyName } from "@shared/domain/file-key";

export const subidaArchivoResolvers: Resolvers = {
  Mutation: {
    firmarSubidaArchivo: (_parent, { nombre }, ctx) => {
      const name = fileKeyName(nombre);
      if (!name) throw badInput(FILE_EXTENSION_MESSAGE);
      const key = `${ctx.session.idempresa}/${randomUUID()}_${name}`;
      return { key, nombre: name, url: signedPath("PUT", key), urlLectura: signedPath("GET", key) };
    },
  },
};

// firmarSubidaImagen: a new key in the caller's company's upload folder ('companyId/imagen-<uuid>.ext') with its
// signed PUT and GET URLs. Nothing is written: the key is stored by the record's create or update, which checks
// it names an image uploaded to that company's folder (server/entities/field-types/image.ts).
import { randomUUID } from "node:crypto";
import type { Resolvers } from "../../types.generated";
import { badInput } from "../../errors";
import { signedPath } from "../../../storage";
import { extensionOf, IMAGE_EXTENSION_MESSAGE, isImageExtension } from "@shared/domain/image-key";

export const imagenesResolvers: Resolvers = {
  Mutation: {
    firmarSubidaImagen: (_parent, { extension }, ctx) => {
      // 'png', '.png' or a file's name ('foto.PNG')
      const ext = extension.includes(".") ? extensionOf(extension.trim()) : extension.trim().toLowerCase();
      if (!isImageExtension(ext)) throw badInput(IMAGE_EXTENSION_MESSAGE);
      const key = `${ctx.session.idempresa}/imagen-${randomUUID()}.${ext}`;
      return { key, url: signedPath("PUT", key), urlLectura: signedPath("GET", key) };
    },
  },
};

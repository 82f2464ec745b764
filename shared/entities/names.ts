// An entity's names, derived from its key: the Spanish plural of what it holds, in PascalCase (e.g. "NotasRuta").
// The registry name and the SQL table are the key in lower case ("notasruta"); the contract's object type is the
// key with its first word made singular ("NotaRuta"), its page type the key + "Page" ("NotasRutaPage"), its input
// type the object type + "Input"; the operations are "<key>Info" (the paged list), "<type>Info" (one record),
// "create<type>", "update<type>", "delete<type>", the input argument "<type>" starting in lower case; the list's
// path is "/home/<key>". A definition spells a name only where the contract it serves spells it otherwise.

/** A PascalCase key of ASCII letters, at least three, e.g. "Bodegas" or "TiposCarga". */
export const ENTITY_KEY = /^[A-Z][A-Za-z]{2,39}$/;

/** The words of a PascalCase key: "TiposCarga" → ["Tipos", "Carga"]. */
export const keyWords = (key: string): string[] => key.match(/[A-Z][a-z]*/g) ?? [key];

/** A Spanish plural noun in the singular: "Bodegas" → "Bodega", "Conductores" → "Conductor", "Luces" → "Luz". */
export function singularWord(word: string): string {
  if (/ces$/.test(word) && word.length > 4) return `${word.slice(0, -3)}z`;
  if (/[lrndjsx]es$/i.test(word) && word.length > 4) return word.slice(0, -2);
  if (/s$/.test(word) && word.length > 2) return word.slice(0, -1);
  return word;
}

export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

export interface EntityNames {
  name: string;
  table: string;
  typeName: string;
  pageTypeName: string;
  route: string;
  operations: { list: string; one: string; create: string; update: string; delete: string; inputName: string };
}

/** Every name derived from an entity's key; only the key's first word is made singular ("TiposCarga" → "TipoCarga"). */
export function entityNames(key: string): EntityNames {
  if (!ENTITY_KEY.test(key)) throw new Error(`entity key '${key}': a Spanish plural in PascalCase is expected, e.g. "Bodegas" or "TiposCarga"`);
  const plural = keyWords(key);
  const typeName = [singularWord(plural[0]), ...plural.slice(1)].join("");
  return {
    name: key.toLowerCase(),
    table: key.toLowerCase(),
    typeName,
    pageTypeName: `${key}Page`,
    route: `/home/${key}`,
    operations: {
      list: `${lowerFirst(key)}Info`,
      one: `${lowerFirst(typeName)}Info`,
      create: `create${typeName}`,
      update: `update${typeName}`,
      delete: `delete${typeName}`,
      inputName: lowerFirst(typeName),
    },
  };
}

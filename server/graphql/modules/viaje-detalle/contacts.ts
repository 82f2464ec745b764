// Driver contacts are stored as comma-separated 'name:phone' pairs; the contract gives pairs.

export interface Contacto {
  nombre: string;
  telefono: string | null;
}

/** 'Esposa:3001234567,Hermano:3109876543' → [{nombre, telefono}, …]; blanks skipped, a missing phone is null. */
export function parseContactos(text: string | null | undefined): Contacto[] {
  if (!text) return [];
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(":");
      if (at < 0) return { nombre: part, telefono: null };
      const telefono = part.slice(at + 1).trim();
      return { nombre: part.slice(0, at).trim(), telefono: telefono || null };
    });
}

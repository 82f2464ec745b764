// The command palette (Ctrl+K): go to a screen, or find a trip by manifest number or plate. Pure rules.
import type { CrudFilterLike } from "./crud-mapping";

/** Lower case, without accents: 'Estadísticas' matches 'estadis'. */
export const folded = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();

export interface PaletteScreen {
  route: string;
  title: string;
}

/** The screens whose title holds every word typed (all of them when nothing is typed). */
export function matchingScreens<S extends PaletteScreen>(screens: readonly S[], typed: string): S[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  return screens.filter((s) => words.every((w) => folded(s.title).includes(w)));
}

/** Trips are looked up from 2 characters on. */
export const TRIP_SEARCH_MIN = 2;

/** The trips list filter for a typed text: manifest number or plate containing it; none when too short. */
export function tripSearchFilters(typed: string): CrudFilterLike[] | null {
  const text = typed.trim();
  if (text.length < TRIP_SEARCH_MIN) return null;
  return [{ operator: "or", value: [
    { field: "numero", operator: "contains", value: text },
    { field: "placa", operator: "contains", value: text.toUpperCase() },
  ] }];
}

/** Ctrl+K, or ⌘K on a Mac. */
export const isPaletteShortcut = (e: { key: string; ctrlKey: boolean; metaKey: boolean }) =>
  (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k";

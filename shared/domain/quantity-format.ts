// One way to write distances and weights on every screen, as Colombia writes numbers (es-CO): '.' between
// thousands, ',' before the decimals, at most one decimal and none when it is zero — '1.107,6 km', '87,6 km',
// '1.108 km', '32.500 KG'. A value that is not a number (empty, text, infinite) reads 'NA', as empty cells do.
// Pure: no screen formats a distance or a weight by hand.

export const NOT_AVAILABLE = "NA";
/** decimals shown for a distance (100 m) or a weight */
export const QUANTITY_DECIMALS = 1;

const esCO = new Intl.NumberFormat("es-CO", { maximumFractionDigits: QUANTITY_DECIMALS, minimumFractionDigits: 0, useGrouping: true });

/**
 * The number in a value: a number, or a text as typed in a form ('32500', '32500.5', '32500,5', ' 87.6 ').
 * A text with thousands separators is ambiguous (is '1.108' 1108 or 1,108?) and is not read; null otherwise.
 */
export function quantityOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return null;
  const n = Number(text.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** The number alone, es-CO, one decimal at most: '1.107,6' ('NA' when not a number). -0 reads '0'. */
export function formatQuantity(value: unknown): string {
  const n = quantityOf(value);
  if (n === null) return NOT_AVAILABLE;
  const text = esCO.format(n);
  // a small negative rounded to zero prints '-0'
  return /^-0$/.test(text) ? "0" : text;
}

/** A distance in km: '1.107,6 km'. Columns whose header already says km use formatQuantity. */
export function formatDistance(km: unknown): string {
  const text = formatQuantity(km);
  return text === NOT_AVAILABLE ? text : `${text} km`;
}

/** A weight in kg with the unit the weighing report writes: '32.500 KG'. */
export function formatWeight(kg: unknown): string {
  const text = formatQuantity(kg);
  return text === NOT_AVAILABLE ? text : `${text} KG`;
}

// A small seeded PRNG (mulberry32): the demo data must be the same rows and ids on every run,
// so nothing in the seed may call Math.random().

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** uniform in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [min, max], both included */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)];
  }

  /** picks by weight: entries are [value, weight] */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  digits(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  /** a Colombian mobile number: 3XXXXXXXXX with an operator prefix in use */
  mobile(): string {
    return `3${this.pick(["00", "01", "02", "04", "05", "10", "11", "12", "13", "14", "15", "16", "17", "18", "20", "21", "23", "50", "51"])}${this.digits(7)}`;
  }
}

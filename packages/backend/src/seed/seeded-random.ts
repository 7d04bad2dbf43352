import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A small deterministic random source over pure-rand: same seed, same sequence. */
export class SeededRandom {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  pick<T>(items: ReadonlyArray<T>): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.int(0, 9999) < probability * 10000;
  }

  /** Distinct items in their original order. */
  sample<T>(items: ReadonlyArray<T>, count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  }

  /** A version-4-shaped UUID drawn from the sequence (so ids are reproducible too). */
  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => this.int(0, 255));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** An Amazon-style merchant token: 'A' and 13 upper-case letters or digits. */
  sellerId(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    return `A${Array.from({ length: 13 }, () => alphabet[this.int(0, alphabet.length - 1)]).join('')}`;
  }
}

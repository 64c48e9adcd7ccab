/**
 * Small deterministic randomness for the demo catalogue: a mulberry32 stream
 * per product, and a "combo" counter that walks through name variations in a
 * fixed order so neighbouring products in a category look different.
 */

/** Mixes 32-bit integers into a well-spread 32-bit seed. */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x9e3779b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return itemAt(list, Math.floor(this.next() * list.length));
  }

  /** Picks an index by relative weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let roll = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      roll -= itemAt(weights, i);
      if (roll < 0) return i;
    }
    return weights.length - 1;
  }
}

/**
 * Walks a product's position within its category through the variation lists
 * like a mixed-radix counter: the first list changes fastest. Whatever is left
 * after all picks is the "generation", used when the natural variety runs out.
 */
export class Combo {
  private rest: number;

  constructor(position: number) {
    this.rest = position;
  }

  pick<T>(list: readonly T[]): T {
    const value = itemAt(list, this.rest % list.length);
    this.rest = Math.floor(this.rest / list.length);
    return value;
  }

  get generation(): number {
    return this.rest;
  }
}

/** Indexed access that fails loudly instead of returning undefined. */
export function itemAt<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`index ${index} outside a list of ${list.length}`);
  return value;
}

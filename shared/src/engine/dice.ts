/**
 * Dice over pure-rand. The server derives one stream per command from the
 * game's secret seed and the event sequence number (see functions/), so
 * re-deciding a stored command is reproducible and the seed never leaves it.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Dice } from './types.ts';
import { RuleError } from './errors.ts';

/** 53-bit string hash (cyrb53): spreads a textual seed over the generator's 32-bit seed. */
export function hashSeed(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0) ^ (h1 >>> 0);
}

function checkRange(min: number, max: number): void {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`dice: bad range [${min}, ${max}]`);
  }
}

/** Fisher-Yates over any integer source; returns a new array. */
function shuffleWith<T>(list: readonly T[], int: (min: number, max: number) => number): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(0, i);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

export function seededDice(seed: string | number): Dice {
  // A textual seed fills the generator's whole 128-bit state, so long secret
  // seeds keep their strength; a number is the quick form tests use.
  const rng =
    typeof seed === 'number'
      ? xoroshiro128plus(seed | 0)
      : xoroshiro128plusFromState([0, 1, 2, 3].map((i) => hashSeed(`${i}:${seed}`) | 0));
  const int = (min: number, max: number): number => {
    checkRange(min, max);
    return uniformInt(rng, min, max);
  };
  return { int, roll: (sides) => int(1, sides), shuffle: (list) => shuffleWith(list, int) };
}

/**
 * Dice that answer from a script, for tests: each `roll`/`int` takes the next
 * value (checked against its range). `shuffle` keeps the order unless a
 * permutation is scripted with `{ shuffle: [indices] }`.
 */
export type ScriptedValue = number | { shuffle: number[] };

export interface ScriptedDice extends Dice {
  /** Values not used yet: a test can assert the script was consumed. */
  remaining(): number;
}

export function scriptedDice(values: readonly ScriptedValue[]): ScriptedDice {
  const queue = values.slice();
  const next = (what: string): ScriptedValue => {
    const v = queue.shift();
    if (v === undefined) throw new RuleError('dice/script_exhausted', `scripted dice ran out at ${what}`);
    return v;
  };
  const int = (min: number, max: number): number => {
    checkRange(min, max);
    const v = next(`int(${min}, ${max})`);
    if (typeof v !== 'number' || v < min || v > max) {
      throw new RangeError(`scripted dice: ${JSON.stringify(v)} is not in [${min}, ${max}]`);
    }
    return v;
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const v = queue[0];
    if (v !== undefined && typeof v === 'object') {
      queue.shift();
      if (v.shuffle.length !== list.length) throw new RangeError('scripted shuffle: wrong length');
      return v.shuffle.map((i) => {
        if (!(i in list)) throw new RangeError(`scripted shuffle: no index ${i}`);
        return list[i] as T;
      });
    }
    return list.slice();
  };
  return { int, roll: (sides) => int(1, sides), shuffle, remaining: () => queue.length };
}

import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from './dice.ts';

describe('seededDice', () => {
  it('is reproducible for a seed and differs between seeds', () => {
    const roll = (seed: string) =>
      Array.from(
        { length: 50 },
        (
          (d) => () =>
            d.roll(6)
        )(seededDice(seed)),
      );
    expect(roll('a')).toEqual(roll('a'));
    expect(roll('a')).not.toEqual(roll('b'));
  });

  it('stays in range and is roughly fair', () => {
    const d = seededDice('fair');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const r = d.roll(6);
      if (!(r >= 1 && r <= 6 && Number.isInteger(r))) throw new Error(`roll ${r} out of range`);
      counts[r - 1]!++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    for (let i = 0; i < 1000; i++) {
      const v = d.int(-3, 3);
      expect(v >= -3 && v <= 3).toBe(true);
    }
  });

  it('shuffle returns a permutation and leaves its argument alone', () => {
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = seededDice(1).shuffle(list);
    expect(list).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(list);
  });

  it('rejects bad ranges', () => {
    expect(() => seededDice(1).int(3, 1)).toThrow(RangeError);
    expect(() => seededDice(1).int(0.5, 2)).toThrow(RangeError);
  });
});

describe('scriptedDice', () => {
  it('answers from its script and checks each value against the range asked', () => {
    const d = scriptedDice([6, 1, { shuffle: [2, 0, 1] }, 4]);
    expect(d.roll(6)).toBe(6);
    expect(d.roll(6)).toBe(1);
    expect(d.shuffle(['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    expect(d.remaining()).toBe(1);
    expect(() => d.roll(3)).toThrow(RangeError);
  });

  it('throws when the script runs out, and leaves unscripted shuffles in order', () => {
    const d = scriptedDice([]);
    expect(d.shuffle([1, 2])).toEqual([1, 2]);
    expect(() => d.roll(6)).toThrow(/ran out/);
  });
});

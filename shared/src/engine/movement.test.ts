import { describe, expect, it } from 'vitest';
import { hexGrid } from './hex.ts';
import { destinations, groupStepCost, terrainCost, type TerrainTable } from './movement.ts';
import { largestStacks, loadCarriers, stacksBy } from './stacks.ts';

type F = 'hills' | 'mountain' | 'forest';
type B = 'mountain' | 'forest';
const table: TerrainTable<F, B> = {
  minimum: 1,
  features: {
    hills: { cost: 2, bonus: 'mountain', withBonus: 0 },
    mountain: { cost: 4, bonus: 'mountain', withBonus: 3 },
    forest: { cost: 2, bonus: 'forest', withBonus: 0 },
  },
};

describe('terrain cost', () => {
  it('adds features and lets each bonus lower its own feature, never under the minimum', () => {
    expect(terrainCost(table, [], new Set())).toBe(1);
    expect(terrainCost(table, ['mountain', 'forest'], new Set())).toBe(6);
    expect(terrainCost(table, ['mountain', 'forest'], new Set<B>(['mountain']))).toBe(5);
    expect(terrainCost(table, ['hills', 'forest'], new Set<B>(['mountain', 'forest']))).toBe(1);
    expect(terrainCost(table, ['hills'], new Set<B>(['forest']))).toBe(2);
  });

  it('charges a group what its slowest member pays, and bars it when one member is barred', () => {
    const step = groupStepCost<number, string>([1, 3, 2], (u) => u);
    expect(step('a', 'b')).toBe(3);
    const barred = groupStepCost<number, string>([1, 2], (u) => (u === 2 ? null : 1));
    expect(barred('a', 'b')).toBeNull();
  });
});

describe('destinations', () => {
  const grid = hexGrid({ orientation: 'flat', offset: 'odd' });
  it('lists each reachable hex once with its cheapest path, skipping hexes one may only pass', () => {
    const start = '0505';
    const d = destinations(
      start,
      2,
      { neighbours: (h) => grid.neighbours(h), cost: () => 1 },
      (h) => h !== grid.neighbour(start, 0),
    );
    expect(d.length).toBe(18 - 1);
    expect(new Set(d.map((x) => x.to)).size).toBe(d.length);
    for (const x of d) {
      expect(x.path[0]).toBe(start);
      expect(x.path.length - 1).toBe(x.cost);
    }
  });
});

describe('stacks and carriers', () => {
  it('groups units by hex and finds the largest stacks', () => {
    const s = stacksBy(
      [
        { id: 'a', hex: 'x' },
        { id: 'b', hex: 'y' },
        { id: 'c', hex: 'x' },
        { id: 'd', hex: 'y' },
      ],
      (u) => u.hex,
    );
    expect([...s.keys()]).toEqual(['x', 'y']);
    expect(largestStacks(s)).toEqual(['x', 'y']);
    expect(largestStacks(new Map())).toEqual([]);
  });

  it('loads cargo one per carrier, keeps valid loads and refuses what does not fit', () => {
    expect(loadCarriers(['f1', 'f2'], ['a', 'b'], 1, { b: 'f1' })).toEqual({ b: 'f1', a: 'f2' });
    expect(loadCarriers(['f1'], ['a', 'b'], 1)).toBeNull();
    expect(loadCarriers(['f1'], ['a', 'b'], 2)).toEqual({ a: 'f1', b: 'f1' });
  });
});

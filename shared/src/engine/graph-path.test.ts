import { describe, expect, it } from 'vitest';
import { graphMap } from './graph.ts';
import { hexGrid } from './hex.ts';
import { leastCostPath, pathTo, reach } from './path.ts';

describe('graphMap', () => {
  const g = graphMap(
    ['a', 'b', 'c', 'd', 'e'],
    [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['a', 'c'],
    ],
  );
  it('expands each authored link both ways', () => {
    expect(g.neighbours('b')).toEqual(['a', 'c']);
    expect(g.adjacent('c', 'a')).toBe(true);
    expect(g.adjacent('a', 'd')).toBe(false);
  });
  it('measures distance in links; unconnected is Infinity', () => {
    expect(g.distance('a', 'd')).toBe(2);
    expect(g.distance('a', 'e')).toBe(Number.POSITIVE_INFINITY);
    expect([...g.within('a', 1).keys()].sort()).toEqual(['a', 'b', 'c']);
  });
  it('refuses bad links', () => {
    expect(() => graphMap(['a'], [['a', 'z']])).toThrow(/unknown/);
    expect(() =>
      graphMap(
        ['a', 'b'],
        [
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    ).toThrow(/twice/);
    expect(() => graphMap(['a'], [['a', 'a']])).toThrow(/itself/);
  });
});

describe('least-cost movement', () => {
  const grid = hexGrid({ orientation: 'flat', offset: 'odd' });
  const onMap = (id: string) => {
    const { col, row } = grid.parse(id);
    return col >= 1 && col <= 9 && row >= 1 && row <= 9;
  };
  // Hills cost 2, a river hexside between 0302 and 0402 adds 3, 0505 is impassable.
  const rule = {
    neighbours: (id: string) => grid.neighbours(id).filter(onMap),
    cost: (from: string, to: string) => {
      if (to === '0505') return null;
      const river = [from, to].sort().join() === '0302,0402' ? 3 : 0;
      return (to === '0203' ? 2 : 1) + river;
    },
  };

  it('finds the cheapest path around costs and forbidden hexes', () => {
    const r = leastCostPath('0404', '0606', rule);
    expect(r?.cost).toBe(grid.distance('0404', '0606'));
    expect(r?.path).not.toContain('0505');
    expect(r?.path[0]).toBe('0404');
    expect(r?.path.at(-1)).toBe('0606');
  });

  it('respects the movement budget', () => {
    const r = reach('0101', 2, rule);
    for (const [, c] of r.cost) expect(c).toBeLessThanOrEqual(2);
    expect(r.cost.has('0104')).toBe(false);
    expect(pathTo(r, '0104')).toBeNull();
  });

  it('charges hexside features: crossing the river costs more than walking round', () => {
    const direct = rule.cost('0302', '0402');
    expect(direct).toBe(4);
    const r = leastCostPath('0302', '0402', rule);
    expect(r?.cost).toBeLessThan(4);
  });

  it('stops where movement must end (zones of control)', () => {
    const r = reach('0101', 10, { ...rule, mayLeave: (n: string) => n !== '0102' });
    expect(r.cost.get('0102')).toBe(1);
    expect(r.via.get('0103')).not.toBe('0102');
  });
});

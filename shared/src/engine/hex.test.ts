import { describe, expect, it } from 'vitest';
import { hexGrid, hexside, hexsideEnds } from './hex.ts';

describe('hexGrid (flat tops, odd columns shifted)', () => {
  const g = hexGrid({ orientation: 'flat', offset: 'odd' });

  it('round-trips labels through cube coordinates', () => {
    for (const id of ['0101', '0202', '0515', '1210', '0000']) expect(g.fromCube(g.toCube(id))).toBe(id);
  });

  it('gives six distinct neighbours, each at distance 1 and adjacent both ways', () => {
    for (const id of ['0505', '0606']) {
      const ns = g.neighbours(id);
      expect(new Set(ns).size).toBe(6);
      for (const n of ns) {
        expect(g.distance(id, n)).toBe(1);
        expect(g.neighbours(n)).toContain(id);
        expect(g.direction(n, id)).toBe((g.direction(id, n) + 3) % 6);
      }
    }
  });

  it('matches the printed map: in an odd-shifted column the north neighbour is one row up', () => {
    expect(g.neighbour('0505', 0)).toBe('0504');
    expect(g.neighbour('0505', 3)).toBe('0506');
    // Odd columns sit half a hex lower, so their north-east neighbour shares their row.
    expect(g.neighbour('0505', 1)).toBe('0605');
    expect(g.neighbour('0605', 1)).toBe('0704');
  });

  it('measures distance across rows and columns', () => {
    expect(g.distance('0101', '0101')).toBe(0);
    expect(g.distance('0101', '0104')).toBe(3);
    expect(g.distance('0101', '0401')).toBe(3);
    expect(g.distance('0101', '0601')).toBe(5);
  });

  it('range(r) holds 1 + 3r(r+1) hexes', () => {
    expect(g.range('0505', 0)).toEqual(['0505']);
    expect(g.range('0505', 1)).toHaveLength(7);
    expect(g.range('0505', 2)).toHaveLength(19);
  });

  it('names each hexside once, whichever hex names it', () => {
    expect(hexside('0505', '0504')).toBe(hexside('0504', '0505'));
    expect(hexsideEnds(hexside('0505', '0504'))).toEqual(['0504', '0505']);
    const shared = g.hexsides('0505').filter((s) => g.hexsides('0504').includes(s));
    expect(shared).toEqual([hexside('0504', '0505')]);
  });

  it('lays hexes out without overlap for drawing', () => {
    const a = g.center('0505', 10);
    const b = g.center('0504', 10);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(10 * Math.sqrt(3));
    expect(g.corners('0505', 10)).toHaveLength(6);
  });
});

describe('hexGrid (pointy tops, even rows shifted)', () => {
  const g = hexGrid({ orientation: 'pointy', offset: 'even', digits: 3 });
  it('round-trips and keeps neighbours symmetric', () => {
    expect(g.label({ col: 12, row: 7 })).toBe('012007');
    for (const n of g.neighbours('010010')) expect(g.neighbours(n)).toContain('010010');
    expect(g.fromCube(g.toCube('003004'))).toBe('003004');
  });
});

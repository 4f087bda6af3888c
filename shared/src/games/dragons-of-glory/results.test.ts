/**
 * Combat results (DG-RES-01..03, DG-RES-05..07): single depletions chosen by
 * their owner, D, E, the combined D1, and the defaults of a missed deadline
 * (checklist §2 row 9). Retreats (R) are in retreat.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { attack, choicesOf, dragonsOfGlory, ofType, refuses, rolled, send, start, where } from './combat.testkit.ts';
import { defaultLoss, lossOptions } from './rules/combat.ts';

const labelsOf = (s: Parameters<typeof choicesOf>[0], side: 'highlord' | 'whitestone') =>
  choicesOf(s, side).map((c) => c.label);

describe('results', () => {
  it('DG-RES-01 "1": the owner depletes one army; a depleted one goes to the pool, a depleted flier out of the game', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'red-inf-4', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    // 16 against 8 is 2-1; a 1 reads 1/1.
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3', 'red-inf-4'], [1]);
    expect(rolled(r.events).result).toEqual({ attacker: '1', defender: '1' });
    expect(r.state.stage).toEqual({ kind: 'losses', side: 'whitestone' });
    expect(labelsOf(r.state, 'whitestone')).toEqual([
      'Deplete Qualinesti Archers I',
      'Deplete Solanthus Men-at-Arms I',
    ]);
    const w = send(r.state, 'whitestone', { type: 'losses', flip: ['solanthus-foot-1'], eliminate: [] });
    expect(w.state.units['solanthus-foot-1']!.depleted).toBe(true);
    expect(w.state.units['qualinesti-foot-1']!.depleted).toBe(false);
    // A depleted ground army hit again goes to the pool, a depleted griffon leaves the game (DG-REP-08).
    const spent = start([
      { id: 'red-inf-1', hex: '3612', depleted: true },
      { id: 'qualinesti-griffons', hex: '3613', depleted: true },
    ]);
    const a = attack(spent, '3613', ['red-inf-1']);
    // 2 against 1 is 2-1; the griffons' flight -1 on a 2 makes 1: 1/1.
    const b = send(a.state, 'whitestone', { type: 'stand' }, [2]);
    expect(rolled(b.events)).toMatchObject({ column: '2-1', result: { attacker: '1', defender: '1' } });
    expect(where(b.state, 'qualinesti-griffons')).toBe('removed');
    expect(where(b.state, 'red-inf-1')).toBe('pool');
  });

  it('DG-RES-02 "2": two flips, two from the pool, one army twice, or a flip and one to the pool, as the owner likes', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613', depleted: true },
      { id: 'tower-knights-1', hex: '3513' },
      { id: 'tower-knights-2', hex: '3513', depleted: true },
      { id: 'fielder-foot-1', hex: '3514' },
      { id: 'palanthus-guard', hex: '3514' },
      { id: 'khur-foot-1', hex: '3713', side: 'whitestone', depleted: true },
      { id: 'palanthus-militia-1', hex: '3713', depleted: true },
    ]);
    // Two full armies: both flipped, or either one taking both.
    expect(lossOptions(s, ['fielder-foot-1', 'palanthus-guard'], 2)).toEqual([
      { flip: [], eliminate: ['fielder-foot-1'] },
      { flip: ['fielder-foot-1', 'palanthus-guard'], eliminate: [] },
      { flip: [], eliminate: ['palanthus-guard'] },
    ]);
    // Two depleted armies: both to the pool, the only way.
    expect(lossOptions(s, ['khur-foot-1', 'palanthus-militia-1'], 2)).toEqual([
      { flip: [], eliminate: ['khur-foot-1', 'palanthus-militia-1'] },
    ]);
    // A full and a depleted army: the full one twice, or a flip and one to the pool.
    expect(lossOptions(s, ['tower-knights-1', 'tower-knights-2'], 2)).toEqual([
      { flip: [], eliminate: ['tower-knights-1'] },
      { flip: ['tower-knights-1'], eliminate: ['tower-knights-2'] },
    ]);
    // In battle: 12 against 6 is 2-1, a 5 reads 1/2.
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3'], [5]);
    expect(rolled(r.events).result).toEqual({ attacker: '1', defender: '2' });
    expect(labelsOf(r.state, 'whitestone')).toEqual([
      'Send Qualinesti Archers I to the Replacement Pool',
      'Deplete Qualinesti Archers I and send Solanthus Men-at-Arms I to the Replacement Pool',
    ]);
    refuses(r.state, 'whitestone', { type: 'losses', flip: ['qualinesti-foot-1'], eliminate: [] }, 'bad_losses');
    refuses(r.state, 'whitestone', { type: 'losses', flip: ['solanthus-foot-1'], eliminate: [] }, 'bad_losses');
    refuses(r.state, 'whitestone', { type: 'losses', flip: [], eliminate: ['tower-knights-1'] }, 'bad_losses');
    const w = send(r.state, 'whitestone', { type: 'losses', flip: [], eliminate: ['qualinesti-foot-1'] });
    expect(where(w.state, 'qualinesti-foot-1')).toBe('pool');
    expect(w.state.units['solanthus-foot-1']).toMatchObject({ where: 'map', depleted: true });
  });

  it('DG-RES-03 "D": every army is depleted, and those already depleted go to the pool', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'draconian-1', hex: '3712' },
      { id: 'draconian-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613', depleted: true },
    ]);
    // 18 against 6 is 3-1; a 9 reads -/D.
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'draconian-1', 'draconian-2'], [9]);
    expect(rolled(r.events).result).toEqual({ attacker: '-', defender: 'D' });
    expect(r.state.units['qualinesti-foot-1']).toMatchObject({ where: 'map', depleted: true });
    expect(where(r.state, 'solanthus-foot-1')).toBe('pool');
  });

  it('DG-RES-05 "E": every army is eliminated, ground armies to the pool, fliers out of the game', () => {
    const s = start([
      { id: 'red-dragon-1', hex: '3612' },
      { id: 'red-dragon-2', hex: '3612' },
      { id: 'red-dragon-3', hex: '3712' },
      { id: 'red-inf-1', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'qualinesti-griffons', hex: '3613' },
    ]);
    // 19 against 6 is 3-1; dragons +15 and flight +1, less the griffons' -1, on a 1: 16, -/E.
    const r = attack(s, '3613', ['red-dragon-1', 'red-dragon-2', 'red-dragon-3', 'red-inf-1'], [1]);
    expect(rolled(r.events).result).toEqual({ attacker: '-', defender: 'E' });
    expect(where(r.state, 'qualinesti-foot-1')).toBe('pool');
    expect(where(r.state, 'qualinesti-griffons')).toBe('removed');
  });

  it('DG-RES-06 results add up: D1 depletes every army and then one more, which the owner chooses', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'red-cav', hex: '3712' },
      { id: 'hylo-kender-1', hex: '3613' },
      { id: 'goodlund-kender-1', hex: '3613' },
    ]);
    // 16 against 4 is 4-1; cavalry +1 on a 10 makes 11: -/D1.
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3', 'red-cav'], [10]);
    expect(rolled(r.events).result).toEqual({ attacker: '-', defender: 'D1' });
    expect(ofType(r.events, 'depleted')[0]!.units).toEqual(['goodlund-kender-1', 'hylo-kender-1']);
    expect(r.state.stage).toEqual({ kind: 'losses', side: 'whitestone' });
    expect(labelsOf(r.state, 'whitestone')).toEqual([
      'Send Kender of Goodlund I to the Replacement Pool',
      'Send Kender of Hylo I to the Replacement Pool',
    ]);
    const w = send(r.state, 'whitestone', { type: 'losses', flip: [], eliminate: ['goodlund-kender-1'] });
    expect(where(w.state, 'goodlund-kender-1')).toBe('pool');
    expect(w.state.units['hylo-kender-1']).toMatchObject({ where: 'map', depleted: true });
  });

  it('DG-RES-07 the owner chooses which armies take 1 or 2 losses: the defender first, then the attacker', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'red-inf-4', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'tower-knights-1', hex: '3613' },
    ]);
    // 16 against 9 is 1-1; a 3 reads 1/1.
    const r = attack(s, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3', 'red-inf-4'], [3]);
    expect(rolled(r.events).result).toEqual({ attacker: '1', defender: '1' });
    expect(r.state.stage).toEqual({ kind: 'losses', side: 'whitestone' });
    refuses(r.state, 'highlord', { type: 'losses', flip: ['red-inf-1'], eliminate: [] }, 'not_your_turn');
    // A missed deadline flips the weakest full-strength army (checklist §2 row 9).
    expect(dragonsOfGlory.onTimeout!(r.state, 'whitestone')).toEqual({
      type: 'losses',
      flip: ['qualinesti-foot-1'],
      eliminate: [],
    });
    const w = send(r.state, 'whitestone', { type: 'losses', flip: ['tower-knights-1'], eliminate: [] });
    expect(w.state.stage).toEqual({ kind: 'losses', side: 'highlord' });
    // Alike armies in one hex are one choice: one per attacking hex is offered.
    expect(labelsOf(w.state, 'highlord')).toEqual(['Deplete Red Infantry I', 'Deplete Red Infantry III']);
    const h = send(w.state, 'highlord', { type: 'losses', flip: ['red-inf-4'], eliminate: [] });
    expect(h.state.units['red-inf-4']!.depleted).toBe(true);
    expect(h.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
    // No choice at all (two alike armies in one hex): taken at once.
    expect(lossOptions(s, ['red-inf-1', 'red-inf-2'], 1)).toHaveLength(1);
    expect(defaultLoss(s, ['tower-knights-1', 'qualinesti-foot-1'], 2)).toEqual({
      flip: ['qualinesti-foot-1', 'tower-knights-1'],
      eliminate: [],
    });
  });
});

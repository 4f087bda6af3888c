/**
 * The edges of activation (Rule 3) that the main tests leave open: which
 * ratings events change and for whom (DG-SE-07), the Knights count (DG-ACT-06,
 * AMB-10) on both sides of each condition, who may still try (DG-ACT-01/11),
 * and an invasion roll-off that could never end (AMB-14).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { EVENT_BY_ID } from './data/index.ts';
import { attemptable, canAttempt, highlordNations, INVASION_ROLL_CAP, invade, rating } from './rules/activation.ts';
import type { NationState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { sandbox } from './testkit.ts';

const base = () =>
  sandbox({ units: [], step: 'activation', nations: { dominion: 'highlord', qualinesti: 'whitestone' } });
const withNation = (s: State, n: string, st: Partial<NationState>): State => ({
  ...s,
  nations: { ...s.nations, [n]: { ...s.nations[n as 'blode'], ...st } },
});

describe('ratings and the events that change them', () => {
  it('DG-ACT-04 the printed ratings, side by side; a nation with no row has none', () => {
    const s = base();
    expect(rating(s, 'whitestone', 'fielder')).toEqual({ rating: 5, mods: [] });
    expect(rating(s, 'highlord', 'fielder')).toEqual({ rating: 3, mods: [] });
    expect(rating(s, 'highlord', 'dominion')).toBeNull();
  });

  it('DG-SE-07 a rating set by an event counts for its side and nation only, for the rest of the game', () => {
    const s = { ...base(), drawn: [{ event: 'whitestone-council', turn: 1, by: 'highlord' as const }] };
    expect(rating(s, 'whitestone', 'palanthus')!.rating).toBe(4);
    expect(rating(s, 'highlord', 'palanthus')!.rating).toBe(rating(base(), 'highlord', 'palanthus')!.rating);
    expect(rating(s, 'whitestone', 'fielder')!.rating).toBe(5);
    // and its Knights bonus: Whitestone's Knights ratings only, named by the event
    expect(rating(s, 'whitestone', 'caergoth')).toEqual({
      rating: 4,
      mods: [{ label: EVENT_BY_ID.get('whitestone-council')!.name, value: 1, rule: 'DG-SE-07' }],
    });
    expect(rating(s, 'highlord', 'caergoth')!.rating).toBe(-2);
  });

  it('DG-SE-07 a this-Turn modifier helps its side, the drawer or the drawer’s opponent as the event says', () => {
    const envoys = { ...base(), effects: [{ event: 'whitestone-envoys', side: 'highlord' as const }] };
    expect(rating(envoys, 'whitestone', 'fielder')!.rating).toBe(7);
    expect(rating(envoys, 'highlord', 'fielder')!.rating).toBe(3);
    const drawnByWs = { ...base(), effects: [{ event: 'mercenary-companies', side: 'whitestone' as const }] };
    expect(rating(drawnByWs, 'whitestone', 'fielder')!.mods).toEqual([
      { label: EVENT_BY_ID.get('mercenary-companies')!.name, value: 2, rule: 'DG-SE-07' },
    ]);
    expect(rating(drawnByWs, 'highlord', 'fielder')!.mods).toEqual([]);
    // a modifier for named nations leaves the others alone
    const minotaurs = { ...base(), effects: [{ event: 'minotaur-ambition', side: 'highlord' as const }] };
    expect(rating(minotaurs, 'highlord', 'mithas')!.rating).toBe(rating(base(), 'highlord', 'mithas')!.rating + 3);
    expect(rating(minotaurs, 'highlord', 'fielder')!.rating).toBe(3);
  });

  it('DG-ACT-06 AMB-10 the Knights count: joined or conquered by the Highlord, not from the start, not by Whitestone', () => {
    const s = base();
    expect(highlordNations(s)).toBe(0); // the Dominion is the Highlord's from the start: not counted
    const one = withNation(s, 'blode', { status: 'highlord' });
    expect(highlordNations(one)).toBe(1);
    expect(rating(one, 'whitestone', 'caergoth')!.mods).toEqual([
      { label: 'Knights: 1 nation with or conquered by the Highlord', value: 1, rule: 'DG-ACT-06' },
    ]);
    const two = withNation(one, 'khur', { status: 'conquered', by: 'highlord' });
    expect(highlordNations(two)).toBe(2);
    expect(rating(two, 'whitestone', 'caergoth')).toEqual({
      rating: 5,
      mods: [{ label: 'Knights: 2 nations with or conquered by the Highlord', value: 2, rule: 'DG-ACT-06' }],
    });
    expect(highlordNations(withNation(one, 'khur', { status: 'conquered', by: 'whitestone' }))).toBe(1);
    // only Whitestone's Knights ratings rise
    expect(rating(two, 'highlord', 'caergoth')!.rating).toBe(-2);
    expect(rating(two, 'whitestone', 'fielder')!.rating).toBe(5);
  });
});

describe('who may still try', () => {
  it('DG-ACT-01 DG-ACT-11 only neutral nations that are rolled for, and only until the side has tried', () => {
    const s = base();
    const list = attemptable(s, 'whitestone');
    expect(list).toContain('fielder');
    expect(list).not.toContain('qualinesti'); // at war already
    expect(list).not.toContain('tower-knights'); // never rolled for
    expect(list).not.toContain('good-dragons');
    expect(canAttempt(s, 'whitestone')).toBe(true);
    const tried = { ...s, attempts: { whitestone: 'fielder' as const } };
    expect(attemptable(tried, 'whitestone')).toEqual([]);
    expect(canAttempt(tried, 'whitestone')).toBe(false);
    expect(canAttempt(tried, 'highlord')).toBe(true);
    expect(attemptable(withNation(s, 'fielder', { status: 'highlord' }), 'whitestone')).not.toContain('fielder');
  });
});

describe('invasion roll-offs', () => {
  const tx = (s: State, dice: number[]) => new Tx(s, scriptedDice(dice));

  it('DG-INV-05 a nation already at war is not invaded: no roll, nothing staged', () => {
    const t = tx(withNation(base(), 'fielder', { status: 'whitestone' }), []);
    expect(invade(t, 'fielder', 'highlord', null)).toBe(false);
    expect(t.events).toEqual([]);
  });

  it('AMB-14 a roll-off is capped: after the cap the nation joins the non-invader', () => {
    // Fielder invaded by the Highlord: Whitestone needs 7, the Highlord 3; nothing but 10s
    const t = tx(base(), Array(INVASION_ROLL_CAP + 5).fill(10));
    invade(t, 'fielder', 'highlord', { kind: 'movement', side: 'highlord' });
    expect(t.events.filter((e) => e.type === 'activationRolled')).toHaveLength(INVASION_ROLL_CAP);
    expect(t.state.nations.fielder.status).toBe('whitestone');
  });

  it('DG-INV-07 the roll-off alternates from the non-invader and stops at the first success, which may be the invader’s', () => {
    const t = tx(base(), [8, 3]);
    const waits = invade(t, 'fielder', 'highlord', { kind: 'movement', side: 'highlord' });
    const rolls = t.events.filter((e) => e.type === 'activationRolled');
    expect(rolls.map((e) => (e.type === 'activationRolled' ? [e.side, e.die, e.rating, e.success] : []))).toEqual([
      ['whitestone', 8, 7, false],
      ['highlord', 3, 3, true],
    ]);
    expect(t.state.nations.fielder.status).toBe('highlord');
    expect(waits).toBe(true);
    expect(t.state.stage).toMatchObject({ kind: 'place', side: 'highlord', nation: 'fielder' });
  });
});

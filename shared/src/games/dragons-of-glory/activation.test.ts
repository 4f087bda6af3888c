/**
 * Activation (Rule 3, Step 3: DG-ACT-01..11) with the checklist's AMB-10 (which nations count for the
 * Knights' bonus), AMB-11 (the Tower Knights come only for Whitestone) and AMB-13 (the same nation
 * picked twice). Sandboxes start at Step 3; the d10 of each attempt is scripted.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { getHex, HOME_DEPLOYMENT } from './data/index.ts';
import { attemptable, highlordNations, rating } from './rules/activation.ts';
import { evolve } from './rules/evolve.ts';
import type { State } from './rules/state.ts';
import { act, dragonsOfGlory, labels, ofType, rejects, sandbox } from './testkit.ts';

const WAR: Sandbox['nations'] = {
  dominion: 'highlord',
  soth: 'highlord',
  qualinesti: 'whitestone',
  silvanesti: 'whitestone',
};

/** Step 3 of `turn` (3 unless told: the Highlord draws, so it tries first). */
const step3 = (sb: Partial<Sandbox> = {}): State =>
  sandbox({ units: [], turn: 3, ...sb, nations: { ...WAR, ...sb.nations }, step: 'activation' });
const activate = (s: State, seat: string, nation: string, dice: number[]) =>
  act(s, seat, { type: 'activate', nation }, dice);
/** This Turn's events in force, as if drawn in Step 2 (side: the drawer). */
const withEffects = (s: State, effects: State['effects']): State => ({ ...s, effects });
const nationsTried = (s: State, seat: string): string[] =>
  dragonsOfGlory
    .choices(s, seat)
    .map((c) => c.command as Command)
    .flatMap((c) => (c.type === 'activate' ? [c.nation] : []));

describe('Step 3: activation', () => {
  it('DG-ACT-01 each side may try one neutral a Turn, or pass', () => {
    const s = step3();
    expect(s.stage).toEqual({ kind: 'activation', side: 'highlord', first: true });
    expect(labels(s, 'highlord')).toContain('Try no nation this Turn');
    const a = activate(s, 'highlord', 'khur', [9]);
    expect(a.state.attempts.highlord).toBe('khur');
    // Its one attempt is used: the Highlord may not try again, Whitestone decides now.
    expect(a.state.stage).toEqual({ kind: 'activation', side: 'whitestone', first: false });
    rejects(a.state, 'highlord', { type: 'activate', nation: 'kern' }, 'rule/not_your_turn');
    // Whitestone passes; Step 4 follows (its two d4).
    const b = act(a.state, 'whitestone', { type: 'skipActivation' }, [1, 2]);
    expect(ofType(b.events, 'activationSkipped')).toEqual([{ type: 'activationSkipped', side: 'whitestone' }]);
    expect(b.state.stage?.kind).toBe('first');
    expect(dragonsOfGlory.onTimeout(s, 'highlord')).toEqual({ type: 'skipActivation' });
  });

  it('DG-ACT-02 the side that drew this Turn’s event rolls first', () => {
    expect(step3({ turn: 3 }).stage).toEqual({ kind: 'activation', side: 'highlord', first: true });
    expect(step3({ turn: 4 }).stage).toEqual({ kind: 'activation', side: 'whitestone', first: true });
    rejects(step3({ turn: 4 }), 'highlord', { type: 'activate', nation: 'khur' }, 'rule/not_your_turn');
  });

  it('DG-ACT-03 a roll at or under the rating activates the nation for the roller; a higher roll does nothing', () => {
    // The Highlord's rating for Khur is 2.
    const hit = activate(step3(), 'highlord', 'khur', [2]);
    expect(ofType(hit.events, 'activationRolled')[0]).toMatchObject({ die: 2, rating: 2, success: true });
    expect(hit.state.nations.khur.status).toBe('highlord');
    const miss = activate(step3(), 'highlord', 'khur', [3]);
    expect(ofType(miss.events, 'activationRolled')[0]).toMatchObject({ die: 3, success: false });
    expect(miss.state.nations.khur.status).toBe('neutral');
    expect(ofType(miss.events, 'nationJoined')).toEqual([]);
  });

  it('DG-ACT-04 a rating of 0 or less never succeeds without a modifier: Whitestone needs +3 for Blode', () => {
    const s = step3({ turn: 4 });
    expect(rating(s, 'whitestone', 'blode')!.rating).toBe(-2);
    expect(dragonsOfGlory.choices(s, 'whitestone').find((c) => c.label.startsWith('Call Blode'))!.label).toContain(
      'cannot succeed',
    );
    expect(activate(s, 'whitestone', 'blode', [1]).state.nations.blode.status).toBe('neutral');
    // +2 makes 0: a 1 still fails.
    const two = withEffects(s, [{ event: 'whitestone-envoys', side: 'whitestone' }]);
    expect(rating(two, 'whitestone', 'blode')!.rating).toBe(0);
    expect(activate(two, 'whitestone', 'blode', [1]).state.nations.blode.status).toBe('neutral');
    // +4 makes 2: a 1 and a 2 succeed, a 3 fails.
    const four = withEffects(s, [
      { event: 'whitestone-envoys', side: 'whitestone' },
      { event: 'mercenary-companies', side: 'whitestone' },
    ]);
    expect(activate(four, 'whitestone', 'blode', [2]).state.nations.blode.status).toBe('whitestone');
    expect(activate(four, 'whitestone', 'blode', [3]).state.nations.blode.status).toBe('neutral');
  });

  it('DG-ACT-05 only Strategic Events and invasion change a rating', () => {
    const s = step3({ units: [{ id: 'qualinesti-foot-1', hex: '3821' }] });
    expect(rating(s, 'whitestone', 'khur')).toEqual({ rating: 3, mods: [] });
    expect(rating(s, 'whitestone', 'khur', true)).toEqual({
      rating: 5,
      mods: [{ label: 'Invaded by the enemy', value: 2, rule: 'DG-INV-05' }],
    });
    const ev = withEffects(s, [{ event: 'minotaur-ambition', side: 'highlord' }]);
    expect(rating(ev, 'highlord', 'mithas')!.mods).toEqual([
      { label: 'Minotaur Ambition', value: 3, rule: 'DG-SE-07' },
    ]);
    expect(rating(ev, 'highlord', 'khur')!.mods).toEqual([]);
  });

  it('DG-ACT-06 Whitestone’s Knights ratings rise by 1 for each nation gone to the Highlord, counted at each roll (AMB-10)', () => {
    const s = step3();
    expect(rating(s, 'whitestone', 'caergoth')!.rating).toBe(3);
    // The Highlord wins Kern in this Step 3; Whitestone's roll of 4 for Caergoth now succeeds.
    const kern = activate(s, 'highlord', 'kern', [1]);
    const placed = act(kern.state, 'highlord', { type: 'placeAtHome' });
    expect(placed.state.stage).toEqual({ kind: 'activation', side: 'whitestone', first: false });
    expect(highlordNations(placed.state)).toBe(1);
    expect(labels(placed.state, 'whitestone')).toContain('Call Caergoth to arms: needs 4 or less on a d10');
    const r = activate(placed.state, 'whitestone', 'caergoth', [4]);
    expect(ofType(r.events, 'activationRolled')[0]!.mods).toEqual([
      { label: 'Knights: 1 nation with or conquered by the Highlord', value: 1, rule: 'DG-ACT-06' },
    ]);
    expect(r.state.nations.caergoth.status).toBe('whitestone');
    // A nation the Highlord held from the start does not count (AMB-10), so a 4 fails there.
    const atStart = step3({ turn: 4, nations: { kern: 'highlord' } });
    expect(activate(atStart, 'whitestone', 'caergoth', [4]).state.nations.caergoth.status).toBe('neutral');
    // A nation the Highlord conquered counts; one Whitestone conquered does not.
    const conquered = (by: 'highlord' | 'whitestone'): State => ({
      ...atStart,
      nations: { ...atStart.nations, khur: { status: 'conquered', by, atStart: 'neutral' } },
    });
    expect(rating(conquered('highlord'), 'whitestone', 'gunthar')!.rating).toBe(5);
    expect(rating(conquered('whitestone'), 'whitestone', 'gunthar')!.rating).toBe(4);
    // Non-Knights nations and the Highlord's own Knights ratings never change.
    expect(rating(placed.state, 'whitestone', 'khur')!.rating).toBe(3);
    expect(rating(placed.state, 'highlord', 'caergoth')!.rating).toBe(-2);
  });

  it('DG-ACT-07 the first Knights nation Whitestone gains brings the three Tower Knights to the High Clerist Tower, once (AMB-11)', () => {
    const r = activate(step3({ turn: 4 }), 'whitestone', 'caergoth', [1]);
    const tower = ['tower-knights-1', 'tower-knights-2', 'tower-knights-3'];
    expect(r.state.nations['tower-knights'].status).toBe('whitestone');
    for (const id of tower) expect(r.state.units[id]).toMatchObject({ where: 'map', hex: '2106', side: 'whitestone' });
    expect(r.state.stage).toEqual({ kind: 'place', side: 'whitestone', nation: 'caergoth' });
    // Once: with the Tower Knights already in, Gunthar brings none.
    const again = step3({
      turn: 4,
      nations: { caergoth: 'whitestone', 'tower-knights': 'whitestone' },
      units: tower.map((id) => ({ id, hex: '2106' })),
    });
    const g = activate(again, 'whitestone', 'gunthar', [1]);
    expect(ofType(g.events, 'nationJoined').map((e) => e.nation)).toEqual(['gunthar']);
    expect(ofType(g.events, 'placed')).toEqual([]);
    // A Knights nation won by the Highlord brings no Tower Knights (AMB-11); Whitestone's first still does.
    const hl = withEffects(step3(), [
      { event: 'highlord-gold', side: 'highlord' },
      { event: 'mercenary-companies', side: 'highlord' },
    ]);
    const h = activate(hl, 'highlord', 'caergoth', [2]);
    expect(h.state.nations.caergoth.status).toBe('highlord');
    expect(h.state.nations['tower-knights'].status).toBe('neutral');
    expect(h.state.units['tower-knights-1']!.where).toBe('waiting');
    const placed = act(h.state, 'highlord', { type: 'placeAtHome' });
    const w = activate(placed.state, 'whitestone', 'gunthar', [1]);
    expect(w.state.nations['tower-knights'].status).toBe('whitestone');
  });

  it('DG-ACT-08 the side that gained the nation places all its armies inside its borders', () => {
    const r = activate(step3({ turn: 4 }), 'whitestone', 'khur', [3]);
    expect(r.state.stage).toEqual({ kind: 'place', side: 'whitestone', nation: 'khur' });
    rejects(r.state, 'highlord', { type: 'placeAtHome' }, 'rule/not_your_turn');
    const khur = (HOME_DEPLOYMENT.khur ?? []).flatMap((st) => st.units);
    // Outside Khur: refused; leaving one out: refused.
    const inside = khur.map((id) => ({ id, hex: '3821' }));
    const outside = khur.map((id, i) => ({ id, hex: i === 0 ? '3517' : '4124' }));
    rejects(r.state, 'whitestone', { type: 'placeNation', placements: outside }, 'rule/bad_placement');
    rejects(r.state, 'whitestone', { type: 'placeNation', placements: inside.slice(1) }, 'rule/bad_placement');
    const p = act(r.state, 'whitestone', { type: 'placeAtHome' });
    for (const id of khur) {
      const u = p.state.units[id]!;
      expect(u.where).toBe('map');
      expect(u.side).toBe('whitestone');
      expect(getHex(u.hex!).nation).toBe('khur');
    }
    // Then the other side's attempt.
    expect(p.state.stage).toEqual({ kind: 'activation', side: 'highlord', first: false });
  });

  it('DG-ACT-09 an activated nation stays with its side and is no longer a target', () => {
    const r = act(activate(step3(), 'highlord', 'khur', [1]).state, 'highlord', { type: 'placeAtHome' });
    const next = {
      ...evolve(r.state, { type: 'turnBegun', turn: 4 }),
      stage: { kind: 'activation' as const, side: 'whitestone' as const, first: true },
    };
    expect(next.nations.khur.status).toBe('highlord');
    expect(attemptable(next, 'whitestone')).not.toContain('khur');
    expect(attemptable(next, 'highlord')).not.toContain('khur');
    rejects(next, 'whitestone', { type: 'activate', nation: 'khur' }, 'rule/not_neutral');
  });

  it('DG-ACT-10 the Activation Table as printed (and Fielder from the worked example)', () => {
    const s = step3();
    const printed: [string, number, number | null][] = [
      ['blode', -2, 7],
      ['caergoth', 3, -2],
      ['goodlund', 5, -2],
      ['gunthar', 4, -3],
      ['hylo', 4, -2],
      ['kaolyn', 4, 1],
      ['kern', -2, 7],
      ['khur', 3, 2],
      ['kothas', 1, null],
      ['fielder', 5, 3],
    ];
    for (const [n, ws, hl] of printed) {
      expect(rating(s, 'whitestone', n as 'khur')!.rating).toBe(ws);
      if (hl !== null) expect(rating(s, 'highlord', n as 'khur')!.rating).toBe(hl);
    }
    // Palanthus's blank Whitestone rating reads as 0 (AMB-12).
    expect(rating(s, 'whitestone', 'palanthus')!.rating).toBe(0);
    // Nations nobody rolls for are never offered.
    expect(nationsTried(s, 'highlord')).not.toContain('tower-knights');
    expect(nationsTried(s, 'highlord')).not.toContain('good-dragons');
  });

  it('DG-ACT-11 a nation activated by the first roller is no longer offered to the second (AMB-13)', () => {
    const r = act(activate(step3(), 'highlord', 'khur', [1]).state, 'highlord', { type: 'placeAtHome' });
    expect(r.state.stage).toEqual({ kind: 'activation', side: 'whitestone', first: false });
    expect(nationsTried(r.state, 'whitestone')).not.toContain('khur');
    expect(nationsTried(r.state, 'whitestone')).toContain('kaolyn');
    rejects(r.state, 'whitestone', { type: 'activate', nation: 'khur' }, 'rule/not_neutral');
    // It may pick another nation instead.
    expect(activate(r.state, 'whitestone', 'kaolyn', [4]).state.nations.kaolyn.status).toBe('whitestone');
  });
});

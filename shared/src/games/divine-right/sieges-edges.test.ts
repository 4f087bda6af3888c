/**
 * The Siege Phase at its edges (DR-SIEGE-17..39): who may break out and who may not, what the phase's
 * choices say, lifting refused and lifting by fleets, and whom a plunder touches. Written for the
 * mutants of rules/sieges.ts that the scenario tests left alive: each refusal is tested with its
 * words, each limit from both sides.
 */
import { describe, expect, it } from 'vitest';
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { act, divineRight, ofType, refusal, sandbox } from './testkit.ts';

const ALZAK = '2312';
const STORMWALL = '2717';
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const muetar = (n: number, hex = ALZAK) => range(n, (i) => ({ id: `muetar-army-${i + 1}`, hex }));
const ghemInside = (n: number) => range(n, (i) => ({ id: `ghem-army-${i + 1}`, hex: ALZAK, inside: true }));

/** p1 Ghem holds Aws Alzak (defence 4) with `ins` armies inside; p2 Muetar besieges it with `out`. */
function alzak(ins: number, out: number, extra: Partial<Sandbox> = {}): State {
  return sandbox({
    kingdoms: ['ghem', 'muetar'],
    order: ['p1', 'p2'],
    phase: 'sieges',
    sieges: { [ALZAK]: 'p2' },
    units: [...muetar(out), ...ghemInside(ins)],
    ...extra,
  });
}

/** The words of the refusal (a RuleError), or null when the command is taken. */
const done = (s: State, seat: string) =>
  divineRight.choices(s, seat).find((c) => c.command.type === 'done' && c.label === 'End the Siege Phase');

describe('breakouts: only the besieged player, only from his besieged castle, only units that have not yet (DR-SIEGE-32..36)', () => {
  it('DR-SIEGE-32 the besieged player is offered his breakout, with who goes against whom', () => {
    const s = alzak(2, 6);
    const b = divineRight.choices(s, 'p1').find((c) => c.command.type === 'breakout');
    expect(b?.group).toBe('Breakouts');
    expect(b?.target).toBe(ALZAK);
    // his two armies inside, against the six outside: no besieger on his side, nobody outside on his
    expect(b?.label).toMatch(/^Break out of Aws Alzak \(2312\): 2 Ghem armies against 6 Muetar armies$/);
    expect(b?.confirm).toBe(
      'Everyone inside Aws Alzak (2312) attacks all 6 besiegers at once; the battle is rolled now.',
    );
  });

  it('DR-SIEGE-32 refused with its reason where the castle is not his, not besieged, or besieged by himself', () => {
    // the besieger may not "break out" of the castle he besieges
    expect(refusal(alzak(2, 6, { order: ['p2', 'p1'] }), 'p2', { type: 'breakout', hex: ALZAK })).toEqual({
      code: 'rule/no_breakout',
      message: 'That is not your besieged castle.',
    });
    // his own castle, not besieged
    expect(refusal(alzak(2, 0, { sieges: {} }), 'p1', { type: 'breakout', hex: ALZAK })).toMatchObject({
      code: 'rule/no_breakout',
      message: 'That is not your besieged castle.',
    });
    // a hex with no castle
    expect(refusal(alzak(2, 6), 'p1', { type: 'breakout', hex: '2311' })).toMatchObject({ code: 'rule/no_breakout' });
    // a siege record naming the holder himself (no such siege can be declared) is not his to break out of
    expect(refusal(alzak(2, 6, { sieges: { [ALZAK]: 'p1' } }), 'p1', { type: 'breakout', hex: ALZAK })).toMatchObject({
      code: 'rule/no_breakout',
      message: 'That is not your besieged castle.',
    });
  });

  it('DR-SIEGE-35 units that broke out this turn may not break out again; nobody left inside is a refusal', () => {
    const s = alzak(2, 6);
    for (const id of ['ghem-army-1', 'ghem-army-2']) (s.units[id] as { brokeOut: boolean }).brokeOut = true;
    expect(refusal(s, 'p1', { type: 'breakout', hex: ALZAK })).toEqual({
      code: 'rule/no_breakout',
      message: 'Nobody inside can break out.',
    });
    expect(divineRight.choices(s, 'p1').some((c) => c.command.type === 'breakout')).toBe(false);
    // one of the two still may: the breakout is offered, and names him alone
    const one = alzak(2, 6);
    (one.units['ghem-army-1'] as { brokeOut: boolean }).brokeOut = true;
    expect(divineRight.choices(one, 'p1').find((c) => c.command.type === 'breakout')?.label).toBe(
      'Break out of Aws Alzak (2312): a Ghem army against 6 Muetar armies',
    );
  });

  it('DR-SIEGE-32 a monarch alone inside is no breakout: heroes do not attack without combat units', () => {
    const s = alzak(0, 6, { units: [...muetar(6), { id: 'ghem-monarch', hex: ALZAK, inside: true }] });
    expect(refusal(s, 'p1', { type: 'breakout', hex: ALZAK })).toMatchObject({
      message: 'Nobody inside can break out.',
    });
  });
});

describe('whether a player has a Siege Phase at all (DR-SIEGE-17, DR-SIEGE-32)', () => {
  /** The step after p1's Diplomacy Phase. */
  const after = (sb: Partial<Sandbox>) => {
    const s = sandbox({ kingdoms: ['ghem', 'muetar'], order: ['p1', 'p2'], phase: 'diplomacy', ...sb });
    let st = s;
    for (let i = 0; i < 5 && st.step === 'diplomacy'; i++) st = act(st, 'p1', { type: 'done' }, [3, 3, 3, 3]).state;
    return st.step;
  };
  it('DR-SIEGE-17 a player who besieges a castle has one, a player with no siege business does not', () => {
    expect(after({ sieges: { [ALZAK]: 'p1' }, units: [{ id: 'ghem-army-1', hex: ALZAK }] })).toBe('sieges');
    expect(after({ units: [{ id: 'ghem-army-1', hex: '2311' }] })).toBe('movement');
  });
  it('DR-SIEGE-32 a besieged player has one while somebody inside can still break out', () => {
    const besieged = { sieges: { [ALZAK]: 'p2' }, units: [...muetar(6), ...ghemInside(1)] };
    expect(after(besieged)).toBe('sieges');
    // another player's siege of a castle that is not his is no business of his
    const theirs = sandbox({
      kingdoms: ['ghem', 'muetar', 'neuth'],
      order: ['p3', 'p1', 'p2'],
      phase: 'diplomacy',
      sieges: { [ALZAK]: 'p2' },
      units: [...muetar(6), ...ghemInside(1)],
    });
    let st = theirs;
    for (let i = 0; i < 5 && st.step === 'diplomacy'; i++) st = act(st, 'p3', { type: 'done' }, [3, 3, 3, 3]).state;
    expect(st.step).toBe('movement');
  });
});

describe('the end of the Siege Phase says what is left undone (DR-SIEGE-17)', () => {
  it('DR-SIEGE-17 nothing left: no question', () => {
    const s = alzak(2, 6, { order: ['p2', 'p1'] });
    (s.units['muetar-army-1'] as { done: boolean }).done = true;
    const d = done(s, 'p2');
    expect(d?.group).toBe('Sieges');
    expect(d?.confirm).toBeUndefined();
  });
  it('DR-SIEGE-17 one siege attack not made, then two', () => {
    expect(done(alzak(2, 6, { order: ['p2', 'p1'] }), 'p2')?.confirm).toBe(
      '1 siege attack is not made; the Siege Phase ends.',
    );
    const two = sandbox({
      kingdoms: ['ghem', 'muetar'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      // Aws Noir (2101, defence 3) besieged by the other four
      sieges: { [ALZAK]: 'p2', '2101': 'p2' },
      units: [...muetar(6), ...ghemInside(1), ...range(4, (i) => ({ id: `muetar-army-${i + 7}`, hex: '2101' }))],
    });
    expect(done(two, 'p2')?.confirm).toBe('2 siege attacks are not made; the Siege Phase ends.');
  });
  it('DR-SIEGE-32 a breakout not tried is named, and its count', () => {
    expect(done(alzak(2, 6), 'p1')?.confirm).toBe('1 breakout is not tried; the Siege Phase ends.');
  });
});

describe('lifting a siege (DR-SIEGE-18, DR-SIEGE-37)', () => {
  it('DR-SIEGE-18 only the besieger lifts, and only to a hex the stack may be displaced to', () => {
    expect(refusal(alzak(2, 6), 'p1', { type: 'liftSiege', hex: ALZAK, to: '2311' })).toEqual({
      code: 'rule/no_siege',
      message: 'You do not besiege that castle.',
    });
    const s = alzak(2, 6, { order: ['p2', 'p1'] });
    const lifts = divineRight.choices(s, 'p2').filter((c) => c.command.type === 'liftSiege');
    expect(lifts.length).toBeGreaterThan(0);
    expect(lifts.every((c) => c.group === 'Sieges')).toBe(true);
    const open = new Set(lifts.map((c) => (c.command.type === 'liftSiege' ? c.command.to : '')));
    // a hex two away is no displacement
    expect(refusal(s, 'p2', { type: 'liftSiege', hex: ALZAK, to: '2314' })).toEqual({
      code: 'rule/bad_hex',
      message: 'The besiegers cannot displace to 2314 (hills).',
    });
    expect(open.has('2314')).toBe(false);
  });

  it('DR-SIEGE-18 besieging fleets lift to the sea; the lift names where they go', () => {
    // p1 Pon holds Stormwall (a port, defence 3); p2 Rombune besieges it with four fleets and nothing else
    const s = sandbox({
      kingdoms: ['pon', 'rombune'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [STORMWALL]: 'p2' },
      units: [
        { id: 'pon-army-1', hex: STORMWALL, inside: true },
        ...range(4, (i) => ({ id: `rombune-fleet-${i + 1}`, hex: STORMWALL })),
      ],
    });
    const lift = divineRight.choices(s, 'p2').find((c) => c.command.type === 'liftSiege');
    if (lift?.command.type !== 'liftSiege') throw new Error('no lift');
    expect(lift.label).toMatch(/^Lift the siege of Stormwall \(2717\): the besiegers go to \d{4} \(/);
    const r = act(s, 'p2', lift.command);
    const moved = ofType(r.events, 'displaced')[0];
    expect(moved).toMatchObject({ to: lift.command.to, inside: false, cause: 'displacement' });
    expect(moved?.units.sort()).toEqual(range(4, (i) => `rombune-fleet-${i + 1}`));
    expect(r.state.sieges[STORMWALL]).toBeUndefined();
    expect(ofType(r.events, 'siegeEnded')).toEqual([{ type: 'siegeEnded', hex: STORMWALL, reason: 'lifted' }]);
  });

  it('DR-SIEGE-37 the hero with the besieging armies goes with them; the defenders inside stay', () => {
    const s = alzak(2, 6, {
      order: ['p2', 'p1'],
      units: [...muetar(6), ...ghemInside(2), { id: 'muetar-monarch', hex: ALZAK }],
    });
    const lift = divineRight.choices(s, 'p2').find((c) => c.command.type === 'liftSiege');
    if (lift?.command.type !== 'liftSiege') throw new Error('no lift');
    const r = act(s, 'p2', lift.command);
    expect(ofType(r.events, 'displaced')[0]?.units).toContain('muetar-monarch');
    expect(r.state.units['muetar-monarch']?.hex).toBe(lift.command.to);
    expect(r.state.units['ghem-army-1']).toMatchObject({ hex: ALZAK, inside: true });
    expect(ofType(r.events, 'siegeEnded')).toHaveLength(1);
  });
});

describe('a plunder touches the defenders, not the besiegers (DR-SIEGE-25, DR-PRIS-07)', () => {
  it('DR-SIEGE-25 the besieging hero outside is not put to a Fate Roll by his own plunder', () => {
    // 6 against defence 4 with 1 inside: +0... a 6 plunders
    const s = alzak(1, 6, {
      order: ['p2', 'p1'],
      units: [...muetar(6), ...ghemInside(1), { id: 'muetar-monarch', hex: ALZAK }],
    });
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [6, 3, 3, 3, 3]);
    expect(ofType(r.events, 'siegeRolled')[0]?.result).toBe('plunder');
    expect(ofType(r.events, 'eliminated')[0]?.units).toEqual(['ghem-army-1']);
    expect(r.state.units['muetar-monarch']).toMatchObject({ hex: ALZAK, captive: null });
    expect(JSON.stringify(r.events.filter((e) => e.type !== 'used' && e.type !== 'siegeRolled'))).not.toContain(
      'muetar-monarch',
    );
  });
});

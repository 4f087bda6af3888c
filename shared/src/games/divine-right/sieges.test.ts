import { describe, expect, it } from 'vitest';
import { CASTLES } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { reinforcementHexes, siegeNeed } from './rules/board.ts';
import { eligibleAttackers, reliefHelpers } from './rules/combat.ts';
import { replacementOptions } from './rules/random.ts';
import { siegeRollModifier } from './rules/sieges.ts';
import { displaceUnits, openHexes } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { scriptedDice } from '../../engine/dice.ts';
import type { State } from './rules/state.ts';
import { act, choiceTypes, divineRight, hasChoice, ofType, reachable, rejects, sandbox } from './testkit.ts';

const ALZAK = '2312';
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const besiegers15 = [
  ...range(10, (i) => `muetar-army-${i + 1}`).map((id) => ({ id, hex: ALZAK })),
  ...range(5, (i) => `merc-${'ABCDE'[i]}`).map((id) => ({ id, hex: ALZAK, seat: 'p2' })),
];
const inside = (n: number) => range(n, (i) => ({ id: `ghem-army-${i + 1}`, hex: ALZAK, inside: true }));

/** p1 Ghem holds Aws Alzak (defence 4); p2 Muetar besieges it, in p2's Siege Phase. */
function alzak(ins: number, extra: Partial<Sandbox> = {}, besiegers = besiegers15): State {
  return sandbox({
    kingdoms: ['ghem', 'muetar'],
    order: ['p2', 'p1'],
    phase: 'sieges',
    sieges: { [ALZAK]: 'p2' },
    units: [...besiegers, ...inside(ins)],
    ...extra,
  });
}

describe('siege rolls (DR-SIEGE-17..29) and the worked examples', () => {
  it('DR-SIEGE-21 DR-SIEGE-51 worked 1: 15 against defence 4 with 3 inside: +1, a natural 5 plunders', () => {
    const s = alzak(3);
    expect(siegeRollModifier(s, ALZAK)).toBe(1);
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [5]);
    expect(ofType(r.events, 'siegeRolled')[0]).toMatchObject({ roll: 5, modifier: 1, result: 'plunder' });
    expect(
      act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [4]).events.find((e) => e.type === 'siegeRolled'),
    ).toMatchObject({ result: 'nothing' });
  });
  it('DR-SIEGE-52 worked 2: 15 against defence 4 with 4 inside: +0, only a 6 plunders', () => {
    const s = alzak(4);
    expect(siegeRollModifier(s, ALZAK)).toBe(0);
    expect(ofType(act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [5]).events, 'siegeRolled')[0]?.result).toBe(
      'nothing',
    );
    expect(ofType(act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [6]).events, 'siegeRolled')[0]?.result).toBe(
      'plunder',
    );
  });
  it('DR-SIEGE-53 DR-SIEGE-22 worked 3: 15 against defence 4 with 1 inside: +2, a 4 plunders, a natural 1 still fails', () => {
    const s = alzak(1);
    expect(siegeRollModifier(s, ALZAK)).toBe(2);
    expect(ofType(act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [4]).events, 'siegeRolled')[0]?.result).toBe(
      'plunder',
    );
    expect(ofType(act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [1]).events, 'siegeRolled')[0]?.result).toBe(
      'fail',
    );
  });
  it('DR-SIEGE-23 a natural 1 costs the besieger one unit of his choice and his heroes a Fate Roll', () => {
    const s = alzak(3, {}, [...besiegers15, { id: 'muetar-monarch', hex: ALZAK }]);
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [1, 3]);
    expect(ofType(r.events, 'fateRolled')[0]).toMatchObject({ unit: 'muetar-monarch', roll: 3, result: 'no-effect' });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'losses' });
    const after = act(r.state, 'p2', { type: 'takeLosses', units: ['merc-A'] });
    expect(after.state.units['merc-A']).toBeUndefined();
    expect(after.state.sieges[ALZAK]).toBe('p2');
  });
  it('DR-SIEGE-23 DR-PRIS-01 a besieging hero captured on the natural 1 goes inside the besieged castle, with its defenders', () => {
    const s = alzak(3, { allies: { pon: 'p2' } }, [...besiegers15, { id: 'pon-monarch', hex: ALZAK }]);
    const r = act(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, [1, 6]);
    expect(ofType(r.events, 'fateRolled')[0]).toMatchObject({ unit: 'pon-monarch', result: 'captured', by: 'p1' });
    expect(ofType(r.events, 'monarchCaptured')[0]).toMatchObject({ kingdom: 'pon', by: 'p1', prison: ALZAK });
    expect(r.state.units['pon-monarch']).toMatchObject({ hex: ALZAK, inside: true, captive: 'p1' });
  });
  it('DR-SIEGE-24 a modified 2-5 changes nothing', () => {
    const r = act(alzak(4), 'p2', { type: 'siegeAttack', hex: ALZAK }, [3]);
    expect(r.state.sieges[ALZAK]).toBe('p2');
    expect(Object.values(r.state.units).filter((u) => u.inside).length).toBe(4);
  });
  it('DR-SIEGE-25 DR-VP-04 DR-VP-14 plunder: the defenders die, the marker goes down, a royal castle scores 10 x its defence', () => {
    const r = act(alzak(3), 'p2', { type: 'siegeAttack', hex: ALZAK }, [6]);
    expect(r.state.plundered).toContain('aws-alzak');
    expect(Object.values(r.state.units).filter((u) => u.kingdom === 'ghem').length).toBe(0);
    expect(r.state.players.p2?.vp).toBe(40);
    expect(r.state.sieges[ALZAK]).toBeUndefined();
  });
  it('DR-VP-03 DR-VP-05 plundering an ordinary castle of an enemy-allied kingdom scores 5 x its defence', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { ghem: 'p1' },
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { '2101': 'p2' },
      units: range(6, (i) => ({ id: `neuth-army-${i + 1}`, hex: '2101' })),
    });
    const r = act(s, 'p2', { type: 'siegeAttack', hex: '2101' }, [6]);
    expect(r.state.players.p2?.vp).toBe(15);
  });
  it('DR-SIEGE-20 DR-SIEGE-26 every besieger takes part, and may neither move nor attack afterwards', () => {
    const r = act(alzak(3), 'p2', { type: 'siegeAttack', hex: ALZAK }, [3]);
    expect(
      Object.values(r.state.units)
        .filter((u) => u.seat === 'p2')
        .every((u) => u.done && u.used),
    ).toBe(true);
    const mv = act(r.state, 'p2', { type: 'done' });
    expect(mv.state.step).toBe('movement');
    expect(divineRight.choices(mv.state, 'p2').filter((c) => c.command.type === 'move')).toEqual([]);
  });
  it('DR-SIEGE-17 DR-SIEGE-27 DR-SIEGE-01 the roll is optional; the Siege Phase offers no new sieges', () => {
    const s = alzak(3);
    expect(new Set(choiceTypes(s, 'p2'))).toEqual(new Set(['siegeAttack', 'liftSiege', 'done']));
    const r = act(s, 'p2', { type: 'done' });
    expect(r.state.sieges[ALZAK]).toBe('p2');
    expect(r.state.step).toBe('movement');
  });
  it('DR-SIEGE-28 DR-HERO-14 a combat bonus (card #16) never changes the siege roll', () => {
    const plain = alzak(3);
    const warrior = alzak(3, { allies: { pon: 'p2' }, personalities: { pon: 16 } }, [
      ...besiegers15,
      { id: 'pon-monarch', hex: ALZAK },
      { id: 'pon-army-1', hex: ALZAK },
    ]);
    expect(siegeRollModifier(plain, ALZAK)).toBe(Math.floor(15 / 7) - 1);
    expect(siegeRollModifier(warrior, ALZAK)).toBe(Math.floor(16 / 7) - 1);
  });
  it('DR-SIEGE-29 Bad Omens regulars may not make a siege attack but keep the siege', () => {
    const s = alzak(3, { kingdomState: { muetar: { badOmens: true } } });
    expect(hasChoice(s, 'p2', { type: 'siegeAttack', hex: ALZAK })).toBe(false);
    rejects(s, 'p2', { type: 'siegeAttack', hex: ALZAK }, 'rule/no_siege_attack');
  });
  it('DR-SIEGE-18 DR-SIEGE-19 DR-SIEGE-37 DR-SIEGE-30 lifting displaces the whole stack for free; it keeps its full movement', () => {
    const s = alzak(3);
    const lift = divineRight.choices(s, 'p2').find((c) => c.command.type === 'liftSiege')?.command;
    if (lift?.type !== 'liftSiege') throw new Error('no lift');
    const r = act(s, 'p2', lift);
    expect(ofType(r.events, 'siegeEnded')[0]).toMatchObject({ hex: ALZAK });
    expect(r.state.units['muetar-army-1']).toMatchObject({ hex: lift.to, mp: null });
    const m = act(r.state, 'p2', { type: 'done' }).state;
    expect(Math.max(...reachable(m, 'p2', ['muetar-army-1']).values())).toBeGreaterThan(0);
  });
});

describe('declaring sieges (DR-SIEGE-01..16)', () => {
  const near = '2311';
  it('DR-SIEGE-03 DR-SIEGE-04 DR-SIEGE-02 a stack enters an enemy castle only with strength >= defence + inside, and declares the siege outside', () => {
    const five = range(5, (i) => ({ id: `muetar-army-${i + 1}`, hex: near }));
    const weak = sandbox({
      kingdoms: ['muetar', 'ghem'],
      phase: 'movement',
      units: [...five, ...inside(2).map((u) => ({ ...u }))],
    });
    expect(siegeNeed(weak, ALZAK)).toBe(6);
    expect(
      reachable(
        weak,
        'p1',
        five.map((u) => u.id),
      ).has(ALZAK),
    ).toBe(false);
    const strong = sandbox({ kingdoms: ['muetar', 'ghem'], phase: 'movement', units: [...five, ...inside(1)] });
    const r = act(strong, 'p1', { type: 'move', units: five.map((u) => u.id), to: ALZAK });
    expect(r.state.sieges[ALZAK]).toBe('p1');
    expect(r.state.units['muetar-army-1']?.inside).toBe(false);
  });
  it('DR-SIEGE-03 (A) no siege while enemy units stand outside the castle', () => {
    const five = range(8, (i) => ({ id: `muetar-army-${i + 1}`, hex: near }));
    const s = sandbox({
      kingdoms: ['muetar', 'ghem'],
      phase: 'movement',
      units: [...five, { id: 'ghem-army-1', hex: ALZAK, inside: false }],
    });
    expect(
      reachable(
        s,
        'p1',
        five.map((u) => u.id),
      ).has(ALZAK),
    ).toBe(false);
  });
  it('DR-SIEGE-05 DR-RBC-07 no retreat into a hostile castle', () => {
    const s = sandbox({
      kingdoms: ['ghem', 'muetar'],
      order: ['p2', 'p1'],
      phase: 'combat',
      units: [{ id: 'muetar-army-1', hex: near }],
    });
    expect(openHexes(s, 'p2', near, 'army', true)).not.toContain(ALZAK);
    expect(openHexes(s, 'p2', near, 'army', true).length).toBeGreaterThan(0);
  });
  it('DR-SIEGE-07 only one player besieges a castle at a time', () => {
    const s = sandbox({
      kingdoms: ['ghem', 'muetar', 'neuth'],
      order: ['p3', 'p2', 'p1'],
      phase: 'movement',
      sieges: { [ALZAK]: 'p2' },
      units: [...besiegers15, ...range(7, (i) => ({ id: `neuth-army-${i + 1}`, hex: near }))],
    });
    expect(
      reachable(
        s,
        'p3',
        range(7, (i) => `neuth-army-${i + 1}`),
      ).has(ALZAK),
    ).toBe(false);
  });
  it('DR-SIEGE-11 DR-GHEM-01 errata defences: Aws Alzak 4, Parros 3, Zefnar 3, The Keep 2', () => {
    const d = Object.fromEntries(CASTLES.map((c) => [c.id, c.defense]));
    expect([d['aws-alzak'], d.parros, d.zefnar, d['the-keep']]).toEqual([4, 3, 3, 2]);
  });
  it('DR-SIEGE-12 DR-SIEGE-13 DR-SIEGE-44 intrinsic defence only counts for sieges; all units in the hex count alike, fleets too', () => {
    const s = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      units: [
        { id: 'shucassam-fleet-1', hex: '2222', inside: true },
        { id: 'shucassam-army-1', hex: '2222', inside: true },
      ],
    });
    expect(siegeNeed(s, '2222')).toBe(4 + 2);
  });
  it('DR-SIEGE-14 DR-REIN-10 DR-SIEGE-47 no replacement or reinforcement enters a besieged castle', () => {
    const s = alzak(3, {
      order: ['p1', 'p2'],
      kingdomState: { ghem: { dead: ['ghem-army-4', 'ghem-army-5', 'ghem-army-6'] } },
    });
    expect(reinforcementHexes(s, 'p1', 'army')).not.toContain(ALZAK);
    expect(replacementOptions(s, 'p1').some((o) => o.hex === ALZAK)).toBe(false);
  });
  it("DR-SIEGE-16 once the siege is on, the besieger's other units come and go freely", () => {
    const s = alzak(3, {
      phase: 'movement',
      units: [...besiegers15, ...inside(3), { id: 'merc-F', hex: near, seat: 'p2' }],
    });
    expect(reachable(s, 'p2', ['merc-F']).has(ALZAK)).toBe(true);
  });
  it('DR-SIEGE-31 DR-TERR-16 a plundered castle is never besieged again and is plain ground', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'ghem'],
      phase: 'movement',
      plundered: ['aws-alzak'],
      units: [{ id: 'muetar-army-1', hex: near }],
    });
    const r = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: ALZAK });
    expect(r.state.sieges[ALZAK]).toBeUndefined();
    expect(r.state.units['muetar-army-1']?.inside).toBe(false);
  });
  it('DR-SIEGE-43 DR-KING-24 besieging a neutral castle activates its kingdom for another player and deploys it', () => {
    const units = range(8, (i) => ({ id: `muetar-army-${i + 1}`, hex: '2102' }));
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], phase: 'movement', units });
    const r = act(s, 'p1', { type: 'move', units: units.map((u) => u.id), to: '2101' }, [0]);
    expect(r.state.kingdoms.ghem).toMatchObject({ status: 'active', seat: 'p2' });
    expect(Object.values(r.state.units).filter((u) => u.kingdom === 'ghem').length).toBeGreaterThan(0);
  });
});

describe('breakouts and keeping sieges (DR-SIEGE-32..48)', () => {
  const mine = (extra: Partial<Sandbox> = {}) => alzak(3, { order: ['p1', 'p2'], ...extra });
  it("DR-SIEGE-32 DR-SIEGE-34 a breakout attacks every besieger in the besieged player's Siege Phase, land and fleets summed", () => {
    const s = mine({ units: [...besiegers15.slice(0, 8), ...inside(5)] });
    expect(hasChoice(s, 'p1', { type: 'breakout', hex: ALZAK })).toBe(true);
    const r = act(s, 'p1', { type: 'breakout', hex: ALZAK }, [6, 1], { p2: { losses: 'own-first' } });
    expect(ofType(r.events, 'battleRolled')[0]).toMatchObject({ attacker: { strength: 5 }, defender: { strength: 8 } });
  });
  it('DR-SIEGE-35 DR-SIEGE-36 survivors of a breakout may leave in the Movement Phase, but neither attack that turn nor join a relief', () => {
    const s = mine({
      units: [...besiegers15.slice(0, 6), ...inside(5), { id: 'ghem-army-6', hex: '2311' }],
    });
    // 5 against 6: 6 + 1 beats 1 + 2 by 4; two besiegers are left outside
    const r = act(s, 'p1', { type: 'breakout', hex: ALZAK }, [6, 1], { p2: { losses: 'own-first' } });
    expect(r.state.units['ghem-army-1']).toMatchObject({ brokeOut: true });
    expect(r.state.sieges[ALZAK]).toBe('p2');
    let st = act(r.state, 'p1', { type: 'done' }).state;
    expect(reachable(st, 'p1', ['ghem-army-1']).has('2311')).toBe(true);
    st = act(st, 'p1', { type: 'move', units: ['ghem-army-1'], to: '2311' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    expect(st.step).toBe('declare');
    // out of the castle and next to the besiegers, it still may not attack them; the unit that did not break out may
    expect(eligibleAttackers(st, 'p1', '2311', 'army').map((u) => u.id)).toEqual(['ghem-army-6']);
    const declare = divineRight
      .choices(st, 'p1')
      .find((c) => c.command.type === 'declare' && c.command.from.includes('2311'))?.command;
    if (declare?.type !== 'declare') throw new Error('no attack from 2311');
    const d = act(st, 'p1', declare).state;
    expect(d.attacks[0]?.attackers).toEqual(['ghem-army-6']);
    // those still inside may not join the relief attack either
    expect(reliefHelpers(st, 'p1', ALZAK, 'army')).toEqual([]);
    expect(divineRight.choices(st, 'p1').some((c) => c.command.type === 'declare' && c.command.join)).toBe(false);
  });
  it('DR-SIEGE-14 DR-SIEGE-33 besieged units may not walk out without a breakout, unless the besiegers lack their kind', () => {
    const s = mine({ phase: 'movement' });
    expect(() => reachable(s, 'p1', ['ghem-army-1'])).toThrow();
    const fleetsOnly = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      sieges: { '2222': 'p2' },
      units: [
        { id: 'shucassam-army-1', hex: '2222', inside: true },
        ...range(4, (i) => ({ id: `merc-${'MNOP'[i]}`, hex: '2222', seat: 'p2' })),
        { id: 'merc-A', hex: '2222', seat: 'p2' },
      ],
    });
    expect(() => reachable(fleetsOnly, 'p1', ['shucassam-army-1'])).toThrow();
    const onlyFleets = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      sieges: { '2222': 'p2' },
      units: [
        { id: 'shucassam-army-1', hex: '2222', inside: true },
        ...range(4, (i) => ({ id: `merc-${'MNOP'[i]}`, hex: '2222', seat: 'p2' })),
      ],
    });
    expect(reachable(onlyFleets, 'p1', ['shucassam-army-1']).size).toBeGreaterThan(0);
  });
  it('DR-SIEGE-38 DR-SIEGE-48 besiegers that did not roll may attack adjacent enemies outside the castle', () => {
    const s = alzak(3, { phase: 'combat', units: [...besiegers15, ...inside(3), { id: 'ghem-army-4', hex: '2311' }] });
    expect(eligibleAttackers(s, 'p2', ALZAK, 'army').length).toBe(15);
  });
  it('DR-SIEGE-39 besiegers below 1:1 may not roll; at the end of the game turn they are displaced', () => {
    const few = besiegers15.slice(0, 6);
    const s = alzak(3, {}, few);
    expect(hasChoice(s, 'p2', { type: 'siegeAttack', hex: ALZAK })).toBe(false);
    let st = act(s, 'p2', { type: 'done' }).state;
    st = act(st, 'p2', { type: 'done' }, [3, 4]).state;
    expect(st.active).toBe('p1');
    while ((st.active === 'p1' && st.turn === 1) || st.interrupts.some((i) => i.kind === 'displace')) {
      const p = divineRight.pending(st)[0];
      st = act(st, p?.seat as string, divineRight.onTimeout(st, p?.seat as string), [3, 4, 3, 4]).state;
    }
    expect(st.sieges[ALZAK]).toBeUndefined();
    expect(st.units['muetar-army-1']?.hex).not.toBe(ALZAK);
  });
  it('DR-SIEGE-40 DR-SIEGE-41 besiegers ringed by enemies fight their way out, one loss per enemy; one alone dies', () => {
    const ring = ['0415', '0515', '0516', '0417', '0316', '0315'];
    const guards = ring.map((h, i) =>
      i < 5 ? { id: `rombune-army-${i + 1}`, hex: h } : { id: 'merc-L', hex: h, seat: 'p1' },
    );
    const s = sandbox({
      kingdoms: ['rombune', 'muetar'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { '0416': 'p2' },
      units: [...range(3, (i) => ({ id: `muetar-army-${i + 1}`, hex: '0416' })), ...guards],
    });
    expect(divineRight.choices(s, 'p2').some((c) => c.command.type === 'liftSiege')).toBe(false);
    const tx = new Tx(s, scriptedDice([]));
    displaceUnits(
      tx,
      Object.values(s.units).filter((u) => u.hex === '0416'),
      '0416',
      'displacement',
    );
    // DR-SIEGE-40: every barring hex holds one enemy army: the three break through, losing one
    const it0 = tx.state.interrupts[0];
    if (it0?.kind !== 'displace') throw new Error('no displacement question');
    expect(it0.options.every((o) => o.loss === 1 && o.through && ring.includes(o.through))).toBe(true);
    const o = it0.options[0] as { to: string; through?: string };
    const r = act(tx.state, 'p2', { type: 'displace', to: o.to, ...(o.through ? { through: o.through } : {}) });
    expect(ofType(r.events, 'eliminated')[0]?.units.length).toBe(1);
    expect(ofType(r.events, 'displaced')[0]).toMatchObject({ to: o.to });
    expect(r.state.units['muetar-army-2']?.hex).toBe(o.to);
    // DR-SIEGE-41: a single besieger cannot beat one barring enemy: eliminated
    const one = new Tx(s, scriptedDice([]));
    displaceUnits(one, [s.units['muetar-army-1']!], '0416', 'displacement');
    expect(ofType(one.events, 'eliminated')[0]?.units).toEqual(['muetar-army-1']);
  });
  it('DR-SIEGE-45 land units still aboard do not count as besiegers', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'shucassam'],
      phase: 'sieges',
      sieges: { '2222': 'p1' },
      units: [
        { id: 'rombune-fleet-1', hex: '2222' },
        { id: 'rombune-army-1', hex: '2222', aboard: 'rombune-fleet-1' },
      ],
    });
    expect(siegeRollModifier(s, '2222')).toBe(Math.floor(1 / 4) - 1);
  });
});

describe('inside and outside, fleets at sieges', () => {
  it('DR-SIEGE-10 units change inside/outside in their own Movement Phase: entering their own castle they choose', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'muetar-army-1', hex: '1610' },
        { id: 'muetar-army-2', hex: '1610' },
      ],
    });
    expect(
      act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: '1611', inside: true }).state.units['muetar-army-1']
        ?.inside,
    ).toBe(true);
    expect(
      act(s, 'p1', { type: 'move', units: ['muetar-army-2'], to: '1611', inside: false }).state.units['muetar-army-2']
        ?.inside,
    ).toBe(false);
  });
  it('DR-SIEGE-46 DR-SIEGE-50 the besieged fleets come and go unless a besieging fleet is there; no fleet is needed to besiege a port', () => {
    const land = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      sieges: { '2222': 'p2' },
      units: [
        { id: 'shucassam-fleet-1', hex: '2222', inside: true },
        ...range(5, (i) => ({ id: `muetar-army-${i + 1}`, hex: '2222' })),
      ],
    });
    expect(divineRight.choices(land, 'p1').some((c) => c.command.type === 'sail')).toBe(true);
    const naval = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      sieges: { '2222': 'p2' },
      units: [
        { id: 'shucassam-fleet-1', hex: '2222', inside: true },
        ...range(5, (i) => ({ id: `muetar-army-${i + 1}`, hex: '2222' })),
        { id: 'merc-M', hex: '2222', seat: 'p2' },
      ],
    });
    expect(divineRight.choices(naval, 'p1').some((c) => c.command.type === 'sail')).toBe(false);
  });
});

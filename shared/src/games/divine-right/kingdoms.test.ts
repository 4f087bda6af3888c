import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedValue } from '../../engine/dice.ts';
import { BASIC_KINGDOMS, HERO_FATE_TABLE, ISLE_OF_FRIGHT, personality } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { attackOptions } from './rules/combat.ts';
import { landGroup, mayLead } from './rules/movement.ts';
import type { State } from './rules/state.ts';
import { activate, captureMonarch, deactivate, fateRoll, killMonarch } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, hexWhere, nextTo, ofType, reachable, rejects, sandbox } from './testkit.ts';

const NEXT: ScriptedValue[] = [3, 4];
const base = (sb: Partial<Sandbox> = {}, phase: Sandbox['phase'] = 'movement') =>
  sandbox({
    kingdoms: ['muetar', 'neuth'],
    personalities: { pon: 16, ghem: 16, hothior: 16, rombune: 16 },
    phase,
    units: [],
    ...sb,
  });
const tx = (s: State, dice: ScriptedValue[] = []) => new Tx(s, scriptedDice(dice));

describe('kingdoms and alliances (DR-KING)', () => {
  it('DR-KING-01 DR-KING-02 DR-KING-03 eleven kingdoms; one per player; the rest neutral until activated', () => {
    const s = base();
    expect(BASIC_KINGDOMS.length).toBe(11);
    expect(s.kingdoms.muetar).toMatchObject({ status: 'player', seat: 'p1' });
    expect(s.kingdoms.neuth).toMatchObject({ status: 'player', seat: 'p2' });
    for (const k of BASIC_KINGDOMS.filter((k) => k !== 'muetar' && k !== 'neuth'))
      expect(s.kingdoms[k].status).toBe('inactive');
  });
  it('DR-KING-04 DR-KING-05 DR-KING-06 an alliance is a player kingdom with its allies; his forces include allies and mercenaries', () => {
    const s = base({
      allies: { pon: 'p1' },
      units: [
        { id: 'pon-army-1', hex: '2911' },
        { id: 'merc-A', hex: '1611', seat: 'p1' },
        { id: 'muetar-army-1', hex: '1611' },
      ],
    });
    const moved = new Set(
      divineRight.choices(s, 'p1').flatMap((c) => (c.command.type === 'move' ? c.command.units : [])),
    );
    expect(moved).toEqual(new Set(['pon-army-1', 'merc-A', 'muetar-army-1']));
  });
  it('DR-KING-07 entering an enemy kingdom costs no penalty', () => {
    const into = nextTo('2304', (h) => h.basicOwner === 'neuth' && h.kind === 'land');
    const from = nextTo(into, (h) => h.basicOwner === 'neuth' && h.kind === 'land' && h.id !== '2304');
    const s = base({ units: [{ id: 'muetar-army-1', hex: from }] });
    const r = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: into });
    expect(ofType(r.events, 'penalty')).toEqual([]);
  });
  it('DR-KING-08 DR-KING-12 DR-KING-15 a kingdom reactivates with only the units it had at deactivation; the dead stay dead', () => {
    const s = base({ units: [] });
    const t = tx(s);
    activate(t, 'pon', 'p1');
    t.emit({ type: 'eliminated', units: ['pon-army-1', 'pon-army-2'], cause: 'combat' });
    deactivate(t, 'pon', null);
    expect(t.state.kingdoms.pon.dead).toEqual(['pon-army-1', 'pon-army-2']);
    activate(t, 'pon', 'p2');
    const back = Object.values(t.state.units).filter((u) => u.kingdom === 'pon' && u.kind !== 'monarch');
    expect(back.length).toBe(9 - 2);
    expect(t.state.kingdoms.pon.seat).toBe('p2');
  });
  it('DR-KING-09 DR-KING-10 DR-KING-11 activation places the monarch in the royal castle and the units on their spaces', () => {
    const t = tx(base());
    activate(t, 'hothior', 'p1');
    expect(t.state.units['hothior-monarch']?.hex).toBe('0725');
    expect(t.state.units['hothior-army-4']?.hex).toBe('0322');
  });
  it("DR-KING-13 DR-WHO-05 on its activation turn a kingdom's units move only at home, at sea or in unclaimed land", () => {
    // 2908 is a Pon hill hex on the Immer border: a Pon army there reaches Immer's clear ground at once
    const at = (activatedTurn: number | null) =>
      base({
        allies: { pon: 'p1' },
        kingdomState: { pon: { activatedTurn } },
        units: [{ id: 'pon-army-1', hex: '2908' }],
      });
    const foreign = (s: State) =>
      [...reachable(s, 'p1', ['pon-army-1']).keys()].filter((h) => {
        const o = hexOwner(h);
        return o !== null && o !== 'pon';
      });
    expect(foreign(at(null)).length).toBeGreaterThan(0);
    const fresh = at(1);
    expect(reachable(fresh, 'p1', ['pon-army-1']).size).toBeGreaterThan(0);
    expect(foreign(fresh)).toEqual([]);
  });
  it('DR-KING-13 the fleets of a kingdom activated this turn also keep to the sea, their own coast and unclaimed coast', () => {
    const at = (activatedTurn: number | null) =>
      base({
        allies: { pon: 'p1' },
        kingdomState: { pon: { activatedTurn } },
        units: [{ id: 'pon-fleet-1', hex: '2718' }],
      });
    const foreign = (s: State) =>
      divineRight
        .choices(s, 'p1')
        .flatMap((c) => (c.command.type === 'sail' ? [c.command.to] : []))
        .filter((h) => {
          const o = hexOwner(h);
          return o !== null && o !== 'pon';
        });
    expect(foreign(at(null)).length).toBeGreaterThan(0);
    const fresh = at(1);
    expect(divineRight.choices(fresh, 'p1').some((c) => c.command.type === 'sail')).toBe(true);
    expect(foreign(fresh)).toEqual([]);
    const far = foreign(at(null))[0] as string;
    rejects(
      fresh,
      'p1',
      { type: 'sail', fleets: ['pon-fleet-1'], cargo: [], to: far, land: false },
      'rule/unreachable',
    );
  });
  it('DR-KING-14 deactivation removes the units; identity and personality stay paired', () => {
    const s = base({
      allies: { pon: 'p1' },
      personalities: { pon: 7 },
      units: [
        { id: 'pon-army-1', hex: '2911' },
        { id: 'pon-monarch', hex: '2911' },
      ],
    });
    const t = tx(s);
    deactivate(t, 'pon', null);
    expect(t.state.units['pon-army-1']).toBeUndefined();
    expect(t.state.units['pon-monarch']).toBeUndefined();
    expect(t.state.kingdoms.pon).toMatchObject({ status: 'inactive', personality: 7, monarch: 'off' });
  });
  it('DR-KING-18 DR-KING-19 mercenaries alone in the kingdom, or left only with its regulars, go back to the pool', () => {
    const pon = nextTo('2911', (h) => h.basicOwner === 'pon' && h.kind === 'land');
    const s = base({
      allies: { pon: 'p1' },
      units: [
        { id: 'merc-A', hex: pon, seat: 'p1' },
        { id: 'merc-B', hex: '1409', seat: 'p1' },
        { id: 'pon-army-1', hex: '1409' },
        { id: 'merc-C', hex: '2911', seat: 'p1' },
        { id: 'muetar-army-1', hex: '2911' },
      ],
    });
    const t = tx(s);
    deactivate(t, 'pon', null);
    expect(t.state.units['merc-A']).toBeUndefined();
    expect(t.state.units['merc-B']).toBeUndefined();
    expect(t.state.units['merc-C']).toBeDefined();
    expect(t.state.mercPool).toContain('merc-A');
  });
  it('DR-KING-18 Q-18 mercenaries standing together in the deactivating kingdom keep each other on the map', () => {
    const pon = nextTo('2911', (h) => h.basicOwner === 'pon' && h.kind === 'land');
    const s = base({
      allies: { pon: 'p1' },
      units: [
        { id: 'merc-A', hex: pon, seat: 'p1' },
        { id: 'merc-B', hex: pon, seat: 'p1' },
        { id: 'merc-C', hex: '2911', seat: 'p1' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
    const t = tx(s);
    deactivate(t, 'pon', null);
    // each has another non-deactivating combat unit of its side with it
    expect(t.state.units['merc-A']).toMatchObject({ hex: pon, seat: 'p1' });
    expect(t.state.units['merc-B']).toMatchObject({ hex: pon, seat: 'p1' });
    // one alone with Pon's regulars still goes (DR-KING-19)
    expect(t.state.units['merc-C']).toBeUndefined();
    expect(t.state.mercPool).toContain('merc-C');
  });
  it('DR-KING-16 DR-KING-17 DR-DIP-16 a besieger may veto a deactivation; lifting displaces him', () => {
    const s = base({
      allies: { pon: 'p1' },
      sieges: { '3114': 'p2' },
      units: [
        { id: 'neuth-army-1', hex: '3114' },
        { id: 'neuth-army-2', hex: '3114' },
      ],
    });
    const t = tx(s);
    const { requestDeactivation } = statusFns;
    requestDeactivation(t, 'pon', 'deactivate', 0);
    expect(t.state.interrupts[0]).toMatchObject({ kind: 'veto', seat: 'p2', kingdom: 'pon' });
    expect(t.state.kingdoms.pon.status).toBe('active');
  });
  it('DR-KING-25 a blocked non-castle deployment space gives way to another space of the kingdom', () => {
    const s = sandbox({ kingdoms: ['muetar', 'hothior'], units: [{ id: 'muetar-army-1', hex: '2503' }] }, {}, [3, 4]);
    const t = tx(s);
    activate(t, 'neuth', 'p2');
    // OOT-10: activated in p1's turn, p2 (the new ally) picks the substitute space, out of turn
    expect(divineRight.pending(t.state)[0]).toMatchObject({ seat: 'p2', kind: 'deploy' });
    expect(t.state.interrupts[0]).toMatchObject({ kind: 'deploy', kingdom: 'neuth', units: ['neuth-army-6'] });
    const opts = divineRight.choices(t.state, 'p2').map((c) => c.command);
    expect(opts.length).toBeGreaterThan(1);
    const pick = opts[opts.length - 1];
    if (pick?.type !== 'deploy') throw new Error('no deploy option');
    const r = act(t.state, 'p2', pick);
    const u = r.state.units['neuth-army-6'];
    expect(u?.hex).toBe(pick.hex);
    expect(u?.hex).not.toBe('2503');
    expect(hexOwner(u?.hex as string)).toBe('neuth');
    // the deadline and the standing order place it on the nearest free space
    expect(divineRight.onTimeout(t.state, 'p2')).toEqual(opts[0]);
    expect(divineRight.standing?.(t.state, 'p2', { deploy: 'auto' })).toEqual(opts[0]);
  });
  it('DR-KING-26 DR-SIEGE-43 a neutral castle strengthened by its deployment throws the besiegers out at once', () => {
    const from = nextTo('2101', (h) => h.kind === 'land' && h.basicOwner !== 'zorn');
    const four = Array.from({ length: 4 }, (_, i) => ({ id: `muetar-army-${i + 1}`, hex: from }));
    const s = base({ units: four });
    const r = act(s, 'p1', { type: 'move', units: four.map((u) => u.id), to: '2101' }, [0], {
      p1: { displace: 'auto' },
    });
    expect(r.state.kingdoms.ghem.seat).toBe('p2');
    expect(r.state.sieges['2101']).toBeUndefined();
    expect(r.state.units['muetar-army-1']?.hex).not.toBe('2101');
  });
  it('DR-KING-27 DR-MON-02 DR-VP-07 DR-VP-12 a player monarch killed: the player is out with his points, allies deactivate, his kingdom is in Confusion', () => {
    const s = base({
      allies: { pon: 'p2' },
      vp: { p2: 15 },
      units: [
        { id: 'neuth-monarch', hex: '2304' },
        { id: 'neuth-army-1', hex: '2304' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
    const t = tx(s, [4]);
    killMonarch(t, 'neuth', 'p1', 'fate');
    expect(t.state.players.p2).toMatchObject({ eliminated: true, vp: 15 });
    expect(t.state.players.p1?.vp).toBe(70);
    expect(t.state.kingdoms.pon.status).toBe('inactive');
    expect(t.state.kingdoms.neuth).toMatchObject({ status: 'inactive', lock: { kind: 'confusion', until: 5 } });
    expect(Object.values(t.state.units).filter((u) => u.seat === 'p2')).toEqual([]);
  });
});

const { hexOwner, statusFns } = await (async () => {
  const board = await import('./rules/board.ts');
  const status = await import('./rules/status.ts');
  return { hexOwner: board.ownerOf, statusFns: status };
})();

describe('Confusion and monarchs (DR-CONF, DR-MON)', () => {
  const allied = () =>
    base({
      allies: { pon: 'p1' },
      personalities: { pon: 5 },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
  it("DR-CONF-02 DR-MON-01 DR-VP-08 a dead non-player monarch's card goes back into the unused deck; an enemy killer scores 40", () => {
    const t = tx(allied(), [2]);
    const before = t.state.personalityDeck.length;
    killMonarch(t, 'pon', 'p2', 'fate');
    expect(t.state.personalityDeck.length).toBe(before + 1);
    expect(t.state.personalityDeck).toContain(5);
    expect(t.state.players.p2?.vp).toBe(40);
    expect(t.state.kingdoms.pon).toMatchObject({ personality: null, lock: { kind: 'confusion', until: 3 } });
  });
  it('DR-CONF-03 DR-CONF-05 killed in turn 7 with a 4: Confusion through turn 11, a new monarch and card in turn 12', () => {
    const s = base({ turn: 7, allies: { pon: 'p1' }, units: [{ id: 'pon-monarch', hex: '2911' }] });
    const t = tx(s, [4]);
    killMonarch(t, 'pon', null, 'untimely death');
    expect(t.state.kingdoms.pon.lock).toEqual({ kind: 'confusion', until: 11 });
  });
  it('DR-CONF-04 DR-FP-08 no ambassador works on a kingdom in Confusion', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'diplomacy',
      units: [],
      kingdomState: { pon: { lock: { kind: 'confusion', until: 5 } } },
    });
    rejects(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' });
  });
  it('DR-CONF-08 DR-MON-03 a captured player monarch: the player is out and his kingdom falls into Confusion', () => {
    const s = base({ units: [{ id: 'neuth-monarch', hex: '2304' }] });
    const t = tx(s, [2]);
    captureMonarch(t, 'neuth', 'p1');
    expect(t.state.players.p2?.eliminated).toBe(true);
    expect(t.state.players.p1?.vp).toBe(70);
    expect(t.state.kingdoms.neuth.lock?.kind).toBe('confusion');
  });
  it('DR-VP-01 DR-VP-06 with one player monarch left the game ends: he wins', () => {
    const s = base(
      {
        units: [
          { id: 'neuth-monarch', hex: '2304' },
          { id: 'muetar-army-1', hex: '1611' },
        ],
      },
      'combat',
    );
    const t = tx(s, [2]);
    captureMonarch(t, 'neuth', 'p1');
    const { advance } = flowFns;
    advance(t);
    expect(t.state.result).toMatchObject({ winners: ['p1'] });
  });
});

const { flowFns } = await (async () => ({ flowFns: await import('./rules/flow.ts') }))();

describe('prisoners (DR-PRIS)', () => {
  const pon = () =>
    base({
      allies: { pon: 'p2' },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
  it("DR-PRIS-01 DR-VP-09 DR-PRIS-05 a captured monarch goes to the captor's nearest free castle; 30 VP; his kingdom stays allied", () => {
    const t = tx(pon());
    captureMonarch(t, 'pon', 'p1');
    expect(t.state.units['pon-monarch']).toMatchObject({ captive: 'p1' });
    expect(['1611', '1708', '1213']).toContain(t.state.units['pon-monarch']?.hex);
    expect(t.state.players.p1?.vp).toBe(30);
    expect(t.state.kingdoms.pon.status).toBe('active');
  });
  it('DR-PRIS-02 DR-VP-10 DR-VP-13 a captor with no castle must execute or free: execution scores nothing more', () => {
    const t = tx(
      base({
        allies: { pon: 'p2' },
        plundered: ['pennol', 'harrowfield', 'deepford'],
        units: [{ id: 'pon-monarch', hex: '2911' }],
      }),
    );
    captureMonarch(t, 'pon', 'p1');
    expect(t.state.interrupts[0]).toMatchObject({ kind: 'captive', seat: 'p1' });
    const r = act(t.state, 'p1', { type: 'captive', fate: 'execute' }, [2]);
    expect(r.state.players.p1?.vp).toBe(30);
    expect(r.state.players.p1?.penalty).toContain('pon');
  });
  it('DR-PRIS-03 DR-PRIS-04 a prisoner cannot move and needs no guard', () => {
    const t = tx(pon());
    captureMonarch(t, 'pon', 'p1');
    const st = { ...t.state, active: 'p2' };
    expect(() => landGroup(st, 'p2', ['pon-monarch'])).toThrow();
    expect(t.state.units['pon-monarch']?.captive).toBe('p1');
  });
  it("DR-PRIS-06 a captive monarch's units fight at -1 when they are most of the force", () => {
    const A = hexWhere(
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null && !h.coastal,
    );
    const B = nextTo(
      A,
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null,
    );
    const s = base(
      {
        allies: { pon: 'p1' },
        units: [
          { id: 'pon-army-1', hex: A },
          { id: 'pon-army-2', hex: A },
          { id: 'pon-monarch', hex: '2304' },
          { id: 'neuth-army-1', hex: B },
        ],
      },
      'combat',
    );
    const held = {
      ...s,
      units: {
        ...s.units,
        'pon-monarch': { ...(s.units['pon-monarch'] as NonNullable<State['units'][string]>), captive: 'p2' },
      },
    };
    let st = act(held, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [3, 3, ...NEXT], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.attacker.modifier).toBe(2 - 1);
  });
  it('DR-PRIS-07 DR-PRIS-08 plundering the prison frees the captive; a released captive goes to his nearest friendly castle', () => {
    const t = tx(pon());
    captureMonarch(t, 'pon', 'p1');
    const prison = t.state.units['pon-monarch']?.hex as string;
    const { plunder } = siegeFns;
    plunder(t, 'p2', prison);
    expect(t.state.units['pon-monarch']?.captive).toBeNull();
    const t2 = tx(pon());
    captureMonarch(t2, 'pon', 'p1');
    const { freeCaptive } = statusFns;
    freeCaptive(t2, 'pon');
    const freed = t2.state.units['pon-monarch'];
    expect(freed?.captive).toBeNull();
    expect(['2911', '3114', '2717', '2304', '2207']).toContain(freed?.hex);
  });
  it('DR-PRIS-09 executing a prisoner in a later Diplomacy Phase gives a permanent Diplomatic Penalty and no VP', () => {
    const t = tx(
      sandbox({
        kingdoms: ['muetar', 'neuth'],
        phase: 'diplomacy',
        allies: { pon: 'p2' },
        units: [{ id: 'pon-monarch', hex: '2911' }],
      }),
    );
    captureMonarch(t, 'pon', 'p1');
    const r = act(t.state, 'p1', { type: 'execute', kingdom: 'pon' }, [3]);
    expect(r.state.players.p1).toMatchObject({ vp: 30, penalty: ['pon'] });
    expect(r.state.kingdoms.pon.lock?.kind).toBe('confusion');
  });
});

const { siegeFns } = await (async () => ({ siegeFns: await import('./rules/sieges.ts') }))();

describe('heroes (DR-HERO, DR-FATE, DR-SHIP)', () => {
  it('DR-HERO-01 DR-HERO-02 a lone hero has no strength and is never attacked', () => {
    const A = hexWhere(
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null && !h.coastal,
    );
    const B = nextTo(A, (h) => h.kind === 'land');
    const s = base(
      {
        units: [
          { id: 'muetar-army-1', hex: A },
          { id: 'neuth-monarch', hex: B },
        ],
      },
      'combat',
    );
    expect(attackOptions(s, 'p1')).toEqual([]);
  });
  it("DR-HERO-04 DR-HERO-07 a monarch leads his own regulars, mercenaries and heroes, never another kingdom's regulars", () => {
    const s = base({
      allies: { pon: 'p1' },
      units: [
        { id: 'muetar-monarch', hex: '1611' },
        { id: 'muetar-army-1', hex: '1611' },
        { id: 'merc-A', hex: '1611', seat: 'p1' },
        { id: 'pon-army-1', hex: '1611' },
        { id: 'pon-monarch', hex: '1611' },
      ],
    });
    const m = s.units['muetar-monarch'];
    if (!m) throw new Error('no monarch');
    expect(mayLead(m, [m, s.units['muetar-army-1']!, s.units['merc-A']!, s.units['pon-monarch']!], s)).toBe(true);
    expect(mayLead(m, [m, s.units['pon-army-1']!], s)).toBe(false);
  });
  it('DR-HERO-06 units that moved with a hero move on only with him', () => {
    const s = base({
      units: [
        { id: 'muetar-monarch', hex: '1611' },
        { id: 'muetar-army-1', hex: '1611' },
      ],
    });
    const st = act(s, 'p1', {
      type: 'move',
      units: ['muetar-monarch', 'muetar-army-1'],
      to: '1610',
      leader: 'muetar-monarch',
    }).state;
    rejects(st, 'p1', { type: 'move', units: ['muetar-army-1'], to: '1611' }, 'rule/led_already');
  });
  it("DR-HERO-09 a hero carried by a combat unit uses the unit's bonuses", () => {
    const forest = hexWhere((h) => h.features.join() === 'forest' && h.basicOwner === null && h.river === null);
    const from = nextTo(
      forest,
      (h) => h.kind === 'land' && h.features.length === 0 && h.river === null && h.basicOwner !== 'neuth',
    );
    const s = sandbox({
      kingdoms: ['neuth', 'muetar'],
      phase: 'movement',
      allies: { pon: 'p1' },
      units: [
        { id: 'neuth-army-1', hex: from },
        { id: 'pon-monarch', hex: from },
      ],
    });
    expect(reachable(s, 'p1', ['neuth-army-1', 'pon-monarch']).get(forest)).toBe(1);
  });
  it('DR-HERO-11 worked: the Ghem monarch takes a dwarf and the Muetar king through hills at 1 a hex for 8; the Muetar units alone pay 2 of their 5', () => {
    const hills = hexWhere((h) => h.features.join() === 'hills' && h.basicOwner === null && h.river === null);
    const from = nextTo(hills, (h) => h.kind === 'land' && h.basicOwner === null && h.river === null);
    const s = sandbox({
      kingdoms: ['ghem', 'muetar'],
      allies: {},
      phase: 'movement',
      units: [
        { id: 'ghem-monarch', hex: from },
        { id: 'ghem-army-1', hex: from },
        { id: 'muetar-monarch', hex: from, seat: 'p1' },
      ],
    });
    const mixed = {
      ...s,
      units: {
        ...s.units,
        'muetar-monarch': { ...(s.units['muetar-monarch'] as NonNullable<State['units'][string]>), seat: 'p1' },
      },
    };
    const led = reachable(mixed, 'p1', ['ghem-monarch', 'ghem-army-1', 'muetar-monarch'], 'ghem-monarch');
    expect(led.get(hills)).toBe(1);
    expect(Math.max(...led.values())).toBeLessThanOrEqual(8);
    const m = base({
      units: [
        { id: 'muetar-army-1', hex: from },
        { id: 'muetar-army-2', hex: from },
      ],
    });
    expect(reachable(m, 'p1', ['muetar-army-1', 'muetar-army-2']).get(hills)).toBe(2);
  });
  it('DR-HERO-12 the monarch of card #10 lends no movement', () => {
    const s = base({
      allies: { pon: 'p1' },
      personalities: { pon: 10 },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
    expect(personality(10).lendsMovementBonus).toBe(false);
    expect(mayLead(s.units['pon-monarch']!, [s.units['pon-army-1']!], s)).toBe(false);
  });
  it("DR-HERO-13 the monarch of card #16 adds 1 to his own units' combat rolls", () => {
    const A = hexWhere(
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null && !h.coastal,
    );
    const B = nextTo(
      A,
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null,
    );
    const s = base(
      {
        allies: { pon: 'p1' },
        personalities: { pon: 16 },
        units: [
          { id: 'pon-army-1', hex: A },
          { id: 'pon-monarch', hex: A },
          { id: 'neuth-army-1', hex: B },
        ],
      },
      'combat',
    );
    let st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [3, 3, 3, ...NEXT], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.attacker.modifier).toBe(1 + 1);
  });
  it('DR-FATE-02 Hero Fate: 1 killed, 2-5 nothing, 6 captured', () => {
    expect(HERO_FATE_TABLE).toEqual({
      1: 'killed',
      2: 'no-effect',
      3: 'no-effect',
      4: 'no-effect',
      5: 'no-effect',
      6: 'captured',
    });
  });
  it('DR-FATE-01 DR-FATE-05 a hero whose stack loses units rolls once a player turn; 6 with nobody responsible is no effect', () => {
    const s = base({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '2911' }] });
    const t = tx(s, [3]);
    expect(fateRoll(t, 'pon-monarch', 'p1')).toBe('no-effect');
    expect(fateRoll(t, 'pon-monarch', 'p1')).toBeNull();
    const n = tx(s, [6]);
    expect(fateRoll(n, 'pon-monarch', null)).toBe('no-effect');
  });
  it("DR-FATE-07 rolls of the hero's own making are not limited", () => {
    const s = base({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '2911' }] });
    const t = tx(s, [3, 4]);
    fateRoll(t, 'pon-monarch', 'p1');
    expect(fateRoll(t, 'pon-monarch', 'p1', true)).toBe('no-effect');
  });
  it('DR-FATE-01 #3 DR-FATE-06 combat units passing over a lone enemy hero search him: one roll per movement', () => {
    const A = hexWhere(
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null && !h.coastal,
    );
    const B = nextTo(
      A,
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null,
    );
    const s = base({
      allies: { pon: 'p2' },
      units: [
        { id: 'muetar-army-1', hex: A },
        { id: 'muetar-army-2', hex: A },
        { id: 'pon-monarch', hex: B },
      ],
    });
    const r = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: B }, [4]);
    expect(ofType(r.events, 'fateRolled')).toEqual([
      expect.objectContaining({ unit: 'pon-monarch', by: 'p1', roll: 4 }),
    ]);
    const again = act(r.state, 'p1', { type: 'move', units: ['muetar-army-2'], to: B });
    expect(ofType(again.events, 'fateRolled')).toEqual([]);
  });
  it('DR-FATE-01 #5 DR-SIEGE-25 heroes in a plundered castle roll', () => {
    const t = tx(
      base({
        allies: { pon: 'p2' },
        units: [
          { id: 'pon-monarch', hex: '3114', inside: true },
          { id: 'muetar-army-1', hex: '3114' },
        ],
      }),
      [1, 2],
    );
    siegeFns.plunder(t, 'p1', '3114');
    expect(ofType(t.events, 'fateRolled')[0]).toMatchObject({ unit: 'pon-monarch', result: 'killed' });
  });
  it('DR-SHIP-01 DR-FATE-01 #9 a hero aboard a fleet lost to a Storm: 1 dies, otherwise castaway on the Isle of Fright', () => {
    const s = sandbox(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [
          { id: 'rombune-fleet-1', hex: '0219' },
          { id: 'rombune-monarch', hex: '0219', aboard: 'rombune-fleet-1' },
        ],
      },
      {},
      [1, 2],
    );
    const r = act(s, 'p1', { type: 'takeLosses', units: ['rombune-fleet-1'] }, [6]);
    expect(r.state.units['rombune-monarch']).toMatchObject({ hex: ISLE_OF_FRIGHT, castaway: true });
  });
  it("DR-SHIP-04 a castaway monarch's units attack at -1 when they are most of the force", () => {
    const A = hexWhere(
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null && !h.coastal,
    );
    const B = nextTo(
      A,
      (h) => h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null,
    );
    const s = base(
      {
        units: [
          { id: 'muetar-army-1', hex: A },
          { id: 'muetar-monarch', hex: ISLE_OF_FRIGHT },
          { id: 'neuth-army-1', hex: B },
        ],
      },
      'combat',
    );
    const cast = {
      ...s,
      units: {
        ...s.units,
        'muetar-monarch': { ...(s.units['muetar-monarch'] as NonNullable<State['units'][string]>), castaway: true },
      },
    };
    let st = act(cast, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [3, 3, 3, ...NEXT], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.attacker.modifier).toBe(0);
  });
  it('DR-SHIP-02 a friendly fleet entering the Isle of Fright rescues the castaway', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'rombune-fleet-1', hex: '0219' },
        { id: 'rombune-monarch', hex: ISLE_OF_FRIGHT },
      ],
    });
    const cast = {
      ...s,
      units: {
        ...s.units,
        'rombune-monarch': { ...(s.units['rombune-monarch'] as NonNullable<State['units'][string]>), castaway: true },
      },
    };
    const r = act(cast, 'p1', {
      type: 'sail',
      fleets: ['rombune-fleet-1'],
      cargo: [],
      to: ISLE_OF_FRIGHT,
      land: false,
    });
    expect(r.state.units['rombune-monarch']).toMatchObject({ castaway: false, aboard: 'rombune-fleet-1' });
  });
  it('DR-SHIP-05 a castaway non-player monarch leaves the Isle when his kingdom deactivates', () => {
    const s = base({ allies: { pon: 'p1' }, units: [{ id: 'pon-monarch', hex: ISLE_OF_FRIGHT }] });
    const cast = {
      ...s,
      units: {
        ...s.units,
        'pon-monarch': { ...(s.units['pon-monarch'] as NonNullable<State['units'][string]>), castaway: true },
      },
    };
    const t = tx(cast);
    deactivate(t, 'pon', null);
    expect(t.state.units['pon-monarch']).toBeUndefined();
  });
});

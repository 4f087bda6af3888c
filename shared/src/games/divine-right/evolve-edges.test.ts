/**
 * What the event fold (rules/evolve.ts) must keep, pinned where mutation testing (Stryker) showed no test
 * held it: the marks of a player turn cleared at the unit owner's next turn, a led stack's points, what
 * set-up, placements and removals leave in the kingdoms' piles and the mercenary pool, troops at sea, the
 * discards after a reshuffle, and the history as it reads at the set-up event.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedValue } from '../../engine/dice.ts';
import { getHex } from './data/index.ts';
import { CASTLE_AT } from './rules/board.ts';
import { drawCard } from './rules/diplomacy.ts';
import { evolve } from './rules/evolve.ts';
import { fleetDestinations, fleetGroup } from './rules/movement.ts';
import { placeMercenary } from './rules/random.ts';
import type { State } from './rules/state.ts';
import { activate, deactivate } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import {
  act,
  begin,
  diplomacyStart,
  divineRight,
  duelOf,
  hasChoice,
  hexWhere,
  ofType,
  reachable,
  rejects,
  sandbox,
} from './testkit.ts';

/** Every player's Random Events roll a 7: no event. */
const NO_EVENT: ScriptedValue[] = [3, 4];
const tx = (s: State, dice: ScriptedValue[] = []) => new Tx(s, scriptedDice(dice));

/** Ends each step with 'done' (nobody attacking, no event rolled) until `until` holds. */
function passUntil(s0: State, until: (s: State) => boolean): State {
  let s = s0;
  for (let i = 0; i < 40 && !until(s); i++) {
    const seat = divineRight.pending(s)[0]?.seat as string;
    s = act(s, seat, { type: 'done' }, NO_EVENT).state;
  }
  expect(until(s)).toBe(true);
  return s;
}

const FRESH = { mp: null, start: null, ledBy: null, done: false, used: false, brokeOut: false };

describe('the marks of a player turn and a led stack (DR-ORDER-02, DR-MOVE-03, DR-HERO-04, DR-HERO-06)', () => {
  // 1218 and its clear neighbours 1217, 1317; 1118 faces Neuth's stack in 1117 and a lone army in 1019
  const units = [
    { id: 'muetar-army-1', hex: '1218' },
    { id: 'muetar-army-2', hex: '1218' },
    { id: 'muetar-monarch', hex: '1218' },
    { id: 'muetar-army-3', hex: '1118' },
    ...[1, 2, 3].map((n) => ({ id: `neuth-army-${n}`, hex: '1117' })),
    { id: 'neuth-army-4', hex: '1019' },
  ];
  const start = () => duelOf({ units });

  it('DR-ORDER-02 DR-MOVE-03 DR-HERO-06 last in one game turn and first in the next, his units that moved alone, with their monarch or attacked move and attack afresh', () => {
    // p2 plays first in game turn 1, p1 last; the order of turn 2 puts p1 first: two player turns in a row
    let s = passUntil(duelOf({ units, order: ['p2', 'p1'] }), (x) => x.active === 'p1' && x.step === 'movement');
    expect(s.turn).toBe(1);
    s = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: '1317' }).state;
    expect(s.units['muetar-army-1']?.mp).toBe(4);
    s = act(s, 'p1', {
      type: 'move',
      units: ['muetar-monarch', 'muetar-army-2'],
      leader: 'muetar-monarch',
      to: '1217',
    }).state;
    expect(s.units['muetar-army-2']?.ledBy).toBe('muetar-monarch');
    s = act(s, 'p1', { type: 'done' }).state;
    s = act(s, 'p1', { type: 'declare', from: ['1118'], targets: ['1117'], kind: 'land' }).state;
    // it attacks without having moved: that is its only mark this turn
    expect(s.units['muetar-army-3']).toMatchObject({ ...FRESH, used: true });
    s = act(s, 'p1', { type: 'done' }).state;
    s = act(s, 'p1', { type: 'resolve', attack: 0 }, [6, 1, ...NO_EVENT], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { advance: 'never' },
    }).state;
    expect([s.turn, s.order, s.active]).toEqual([2, ['p1', 'p2'], 'p1']);
    s = passUntil(s, (x) => x.step === 'movement');
    expect([s.turn, s.active]).toEqual([2, 'p1']);
    for (const id of ['muetar-army-1', 'muetar-army-2', 'muetar-army-3', 'muetar-monarch'])
      expect(s.units[id]).toMatchObject(FRESH);
    // the whole movement allowance again
    expect(Math.max(...reachable(s, 'p1', ['muetar-army-1']).values())).toBe(5);
    // no longer bound to the monarch who led it (DR-HERO-06 holds for one phase only)
    const alone = act(s, 'p1', { type: 'move', units: ['muetar-army-2'], to: '1218' }).state;
    expect(alone.units['muetar-army-2']).toMatchObject({ hex: '1218', mp: 4, ledBy: null });
    // and the army that attacked last turn may attack again
    const combat = act(s, 'p1', { type: 'done' }).state;
    expect(combat.step).toBe('declare');
    expect(hasChoice(combat, 'p1', { type: 'declare', from: ['1118'], targets: ['1019'], kind: 'land' })).toBe(true);
  });

  it('DR-HERO-04 DR-MOVE-03 a stack led by a monarch spends his movement points: after a 1-point step 6 of his 7 are left, no more', () => {
    const s = act(start(), 'p1', {
      type: 'move',
      units: ['muetar-monarch', 'muetar-army-2'],
      leader: 'muetar-monarch',
      to: '1217',
    }).state;
    expect(s.units['muetar-monarch']?.mp).toBe(6);
    expect(s.units['muetar-army-2']?.mp).toBe(6);
    const on = reachable(s, 'p1', ['muetar-monarch', 'muetar-army-2'], 'muetar-monarch');
    expect(Math.max(...on.values())).toBe(6);
  });
});

describe('what set-up and the kingdoms’ piles show (DR-SETUP-14, DR-ORDER-03, DR-KING-14, DR-KING-25, DR-REIN-04)', () => {
  it('DR-SETUP-14 DR-ORDER-03 the history at the set-up event shows no player order, no phase begun and no attack; the drawn order follows', () => {
    const { events } = begin({ players: 3 }, 5);
    const [started, drawn] = events;
    expect(started?.type).toBe('started');
    const atSetup = evolve(undefined, started as (typeof events)[number]);
    const v = divineRight.view(atSetup, 'spectator');
    expect([v.order, v.step, v.attacks]).toEqual([[], 'begin', []]);
    expect(drawn?.type).toBe('orderDrawn');
    const order = drawn?.type === 'orderDrawn' ? drawn.order : [];
    expect(divineRight.view(evolve(atSetup, drawn as (typeof events)[number]), 'spectator').order).toEqual(order);
    // a history that does not open with the set-up is refused, not folded onto nothing
    expect(() => evolve(undefined, drawn as (typeof events)[number])).toThrow(
      'event orderDrawn before the game started',
    );
  });

  it('DR-KING-24 DR-KING-25 OOT-10 an activated kingdom’s monarch is on the map, and a unit its ally must still place stays in reserve until placed', () => {
    const s = sandbox({ kingdoms: ['muetar', 'hothior'], units: [{ id: 'muetar-army-1', hex: '2503' }] }, {}, [3, 4]);
    expect(s.kingdoms.neuth.monarch).toBe('off');
    const t = tx(s);
    activate(t, 'neuth', 'p2');
    expect(t.state.interrupts[0]).toMatchObject({ kind: 'deploy', kingdom: 'neuth', units: ['neuth-army-6'] });
    expect(t.state.units['neuth-monarch']).toBeDefined();
    expect(t.state.kingdoms.neuth).toMatchObject({ monarch: 'map', reserve: ['neuth-army-6'], dead: [] });
    const pick = divineRight.choices(t.state, 'p2').map((c) => c.command)[0];
    if (pick?.type !== 'deploy') throw new Error('no deploy option');
    const r = act(t.state, 'p2', pick);
    expect(r.state.units['neuth-army-6']?.hex).toBe(pick.hex);
    expect(r.state.kingdoms.neuth).toMatchObject({ monarch: 'map', reserve: [], dead: [] });
  });

  it('DR-KING-14 DR-TROLL-03 a deactivated kingdom’s monarch and regulars go off the map into reserve, which is no loss to a Random Event', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { trolls: 'p1' },
      phase: 'movement',
      units: [
        { id: 'trolls-monarch', hex: '2310' },
        { id: 'trolls-army-1', hex: '2309' },
      ],
    });
    expect(s.kingdoms.trolls.monarch).toBe('map');
    const t = tx(s);
    deactivate(t, 'trolls', null);
    expect(t.state.units['trolls-monarch']).toBeUndefined();
    expect(t.state.units['trolls-army-1']).toBeUndefined();
    expect(t.state.kingdoms.trolls).toMatchObject({ status: 'inactive', monarch: 'off', lostToEvents: [] });
    expect(t.state.kingdoms.trolls.reserve).toContain('trolls-army-1');
  });

  it('DR-RE-06 DR-REIN-04 DR-REIN-07 a regular brought back leaves the eliminated pile: it cannot be chosen a second time', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [{ id: 'muetar-army-1', hex: '1611', inside: true }],
        kingdomState: { muetar: { dead: ['muetar-army-2', 'muetar-army-9'] } },
      },
      {},
      [3, 3],
    );
    expect(s.interrupts[0]).toMatchObject({ kind: 'replace', count: 2 });
    const once = act(s, 'p1', { type: 'replace', unit: 'muetar-army-9' }).state;
    expect(once.units['muetar-army-9']?.hex).toBe('1409');
    expect(once.kingdoms.muetar.dead).toEqual(['muetar-army-2']);
    expect(hasChoice(once, 'p1', { type: 'replace', unit: 'muetar-army-9' })).toBe(false);
    rejects(once, 'p1', { type: 'replace', unit: 'muetar-army-9' });
    expect(hasChoice(once, 'p1', { type: 'replace', unit: 'muetar-army-2' })).toBe(true);
  });
});

describe('losses to Random Events (DR-TROLL-03, DR-GEN-06, DR-RE-03, DR-RE-04)', () => {
  it('DR-TROLL-03 DR-RE-03 only Troll regulars lost to a Random Event are held back from regeneration: a Storm’s Rombune losses are not', () => {
    const s = sandbox(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [
          { id: 'rombune-fleet-1', hex: '0219' },
          { id: 'rombune-fleet-2', hex: '0319', inside: true },
          { id: 'rombune-army-1', hex: '0219', aboard: 'rombune-fleet-1' },
        ],
      },
      {},
      [1, 2],
    );
    const r = act(s, 'p1', { type: 'takeLosses', units: ['rombune-fleet-1'] });
    expect(ofType(r.events, 'eliminated')).toEqual([
      expect.objectContaining({ units: ['rombune-fleet-1', 'rombune-army-1'], cause: 'event' }),
    ]);
    expect(r.state.kingdoms.rombune.dead).toEqual(expect.arrayContaining(['rombune-fleet-1', 'rombune-army-1']));
    expect(r.state.kingdoms.rombune.lostToEvents).toEqual([]);
    // the Trolls' own loss to a Mutiny is kept
    const trolls = sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [
          { id: 'trolls-monarch', hex: '2310' },
          { id: 'trolls-army-2', hex: '2309' },
        ],
        kingdomState: { trolls: { dead: [] } },
      },
      {},
      [1, 3],
    );
    const m = act(trolls, 'p1', { type: 'takeLosses', units: ['trolls-army-2'] });
    expect(m.state.kingdoms.trolls.lostToEvents).toEqual(['trolls-army-2']);
  });

  it('DR-GEN-06 DR-RE-04 DR-RE-08 a mercenary lost goes back to the pool in letter order, first to be hired again; the board before is untouched', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [
          { id: 'muetar-army-1', hex: '1611', inside: true },
          { id: 'merc-A', hex: '1611', seat: 'p1', inside: true },
        ],
      },
      {},
      [1, 3],
    );
    expect(s.mercPool[0]).toBe('merc-B');
    const before = [...s.mercPool];
    const r = act(s, 'p1', { type: 'takeLosses', units: ['merc-A'] });
    expect(r.state.units['merc-A']).toBeUndefined();
    expect(r.state.mercPool).toEqual(['merc-A', ...before]);
    expect(s.mercPool).toEqual(before);
    const t = tx(r.state);
    placeMercenary(t, 'p1', { type: 'reinforce', kind: 'army', hex: '1611' });
    expect(ofType(t.events, 'placed')[0]?.units.map((u) => u.id)).toEqual(['merc-A']);
  });
});

describe('troops at sea and the deck (DR-TRANS-02, DR-GEN-07, DR-DIP-05)', () => {
  it('DR-TRANS-02 DR-GEN-07 an army carried out to sea stays aboard its fleet, outside any walls, and sails on with it', () => {
    const c = hexWhere(
      (h) => h.basicOwner === 'rombune' && h.seaCoast && !h.noEmbark && h.river === null && !CASTLE_AT.has(h.id),
    );
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'rombune-fleet-1', hex: c },
        { id: 'rombune-army-1', hex: c },
      ],
    });
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], ['rombune-army-1']);
    const sea = fleetDestinations(s, fg.g, fg.cargo).find((d) => d.cost === 1 && getHex(d.to).kind === 'sea')
      ?.to as string;
    const out = act(s, 'p1', {
      type: 'sail',
      fleets: ['rombune-fleet-1'],
      cargo: ['rombune-army-1'],
      to: sea,
      land: false,
    }).state;
    expect(out.units['rombune-army-1']).toMatchObject({
      hex: sea,
      aboard: 'rombune-fleet-1',
      inside: false,
      done: true,
    });
    const on = fleetDestinations(out, fleetGroup(out, 'p1', ['rombune-fleet-1'], ['rombune-army-1']).g, [])
      .filter((d) => getHex(d.to).kind === 'sea' && d.to !== sea && d.to !== c)
      .map((d) => d.to)[0] as string;
    const further = act(out, 'p1', {
      type: 'sail',
      fleets: ['rombune-fleet-1'],
      cargo: ['rombune-army-1'],
      to: on,
      land: false,
    }).state;
    expect(further.units['rombune-army-1']).toMatchObject({ hex: on, aboard: 'rombune-fleet-1', inside: false });
  });

  it('DR-DIP-05 the discards reshuffled into a new deck leave the discard pile empty', () => {
    const s = { ...diplomacyStart(), deck: [], discard: ['oracle-2-1', 'rumours-2-1', 'threats-1-1'] };
    const t = tx(s, [{ shuffle: [2, 0, 1] }]);
    drawCard(t);
    expect(t.state.players.p1?.hand).toContain('threats-1-1');
    expect(t.state.deck).toEqual(['oracle-2-1', 'rumours-2-1']);
    expect(t.state.discard).toEqual([]);
    expect(divineRight.view(t.state, 'p1').decks).toMatchObject({ diplomacy: 2, discard: 0 });
  });
});

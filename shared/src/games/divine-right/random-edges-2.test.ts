/**
 * Edges of the Random Events Phase that mutation testing (Stryker) showed no test held (rules/random.ts,
 * from the Storms on): which fleets a Storm may sink, where a shipwrecked hero comes ashore on inland water
 * and when that violates a kingdom, which events are logged as having no effect when nothing can be done,
 * how many units Replacements bring back, what Desertion may take, and when the Trolls regenerate.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedValue } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import { configSchema, type Sandbox } from './config.ts';
import { BASIC_KINGDOMS, ISLE_OF_FRIGHT, type KingdomId } from './data/index.ts';
import type { DrEvent } from './events.ts';
import { inlandShores, sinkFleet } from './rules/random.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, choiceTypes, divineRight, ofType, sandbox } from './testkit.ts';

const PENNOL = '1611';
const THORES = '0319';
const OPEN_SEA = '0200';
const FREEPORT = '2417'; // a non-castle port that shelters one fleet
const DEEP = '1111'; // a River Deep hex in Muetar, no port
/** The River Deep's hexes in map order, Deepford (1213, a castle) left out. */
const DEEP_SHORE =
  '0711 0811 0911 1011 1111 0712 0812 0912 1012 1112 1212 1312 1013 1113 1313 1413 1214 1314 1414'.split(' ');
const monarch = { id: 'muetar-monarch', hex: PENNOL, inside: true };
const home = [monarch, { id: 'muetar-army-1', hex: PENNOL, inside: true }];
/** No Muetar regular waits to return (a sandbox counts every regular left off the map as eliminated). */
const noneDead: Partial<Sandbox> = { kingdomState: { muetar: { dead: [] } } };
/** Neuth holds every Muetar castle, plundered: Muetar has nowhere to take a mercenary in, nor a regular back. */
const castlesLost: Partial<Sandbox> = {
  kingdomState: { muetar: { dead: [] } },
  plundered: ['pennol', 'harrowfield', 'deepford'],
  units: [
    { id: 'muetar-monarch', hex: '1515' },
    { id: 'neuth-army-1', hex: PENNOL },
    { id: 'neuth-army-2', hex: '1708' },
    { id: 'neuth-army-3', hex: '1213' },
  ],
};

/** p1 Muetar (p2 Neuth) opens the game with its Random Events Phase: the state and the events it logged. */
function opening(dice: ScriptedValue[], sb: Partial<Sandbox> = {}) {
  const config = configSchema.parse({
    sandbox: {
      kingdoms: ['muetar', 'neuth'],
      personalities: { pon: 16, ghem: 16 },
      units: home,
      deckTop: ['flattery-1-1'],
      ...sb,
    },
  });
  const out = start(divineRight, config, { dice: scriptedDice(dice), now: 0 });
  const events = out.events as DrEvent[];
  return { state: out.state as State, events, rolled: ofType(events, 'eventRolled')[0] };
}

/** p1 Muetar's monarch aboard a mercenary fleet that the Storm (1+2) sinks; `dice` for the shipwreck. */
function wreck(hex: string, dice: ScriptedValue[]) {
  const s = sandbox(
    {
      kingdoms: ['muetar', 'neuth'],
      units: [
        { id: 'merc-M', hex, seat: 'p1' },
        { id: 'muetar-monarch', hex, aboard: 'merc-M' },
        { id: 'muetar-army-1', hex: '1218' },
      ],
    },
    {},
    [1, 2],
  );
  return act(s, 'p1', { type: 'takeLosses', units: ['merc-M'] }, dice);
}

/** p1 Muetar with Pon allied, Pon's monarch aboard p1's mercenary fleet at sea, in p1's Movement Phase. */
const ponAtSea = () =>
  sandbox(
    {
      kingdoms: ['muetar', 'neuth'],
      allies: { pon: 'p1' },
      phase: 'movement',
      units: [
        ...home,
        { id: 'merc-M', hex: OPEN_SEA, seat: 'p1' },
        { id: 'pon-monarch', hex: OPEN_SEA, aboard: 'merc-M' },
      ],
    },
    {},
    [],
  );

describe('events with nothing to act on are no event (DR-RE-13)', () => {
  const everyKingdomAllied = Object.fromEntries(
    BASIC_KINGDOMS.filter((k) => k !== 'muetar' && k !== 'neuth').map((k) => [k, 'p1']),
  ) as Partial<Record<KingdomId, string>>;
  const cases: [string, ScriptedValue[], Partial<Sandbox>][] = [
    ['DR-RE-07 a 7', [3, 4], {}],
    ['DR-RE-02 Untimely Death, the roller having no ally (his own monarch is never its victim)', [1, 1, 0, 3], {}],
    ['DR-RE-03 Storms, the roller having no fleet', [1, 2], {}],
    ['DR-RE-04 Mutiny, the roller having only his monarch', [1, 3], { units: [monarch] }],
    ['DR-RE-06 Replacements, no regular having been eliminated', [3, 3], noneDead],
    ['DR-RE-08 Reinforcements, every friendly castle being lost', [4, 4], castlesLost],
    ['DR-RE-09 Epidemic, the roller having only his monarch', [4, 5], { units: [monarch] }],
    ['DR-RE-10 Replacements/Reinforcements, neither kind able to enter', [4, 6], castlesLost],
    ['DR-RE-11 Desertion, the roller having regulars but no mercenary', [5, 6], {}],
    ['DR-RE-12 Help from Afar, every kingdom being in play', [6, 6, 0], { allies: everyKingdomAllied }],
  ];
  it.each(cases)('DR-RE-13 %s: logged as having no effect, nothing asked', (_name, dice, sb) => {
    const { state, rolled } = opening(dice, sb);
    expect(rolled?.happened).toBe(false);
    expect(state.interrupts).toEqual([]);
    expect(state.step).toBe('diplomacy');
    expect(state.units['muetar-monarch']).toBeDefined();
    expect(state.players.p1?.eliminated).toBe(false);
  });

  it('DR-RE-01 DR-RE-02 an event carried out is logged as having happened: the ally dies of untimely death', () => {
    const { rolled, events } = opening([1, 1, 0, 3], {
      allies: { pon: 'p1' },
      units: [...home, { id: 'pon-monarch', hex: '2911' }],
    });
    expect(rolled).toMatchObject({ event: 'untimely-death', happened: true });
    expect(ofType(events, 'monarchDied')).toEqual([
      { type: 'monarchDied', kingdom: 'pon', by: null, cause: 'untimely death' },
    ]);
    expect(opening([2, 3, 0]).rolled).toMatchObject({ event: 'bad-omens', happened: true });
  });
});

describe('Replacements, Replacements/Reinforcements and Desertion (DR-RE-06, DR-RE-10, DR-RE-11)', () => {
  it('DR-RE-06 Replacements bring back as many regulars as can return, never more than two, and no mercenary', () => {
    const one = opening([3, 3], { kingdomState: { muetar: { dead: ['muetar-army-9'] } } });
    expect(one.rolled?.happened).toBe(true);
    expect(one.state.interrupts).toEqual([{ kind: 'replace', seat: 'p1', count: 1, either: false }]);
    expect(new Set(choiceTypes(one.state, 'p1'))).toEqual(new Set(['replace']));
    const three = opening([3, 3], {
      kingdomState: { muetar: { dead: ['muetar-army-5', 'muetar-army-9', 'muetar-army-10'] } },
    });
    expect(three.state.interrupts).toEqual([{ kind: 'replace', seat: 'p1', count: 2, either: false }]);
  });

  it('DR-RE-10 Replacements/Reinforcements happen when only a regular can return, or only a mercenary can enter', () => {
    const regular = opening([4, 6], { ...castlesLost, kingdomState: { muetar: { dead: ['muetar-army-9'] } } });
    expect(regular.rolled?.happened).toBe(true);
    expect(regular.state.interrupts).toEqual([{ kind: 'replace', seat: 'p1', count: 1, either: true }]);
    expect(new Set(choiceTypes(regular.state, 'p1'))).toEqual(new Set(['replace']));
    const mercenary = opening([4, 6], noneDead);
    expect(mercenary.rolled?.happened).toBe(true);
    expect(mercenary.state.interrupts).toEqual([{ kind: 'replace', seat: 'p1', count: 1, either: true }]);
    expect(new Set(choiceTypes(mercenary.state, 'p1'))).toEqual(new Set(['reinforce']));
  });

  it("DR-RE-11 Desertion takes one of the roller's mercenaries, never one of his regulars", () => {
    const { state } = opening([5, 6], { units: [...home, { id: 'merc-A', hex: PENNOL, seat: 'p1' }] });
    expect(state.interrupts).toEqual([{ kind: 'losses', seat: 'p1', pool: ['merc-A'], count: 1, cause: 'desertion' }]);
  });
});

describe('Storms (DR-RE-03, Q-35)', () => {
  it('DR-RE-03 Q-35 a fleet outside the walls of its own castle-port may sink, one inside may not; land units never', () => {
    const s = sandbox(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [
          { id: 'rombune-monarch', hex: THORES, inside: true },
          { id: 'rombune-army-1', hex: THORES, inside: true },
          { id: 'rombune-fleet-1', hex: THORES },
          { id: 'rombune-fleet-2', hex: THORES, inside: true },
        ],
      },
      {},
      [1, 2],
    );
    expect(s.interrupts).toEqual([
      { kind: 'losses', seat: 'p1', pool: ['rombune-fleet-1'], count: 1, cause: 'storms' },
    ]);
  });

  it('DR-RE-03 Q-35 a non-castle port shelters one fleet, and its owner picks which: alone it is safe, with a second either may sink', () => {
    const storm = (units: Sandbox['units']) =>
      sandbox(
        {
          kingdoms: ['rombune', 'neuth'],
          units: [{ id: 'rombune-monarch', hex: THORES, inside: true }, ...(units ?? [])],
        },
        {},
        [1, 2],
      );
    // one fleet in Freeport (2417), one at sea: only the one at sea is at risk
    expect(
      storm([
        { id: 'rombune-fleet-1', hex: FREEPORT },
        { id: 'rombune-fleet-2', hex: OPEN_SEA },
      ]).interrupts,
    ).toEqual([{ kind: 'losses', seat: 'p1', pool: ['rombune-fleet-2'], count: 1, cause: 'storms' }]);
    // alone in Freeport: no Storm loss at all
    expect(storm([{ id: 'rombune-fleet-1', hex: FREEPORT }]).interrupts).toEqual([]);
    // two in Freeport: one is sheltered, the owner's pick, so either may be the one lost
    const two = storm([
      { id: 'rombune-fleet-1', hex: FREEPORT },
      { id: 'rombune-fleet-2', hex: FREEPORT },
    ]);
    expect(two.interrupts).toEqual([
      { kind: 'losses', seat: 'p1', pool: ['rombune-fleet-1', 'rombune-fleet-2'], count: 1, cause: 'storms' },
    ]);
    const r = act(two, 'p1', { type: 'takeLosses', units: ['rombune-fleet-2'] });
    expect(r.state.units['rombune-fleet-2']).toBeUndefined();
    expect(r.state.units['rombune-fleet-1']?.hex).toBe(FREEPORT);
  });

  it('DR-RE-03 DR-TROLL-03 what a sunk fleet carried is lost to the event: Troll cargo cannot regenerate this game turn', () => {
    const s = sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [
          { id: 'trolls-monarch', hex: '2310' },
          { id: 'merc-M', hex: OPEN_SEA, seat: 'p1' },
          { id: 'trolls-army-1', hex: OPEN_SEA, aboard: 'merc-M' },
        ],
      },
      {},
      [1, 2],
    );
    const r = act(s, 'p1', { type: 'takeLosses', units: ['merc-M'] });
    expect(ofType(r.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['merc-M', 'trolls-army-1'], cause: 'event' },
    ]);
    expect(r.state.kingdoms.trolls.lostToEvents).toEqual(['trolls-army-1']);
  });
});

describe('shipwrecked heroes (DR-SHIP-01, DR-SHIP-06, DR-SHIP-07)', () => {
  it('DR-SHIP-06 DR-SHIP-07 on Lake Carth the hero lands on one of the nearest shores at random; his own kingdom is no violation', () => {
    // from 1510 the nearest shores are 1509 and 1610 (Pennol, a castle, is no shore)
    for (const [pick, shore] of [
      [0, '1509'],
      [1, '1610'],
    ] as const) {
      const r = wreck('1510', [3, pick]);
      expect(r.left).toBe(0);
      expect(ofType(r.events, 'castaway')).toEqual([
        { type: 'castaway', unit: 'muetar-monarch', hex: shore, ashore: true },
      ]);
      expect(r.state.units['muetar-monarch']).toMatchObject({ hex: shore, castaway: false, aboard: null });
      expect(r.state.interrupts).toEqual([]);
    }
  });

  it('DR-SHIP-06 on the River Deep the hero comes ashore where his fleet sank, with no random pick', () => {
    const r = wreck(DEEP, [3]);
    expect(r.left).toBe(0);
    expect(r.state.units['muetar-monarch']).toMatchObject({ hex: DEEP, castaway: false, aboard: null });
    expect(r.state.interrupts).toEqual([]);
  });

  it('DR-SHIP-01 a hero killed by his shipwreck Fate Roll is not cast away', () => {
    const tx = new Tx(ponAtSea(), scriptedDice([1, 3]));
    sinkFleet(tx, 'merc-M', null);
    expect(ofType(tx.events, 'fateRolled')).toMatchObject([{ unit: 'pon-monarch', result: 'killed' }]);
    expect(ofType(tx.events, 'castaway')).toEqual([]);
    expect(tx.state.units['pon-monarch']).toBeUndefined();
  });

  it('DR-SHIP-01 a hero captured by the enemy who sank his fleet is not cast away', () => {
    const tx = new Tx(ponAtSea(), scriptedDice([6]));
    sinkFleet(tx, 'merc-M', 'p2');
    expect(ofType(tx.events, 'fateRolled')).toMatchObject([{ unit: 'pon-monarch', result: 'captured', by: 'p2' }]);
    expect(ofType(tx.events, 'castaway')).toEqual([]);
    expect(tx.state.units['pon-monarch']?.captive).toBe('p2');
  });

  it('DR-SHIP-01 DR-FATE-05 a hero already forced to roll this turn still takes the shipwreck Fate Roll, and is cast away', () => {
    const s = ponAtSea();
    const tx = new Tx({ ...s, fated: ['pon-monarch'] }, scriptedDice([3]));
    sinkFleet(tx, 'merc-M', 'p2');
    expect(ofType(tx.events, 'fateRolled')).toMatchObject([{ unit: 'pon-monarch', result: 'no-effect' }]);
    expect(ofType(tx.events, 'castaway')).toEqual([{ type: 'castaway', unit: 'pon-monarch', hex: ISLE_OF_FRIGHT }]);
  });

  it("DR-SHIP-06 Lake Carth's shore is every land hex along the whole lake but its castle, whichever lake hex the wreck is in", () => {
    const shore = ['1309', '1310', '1311', '1409', '1412', '1509', '1512', '1610', '1612'];
    for (const lake of ['1410', '1510', '1411', '1511']) expect(inlandShores(lake)).toEqual(shore);
  });

  it("DR-SHIP-06 the River Deep's shore is its own hexes but Deepford; dry land and the open sea have no inland shore", () => {
    expect(inlandShores(DEEP)).toEqual(DEEP_SHORE);
    expect(inlandShores('1409')).toBeNull();
    expect(inlandShores(OPEN_SEA)).toBeNull();
  });
});

describe('Troll regeneration (DR-TROLL-02, DR-TROLL-03)', () => {
  it("DR-TROLL-02 the Trolls regenerate at the start of their controller's turn only, not another player's", () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'trolls'],
        units: [...home, { id: 'trolls-monarch', hex: '2310' }],
        kingdomState: { trolls: { dead: ['trolls-army-2'] } },
      },
      {},
      [3, 4],
    );
    expect(s.units['trolls-army-2']).toBeUndefined();
    expect(s.kingdoms.trolls.dead).toEqual(['trolls-army-2']);
  });

  it('DR-TROLL-03 a Troll whose space is enemy-held waits while another one regenerates', () => {
    const s = sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [{ id: 'muetar-army-1', hex: '2310' }],
        kingdomState: { trolls: { dead: ['trolls-army-1', 'trolls-army-2'] } },
      },
      {},
      [3, 4],
    );
    expect(s.units['trolls-army-2']).toMatchObject({ hex: '2309', seat: 'p1' });
    expect(s.kingdoms.trolls.dead).toEqual(['trolls-army-1']);
  });
});

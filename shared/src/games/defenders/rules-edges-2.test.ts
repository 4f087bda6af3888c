/**
 * More rule edges found by mutation testing (`npm run mutate -- defenders`): each test pins a
 * checklist rule that a surviving mutant showed no other test held. Heroes running out (AMB-02),
 * losses that stop everything after them (DF-END-06), the turn passing over a player who is out,
 * Orc Patrols, an empty crystal supply, group attacks, and the names and reveals the log carries
 * from the moment each fact happens.
 */
import { describe, expect, it } from 'vitest';
import { HERO_IDS, MONARCH_CITY } from './data/index.ts';
import type { DfEvent } from './events.ts';
import { sealed } from './index.ts';
import type { State } from './rules/state.ts';
import { act, begin, CALM, defenders, hero, minions, ofType, QUIET, sandbox } from './testkit.ts';

const KEEP = 'grimspire-keep'; // Varkolak's lair
const EVERY_HERO_USED = { usedHeroes: [...HERO_IDS] };
const FALLEN = 'Every hero has fallen and none are left to take up the fight.';

const crystals = (s: State) => Object.values(s.taint).reduce((n, c) => n + c, 0);
const last = (events: DfEvent[]) => events.at(-1)?.type;

/** One Paladin in Monarch City with an empty hand; the board as given; then the turn ends. */
function night(board: Record<string, unknown>) {
  const s = sandbox({ heroes: { hero1: { hand: [], quest: null } }, ...board });
  return act(s, 'hero1', { type: 'endDay' });
}

describe('no hero left to take up the fight (AMB-02)', () => {
  it('DF-WND-05 a hero falling in battle with no unused hero left: its player is out, and the group plays on', () => {
    const s: State = {
      ...sandbox(
        {
          darknessDeck: CALM,
          heroes: {
            // Varkolak's penalty is 3 wounds: the Paladin (6) falls.
            hero1: { location: KEEP, hand: ['black-01'], quest: null, wounds: 3 },
            hero2: { hand: [], quest: null },
          },
        },
        { players: 2, heroes: ['paladin', 'ranger'], firstSeat: 'hero1' },
      ),
      ...EVERY_HERO_USED,
    };
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] }, [2]);
    expect(ofType(r.events, 'heroLost')).toEqual([expect.objectContaining({ seat: 'hero1', replace: false })]);
    expect(r.state.players.hero1).toMatchObject({ hero: null, out: true });
    expect(r.state.outcome).toBeNull();
    expect(r.state.replacing).toEqual([]);
    // Still hero1's Daytime, with no hero: only ending it is offered, and a passed deadline ends it
    // too; no new hero is offered, since none is left.
    expect(defenders.pending(r.state).map((p) => [p.seat, p.kind])).toEqual([['hero1', 'turn']]);
    expect(defenders.choices(r.state, 'hero1').map((c) => c.command)).toEqual([{ type: 'endDay' }]);
    expect(defenders.onTimeout(r.state, 'hero1')).toEqual({ type: 'endDay' });
    // and ending it moves the game on: the Night falls and the Ranger's turn begins
    const ended = act(r.state, 'hero1', { type: 'endDay' });
    expect(ofType(ended.events, 'nightFell')).toHaveLength(1);
    expect(ended.state.active).toBe('hero2');
    expect(defenders.pending(ended.state).map((p) => [p.seat, p.kind])).toEqual([['hero2', 'turn']]);
  });

  it('DF-END-06 the last hero falling in a lost battle loses the game at once; nothing of the battle follows', () => {
    const s: State = {
      ...sandbox({
        darknessDeck: CALM,
        heroes: { hero1: { location: KEEP, hand: ['black-01'], quest: null, wounds: 3 } },
      }),
      ...EVERY_HERO_USED,
    };
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] }, [2]);
    expect(r.state.outcome).toEqual({ result: 'loss', reason: FALLEN });
    expect(ofType(r.events, 'heroLost')).toEqual([expect.objectContaining({ seat: 'hero1', replace: false })]);
    expect(last(r.events)).toBe('gameEnded');
    expect(ofType(r.events, 'battleEnded')).toEqual([]);
  });

  it('DF-END-06 with wounds after Daytime (AMB-04), the last hero falling ends the game before the Evening', () => {
    const s: State = {
      ...sandbox(
        {
          darknessDeck: QUIET,
          heroDeck: ['blue-01', 'blue-02'],
          heroes: { hero1: { hand: [], quest: null, wounds: 5 } },
          minions: { [MONARCH_CITY]: { red: 1 } },
        },
        { woundTiming: 'after-day' },
      ),
      ...EVERY_HERO_USED,
    };
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'woundsSuffered').length).toBe(1);
    expect(r.state.outcome).toEqual({ result: 'loss', reason: FALLEN });
    expect(ofType(r.events, 'heroCardsDrawn')).toEqual([]);
    expect(ofType(r.events, 'nightFell')).toEqual([]);
    expect(last(r.events)).toBe('gameEnded');
  });

  it('DF-END-06 the last hero falling at the end of the turn ends the game before any General heals', () => {
    const base = sandbox({
      darknessDeck: QUIET,
      heroes: { hero1: { hand: [], quest: null, wounds: 5 } },
      minions: { [MONARCH_CITY]: { red: 1 } },
    });
    const s: State = {
      ...base,
      ...EVERY_HERO_USED,
      generals: { ...base.generals, varkolak: { ...base.generals.varkolak, wounds: 1, heal: { kind: 'healing' } } },
    };
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.state.outcome).toEqual({ result: 'loss', reason: FALLEN });
    expect(ofType(r.events, 'generalHealed')).toEqual([]);
    expect(r.state.generals.varkolak.wounds).toBe(1);
    expect(last(r.events)).toBe('gameEnded');
  });
});

describe('the turn passes on', () => {
  it('DF-TRN-01 play passes to the next seat whose player still has a hero, skipping one who is out (AMB-02)', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        heroes: {
          hero1: { hand: [], quest: null },
          hero2: { hand: [], quest: null },
          hero3: { hand: [], quest: null },
        },
      },
      { players: 3, heroes: ['paladin', 'ranger', 'dwarf'], firstSeat: 'hero1' },
    );
    const out = defenders.evolve(s, {
      type: 'heroLost',
      seat: 'hero2',
      hero: 'ranger',
      replace: false,
      exhausted: false,
    });
    let r = act(out, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'turnBegan').map((e) => e.seat)).toEqual(['hero3']);
    r = act(r.state, 'hero3', { type: 'endDay' });
    expect(ofType(r.events, 'turnBegan').map((e) => e.seat)).toEqual(['hero1']);
  });
});

describe('Evening', () => {
  it('DF-EVE-02 a card given up at the hand limit is discarded for the hand limit', () => {
    const hand = ['red-05', 'red-06', 'red-07', 'red-08', 'red-09', 'red-10', 'red-11', 'red-12', 'red-13', 'red-14'];
    const s = sandbox({
      darknessDeck: QUIET,
      heroDeck: ['blue-01', 'blue-02'],
      heroes: { hero1: { hand, quest: null } },
    });
    let r = act(s, 'hero1', { type: 'endDay' });
    r = act(r.state, 'hero1', { type: 'discard', card: 'red-05' });
    expect(ofType(r.events, 'cardsDiscarded')).toEqual([
      expect.objectContaining({ seat: 'hero1', cards: ['red-05'], why: 'hand-limit' }),
    ]);
  });
});

describe('Orc Patrols', () => {
  it('DF-END-06 Orc Patrols go in location id order and stop the moment the 12th crystal is placed', () => {
    // Held by Orcs: Boar Run (full), Millbrook and Tuskridge. By id Boar Run comes first, though the
    // Green places are listed from Millbrook: its overrun places the 12th crystal, and the others get nothing.
    const r = night({
      darknessDeck: ['ds-47'],
      minions: { 'boar-run': { green: 3 }, millbrook: { green: 1 }, tuskridge: { green: 1 } },
      taint: { frostmere: 11 },
    });
    expect(r.state.outcome?.result).toBe('loss');
    expect(ofType(r.events, 'overrun').map((e) => e.location)).toEqual(['boar-run']);
    expect(ofType(r.events, 'minionsAdded')).toEqual([]);
    expect(minions(r.state, 'millbrook').green).toBe(1);
    expect(minions(r.state, 'tuskridge').green).toBe(1);
    expect(last(r.events)).toBe('gameEnded');
  });
});

describe('the crystal supply', () => {
  it('DF-CMP-03 with no crystal left in the supply a taint cannot be placed: the game is lost, 12 stay on the board', () => {
    // A custom start with all 12 crystals out; ds-02 then overruns the full Cinder Vale.
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 } }, taint: { frostmere: 12 } });
    expect(ofType(r.events, 'overrun').map((e) => e.location)).toEqual(['cinder-vale']);
    expect(ofType(r.events, 'taintAdded')).toEqual([]);
    expect(r.state.outcome).toEqual({ result: 'loss', reason: 'The last Tainted Crystal has been placed.' });
    expect(crystals(r.state)).toBe(12);
    expect(last(r.events)).toBe('gameEnded');
  });
});

describe('battles against a General', () => {
  it('DF-END-01 the 4th General falling wins at once: the battle goes no further', () => {
    const s = sandbox({
      war: 3,
      heroes: {
        hero1: { hand: ['red-03'], quest: null, location: 'burning-rift', slain: ['varkolak', 'gorgutt', 'sapphire'] },
      },
      generals: { balazarg: { wounds: 4 } },
    });
    let r = act(s, 'hero1', { type: 'attack', general: 'balazarg' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['red-03'] }, [6, 6, 6]);
    expect(r.state.outcome).toEqual({ result: 'win', reason: 'All four Generals are defeated: the Realm is saved.' });
    expect(last(r.events)).toBe('gameEnded');
    expect(ofType(r.events, 'battleLost')).toEqual([]);
    expect(ofType(r.events, 'penaltySuffered')).toEqual([]);
  });

  it('DF-GRP-04 while the initiator has yet to commit, nobody is offered an attack, even after a joiner committed', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          hero1: { location: KEEP, hand: ['black-01'], quest: null },
          hero2: { location: KEEP, hand: ['black-05'], quest: null },
        },
      },
      { players: 2, heroes: ['paladin', 'dwarf'], firstSeat: 'hero1' },
    );
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    expect(defenders.pending(r.state).map((p) => [p.seat, p.kind])).toEqual([['hero1', 'commit']]);
    expect(defenders.choices(r.state, 'hero1').map((c) => c.command)).toEqual([
      { type: 'commit', cards: ['black-01'] },
    ]);
  });

  it('DF-GRP-03 the initiator is asked for the order once: later picks need no new call', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          hero1: { location: KEEP, hand: ['black-01'], quest: null },
          hero2: { location: KEEP, hand: ['black-05'], quest: null },
          hero3: { location: KEEP, hand: ['black-10'], quest: null },
        },
      },
      { players: 3, heroes: ['paladin', 'dwarf', 'cleric'], firstSeat: 'hero1' },
    );
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    expect(ofType(r.events, 'battleBegan')[0]).toMatchObject({
      participants: ['hero1', 'hero2', 'hero3'],
      heroes: ['paladin', 'dwarf', 'cleric'],
    });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    r = act(r.state, 'hero3', { type: 'commit', cards: ['black-10'] });
    expect(ofType(r.events, 'attackOrderNeeded').length).toBe(1);
    // The Dwarf misses: two heroes are still to roll, and the initiator picks again, unasked.
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero2' }, [1]);
    expect(ofType(r.events, 'generalAttacked').map((e) => e.seat)).toEqual(['hero2']);
    expect(ofType(r.events, 'attackOrderNeeded')).toEqual([]);
    expect(defenders.pending(r.state).map((p) => [p.seat, p.kind])).toEqual([['hero1', 'battle-order']]);
  });

  it('DF-SKL-01 Sure Shot re-rolls only a missed die: with every die a hit, nothing is re-rolled', () => {
    const s = sandbox(
      { darknessDeck: CALM, heroes: { hero1: { location: 'gorefang-camp', hand: ['green-01'], quest: null } } },
      { heroes: ['ranger'] },
    );
    let r = act(s, 'hero1', { type: 'attack', general: 'gorgutt' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['green-01'] }, [4]);
    expect(ofType(r.events, 'generalAttacked')[0]).toMatchObject({ hits: 1, reroll: null });
    expect(r.left).toBe(0);
  });
});

describe('the log names heroes, and shows cards, from the moment it happens', () => {
  it('DF-SKL-01 Mend names the hero healed and the Cleric who healed them', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        heroes: { hero1: { hand: [], quest: null }, hero2: { hand: [], quest: null, wounds: 2 } },
      },
      { players: 2, heroes: ['cleric', 'ranger'] },
    );
    const r = act(s, 'hero1', { type: 'skill', skill: 'mend', target: 'hero2' });
    expect(ofType(r.events, 'healed')).toEqual([
      { type: 'healed', seat: 'hero2', n: 2, by: 'hero1', hero: 'ranger', byHero: 'cleric' },
    ]);
  });

  it("DF-GSK-01 Balazarg's corruption names the hero of every card tested", () => {
    const s = sandbox({
      darknessDeck: CALM,
      heroes: { hero1: { location: 'burning-rift', hand: ['red-03', 'red-04'], quest: null } },
    });
    let r = act(s, 'hero1', { type: 'attack', general: 'balazarg' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['red-03', 'red-04'] }, [1, 4, 5]);
    expect(ofType(r.events, 'corruptionRolled')[0]?.rolls).toEqual([
      { seat: 'hero1', hero: 'paladin', card: 'red-03', roll: 1 },
      { seat: 'hero1', hero: 'paladin', card: 'red-04', roll: 4 },
    ]);
  });

  it('DF-KC-01 a quest completed from a closed hand shows its cards to the table (AMB-44), which seals the step', () => {
    const completed = (openHands: boolean) => {
      const s = sandbox(
        { darknessDeck: QUIET, heroes: { hero1: { location: 'hollowmere', hand: ['black-01'], quest: 'q01' } } },
        { openHands },
      );
      const r = act(s, 'hero1', { type: 'quest' });
      expect(hero(r.state).quest).not.toBe('q01');
      const e = ofType(r.events, 'questCompleted')[0];
      expect(e).toMatchObject({ seat: 'hero1', quest: 'q01', hero: 'paladin', open: openHands });
      return sealed(e as DfEvent);
    };
    expect(completed(false)).toBe(true);
    expect(completed(true)).toBe(false);
  });
});

describe('choosing heroes: the offer', () => {
  it('DF-SET-05 every hero and the random pick are offered together, under Hero', () => {
    const { state } = begin({ players: 2, heroSelection: 'pick', firstSeat: 'hero1' });
    const offered = defenders.choices(state, 'hero1');
    expect(offered.length).toBe(HERO_IDS.length + 1);
    expect(offered.every((c) => c.group === 'Hero')).toBe(true);
    expect(offered.at(-1)).toMatchObject({ command: { type: 'chooseHero', hero: 'random' }, label: 'A random hero' });
  });
});

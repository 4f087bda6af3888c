/**
 * Set-up and state-folding edges found by mutation testing (`npm run mutate -- defenders`) of
 * rules/setup.ts and rules/evolve.ts: what a scenario start deals and leaves alone, the seat and
 * hero choices a table makes, the cards set-up accepts and redraws, the set-up check (DF-ESU-09)
 * on hand-made boards, and the piles, marks and refusals the state keeps as events fold in.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import { darknessCard, DARKNESS_CARDS, HERO_CARDS, MONARCH_CITY, type Counts } from './data/index.ts';
import { configSchema } from './config.ts';
import type { DfEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { enemySetupProblems, setupCardFits } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import {
  act,
  begin,
  CALM,
  defenders,
  hero,
  identity,
  minions,
  ofType,
  QUIET,
  sandbox,
  type SandboxInput,
} from './testkit.ts';

const KEEP = 'grimspire-keep'; // Varkolak's lair
const DS_INDEX = (id: string) => DARKNESS_CARDS.findIndex((c) => c.id === id);
/** Scripts the Darkness deck for set-up: hero deck untouched, then the given cards first. */
function dsOrder(top: string[]) {
  const rest = DARKNESS_CARDS.map((c) => c.id).filter((id) => !top.includes(id));
  return [identity(HERO_CARDS.length), { shuffle: [...top, ...rest].map(DS_INDEX) }];
}
const fixed = { players: 1, heroes: ['paladin'], firstSeat: 'hero1' };

/** A scenario start with its events. */
function opening(sb: SandboxInput, config: Record<string, unknown> = {}) {
  const cfg = configSchema.parse({ players: 1, heroes: ['paladin'], ...config, sandbox: sb });
  const out = start(defenders, cfg, { dice: scriptedDice([]), now: 0 });
  return { state: out.state as State, events: out.events as DfEvent[] };
}

describe('a scenario start', () => {
  it('DF-SET-06 DF-SET-07 a hero given no hand or quest is dealt 2 cards and the top quest; completed quests stay out of the deck', () => {
    const { state } = opening({ heroes: { hero1: { completed: ['q01', 'q04'] } } });
    expect(hero(state).hand).toEqual(['red-01', 'red-02']);
    expect(state.heroDeck).toHaveLength(HERO_CARDS.length - 2);
    // q01 and q04 are done: the deck starts at q02, and neither comes round again.
    expect(hero(state).quest).toBe('q02');
    expect(state.questDeck).toEqual(['q03', 'q05', 'q06', 'q07', 'q08', 'q09', 'q10']);
    expect(state.players.hero1?.completed).toEqual(['q01', 'q04']);
    // Only the bane quest (q04, Sapphire) leaves a bane; a card reward leaves none.
    expect(defenders.view(state, 'hero1').banes).toEqual(['sapphire']);
  });

  it('DF-SET-06 DF-SET-07 a hero given an empty hand and no quest is dealt nothing', () => {
    const { state, events } = opening({ heroes: { hero1: { hand: [], quest: null } } });
    expect(hero(state)).toMatchObject({ hand: [], quest: null });
    expect(ofType(events, 'heroCardsDrawn')).toEqual([]);
    expect(ofType(events, 'questDrawn')).toEqual([]);
    expect(state.heroDeck).toHaveLength(HERO_CARDS.length);
    expect(state.questDeck).toHaveLength(10);
    expect(defenders.view(state, 'hero1').banes).toEqual([]);
  });

  it('DF-DAY-01 tokens a scenario spends stay down for the first hero only as a spent action; none spent, none reported', () => {
    // Only hero2 is described: hero1 joins as usual, and nothing is reported spent.
    const quiet = opening(
      { heroes: { hero2: { spent: 2, hand: [], quest: null } } },
      {
        players: 2,
        heroes: ['paladin', 'rogue'],
      },
    );
    expect(quiet.state.active).toBe('hero1');
    expect(ofType(quiet.events, 'actionsSpent')).toEqual([]);
    expect(hero(quiet.state, 'hero1').spent).toBe(0);
    // hero2's tokens stay spent as the scenario says until its own turn refreshes them.
    expect(hero(quiet.state, 'hero2').spent).toBe(2);
    expect(defenders.view(quiet.state, 'hero1').seats[1]?.hero).toMatchObject({ spent: 2, active: 3 });

    const tired = opening({ heroes: { hero1: { spent: 3, hand: [], quest: null } } });
    expect(ofType(tired.events, 'actionsSpent')).toEqual([
      { type: 'actionsSpent', seat: 'hero1', hero: 'paladin', n: 3, what: 'scenario' },
    ]);
    expect(hero(tired.state).spent).toBe(3);
  });

  it('DF-SET-03 a scenario board places only the minions it counts, and its crystals as set-up crystals', () => {
    const { state, events } = opening({
      minions: { 'father-oak-forest': { red: 0, green: 2 } },
      taint: { scorchwood: 1 },
    });
    expect(ofType(events, 'minionsAdded')).toEqual([
      { type: 'minionsAdded', location: 'father-oak-forest', colour: 'green', n: 2 },
    ]);
    expect(ofType(events, 'taintAdded')).toEqual([{ type: 'taintAdded', location: 'scorchwood', cause: 'setup' }]);
    expect(minions(state, 'father-oak-forest')).toEqual({ red: 0, green: 2, blue: 0, black: 0 });
  });

  it('DF-ESU-08 DF-SET-06 a scenario starts with every discard pile and the last Night empty', () => {
    const s = sandbox();
    const v = defenders.view(s, 'hero1');
    expect(v.discards).toEqual({ hero: [], darkness: [], quest: 0 });
    expect(v.lastNight).toEqual([]);
    expect(s.darknessAside).toEqual([]);
  });
});

describe('seats and heroes', () => {
  it('DF-TRN-01 a first seat the table does not have is ignored: the server rolls', () => {
    const { state } = begin({ players: 2, heroes: ['paladin', 'rogue'], firstSeat: 'hero7' }, [
      identity(68),
      identity(48),
      identity(10),
      1,
    ]);
    expect(state.active).toBe('hero2');
    expect(sandbox({}, { players: 2, heroes: ['paladin', 'rogue'], firstSeat: 'hero7' }).active).toBe('hero1');
  });

  it('DF-SET-05 with random selection and no fixed heroes, heroes are dealt at once and play begins, fresh', () => {
    const { state, events } = begin({ players: 2, firstSeat: 'hero1' }, [
      identity(68),
      identity(48),
      identity(10),
      { shuffle: [3, 0, 1, 2, 4, 5, 6, 7] },
    ]);
    expect(state.phase).toBe('day');
    expect(ofType(events, 'heroPicked')).toEqual([]);
    expect(hero(state, 'hero1').id).toBe('rogue');
    expect(hero(state, 'hero2').id).toBe('eagle-rider');
    // The second hero waits with every token up and its skill unused.
    expect(hero(state, 'hero2')).toMatchObject({ spent: 0, skillUsed: false });
    expect(defenders.view(state, 'hero1').seats[1]?.hero).toMatchObject({ spent: 0, active: 5 });
  });

  it('AMB-43 a pick priority keeps only the seats at the table; one missing a seat is replaced by a random order', () => {
    const full = begin({
      players: 2,
      heroSelection: 'pick',
      firstSeat: 'hero1',
      pickPriority: ['hero2', 'hero9', 'hero1'],
    });
    expect(full.state.options.priority).toEqual(['hero2', 'hero1']);
    const partial = begin({ players: 2, heroSelection: 'pick', firstSeat: 'hero1', pickPriority: ['hero2'] }, [
      identity(68),
      identity(48),
      identity(10),
      { shuffle: [0, 1] },
    ]);
    expect(partial.state.options.priority).toEqual(['hero1', 'hero2']);
  });
});

describe('set-up cards', () => {
  it("DF-ESU-06 AMB-40 a set-up card is refused on a General's space, a place this batch used, or a place it would bring to 4", () => {
    const s = sandbox({ generals: { balazarg: { step: 1 } }, minions: { 'pilgrim-s-ford': { blue: 2 } } });
    const none = new Set<string>();
    // ds-03 shows Obsidian Flats, where Balazarg now stands.
    expect(setupCardFits(s, darknessCard('ds-03'), 2, none)).toBe(false);
    expect(setupCardFits(sandbox(), darknessCard('ds-03'), 2, none)).toBe(true);
    // ds-01 shows Smoking Chasm: refused once this batch has used it.
    expect(setupCardFits(s, darknessCard('ds-01'), 2, new Set(['smoking-chasm']))).toBe(false);
    expect(setupCardFits(s, darknessCard('ds-01'), 2, new Set(['cinder-vale']))).toBe(true);
    // ds-02 shows Pilgrim's Ford with 2 there: 1 more makes 3, 2 more would make 4.
    expect(setupCardFits(s, darknessCard('ds-02'), 1, none)).toBe(true);
    expect(setupCardFits(s, darknessCard('ds-02'), 2, none)).toBe(false);
    expect(setupCardFits(s, darknessCard('ds-45'), 1, none)).toBe(false);
  });

  it('DF-ESU-05 second-batch cards may share a place among themselves', () => {
    // ds-04 and ds-12 both show Ember Road: 1 + 1 there is fine.
    const { state, events } = begin(fixed, dsOrder(['ds-01', 'ds-02', 'ds-03', 'ds-04', 'ds-12', 'ds-05']));
    expect(ofType(events, 'darknessDrawn').map((e) => `${e.card}:${e.use}`)).toEqual([
      'ds-01:setup',
      'ds-02:setup',
      'ds-03:setup',
      'ds-04:setup',
      'ds-12:setup',
      'ds-05:setup',
    ]);
    expect(minions(state, 'ember-road')).toMatchObject({ red: 2 });
  });

  it("DF-ESU-02 Balazarg's crystal is a set-up crystal", () => {
    const { events } = begin(fixed);
    expect(ofType(events, 'taintAdded')[0]).toEqual({ type: 'taintAdded', location: 'burning-rift', cause: 'setup' });
  });

  it('DF-ESU-03 set-up that finds no valid card runs out of deck and says so', () => {
    // Two minions everywhere: no first-batch card fits.
    const full = Object.fromEntries(
      DARKNESS_CARDS.flatMap((c) => (c.kind === 'typical' ? c.place.map((p) => [p.location, { green: 2 }]) : [])),
    );
    expect(() => sandbox({ enemySetup: true, minions: full })).toThrow(
      /^defenders: the Darkness Spreads deck ran out during set-up$/,
    );
  });

  it("DF-ESU-09 a scenario's enemy set-up that fails the check is an error naming every problem", () => {
    // A Demon already at Burning Rift: Balazarg's 3 make 4 there.
    expect(() => sandbox({ enemySetup: true, minions: { 'burning-rift': { red: 1 } } })).toThrow(
      /^defenders: the sandbox's enemy set-up failed its check: burning-rift holds 4 minions; 1 crystals, expected 0$/,
    );
  });
});

/** A finished set-up made by hand: 3 at each lair, Balazarg's crystal, and the other places as given. */
function board(others: Record<string, Partial<Counts>>, lairs: Record<string, Partial<Counts>> = {}): State {
  const s = sandbox();
  const m: Record<string, Counts> = { ...s.minions };
  const put = (loc: string, c: Partial<Counts>) => {
    m[loc] = { red: 0, green: 0, blue: 0, black: 0, ...c };
  };
  put('burning-rift', { red: 3 });
  put('gorefang-camp', { green: 3 });
  put('drakehold-peak', { blue: 3 });
  put(KEEP, { black: 3 });
  for (const [l, c] of Object.entries(lairs)) put(l, c);
  for (const [l, c] of Object.entries(others)) put(l, c);
  return { ...s, minions: m, taint: { ...s.taint, 'burning-rift': 1 } };
}
const places = (n: number, per: number, from = 0) =>
  Object.fromEntries(
    DARKNESS_CARDS.slice(0, 24)
      .flatMap((c) => (c.kind === 'typical' ? [c.place[0]?.location as string] : []))
      .slice(from, from + n)
      .map((l) => [l, { green: per }]),
  );

describe('the set-up check (DF-ESU-09)', () => {
  it('DF-ESU-09 the other 18 minions over 6 to 12 places pass; 5 or 13 places do not', () => {
    expect(enemySetupProblems(board(places(6, 3)))).toEqual([]);
    expect(enemySetupProblems(board({ ...places(6, 2), ...places(6, 1, 6) }))).toEqual([]);
    expect(enemySetupProblems(board(places(5, 3)))).toEqual([
      '27 minions on the board, not 30',
      '5 other locations hold minions, not 6 to 12',
    ]);
    expect(enemySetupProblems(board({ ...places(5, 2), ...places(8, 1, 5) }))).toEqual([
      '13 other locations hold minions, not 6 to 12',
    ]);
  });

  it('DF-ESU-09 a lair without its 3 minions, or any place with 4, fails the check', () => {
    expect(enemySetupProblems(board(places(6, 3), { 'gorefang-camp': { green: 2 } }))).toEqual([
      'gorefang-camp holds 2 minions, not 3',
      '29 minions on the board, not 30',
    ]);
    // 3 Demons with an Orc are not 3 Demons alone: no crystal is owed there.
    const crowded = { ...places(5, 3), 'cinder-vale': { red: 3, green: 1 } };
    expect(enemySetupProblems(board(crowded))).toEqual([
      'cinder-vale holds 4 minions',
      '31 minions on the board, not 30',
    ]);
  });

  it('DF-ESU-09 DF-ESU-02 crystals must match the Demons: only those set-up placed are counted', () => {
    const s = board(places(6, 3));
    expect(enemySetupProblems({ ...s, taint: { ...s.taint, 'burning-rift': 0 } })).toEqual(['0 crystals, expected 1']);
    // Two crystals were on the scenario's board before set-up began: they are not set-up's.
    const before = sandbox({ taint: { scorchwood: 2 } });
    expect(enemySetupProblems({ ...s, taint: { ...s.taint, scorchwood: 2 } }, before)).toEqual([]);
  });

  it('DF-ESU-09 DF-ESU-01 every General must stand at its lair, undefeated', () => {
    const s = board(places(6, 3));
    const moved = { ...s, generals: { ...s.generals, gorgutt: { ...s.generals.gorgutt, step: 1 } } };
    expect(enemySetupProblems(moved)).toEqual(['a General is not at its lair']);
    const beaten = { ...s, generals: { ...s.generals, sapphire: { ...s.generals.sapphire, defeated: true } } };
    expect(enemySetupProblems(beaten)).toEqual(['a General is not at its lair']);
  });
});

describe('piles and marks as play goes on', () => {
  it('DF-NGT-01 a Night card goes to the discard and is the last Night shown; the next Night shows only its own', () => {
    const s = sandbox({ darknessDeck: QUIET, heroes: { hero1: { hand: [], quest: null } } });
    const one = act(s, 'hero1', { type: 'endDay' }).state;
    expect(defenders.view(one, 'hero1')).toMatchObject({ lastNight: ['ds-45'], discards: { darkness: ['ds-45'] } });
    expect(one.darknessAside).toEqual([]);
    expect(one.phase).toBe('day');
    const two = act(one, 'hero1', { type: 'endDay' }).state;
    expect(defenders.view(two, 'hero1')).toMatchObject({
      lastNight: ['ds-46'],
      discards: { darkness: ['ds-45', 'ds-46'] },
    });
  });

  it('DF-SET-07 a reshuffled Quest deck takes the discards back: the quest discard is empty', () => {
    const s: State = { ...sandbox(), questDeck: [], questDiscard: ['q05', 'q06'] };
    const n = evolve(s, { type: 'deckShuffled', deck: 'quest', order: ['q06', 'q05'] });
    expect(n.questDeck).toEqual(['q06', 'q05']);
    expect(defenders.view(n, 'hero1').discards.quest).toBe(0);
  });

  it('DF-DAY-04 wounds from a lost battle leave no more spent tokens than the hero has life left', () => {
    // Paladin (6 life) with 4 spent attacks Varkolak (1 action: 5 spent) and loses: 3 wounds.
    const s = sandbox({
      darknessDeck: QUIET,
      heroes: { hero1: { location: KEEP, hand: ['black-01'], quest: null, spent: 4 } },
    });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    // The battle opens with no dice rolled and nobody having attacked.
    expect(defenders.view(r.state, 'hero1').battle).toMatchObject({ dice: { hero1: 0 }, attacked: [], parries: 0 });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] }, [2]);
    expect(ofType(r.events, 'penaltySuffered')).toHaveLength(1);
    expect(hero(r.state)).toMatchObject({ wounds: 3, spent: 3 });
  });

  it('DF-GSK-02 a 1 that parries a hit of its own roll leaves nothing in the pool for the next hero', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          hero1: { hand: ['green-03'], quest: null, location: 'gorefang-camp' },
          hero2: { hand: ['green-01'], quest: null, location: 'gorefang-camp' },
        },
      },
      { players: 2, heroes: ['paladin', 'dwarf'] },
    );
    let r = act(s, 'hero1', { type: 'attack', general: 'gorgutt' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['green-03'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['green-01'] });
    // hero1 rolls 1 and 5: the 1 parries the 5 at once. hero2's 6 then hits in full.
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero1' }, [1, 5, 6]);
    expect(ofType(r.events, 'generalAttacked').map((a) => [a.seat, a.hits, a.parried, a.parriesAdded])).toEqual([
      ['hero1', 0, 1, 1],
      ['hero2', 1, 0, 0],
    ]);
    expect(r.state.generals.gorgutt.wounds).toBe(1);
  });

  it('DF-SKL-01 a played special card leaves the hand for the discard', () => {
    const s = sandbox({ heroes: { hero1: { spent: 1, hand: ['purple-01', 'red-01'], quest: null } } });
    const r = act(s, 'hero1', { type: 'special', card: 'purple-01' });
    expect(hero(r.state).hand).toEqual(['red-01']);
    expect(defenders.view(r.state, 'hero1').discards.hero).toEqual(['purple-01']);
  });

  it('DF-SET-04 events for a seat the table lacks, for a seat with no hero, or before the start are refused', () => {
    expect(() => evolve(undefined, { type: 'dayEnded', seat: 'hero1' } as DfEvent)).toThrow(
      /^defenders: dayEnded before the game started$/,
    );
    const s = sandbox();
    expect(() => evolve(s, { type: 'heroMoved', seat: 'hero9', to: MONARCH_CITY } as DfEvent)).toThrow(
      /^no seat hero9$/,
    );
    const picking = begin({ players: 1, heroSelection: 'pick', firstSeat: 'hero1' }).state;
    expect(() => evolve(picking, { type: 'heroMoved', seat: 'hero1', to: MONARCH_CITY } as DfEvent)).toThrow(
      /^seat hero1 has no hero$/,
    );
  });
});

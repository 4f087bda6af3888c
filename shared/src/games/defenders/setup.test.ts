import { describe, expect, it } from 'vitest';
import { start } from '../../engine/runner.ts';
import { scriptedDice, seededDice } from '../../engine/dice.ts';
import {
  COMPONENTS,
  DARKNESS_CARDS,
  GENERAL_IDS,
  GENERAL_PATHS,
  GENERALS,
  HERO_CARDS,
  HERO_IDS,
  HEROES,
  MINIONS_PER_COLOUR,
  MONARCH_CITY,
  COLOURS,
  RACE,
  total,
} from './data/index.ts';
import type { DfEvent } from './events.ts';
import { configSchema } from './config.ts';
import { enemySetupProblems } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { act, begin, defenders, hero, identity, minions, ofType, rejects, sandbox, QUIET } from './testkit.ts';

const DS_INDEX = (id: string) => DARKNESS_CARDS.findIndex((c) => c.id === id);
/** Scripts the Darkness deck for set-up: hero deck untouched, then the given cards first. */
function dsOrder(top: string[]) {
  const rest = DARKNESS_CARDS.map((c) => c.id).filter((id) => !top.includes(id));
  return [identity(HERO_CARDS.length), { shuffle: [...top, ...rest].map(DS_INDEX) }];
}
const fixed = { players: 1, heroes: ['paladin'], firstSeat: 'hero1' };

describe('components', () => {
  it('DF-CMP-01 the box: 8 heroes, 4 Generals, 100 minions, 12 crystals, 5 gates, 12 dice, 7 status, 42 life', () => {
    expect(HERO_IDS.length).toBe(COMPONENTS.heroes);
    expect(GENERAL_IDS.length).toBe(COMPONENTS.generals);
    expect(MINIONS_PER_COLOUR * COLOURS.length).toBe(COMPONENTS.minions);
    expect(COMPONENTS).toMatchObject({ crystals: 12, gates: 5, dice: 12, statusTokens: 7, lifeTokens: 42 });
    expect(HERO_IDS.reduce((n, h) => n + HEROES[h].life, 0)).toBe(42);
  });

  it('DF-CMP-02 four colours, one race each, finite supply of 25 per colour', () => {
    expect(COLOURS.map((c) => RACE[c])).toEqual(['Demon', 'Orc', 'Dragonkin', 'Undead']);
    const s = sandbox({ minions: { 'father-oak-forest': { green: 2 } } });
    expect(defenders.view(s, 'hero1').supply.minions).toEqual({ red: 25, green: 23, blue: 25, black: 25 });
  });

  it('DF-CMP-03 crystals are a finite supply of 12', () => {
    const s = sandbox({ taint: { 'father-oak-forest': 2, scorchwood: 1 } });
    expect(defenders.view(s, 'hero1').supply.crystals).toBe(9);
  });

  it('DF-CMP-04 five gates: one at Dancing Stone, four left to build', () => {
    const { state } = begin(fixed);
    expect(state.gates).toEqual(['dancing-stone']);
    expect(defenders.view(state, 'hero1').supply.gates).toBe(4);
  });

  it('DF-CMP-05 every die against a minion carries that minion colour', () => {
    const s = sandbox({ minions: { [MONARCH_CITY]: { red: 1, blue: 1 } } });
    const r = act(s, 'hero1', { type: 'fight' }, [4, 5]);
    const fought = ofType(r.events, 'minionsFought')[0];
    expect(fought?.dice.map((d) => d.colour)).toEqual(['red', 'blue']);
  });

  it('DF-CMP-06 status tokens: one wound marker per General (at the top) and the War Status', () => {
    const v = defenders.view(begin(fixed).state, 'hero1');
    expect(v.generals.map((g) => g.wounds)).toEqual([0, 0, 0, 0]);
    expect(v.war).toBe(0);
  });

  it('DF-CMP-07 eight heroes; a replacement comes from those never used', () => {
    expect(HERO_IDS.length).toBe(8);
    const s = sandbox(
      {
        heroes: { hero1: { wounds: 4, hand: [], quest: null }, hero2: { hand: [], quest: null } },
        minions: { [MONARCH_CITY]: { red: 2 } },
        darknessDeck: QUIET,
      },
      { players: 2, heroes: ['ranger', 'paladin'] },
    );
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.state.replacing.map((x) => x.seat)).toEqual(['hero1']);
    const options = defenders.choices(r.state, 'hero1').map((c) => (c.command as { hero: string }).hero);
    expect(options).not.toContain('ranger');
    expect(options).not.toContain('paladin');
    expect(options).toContain('random');
  });
});

describe('set-up', () => {
  it('DF-SET-01 board, War Status and the four General cards are in play', () => {
    const v = defenders.view(begin(fixed).state, 'hero1');
    expect(v.generals.map((g) => g.name)).toEqual(['Lord Balazarg', 'Gorgutt the Savage', 'Sapphire', 'Varkolak']);
    expect(v.darknessPerNight).toBe(1);
  });

  it('DF-SET-02 Generals unwounded (highest number) and War Status at Early War', () => {
    const { state } = begin(fixed);
    for (const g of GENERAL_IDS) expect(state.generals[g]).toMatchObject({ wounds: 0, defeated: false, step: 0 });
    expect(state.war).toBe(0);
  });

  it('DF-SET-03 minions and crystals not on the board form the supply', () => {
    const { state } = begin(fixed);
    const v = defenders.view(state, 'hero1');
    const onBoard = Object.values(state.minions).reduce((n, c) => n + c.red + c.green + c.blue + c.black, 0);
    expect(v.supply.minions.red + v.supply.minions.green + v.supply.minions.blue + v.supply.minions.black).toBe(
      100 - onBoard,
    );
    expect(v.supply.crystals).toBe(12 - Object.values(state.taint).reduce((a, b) => a + b, 0));
  });

  it('DF-SET-04 each hero starts in Monarch City with its Life Tokens', () => {
    const { state } = begin({ players: 3, heroes: ['paladin', 'ranger', 'cleric'], firstSeat: 'hero1' });
    for (const seat of state.seats) {
      const h = hero(state, seat);
      expect(h.location).toBe(MONARCH_CITY);
      expect(h.max).toBe(HEROES[h.id].life);
      expect(h.wounds).toBe(0);
    }
  });

  it('DF-SET-05 heroes picked by all at once; a clash goes to the priority seat, the other picks again', () => {
    let { state } = begin({ players: 2, heroSelection: 'pick', firstSeat: 'hero1', pickPriority: ['hero2', 'hero1'] });
    expect(state.phase).toBe('pick');
    expect(defenders.pending(state).map((p) => p.seat)).toEqual(['hero1', 'hero2']);
    state = act(state, 'hero1', { type: 'chooseHero', hero: 'druid' }).state;
    // Sealed: hero2 sees only that hero1 has picked.
    expect(defenders.view(state, 'hero2').seats[0]).toMatchObject({ picked: true });
    expect(defenders.view(state, 'hero2').seats[0]?.pick).toBeUndefined();
    const r = act(state, 'hero2', { type: 'chooseHero', hero: 'druid' });
    expect(ofType(r.events, 'picksClashed')[0]?.seats).toEqual(['hero1']);
    expect(hero(r.state, 'hero2').id).toBe('druid');
    expect(defenders.onTimeout(r.state, 'hero1')).toEqual({ type: 'chooseHero', hero: 'random' });
    const done = act(r.state, 'hero1', { type: 'chooseHero', hero: 'random' }, [0]);
    expect(hero(done.state, 'hero1').id).toBe('eagle-rider');
    expect(done.state.phase).toBe('day');
    // Fixed heroes by config and random by default also work.
    expect(hero(begin({ players: 1, heroes: ['dwarf'], firstSeat: 'hero1' }).state).id).toBe('dwarf');
  });

  it('DF-SET-06 two Hero Cards dealt to each player', () => {
    const { state } = begin({ players: 2, heroes: ['paladin', 'rogue'], firstSeat: 'hero1' });
    expect(hero(state, 'hero1').hand).toEqual(['red-01', 'red-02']);
    expect(hero(state, 'hero2').hand).toEqual(['red-03', 'red-04']);
  });

  it('DF-SET-07 one Quest dealt to each player', () => {
    const { state } = begin({ players: 2, heroes: ['paladin', 'rogue'], firstSeat: 'hero1' });
    expect(hero(state, 'hero1').quest).toBe('q01');
    expect(hero(state, 'hero2').quest).toBe('q02');
  });

  it('DF-SET-08 one Magic Gate on the gate icon at Dancing Stone', () => {
    const { state, events } = begin(fixed);
    expect(ofType(events, 'gateBuilt')).toEqual([{ type: 'gateBuilt', location: 'dancing-stone' }]);
    expect(state.gates).toEqual(['dancing-stone']);
  });
});

describe('enemy set-up', () => {
  it('DF-ESU-01 each General on its space with 3 minions of its colour', () => {
    const { state } = begin(fixed);
    for (const g of GENERAL_IDS) {
      const lair = GENERAL_PATHS[g][0] as string;
      expect(minions(state, lair)[GENERALS[g].colour]).toBe(3);
      expect(state.generals[g].step).toBe(0);
    }
  });

  it("DF-ESU-02 a Tainted Crystal on Balazarg's space", () => {
    const { state } = begin(fixed);
    expect(state.taint['burning-rift']).toBe(1);
  });

  it('DF-ESU-03 first batch: special cards and repeated places are discarded and redrawn', () => {
    const { events } = begin(fixed, dsOrder(['ds-45', 'ds-01', 'ds-37', 'ds-02', 'ds-03']));
    const drawn = ofType(events, 'darknessDrawn').map((e) => `${e.card}:${e.use}`);
    expect(drawn.slice(0, 5)).toEqual([
      'ds-45:setup-rejected',
      'ds-01:setup',
      'ds-37:setup-rejected',
      'ds-02:setup',
      'ds-03:setup',
    ]);
  });

  it('DF-ESU-04 first batch: 2 minions on each of 6 places in the place colour (Father Oak Forest gets 2 green)', () => {
    const { state } = begin(fixed, dsOrder(['ds-25', 'ds-01', 'ds-02']));
    expect(minions(state, 'father-oak-forest')).toMatchObject({ green: 2 });
    expect(minions(state, 'stormcrest')).toMatchObject({ blue: 2 });
    expect(minions(state, 'lanternwatch-gate')).toMatchObject({ black: 2 });
    expect(minions(state, 'smoking-chasm')).toMatchObject({ red: 2 });
  });

  it('DF-ESU-05 second batch: 1 minion on each place of 3 more cards', () => {
    const { events } = begin(fixed, dsOrder(['ds-01', 'ds-02', 'ds-03', 'ds-04', 'ds-05', 'ds-06']));
    const adds = ofType(events, 'minionsAdded').filter(
      (e) => !Object.values(GENERAL_PATHS).some((p) => p[0] === e.location),
    );
    expect(adds.map((e) => e.n)).toEqual([2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(adds[6]).toMatchObject({ location: 'gallows-hill', colour: 'black', n: 1 });
  });

  it('DF-ESU-06 a second-batch card that would bring a place to 4 is redrawn; one bringing it to 3 is kept', () => {
    // Every place is on exactly two cards, so from an empty board no place can reach 4: one Orc
    // already stands in Father Oak Forest when this enemy set-up begins.
    const board = { minions: { 'father-oak-forest': { green: 1 } } };
    const cfg = configSchema.parse({
      ...fixed,
      sandbox: {
        ...board,
        enemySetup: true,
        // First batch: Father Oak Forest and Stormcrest get 2 each, then four more places.
        // Second batch: ds-13 would bring Father Oak Forest to 4; ds-42 brings Stormcrest to 3.
        setupDarkness: ['ds-25', 'ds-01', 'ds-03', 'ds-13', 'ds-42', 'ds-08', 'ds-19'],
        darknessDeck: ['ds-45', 'ds-13'],
        heroes: { hero1: { hand: [], quest: null } },
      },
    });
    const out = start(defenders, cfg, { dice: scriptedDice([]), now: 0 });
    const s = out.state as State;
    const drawn = ofType(out.events as DfEvent[], 'darknessDrawn').map((e) => `${e.card}:${e.use}`);
    expect(drawn).toEqual([
      'ds-25:setup',
      'ds-01:setup',
      'ds-03:setup',
      'ds-13:setup-rejected',
      'ds-42:setup',
      'ds-08:setup',
      'ds-19:setup',
    ]);
    expect(minions(s, 'father-oak-forest')).toMatchObject({ green: 3 });
    expect(minions(s, 'stormcrest')).toMatchObject({ blue: 3 });
    expect(total(minions(s, 'saltmarsh-crossing'))).toBe(1);
    expect(enemySetupProblems(s, sandbox(board))).toEqual([]);
    // The redrawn card went back into the deck with the others, in the order the scenario gave.
    expect(s.darknessDeck.slice(0, 2)).toEqual(['ds-45', 'ds-13']);
    expect(s.darknessDeck.length).toBe(48);
    // Play goes on through decide/evolve: the Night draws the card the scenario put on top.
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'darknessDrawn').map((e) => e.card)).toEqual(['ds-45']);
  });

  it('DF-ESU-07 set-up bringing a place to 3 Demons taints it', () => {
    const { state } = begin(fixed, dsOrder(['ds-01', 'ds-02', 'ds-03', 'ds-18', 'ds-14', 'ds-04']));
    expect(minions(state, 'smoking-chasm')).toMatchObject({ red: 3 });
    expect(state.taint['smoking-chasm']).toBe(1);
    expect(state.taint['cinder-vale']).toBe(1);
    expect(state.taint['obsidian-flats']).toBe(0);
  });

  it('DF-ESU-08 every set-up card, discarded ones included, is shuffled back', () => {
    const { state, events } = begin(fixed, dsOrder(['ds-45', 'ds-01', 'ds-37', 'ds-02', 'ds-03']));
    const shuffle = ofType(events, 'deckShuffled').find((e) => e.deck === 'darkness');
    expect(shuffle?.order.length).toBe(48);
    expect(state.darknessDeck.length).toBe(48);
    expect(state.darknessAside).toEqual([]);
    expect(state.darknessDiscard).toEqual([]);
  });

  it('DF-ESU-09 after set-up: 4 Generals, 30 minions, 6..12 other places (over many seeds)', () => {
    for (let seed = 0; seed < 60; seed++) {
      const cfg = configSchema.parse({ players: 2 });
      const s = start(defenders, cfg, { dice: seededDice(seed), now: 0 }).state as State;
      expect(enemySetupProblems(s)).toEqual([]);
    }
  });
});

describe('turn order', () => {
  it('DF-TRN-01 the first player is rolled (or set) and play passes clockwise', () => {
    const { state } = begin({ players: 3, heroes: ['paladin', 'rogue', 'dwarf'] }, [
      identity(68),
      identity(48),
      identity(10),
      1,
    ]);
    expect(state.active).toBe('hero2');
    const s = sandbox(
      { darknessDeck: QUIET },
      { players: 3, heroes: ['paladin', 'rogue', 'dwarf'], firstSeat: 'hero3' },
    );
    expect(s.active).toBe('hero3');
    const next = act(s, 'hero3', { type: 'endDay' }).state;
    expect(next.active).toBe('hero1');
  });

  it('DF-TRN-02 a turn runs Daytime, then Evening, then Night, then the next player', () => {
    const s = sandbox({ darknessDeck: QUIET, heroes: { hero1: { hand: [], quest: null } } });
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.events.map((e) => e.type)).toEqual([
      'dayEnded',
      'heroCardsDrawn',
      'nightFell',
      'darknessDrawn',
      'turnBegan',
    ]);
  });

  it('DF-TRN-03 only the active player acts outside a group attack', () => {
    const s = sandbox({}, { players: 2, heroes: ['paladin', 'rogue'] });
    rejects(s, 'hero2', { type: 'endDay' }, 'rule/not_your_turn');
    expect(defenders.pending(s).map((p) => p.seat)).toEqual(['hero1']);
  });
});

describe('sandbox (tests and tools only)', () => {
  it('a deck order names known cards, each once', () => {
    expect(() => sandbox({ darknessDeck: ['ds-99'] })).toThrow(/unknown Darkness Spreads card/);
    expect(() => sandbox({ heroDeck: ['red-01', 'red-01'] })).toThrow(/given twice/);
    expect(() => sandbox({ questDeck: ['q99'] })).toThrow(/unknown Quest card/);
  });

  it('fixes the Hero deck: hands are dealt off its top, and Evening draws the next cards', () => {
    const s = sandbox({ heroDeck: ['blue-07', 'green-02', 'black-04', 'red-09'], darknessDeck: ['ds-45'] });
    expect(hero(s).hand).toEqual(['blue-07', 'green-02']);
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'heroCardsDrawn')[0]?.cards).toEqual(['black-04', 'red-09']);
  });
});

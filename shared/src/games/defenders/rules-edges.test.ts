/**
 * Rule edges found by mutation testing (`npm run mutate -- defenders`): each test
 * pins a checklist rule that a surviving mutant showed no other test held.
 */
import { describe, expect, it } from 'vitest';
import { MONARCH_CITY } from './data/index.ts';
import type { DfEvent } from './events.ts';
import { sealed } from './index.ts';
import { activeTokens, type State } from './rules/state.ts';
import { act, begin, CALM, defenders, hero, minions, ofType, QUIET, sandbox } from './testkit.ts';

/** Ends the game at once: Varkolak one step from Monarch City and a Darkness card that advances him. */
const LOSS = { darknessDeck: ['ds-15'], generals: { varkolak: { step: 3 } } };

describe("the King's Champion", () => {
  it('DF-KC-03 the highest score is Champion, even against a player with more quests', () => {
    const s = sandbox(
      {
        ...LOSS,
        heroes: {
          // 2 points for q04 and 1 for Gorgutt's card: 3 points from 1 quest.
          hero1: { completed: ['q04'], slain: ['gorgutt'], hand: [], quest: null },
          // 2 points from 2 quests.
          hero2: { completed: ['q02', 'q03'], hand: [], quest: null },
        },
      },
      { players: 2, heroes: ['paladin', 'rogue'] },
    );
    const end = act(s, 'hero1', { type: 'endDay' }).state;
    expect(end.phase).toBe('over');
    expect(defenders.view(end, 'hero1').scores).toEqual({ hero1: 3, hero2: 2 });
    expect(defenders.view(end, 'hero1').champions).toEqual(['hero1']);
    expect(defenders.result(end)?.summary).toMatch(/Best score: the Paladin\.$/);
  });
});

describe('choosing heroes', () => {
  it('DF-SET-05 a random pick never takes the hero another seat has already sealed', () => {
    let { state } = begin({ players: 2, heroSelection: 'pick', firstSeat: 'hero1' });
    state = act(state, 'hero1', { type: 'chooseHero', hero: 'eagle-rider' }).state;
    // The first free hero in data order would be the Eagle Rider, were hero1's sealed pick not left out.
    const r = act(state, 'hero2', { type: 'chooseHero', hero: 'random' }, [0]);
    expect(ofType(r.events, 'picksClashed')).toEqual([]);
    expect(hero(r.state, 'hero1').id).toBe('eagle-rider');
    expect(hero(r.state, 'hero2').id).not.toBe('eagle-rider');
    expect(r.state.phase).toBe('day');
  });
});

describe('choosing heroes: who is offered one', () => {
  it('DF-SET-04 heroes picked at set-up start in Monarch City with every Life Token active', () => {
    let { state } = begin({ players: 2, heroSelection: 'pick', firstSeat: 'hero1' });
    state = act(state, 'hero1', { type: 'chooseHero', hero: 'paladin' }).state;
    state = act(state, 'hero2', { type: 'chooseHero', hero: 'dwarf' }).state;
    for (const seat of ['hero1', 'hero2']) {
      expect(hero(state, seat)).toMatchObject({ location: MONARCH_CITY, wounds: 0, spent: 0 });
    }
    expect([activeTokens(hero(state, 'hero1')), activeTokens(hero(state, 'hero2'))]).toEqual([6, 5]);
  });

  it('DF-SET-05 after a clash only the seat that must pick again is offered heroes, none of them in play', () => {
    let { state } = begin({ players: 2, heroSelection: 'pick', firstSeat: 'hero1', pickPriority: ['hero2', 'hero1'] });
    state = act(state, 'hero1', { type: 'chooseHero', hero: 'druid' }).state;
    state = act(state, 'hero2', { type: 'chooseHero', hero: 'druid' }).state;
    expect(hero(state, 'hero2').id).toBe('druid');
    const offered = defenders.choices(state, 'hero1').map((c) => (c.command as { hero: string }).hero);
    expect(offered).not.toContain('druid');
    expect(offered).toEqual(expect.arrayContaining(['paladin', 'random']));
    expect(defenders.choices(state, 'hero2')).toEqual([]);
  });

  it('DF-WND-05 while one player chooses a new hero, the others are offered none', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        heroes: { hero1: { wounds: 4, hand: [], quest: null }, hero2: { hand: [], quest: null } },
        minions: { [MONARCH_CITY]: { red: 2 } },
      },
      { players: 2, heroes: ['ranger', 'paladin'] },
    );
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.state.replacing.map((x) => x.seat)).toEqual(['hero1']);
    expect(defenders.choices(r.state, 'hero1').length).toBeGreaterThan(0);
    expect(defenders.choices(r.state, 'hero2')).toEqual([]);
  });

  it('DF-WND-05 two heroes fall in one battle: each player replaces their own; only the active one arrives spent', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          // A failed attack on Varkolak costs 3 wounds: the Paladin (6) and the Ranger (5) both fall.
          hero1: { location: 'grimspire-keep', hand: ['black-01'], quest: null, wounds: 3 },
          hero2: { location: 'grimspire-keep', hand: [], quest: null, wounds: 2 },
        },
      },
      { players: 2, heroes: ['paladin', 'ranger'], firstSeat: 'hero1' },
    );
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: [] }, [2]);
    expect(r.state.replacing).toEqual([
      { seat: 'hero1', exhausted: true },
      { seat: 'hero2', exhausted: false },
    ]);
    // The joiner answers first; the active player's record must not be taken for theirs.
    r = act(r.state, 'hero2', { type: 'chooseHero', hero: 'dwarf' });
    expect(hero(r.state, 'hero2')).toMatchObject({ id: 'dwarf', location: MONARCH_CITY, wounds: 0, spent: 0 });
    expect(r.state.players.hero1?.hero).toBeNull();
    r = act(r.state, 'hero1', { type: 'chooseHero', hero: 'cleric' });
    expect(hero(r.state, 'hero1')).toMatchObject({ id: 'cleric', location: MONARCH_CITY, wounds: 0, spent: 6 });
    expect(r.state.replacing).toEqual([]);
  });

  it('DF-CMP-07 a player left with no unused hero is out (AMB-02) and is offered none', () => {
    const s = sandbox({ heroes: { hero1: { hand: [], quest: null } } }, { players: 2, heroes: ['ranger', 'paladin'] });
    const out = defenders.evolve(s, {
      type: 'heroLost',
      seat: 'hero2',
      hero: 'paladin',
      replace: false,
      exhausted: false,
    });
    expect(defenders.choices(out, 'hero2')).toEqual([]);
    expect(defenders.pending(out).map((p) => p.seat)).toEqual(['hero1']);
  });
});

describe('group attacks', () => {
  it('DF-GRP-02 a player whose heroes have all fallen (AMB-02) is not present to join the attack', () => {
    const KEEP = 'grimspire-keep'; // Varkolak's lair
    const s = sandbox(
      {
        darknessDeck: QUIET,
        heroes: {
          hero1: { location: KEEP, hand: ['black-02'], quest: null },
          hero2: { location: KEEP, hand: ['black-01'], quest: null },
        },
      },
      { players: 2, heroes: ['ranger', 'paladin'], firstSeat: 'hero2' },
    );
    // As when no unused hero is left to replace the Ranger: hero1 is out for the rest of the game.
    const out = defenders.evolve(s, {
      type: 'heroLost',
      seat: 'hero1',
      hero: 'ranger',
      replace: false,
      exhausted: false,
    });
    expect(out.players.hero1).toMatchObject({ hero: null, out: true });
    const r = act(out, 'hero2', { type: 'attack', general: 'varkolak' });
    expect(ofType(r.events, 'battleBegan')[0]?.participants).toEqual(['hero2']);
  });
});

/** One Paladin with an empty hand, a quiet Night, and the decks as given (as a long game leaves them). */
const decks = (patch: Partial<State>, board: Record<string, unknown> = {}): State => ({
  ...sandbox({ darknessDeck: QUIET, heroes: { hero1: { hand: [], quest: null } }, ...board }),
  ...patch,
});

describe('overruns', () => {
  it('DF-END-06 the 12th crystal mid-overrun ends the game at once; the spread goes in location id order (AMB-30)', () => {
    // ds-02: 1 Demon to Pilgrim's Ford, then 1 to full Cinder Vale, which overruns (the 11th crystal). Its
    // neighbours by id: Brimstone Quarry, Drowsy Crow Inn, Ember Road, then Scorchwood, full, whose
    // crystal is the 12th; Smoking Chasm, last, is never reached.
    const s = sandbox({
      darknessDeck: ['ds-02'],
      heroes: { hero1: { hand: [], quest: null } },
      minions: { 'cinder-vale': { green: 3 }, scorchwood: { green: 3 } },
      taint: { frostmere: 10 },
    });
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.state.outcome?.result).toBe('loss');
    expect(r.state.outcome?.reason).toMatch(/12 Tainted Crystals/);
    const spread = ofType(r.events, 'minionsAdded')
      .map((e) => e.location)
      .filter((l) => l !== 'pilgrim-s-ford');
    expect(spread).toEqual(['brimstone-quarry', 'drowsy-crow-inn', 'ember-road']);
    expect(ofType(r.events, 'minionTurnedAway')).toEqual([
      expect.objectContaining({ location: 'scorchwood', colour: 'red', why: 'spread-full' }),
    ]);
    expect(minions(r.state, 'smoking-chasm').red).toBe(0);
    expect(ofType(r.events, 'gameEnded').length).toBe(1);
  });
});

describe('hidden hands (AMB-44)', () => {
  it('DF-GRP-04 cards committed from a closed hand are shown to the table: a reveal, which seals the step', () => {
    const committed = (openHands: boolean) => {
      const s = sandbox(
        {
          darknessDeck: QUIET,
          heroes: {
            hero1: { location: 'grimspire-keep', hand: ['black-01'], quest: null },
            hero2: { location: 'grimspire-keep', hand: ['black-02'], quest: null },
          },
        },
        { players: 2, heroes: ['paladin', 'cleric'], firstSeat: 'hero1', openHands },
      );
      const started = act(s, 'hero1', { type: 'attack', general: 'varkolak' }).state;
      // The joining hero commits first: no die is rolled yet, so only the cards can seal this step.
      const r = act(started, 'hero2', { type: 'commit', cards: ['black-02'] });
      expect(ofType(r.events, 'generalAttacked')).toEqual([]);
      const e = ofType(r.events, 'cardsCommitted')[0];
      expect(e).toMatchObject({ seat: 'hero2', cards: ['black-02'], open: openHands });
      return sealed(e as DfEvent);
    };
    expect(committed(false)).toBe(true);
    expect(committed(true)).toBe(false);
  });
});

describe('decks running short (AMB-38, AMB-45)', () => {
  it('DF-EVE-01 a Hero deck too short for the draw gets its discard shuffled in under the cards left', () => {
    const s = decks({ heroDeck: ['blue-01'], heroDiscard: ['blue-02', 'blue-03'] });
    const r = act(s, 'hero1', { type: 'endDay' }, [{ shuffle: [1, 0] }]);
    expect(r.left).toBe(0);
    expect(ofType(r.events, 'deckShuffled')).toEqual([
      { type: 'deckShuffled', deck: 'hero', order: ['blue-01', 'blue-03', 'blue-02'] },
    ]);
    expect(ofType(r.events, 'heroCardsDrawn')[0]?.cards).toEqual(['blue-01', 'blue-03']);
    expect(hero(r.state).hand).toEqual(['blue-01', 'blue-03']);
    expect(r.state.heroDeck).toEqual(['blue-02']);
    expect(r.state.heroDiscard).toEqual([]);
  });

  it('DF-EVE-01 a Hero deck holding just enough is not reshuffled', () => {
    const s = decks({ heroDeck: ['blue-01', 'blue-02'], heroDiscard: ['blue-03'] });
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'deckShuffled')).toEqual([]);
    expect(hero(r.state).hand).toEqual(['blue-01', 'blue-02']);
    expect(r.state.heroDiscard).toEqual(['blue-03']);
  });

  it('DF-EVE-01 with no Hero Card left anywhere nothing is drawn, and the game goes on', () => {
    const r = act(decks({ heroDeck: [], heroDiscard: [] }), 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'heroCardsDrawn')).toEqual([]);
    expect(ofType(r.events, 'deckShuffled')).toEqual([]);
    expect(hero(r.state).hand).toEqual([]);
    expect(r.state.outcome).toBeNull();
    expect(ofType(r.events, 'nightFell').length).toBe(1);
  });

  it('DF-NGT-01 an empty Darkness Spreads deck is refilled from its discard, never a loss', () => {
    const s = decks({ darknessDeck: [], darknessDiscard: ['ds-45', 'ds-46'] });
    const r = act(s, 'hero1', { type: 'endDay' }, [{ shuffle: [1, 0] }]);
    expect(ofType(r.events, 'deckShuffled')).toEqual([
      { type: 'deckShuffled', deck: 'darkness', order: ['ds-46', 'ds-45'] },
    ]);
    expect(ofType(r.events, 'darknessDrawn').map((e) => e.card)).toEqual(['ds-46']);
    expect(r.state.outcome).toBeNull();
  });

  /** The Ranger falls at the end of his turn (4 wounds, a Demon in Monarch City), holding quest q02. */
  const falling = (patch: Partial<State>, quest: string | null) => ({
    ...sandbox(
      {
        darknessDeck: CALM,
        heroes: { hero1: { wounds: 4, hand: [], quest } },
        minions: { [MONARCH_CITY]: { red: 1 } },
      },
      { heroes: ['ranger'] },
    ),
    ...patch,
  });

  it('DF-WND-05 a new hero draws its Quest from the shuffled discard when the Quest deck is empty', () => {
    const fell = act(falling({ questDeck: [] }, 'q02'), 'hero1', { type: 'endDay' }).state;
    expect(fell.questDiscard).toEqual(['q02']);
    const r = act(fell, 'hero1', { type: 'chooseHero', hero: 'cleric' });
    expect(ofType(r.events, 'deckShuffled')).toEqual([{ type: 'deckShuffled', deck: 'quest', order: ['q02'] }]);
    expect(hero(r.state).quest).toBe('q02');
    expect(hero(r.state).hand.length).toBe(2);
  });

  it('DF-WND-05 with no Quest left anywhere the new hero starts without one', () => {
    const fell = act(falling({ questDeck: [], questDiscard: [] }, null), 'hero1', { type: 'endDay' }).state;
    const r = act(fell, 'hero1', { type: 'chooseHero', hero: 'cleric' });
    expect(ofType(r.events, 'questDrawn')).toEqual([]);
    expect(hero(r.state).quest).toBeNull();
    expect(hero(r.state).hand.length).toBe(2);
  });
});

describe('the end of a turn', () => {
  it('DF-WND-01 with wounds dealt after Daytime (AMB-04), they come before the Evening draw, and only once', () => {
    const board = { darknessDeck: QUIET, heroDeck: ['blue-01', 'blue-02'], minions: { [MONARCH_CITY]: { red: 1 } } };
    const order = (woundTiming: string) => {
      const s = sandbox({ ...board, heroes: { hero1: { hand: [], quest: null } } }, { woundTiming });
      const r = act(s, 'hero1', { type: 'endDay' });
      expect(ofType(r.events, 'woundsSuffered').length).toBe(1);
      expect(hero(r.state).wounds).toBe(1);
      return r.events
        .map((e) => e.type)
        .filter((t) => t === 'woundsSuffered' || t === 'heroCardsDrawn' || t === 'darknessDrawn');
    };
    expect(order('after-day')).toEqual(['woundsSuffered', 'heroCardsDrawn', 'darknessDrawn']);
    expect(order('end-of-turn')).toEqual(['heroCardsDrawn', 'darknessDrawn', 'woundsSuffered']);
  });

  it('DF-NGT-01 with no Darkness Spreads card left anywhere, Night draws none and the next turn begins', () => {
    const r = act(decks({ darknessDeck: [], darknessDiscard: [] }), 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'darknessDrawn')).toEqual([]);
    expect(r.state.outcome).toBeNull();
    expect(ofType(r.events, 'turnBegan').length).toBe(1);
  });

  it('DF-END-06 a General entering Monarch City ends the game before the Night draws its next card', () => {
    // Mid War: 2 cards. The first (ds-15) takes Varkolak into Monarch City.
    const s = sandbox({
      war: 1,
      darknessDeck: ['ds-15', 'ds-45'],
      generals: { varkolak: { step: 3 } },
      heroes: { hero1: { hand: [], quest: null } },
    });
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.state.outcome?.result).toBe('loss');
    expect(ofType(r.events, 'darknessDrawn').map((e) => e.card)).toEqual(['ds-15']);
    expect(ofType(r.events, 'turnBegan')).toEqual([]);
    expect(r.events.at(-1)?.type).toBe('gameEnded');
  });
});

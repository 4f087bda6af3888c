/**
 * Edges of the table of states (rules/table.ts) found by mutation testing (`npm run mutate --
 * defenders table.ts`): each test pins a checklist rule that a surviving mutant showed no other
 * test held. Who a phase waits on and in which words, what each refusal says, what a deadline or
 * a standing order answers, and what the Evening's discards show before they are made.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { isRuleError } from '../../engine/errors.ts';
import { play } from '../../engine/runner.ts';
import type { Command } from './commands.ts';
import { MONARCH_CITY } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, CALM, defenders, hero, ofType, QUIET, sandbox } from './testkit.ts';

const KEEP = 'grimspire-keep'; // Varkolak's lair

/** The refusal a command meets through the runner: its code and the sentence the player reads. */
function refusal(s: State, seat: string, cmd: Command): { code: string; message: string } {
  return thrown(() => play(defenders, s, seat, cmd, { dice: scriptedDice([1, 1, 1, 1, 1, 1]), now: 0 }));
}

/** The rule error a call throws; anything else (a crash, or no error) fails the test. */
function thrown(f: () => unknown): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    if (isRuleError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('accepted');
}

/** The title's own decide, under the runner's checks. */
const decide = (s: State, seat: string, cmd: Command) =>
  defenders.decide(s, seat, cmd, { dice: scriptedDice([]), now: 0 });

/** The Ranger (hero1) falls at the end of his turn: 4 wounds and 2 Demons in Monarch City. */
function rangerFalls(config: Record<string, unknown> = {}, board: Record<string, unknown> = {}): State {
  const s = sandbox(
    {
      darknessDeck: QUIET,
      heroes: { hero1: { wounds: 4, hand: [], quest: null }, hero2: { hand: [], quest: null } },
      minions: { [MONARCH_CITY]: { red: 2 } },
      ...board,
    },
    { players: 2, heroes: ['ranger', 'paladin'], ...config },
  );
  return act(s, 'hero1', { type: 'endDay' }).state;
}

describe('a fallen hero replaced', () => {
  it('DF-WND-05 the player is asked for a new hero in words, and only an unused hero is accepted', () => {
    const s = rangerFalls();
    expect(s.replacing.map((r) => r.seat)).toEqual(['hero1']);
    expect(defenders.pending(s)).toEqual([
      { seat: 'hero1', prompt: 'Your hero has fallen: choose a new hero.', kind: 'choose-hero', timeout: true },
    ]);
    expect(refusal(s, 'hero1', { type: 'endDay' })).toEqual({
      code: 'rule/choose_hero',
      message: 'Choose your new hero first.',
    });
    // The Paladin is in play; the Ranger has fallen and is never used again (DF-CMP-07).
    expect(refusal(s, 'hero1', { type: 'chooseHero', hero: 'paladin' })).toEqual({
      code: 'rule/hero_taken',
      message: 'Paladin is not available.',
    });
    expect(refusal(s, 'hero1', { type: 'chooseHero', hero: 'ranger' })).toEqual({
      code: 'rule/hero_taken',
      message: 'Ranger is not available.',
    });
    const r = act(s, 'hero1', { type: 'chooseHero', hero: 'cleric' });
    expect(hero(r.state, 'hero1').id).toBe('cleric');
    expect(hero(r.state, 'hero2').id).toBe('paladin');
  });
});

describe('the end of the game', () => {
  it('DF-END-02 once the game is lost nothing is asked or accepted, not even a new hero for one who fell that turn', () => {
    // Wounds after Daytime (AMB-04) fell the Ranger; then the Night takes Varkolak into Monarch City.
    const end = rangerFalls(
      { woundTiming: 'after-day' },
      { darknessDeck: ['ds-15'], generals: { varkolak: { step: 3 } } },
    );
    expect(end.outcome?.result).toBe('loss');
    expect(end.replacing.map((r) => r.seat)).toEqual(['hero1']);
    expect(defenders.pending(end)).toEqual([]);
    expect(defenders.choices(end, 'hero1')).toEqual([]);
    expect(thrown(() => decide(end, 'hero1', { type: 'chooseHero', hero: 'cleric' }))).toEqual({
      code: 'rule/game_over',
      message: 'The game is over.',
    });
  });

  it('DF-TRN-03 while the game goes on, a seat it is not waiting for is told so', () => {
    const s = rangerFalls();
    expect(thrown(() => decide(s, 'hero2', { type: 'chooseHero', hero: 'cleric' }))).toEqual({
      code: 'rule/not_your_turn',
      message: 'The game is not waiting for you.',
    });
  });
});

/** Three heroes on Varkolak's lair (the Paladin attacks) and a fourth player whose heroes are all gone. */
function fourSeats(): State {
  const s = sandbox(
    {
      darknessDeck: CALM,
      heroes: {
        hero1: { hand: ['black-01', 'black-02'], quest: null, location: KEEP },
        hero2: { hand: ['black-05'], quest: null, location: KEEP },
        hero3: { hand: [], quest: null, location: KEEP },
        hero4: { hand: [], quest: null },
      },
    },
    { players: 4, heroes: ['paladin', 'dwarf', 'cleric', 'ranger'], firstSeat: 'hero1' },
  );
  // As when no unused hero is left to replace the Ranger (AMB-02): hero4 is out for good.
  return defenders.evolve(s, { type: 'heroLost', seat: 'hero4', hero: 'ranger', replace: false, exhausted: false });
}

describe('a group attack', () => {
  it('DF-GRP-02 the heroes present are called in by the attacker’s name; a card that is no card is refused in words', () => {
    const r = act(fourSeats(), 'hero1', { type: 'attack', general: 'varkolak' });
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero1', prompt: 'Commit the cards you attack Varkolak with.', kind: 'commit', timeout: true },
      ...['hero2', 'hero3'].map((seat) => ({
        seat,
        prompt: 'The Paladin attacks Varkolak: commit cards to join the battle.',
        kind: 'join-attack',
        timeout: true,
      })),
    ]);
    expect(refusal(r.state, 'hero2', { type: 'commit', cards: ['no-such-card'] })).toEqual({
      code: 'rule/illegal_card',
      message: 'That card is not a card of yours showing Varkolak.',
    });
    expect(refusal(r.state, 'hero1', { type: 'endDay' })).toEqual({
      code: 'rule/in_battle',
      message: 'Finish the battle first.',
    });
  });

  it('DF-GRP-03 only a hero with dice still to roll may attack next; once committed, no more cards go in', () => {
    let r = act(fourSeats(), 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    r = act(r.state, 'hero3', { type: 'commit', cards: [] });
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero1', prompt: 'Choose which hero attacks next.', kind: 'battle-order', timeout: true },
    ]);
    // The Cleric committed nothing; hero4 has no hero; hero9 is no seat at all.
    expect(refusal(r.state, 'hero1', { type: 'attackNext', seat: 'hero3' })).toEqual({
      code: 'rule/illegal_attacker',
      message: 'The Cleric cannot attack now.',
    });
    expect(refusal(r.state, 'hero1', { type: 'attackNext', seat: 'hero4' })).toEqual({
      code: 'rule/illegal_attacker',
      message: 'Hero 4 cannot attack now.',
    });
    expect(refusal(r.state, 'hero1', { type: 'attackNext', seat: 'hero9' })).toEqual({
      code: 'rule/illegal_attacker',
      message: 'That hero cannot attack now.',
    });
    // The Paladin kept a card showing Varkolak, but the commitments are closed (AMB-24).
    expect(hero(r.state, 'hero1').hand).toEqual(['black-02']);
    expect(refusal(r.state, 'hero1', { type: 'commit', cards: ['black-02'] })).toEqual({
      code: 'rule/not_committing',
      message: 'You have nothing to commit now.',
    });
  });

  it('DF-GRP-04 standing orders answer for a hero called in, never for the hero who starts the attack', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          hero1: { hand: ['black-01'], quest: null, location: KEEP },
          hero2: { hand: ['black-05'], quest: null, location: KEEP },
        },
      },
      { players: 2, heroes: ['paladin', 'dwarf'], firstSeat: 'hero1' },
    );
    const orders = { hero1: { join: 'all-matching' }, hero2: { join: 'all-matching' } };
    const r = act(s, 'hero1', { type: 'attack', general: 'varkolak' }, [], orders);
    expect(ofType(r.events, 'cardsCommitted').map((e) => [e.seat, e.cards])).toEqual([['hero2', ['black-05']]]);
    expect(r.state.battle?.committed).toEqual({ hero1: null, hero2: ['black-05'] });
    expect(defenders.pending(r.state)).toEqual([expect.objectContaining({ seat: 'hero1', kind: 'commit' })]);
  });
});

/** The Paladin at Monarch City with `hand`, about to draw red-01 and red-02 in the Evening. */
function evening(hand: string[], war = 0): State {
  const s = sandbox(
    {
      war,
      darknessDeck: CALM,
      heroDeck: ['red-01', 'red-02'],
      heroes: { hero1: { hand, quest: null, location: MONARCH_CITY } },
    },
    { heroes: ['paladin'] },
  );
  const r = act(s, 'hero1', { type: 'endDay' });
  expect(r.state.phase).toBe('discard');
  return r.state;
}

const blacks = (n: number) => Array.from({ length: n }, (_, i) => `black-${String(i + 1).padStart(2, '0')}`);

const offer = (s: State, card: string) =>
  defenders.choices(s, 'hero1').find((c) => (c.command as { card?: string }).card === card);

describe('the Evening hand limit', () => {
  it('DF-EVE-02 the prompt counts the discards still owed, one or more', () => {
    let s = evening([...blacks(9), 'purple-01', 'black-11']);
    expect(defenders.pending(s)).toEqual([
      {
        seat: 'hero1',
        prompt: 'Evening: discard 3 more Hero Cards to get down to 10.',
        kind: 'discard',
        timeout: true,
      },
    ]);
    s = act(s, 'hero1', { type: 'discard', card: 'black-11' }).state;
    expect(defenders.pending(s)[0]?.prompt).toBe('Evening: discard 2 more Hero Cards to get down to 10.');
    s = act(s, 'hero1', { type: 'discard', card: 'black-09' }).state;
    expect(defenders.pending(s)[0]?.prompt).toBe('Evening: discard 1 more Hero Card to get down to 10.');
  });

  it('DF-EVE-02 each card is offered with its battle dice; a Purple card has none', () => {
    const s = evening([...blacks(8), 'purple-01']);
    expect(offer(s, 'red-01')?.label).toBe('Discard the red Horse card of Ember Road (1 die)');
    expect(offer(s, 'black-03')?.label).toBe('Discard the black Magic Gate card of Ashen Barrow (2 dice)');
    expect(offer(s, 'purple-01')?.label).toBe('Discard the purple Second Wind card');
  });

  it('DF-NGT-01 the discard that ends the Evening warns how many Darkness Spreads cards the Night draws', () => {
    const early = evening(blacks(9));
    expect(offer(early, 'red-02')?.confirm).toBe(
      'The red Eagle card of Saltmarsh Crossing goes to the discard pile and the Night begins: 1 Darkness Spreads card will be drawn.',
    );
    // Mid War: 2 cards a Night.
    const mid = evening(blacks(9), 1);
    expect(offer(mid, 'red-02')?.confirm).toBe(
      'The red Eagle card of Saltmarsh Crossing goes to the discard pile and the Night begins: 2 Darkness Spreads cards will be drawn.',
    );
    const r = act(mid, 'hero1', { type: 'discard', card: 'red-02' });
    expect(ofType(r.events, 'nightFell')[0]?.cards).toBe(2);
  });

  it('DF-EVE-02 while discarding down to 10 nothing else is allowed, each refusal naming the command', () => {
    const s = evening(blacks(9));
    const refused: [Command, string][] = [
      [{ type: 'move', mode: 'foot', to: 'kingsbridge' }, 'That move'],
      [{ type: 'skill', skill: 'soar' }, 'That skill'],
      [{ type: 'buildGate', card: 'black-01' }, 'Building a Magic Gate'],
      [{ type: 'rumors', colour: 'red', times: 1 }, 'That call at the Inn'],
      [{ type: 'healLand', card: 'black-01' }, 'Healing the land'],
      [{ type: 'heal' }, 'Resting'],
      [{ type: 'fight' }, 'Fighting'],
      [{ type: 'slay', general: 'varkolak' }, 'The Slayer'],
      [{ type: 'attack', general: 'varkolak' }, 'That attack'],
      [{ type: 'quest' }, 'Completing the quest'],
      [{ type: 'special', card: 'purple-01' }, 'Playing that card'],
      [{ type: 'endDay' }, 'Ending Daytime'],
      [{ type: 'commit', cards: [] }, 'Committing cards'],
      [{ type: 'attackNext', seat: 'hero1' }, 'That attack'],
      // A card not in the hand.
      [{ type: 'discard', card: 'red-09' }, 'That discard'],
      [{ type: 'chooseHero', hero: 'cleric' }, 'Choosing a hero'],
    ];
    for (const [cmd, words] of refused) {
      expect(refusal(s, 'hero1', cmd)).toEqual({
        code: `rule/illegal_${cmd.type}`,
        message: `${words} is not allowed now.`,
      });
    }
  });
});

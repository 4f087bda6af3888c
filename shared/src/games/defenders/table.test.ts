/**
 * The table of states (rules/table.ts) in words: who each phase waits on and
 * what it asks them, what a deadline answers, and each refusal with its code and
 * the sentence a player reads.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../engine/errors.ts';
import { play } from '../../engine/runner.ts';
import { scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { State } from './rules/state.ts';
import { act, begin, CALM, defenders, sandbox } from './testkit.ts';

const KEEP = 'grimspire-keep';

/** The refusal a command meets: its code and message. */
function refusal(s: State, seat: string, cmd: Command): { code: string; message: string } {
  try {
    play(defenders, s, seat, cmd, { dice: scriptedDice([1, 1, 1, 1, 1, 1]), now: 0 });
  } catch (e) {
    if (isRuleError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error(`${JSON.stringify(cmd)} was accepted`);
}

function duo(h1: Record<string, unknown>, h2: Record<string, unknown>): State {
  return sandbox(
    {
      darknessDeck: CALM,
      heroes: {
        hero1: { hand: [], quest: null, location: KEEP, ...h1 },
        hero2: { hand: [], quest: null, location: KEEP, ...h2 },
      },
    },
    { players: 2, heroes: ['paladin', 'dwarf'] },
  );
}

describe('who the game waits on, in words', () => {
  it('picking heroes: every seat at once; a wrong command is refused', () => {
    const { state } = begin(
      { players: 2, heroSelection: 'pick' },
      Array.from({ length: 400 }, () => 0),
    );
    expect(defenders.pending(state)).toEqual([
      { seat: 'hero1', prompt: 'Choose your hero.', kind: 'choose-hero', timeout: true },
      { seat: 'hero2', prompt: 'Choose your hero.', kind: 'choose-hero', timeout: true },
    ]);
    expect(refusal(state, 'hero1', { type: 'endDay' })).toEqual({
      code: 'rule/choose_hero',
      message: 'Choose your hero first.',
    });
  });

  it('Daytime: the active hero by name; nobody else is offered anything', () => {
    const s = duo({}, {});
    expect(defenders.pending(s)).toEqual([
      { seat: 'hero1', prompt: "Daytime: take the Paladin's actions.", kind: 'turn', timeout: true },
    ]);
    expect(defenders.choices(s, 'hero2')).toEqual([]);
    // The title's own check, under the runner's (which refuses first with its own words).
    expect(() => defenders.decide(s, 'hero2', { type: 'endDay' }, { dice: scriptedDice([]), now: 0 })).toThrow(
      'The game is not waiting for you.',
    );
    expect(refusal(s, 'hero1', { type: 'move', mode: 'foot', to: 'monarch-city' })).toEqual({
      code: 'rule/illegal_move',
      message: 'That move is not allowed now.',
    });
  });

  it('a battle: the initiator and the joiners asked in words, then the initiator for the order', () => {
    const s = duo({ hand: ['black-01'] }, { hand: ['black-05'] });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero1', prompt: 'Commit the cards you attack Varkolak with.', kind: 'commit', timeout: true },
      {
        seat: 'hero2',
        prompt: 'The Paladin attacks Varkolak: commit cards to join the battle.',
        kind: 'join-attack',
        timeout: true,
      },
    ]);
    // What a deadline answers: the initiator commits every card showing the General, a joiner none.
    expect(defenders.onTimeout(r.state, 'hero1')).toEqual({ type: 'commit', cards: ['black-01'] });
    expect(defenders.onTimeout(r.state, 'hero2')).toEqual({ type: 'commit', cards: [] });
    expect(refusal(r.state, 'hero1', { type: 'commit', cards: ['red-01'] })).toEqual({
      code: 'rule/illegal_card',
      message: expect.stringMatching(/^The .+ is not a card of yours showing Varkolak\.$/),
    });
    expect(refusal(r.state, 'hero1', { type: 'commit', cards: [] })).toEqual({
      code: 'rule/no_cards',
      message: 'The hero who starts the attack must commit at least one card.',
    });
    expect(refusal(r.state, 'hero1', { type: 'endDay' })).toMatchObject({ code: 'rule/in_battle' });
    expect(refusal(r.state, 'hero1', { type: 'attackNext', seat: 'hero1' })).toEqual({
      code: 'rule/not_your_call',
      message: 'The initiator orders the attack.',
    });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    expect(refusal(r.state, 'hero1', { type: 'commit', cards: ['black-01'] })).toMatchObject({
      code: 'rule/not_your_turn',
    });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero1', prompt: 'Choose which hero attacks next.', kind: 'battle-order', timeout: true },
    ]);
    expect(defenders.onTimeout(r.state, 'hero1')).toEqual({ type: 'attackNext', seat: 'hero1' });
    expect(refusal(r.state, 'hero1', { type: 'attackNext', seat: 'hero9' })).toEqual({
      code: 'rule/illegal_attacker',
      message: 'That hero cannot attack now.',
    });
    expect(refusal(r.state, 'hero1', { type: 'commit', cards: ['black-01'] })).toEqual({
      code: 'rule/not_committing',
      message: 'You have nothing to commit now.',
    });
  });

  it('Evening: discard down to the limit, said with how many; a deadline discards the newest card', () => {
    const hand = Array.from({ length: 11 }, (_, i) => `black-${String(i + 1).padStart(2, '0')}`);
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroDeck: ['red-01', 'red-02'],
        heroes: { hero1: { hand, quest: null, location: 'monarch-city' } },
      },
      { heroes: ['paladin'] },
    );
    const r = act(s, 'hero1', { type: 'endDay' });
    const p = defenders.pending(r.state)[0];
    expect(p?.prompt).toMatch(/^Evening: discard 3 more Hero Cards to get down to 10/);
    expect(p).toMatchObject({ seat: 'hero1', kind: 'discard', timeout: true });
    const last = r.state.players.hero1?.hero?.hand.at(-1);
    expect(defenders.onTimeout(r.state, 'hero1')).toEqual({ type: 'discard', card: last });
    const offered = defenders.choices(r.state, 'hero1');
    expect(offered.length).toBe(13);
    for (const c of offered) expect(c.group).toBe('Discard');
    expect(offered.find((c) => (c.command as { card?: string }).card === 'black-03')?.label).toMatch(/\(2 dice\)/);
    expect(refusal(r.state, 'hero1', { type: 'endDay' })).toEqual({
      code: 'rule/illegal_endDay',
      message: 'Ending Daytime is not allowed now.',
    });
  });
});

/**
 * The engine loop on the fixture game, with no server: seats checked, standing
 * orders applied, timeouts answered, and hundreds of random playouts that must
 * end with a result and never leak a hand through view or log.
 */
import { describe, expect, it } from 'vitest';
import {
  attribute,
  play,
  randomPlayout,
  RuleError,
  scriptedDice,
  seededDice,
  start,
  timeoutCommand,
} from '../shared/src/engine/index.ts';
import type { AnyGame } from '../shared/src/engine/index.ts';
import { duel } from './fixture/duel.ts';

const game = duel as AnyGame;
const begin = () =>
  start(game, game.configSchema.parse({}), { dice: scriptedDice([{ shuffle: [0, 1, 2, 3, 4, 5, 6, 7, 8] }]), now: 0 });

describe('runner', () => {
  it('refuses a seat the game is not waiting for, and malformed commands', () => {
    const s = begin().state;
    expect(() => play(game, s, 'south', { type: 'pass' }, { dice: seededDice(1), now: 0 })).toThrow(/not waiting/);
    expect(() => play(game, s, 'north', { type: 'jump' }, { dice: seededDice(1), now: 0 })).toThrow(RuleError);
  });

  it('lets standing orders answer, attributing each event to the seat and to the order', () => {
    const s = begin().state;
    const out = play(
      game,
      s,
      'north',
      { type: 'play', card: 1 },
      { dice: scriptedDice([5]), now: 0 },
      { south: { respond: 'challenge' } },
    );
    expect(attribute(out)).toEqual([
      { seat: 'north', by: null, event: { type: 'played', seat: 'north', card: 1 } },
      { seat: 'south', by: 'standing', event: { type: 'challenged', seat: 'south', roll: 5, cancelled: true } },
    ]);
    expect((out.state as { scores: Record<string, number> }).scores.north).toBe(0);
  });

  it('a timeout uses the standing order when it answers, else the game default', () => {
    const s = play(game, begin().state, 'north', { type: 'play', card: 1 }, { dice: seededDice(1), now: 0 }).state;
    expect(timeoutCommand(game, s, 'south')).toEqual({ type: 'respond', answer: 'accept' });
    expect(timeoutCommand(game, s, 'south', { south: { respond: 'challenge' } })).toEqual({
      type: 'respond',
      answer: 'challenge',
    });
  });

  it('random playouts always finish with a result and never show a seat the other hand', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = randomPlayout(game, {
        seed,
        timeoutRate: 0.1,
        orders: seed % 3 === 0 ? { south: { respond: 'challenge' } } : {},
        invariant: (state) => {
          const st = state as { hands: Record<string, number[]> };
          const north = game.view(state, 'north') as { hand: number[] };
          expect(north.hand).toEqual(st.hands.north);
          expect(JSON.stringify(game.view(state, 'north'))).not.toContain('"deck":[');
        },
      });
      expect(r.result).not.toBeNull();
    }
  });
});

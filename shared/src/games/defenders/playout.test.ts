import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../engine/testing.ts';
import { COLOURS, DARKNESS_CARDS, HERO_CARDS, MINIONS_PER_COLOUR, MONARCH_CITY, QUESTS } from './data/index.ts';
import type { State } from './rules/state.ts';
import { defenders } from './testkit.ts';

function check(s: State): void {
  const onBoard = { red: 0, green: 0, blue: 0, black: 0 };
  for (const [loc, c] of Object.entries(s.minions)) {
    const n = c.red + c.green + c.blue + c.black;
    for (const colour of COLOURS) {
      if (c[colour] < 0) throw new Error(`${loc}: negative ${colour}`);
      onBoard[colour] += c[colour];
    }
    if (loc !== MONARCH_CITY && n > 3) throw new Error(`${loc} holds ${n} minions`);
  }
  for (const colour of COLOURS) {
    if (onBoard[colour] > MINIONS_PER_COLOUR) throw new Error(`${onBoard[colour]} ${colour} minions on the board`);
  }
  const crystals = Object.values(s.taint).reduce((a, b) => a + b, 0);
  if (crystals > 12) throw new Error(`${crystals} crystals`);
  let handCards = 0;
  let quests = 0;
  for (const seat of s.seats) {
    const p = s.players[seat];
    const h = p?.hero;
    quests += p?.completed.length ?? 0;
    if (!h) continue;
    if (h.wounds < 0 || h.wounds > h.max || h.spent < 0 || h.wounds + h.spent > h.max) {
      throw new Error(
        `${seat}: life tokens out of range ${JSON.stringify({ max: h.max, wounds: h.wounds, spent: h.spent })}`,
      );
    }
    if (h.wounds >= h.max) throw new Error(`${seat}: a dead hero still in play`);
    handCards += h.hand.length;
    if (h.quest) quests++;
  }
  if (s.heroDeck.length + s.heroDiscard.length + handCards !== HERO_CARDS.length)
    throw new Error('hero cards lost or duplicated');
  if (s.darknessDeck.length + s.darknessDiscard.length + s.darknessAside.length !== DARKNESS_CARDS.length) {
    throw new Error('darkness cards lost');
  }
  if (s.questDeck.length + s.questDiscard.length + quests !== QUESTS.length)
    throw new Error('quests lost or duplicated');
}

describe('random playouts', () => {
  it('property: hundreds of seeded bot games for 1..4 heroes end with a result and keep the invariants', () => {
    const outcomes: Record<string, number> = {};
    let games = 0;
    for (let seed = 0; seed < 400; seed++) {
      const players = 1 + (seed % 4);
      const config = {
        players,
        openHands: seed % 3 !== 0,
        heroSelection: seed % 5 === 0 ? 'pick' : 'random',
        woundTiming: seed % 7 === 0 ? 'after-day' : 'end-of-turn',
      };
      const orders = seed % 2 ? { hero2: { join: 'all-matching' }, hero3: { join: 'never' } } : {};
      const r = randomPlayout(defenders, {
        seed: `df-${seed}`,
        config,
        orders,
        timeoutRate: seed % 4 === 1 ? 0.15 : 0,
        invariant: (state) => check(state as State),
      });
      const s = r.state as State;
      expect(r.result).not.toBeNull();
      expect(s.outcome).not.toBeNull();
      expect(defenders.pending(s)).toEqual([]);
      outcomes[s.outcome?.result ?? 'none'] = (outcomes[s.outcome?.result ?? 'none'] ?? 0) + 1;
      games++;
    }
    expect(games).toBe(400);
    expect(outcomes.loss).toBeGreaterThan(0);
    // speed is the bench's (npm run bench -- bots); this is only a limit for a hung run on a busy machine
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { MUTATION_RUN } from '../../engine/testing.ts';
import { play, start } from '../../engine/runner.ts';
import type { Viewer } from '../../engine/types.ts';
import { configSchema } from './config.ts';
import type { DfEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { defenders } from './testkit.ts';

/** Plays one bot game, handing every state and the events that made it to `look`. */
function watch(config: Record<string, unknown>, seed: number, look: (s: State, events: DfEvent[]) => void): void {
  const pick = seededDice(`${seed}:watch`);
  const cfg = configSchema.parse(config);
  let out = start(defenders, cfg, { dice: seededDice(seed), now: 0 });
  look(out.state as State, out.events as DfEvent[]);
  for (let step = 1; step < 5000 && !defenders.result(out.state as State); step++) {
    const s = out.state as State;
    const p = defenders.pending(s)[0];
    if (!p) throw new Error('dead end');
    const list = defenders.choices(s, p.seat);
    const cmd = list[pick.int(0, list.length - 1)]?.command;
    out = play(defenders, s, p.seat, cmd, { dice: seededDice(`${seed}:${step}`), now: 0 });
    look(out.state as State, out.events as DfEvent[]);
  }
}

const mentions = (json: string, id: string) => json.includes(`"${id}"`);

describe('views and the log', () => {
  it.skipIf(MUTATION_RUN)(
    'with closed hands no seat sees another hero hand or quest, and no view shows a deck order',
    () => {
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        watch({ players: 3, openHands: false }, seed, (s) => {
          for (const viewer of [...s.seats, 'spectator'] as Viewer[]) {
            const v = defenders.view(s, viewer);
            const json = JSON.stringify(v);
            for (const seat of s.seats) {
              const h = s.players[seat]?.hero;
              if (!h || seat === viewer) continue;
              expect(v.seats.find((x) => x.seat === seat)?.hand).toBeUndefined();
              for (const card of h.hand) expect(mentions(json, card), `${viewer} sees ${seat}'s ${card}`).toBe(false);
              if (h.quest) expect(mentions(json, h.quest)).toBe(false);
            }
            for (const card of s.heroDeck) expect(mentions(json, card)).toBe(false);
            for (const q of s.questDeck) expect(mentions(json, q)).toBe(false);
            const next = s.darknessDeck[0];
            if (next && !s.lastNight.includes(next)) expect(mentions(json, next)).toBe(false);
            expect(v.decks).toEqual({
              hero: s.heroDeck.length,
              darkness: s.darknessDeck.length,
              quest: s.questDeck.length,
            });
            checked++;
          }
        });
      }
      expect(checked).toBeGreaterThan(50);
    },
  );

  it.skipIf(MUTATION_RUN)('with open hands every seat sees every hand, still never a deck', () => {
    watch({ players: 2 }, 4, (s) => {
      const v = defenders.view(s, 'hero2');
      const h1 = s.players.hero1?.hero;
      if (h1) expect(v.seats[0]?.hand).toEqual(h1.hand);
      for (const card of s.heroDeck) expect(mentions(JSON.stringify(v), card)).toBe(false);
    });
  });

  it.skipIf(MUTATION_RUN)("redacted events never carry a deck order, nor (closed hands) another seat's cards", () => {
    let events = 0;
    watch({ players: 2, openHands: false }, 5, (s, list) => {
      for (const e of list) {
        for (const viewer of ['hero1', 'hero2', 'spectator'] as Viewer[]) {
          const r = defenders.redact(e, viewer) as DfEvent;
          if (r.type === 'started') {
            expect(new Set([...r.heroDeck, ...r.darknessDeck, ...r.questDeck])).toEqual(new Set(['?']));
          }
          if (r.type === 'deckShuffled') expect(r.order.every((c) => c === '?')).toBe(true);
          if (r.type === 'heroCardsDrawn' && r.seat !== viewer) expect(r.cards.every((c) => c === '?')).toBe(true);
          if (r.type === 'questDrawn' && r.seat !== viewer) expect(r.quest).toBe('?');
          if (r.type === 'rumorsHeard' && r.seat !== viewer) expect(r.kept.every((c) => c === '?')).toBe(true);
          const json = JSON.stringify(r);
          for (const card of s.heroDeck) expect(mentions(json, card)).toBe(false);
        }
        events++;
      }
    });
    expect(events).toBeGreaterThan(20);
  });

  it('sealed hero picks stay hidden from the other seats in the log', () => {
    const e: DfEvent = { type: 'heroPicked', seat: 'hero1', hero: 'druid' };
    expect(defenders.redact(e, 'hero2')).toEqual({ type: 'heroPicked', seat: 'hero1', hero: '?' });
    expect(defenders.redact(e, 'hero1')).toEqual(e);
  });
});

import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import { MUTATION_RUN, randomPlayout } from '../../engine/testing.ts';
import { configSchema } from './config.ts';
import type { State } from './rules/state.ts';
import { defenders } from './testkit.ts';

/** Two heroes at Varkolak's keep with cards showing him: the bots soon attack him together (commit, join, order). */
const GROUP = {
  players: 2,
  heroes: ['paladin', 'dwarf'],
  sandbox: {
    heroes: {
      hero1: { hand: ['black-01', 'black-03'], quest: null, location: 'grimspire-keep' },
      hero2: { hand: ['black-05', 'black-08'], quest: null, location: 'grimspire-keep' },
    },
  },
};

/**
 * Seeded bot games (engine/testing.ts), ordinary starts and group attacks in turn: every pending kind
 * seen, and round() after every command.
 */
function playouts(games: number) {
  const kinds = new Set<string>();
  const drops: string[] = [];
  let last = 0;
  for (let seed = 0; seed < games; seed++) {
    let before = -1;
    const r = randomPlayout(defenders, {
      seed: `df-resign-${seed}`,
      config:
        seed % 2
          ? GROUP
          : {
              players: 1 + (seed % 4),
              heroSelection: seed % 3 === 0 ? 'pick' : 'random',
              woundTiming: seed % 5 === 0 ? 'after-day' : 'end-of-turn',
            },
      timeoutRate: seed % 4 === 1 ? 0.15 : 0,
      invariant: (state) => {
        const s = state as State;
        for (const p of defenders.pending(s)) kinds.add(p.kind);
        const n = defenders.round?.(s) ?? Number.NaN;
        if (!(n >= before)) drops.push(`seed ${seed}: round ${before} -> ${n} at turn ${s.turn}`);
        before = n;
      },
    });
    last = Math.max(last, defenders.round?.(r.state as State) ?? 0);
  }
  return { kinds, drops, last };
}

describe('resigning from Defenders of the Realm', () => {
  it('keeps the hero with the group: no events, the seat played by the others', () => {
    const state = start(defenders, configSchema.parse({ players: 3 }), { dice: seededDice(1), now: 0 }).state as State;
    const active = state.active;
    const r = defenders.onResign?.(state, active);
    expect(r).toEqual({ events: [], seat: 'group' });
    // the hero is still the one pending: the group plays it
    expect(defenders.pending(state).map((p) => p.seat)).toContain(active);
  });

  it.skipIf(MUTATION_RUN)(
    'names a deadline for every kind of decision pending() gives, and round() never goes down',
    () => {
      const { kinds, drops, last } = playouts(60);
      const listed = Object.keys(defenders.decisions ?? {});
      expect([...kinds].filter((k) => !listed.includes(k))).toEqual([]);
      // the playouts reach the out-of-turn and in-battle questions, not only whole turns
      for (const k of ['choose-hero', 'turn', 'commit', 'join-attack', 'battle-order', 'discard'])
        expect(kinds, k).toContain(k);
      for (const d of Object.values(defenders.decisions ?? {})) {
        expect(d.label).not.toMatch(/[-_]|^[a-z]/);
        expect(d.hours).toBeGreaterThan(0);
      }
      expect(drops).toEqual([]);
      expect(last).toBeGreaterThan(1);
    },
    120_000,
  );

  it('counts a round once every hero has had a turn', () => {
    const state = start(defenders, configSchema.parse({ players: 3 }), { dice: seededDice(3), now: 0 }).state as State;
    const at = (turn: number) => defenders.round?.({ ...state, turn }) ?? 0;
    expect([at(1), at(2), at(3), at(4), at(6), at(7)]).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

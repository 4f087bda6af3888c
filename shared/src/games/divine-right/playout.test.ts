import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { type OrdersBySeat, play, start } from '../../engine/runner.ts';
import { randomPlayout } from '../../engine/testing.ts';
import { BASIC_KINGDOMS, MERCENARIES, poolSize } from './data/index.ts';
import { botCommand } from './bot.ts';
import { configSchema } from './config.ts';
import { CASTLE_AT } from './rules/board.ts';
import type { State } from './rules/state.ts';
import { divineRight } from './testkit.ts';

/** The invariants of the issue, checked after every command. */
function invariants(s: State, prev: State | null): void {
  const seen = new Set<string>();
  for (const k of BASIC_KINGDOMS) {
    for (const kind of ['army', 'fleet'] as const) {
      const n = Object.values(s.units).filter((u) => u.kingdom === k && u.kind === kind).length;
      if (n > poolSize(k, kind)) throw new Error(`${k} has ${n} ${kind} regulars on the map, over its force pool`);
    }
    for (const id of [...s.kingdoms[k].reserve, ...s.kingdoms[k].dead]) {
      if (seen.has(id) || s.units[id]) throw new Error(`${id} is counted twice`);
      seen.add(id);
    }
  }
  const mercs = Object.values(s.units).filter((u) => u.kingdom === null).length + s.mercPool.length;
  if (mercs !== MERCENARIES.length) throw new Error(`${mercs} mercenaries instead of ${MERCENARIES.length}`);
  // No two enemies' same-type units in one space outside sieges.
  const byHex = new Map<string, (typeof s.units)[string][]>();
  for (const u of Object.values(s.units)) {
    if (u.kind === 'monarch' || u.aboard || u.captive || u.castaway) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  }
  for (const [hex, list] of byHex) {
    for (const kind of ['army', 'fleet'] as const) {
      const seats = new Set(list.filter((u) => u.kind === kind).map((u) => u.seat));
      if (seats.size < 2) continue;
      const siege = CASTLE_AT.has(hex) && s.sieges[hex] !== undefined;
      if (!siege)
        throw new Error(`enemy ${kind} units share ${hex} outside a siege: ${list.map((u) => u.id).join(', ')}`);
    }
  }
  if (prev) {
    for (const seat of s.seats) {
      if ((s.players[seat]?.vp ?? 0) < (prev.players[seat]?.vp ?? 0)) throw new Error(`${seat} lost victory points`);
    }
    for (const c of prev.plundered) if (!s.plundered.includes(c)) throw new Error(`${c} is no longer plundered`);
  }
}

function botGame(seed: number, players: number, turns: number, orders: OrdersBySeat): State {
  const cfg = configSchema.parse({ players, turns });
  let out = start(divineRight, cfg, { dice: seededDice(`g${seed}`), now: 0 });
  let s = out.state as State;
  invariants(s, null);
  const pick = seededDice(`pick${seed}`);
  for (let step = 0; !s.result; step++) {
    if (step > 20_000) throw new Error('runaway');
    const p = divineRight.pending(s)[0];
    if (!p) throw new Error(`seed ${seed}: dead end, nothing pending`);
    const c = botCommand(s, p.seat, pick);
    if (!c) throw new Error(`seed ${seed}: dead end, ${p.seat} (${p.kind}) has no choices`);
    out = play(divineRight, s, p.seat, c, { dice: seededDice(`g${seed}:${step}`), now: 0 }, orders);
    invariants(out.state as State, s);
    s = out.state as State;
  }
  return s;
}

describe('random playouts', () => {
  it('property: seeded bot games of 2 to 6 kingdoms end with a result and keep the invariants', () => {
    let games = 0;
    let vp = 0;
    for (let seed = 0; seed < 100; seed++) {
      const players = 2 + (seed % 5);
      const orders: OrdersBySeat =
        seed % 2 ? { p2: { losses: 'mercenaries-first', retreat: 'always', sieges: 'lift', advance: 'always' } } : {};
      const s = botGame(seed, players, seed % 20 === 0 ? 8 : 2, orders);
      expect(s.result).not.toBeNull();
      expect(divineRight.pending(s)).toEqual([]);
      vp += Object.values(s.players).reduce((a, p) => a + p.vp, 0);
      games++;
    }
    expect(games).toBe(100);
    expect(vp).toBeGreaterThan(0);
    // speed is the bench's (npm run bench -- bots); this is only a limit for a hung run on a busy machine
  }, 120_000);

  it('the engine fuzzer (uniform picks, timeouts, standing orders) finds no dead end', () => {
    for (let seed = 0; seed < 12; seed++) {
      const r = randomPlayout(divineRight, {
        seed: `u${seed}`,
        config: { players: 2 + (seed % 5), turns: 1 },
        orders: seed % 2 ? { p1: { losses: 'own-first', retreat: 'never', sieges: 'keep', captives: 'free' } } : {},
        timeoutRate: seed % 3 === 0 ? 0.25 : 0,
        invariant: (state) => invariants(state as State, null),
      });
      expect(r.result).not.toBeNull();
    }
  }, 120_000);
});

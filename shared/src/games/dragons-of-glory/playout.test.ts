/**
 * Whole games by the house bot and by the engine's uniform fuzzer, with the
 * invariants checked after every command: every counter in one place, the
 * stacking limits kept, no army sharing a hex with the enemy (DG-STK-06), a
 * counter out of the game never back, and, with hidden stacks on, the inside
 * of enemy stacks and the cup never in a seat's view or log.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play, start } from '../../engine/runner.ts';
import { randomPlayout } from '../../engine/testing.ts';
import type { Typed } from '../../engine/types.ts';
import { botCommand } from './bot.ts';
import { configSchema } from './config.ts';
import { groundStackLimit, SIDES, UNITS, WIZARDS } from './data/index.ts';
import type { DgEvent } from './events.ts';
import { dragonsOfGlory } from './index.ts';
import { armiesAt, isAirId, isGroundId, occupiedHexes } from './rules/board.ts';
import type { State } from './rules/state.ts';

function invariants(s: State, prev: State | null, events: readonly DgEvent[]): void {
  if (Object.keys(s.units).length !== UNITS.length + WIZARDS.length)
    throw new Error('a counter record is missing or doubled');
  for (const u of Object.values(s.units)) {
    if ((u.where === 'map') !== (u.hex !== null)) throw new Error(`${u.id} is ${u.where} at ${u.hex}`);
    if (u.where === 'map' && !u.side) throw new Error(`${u.id} is on the map for nobody`);
    if (prev?.units[u.id]?.where === 'removed' && u.where !== 'removed')
      throw new Error(`${u.id} came back from out of the game`);
  }
  for (const hex of occupiedHexes(s)) {
    const armies = armiesAt(s, hex);
    const sides = new Set(armies.map((a) => a.side));
    if (sides.size > 1) throw new Error(`enemy armies share ${hex}`);
    // the limits bind at the end of a move (AMB-27): check them when no move is half done
    if (s.stage?.kind === 'movement' || s.stage?.kind === 'place') continue;
    if (armies.filter((a) => isGroundId(a.id)).length > groundStackLimit(hex))
      throw new Error(`${hex} holds too many ground armies`);
    if (armies.filter((a) => isAirId(a.id)).length > 2) throw new Error(`${hex} holds too many air armies`);
  }
  if (!s.hiddenStacks || s.result) return;
  for (const viewer of SIDES) {
    const v = dragonsOfGlory.view(s, viewer);
    // (nations and strongholds are keyed by ids a leader may share, 'mithas'; they name no counter)
    const json = JSON.stringify({ ...v, nations: null, control: null, attempts: null });
    const open = new Set<string>(
      s.battle ? [s.battle.hex, ...s.battle.attackers.map((a) => s.units[a]?.hex ?? '')] : [],
    );
    const inBattle = new Set([
      ...(s.battle ? [...s.battle.attackers, ...s.battle.defenders, ...(s.battle.fled ?? [])] : []),
      ...(s.sea ? [...s.sea.attackers, ...s.sea.defenders] : []),
    ]);
    for (const u of Object.values(s.units)) {
      // the units of the battle being fought were seen by both sides, wherever they have retreated since
      if (u.where !== 'map' || u.side === viewer || !u.hex || open.has(u.hex) || inBattle.has(u.id)) continue;
      if (json.includes(`"${u.id}"`)) throw new Error(`${viewer} sees ${u.id} inside a hidden stack`);
    }
    for (const e of events) {
      const r = dragonsOfGlory.redact(e, viewer) as Typed | null;
      if (!r) continue;
      if (e.type === 'moved' && e.side !== viewer)
        for (const id of e.units)
          if (JSON.stringify(r).includes(`"${id}"`)) throw new Error(`${viewer} reads ${id} in a move`);
    }
    // (an event named like a nation, 'good-dragons', is looked for only where events are named)
    const named = JSON.stringify({ drawn: v.drawn, effects: v.effects, markers: v.markers, stage: v.stage });
    for (const ev of s.cup) if (named.includes(`"${ev}"`)) throw new Error(`${viewer} sees ${ev} in the cup`);
  }
}

function botGame(seed: number, config: Record<string, unknown>): State {
  const cfg = configSchema.parse(config);
  let out = start(dragonsOfGlory, cfg, { dice: seededDice(`g${seed}`), now: 0 });
  let s = out.state as State;
  invariants(s, null, out.events as DgEvent[]);
  const pick = seededDice(`pick${seed}`);
  for (let step = 0; !s.result; step++) {
    if (step > 30_000) throw new Error(`seed ${seed}: runaway at Turn ${s.turn}, ${s.stage?.kind}`);
    const ps = dragonsOfGlory.pending(s);
    const p = ps[pick.int(0, ps.length - 1)];
    if (!p) throw new Error(`seed ${seed}: dead end, nothing pending at ${s.step}`);
    const c = botCommand(s, p.seat, pick);
    if (!c) throw new Error(`seed ${seed}: dead end, ${p.seat} (${p.kind}) has no choices`);
    out = play(dragonsOfGlory, s, p.seat, c, { dice: seededDice(`g${seed}:${step}`), now: 0 });
    invariants(out.state as State, s, out.events as DgEvent[]);
    s = out.state as State;
  }
  return s;
}

const SCENARIOS = [
  { scenario: 'red-wing' },
  { scenario: 'knights-at-bay', hiddenStacks: true },
  { scenario: 'whitestone-dawn', movingCapitals: true },
  { scenario: 'red-wing', hiddenStacks: true, seatsPerSide: 2 },
  { scenario: 'whitestone-dawn', seatsPerSide: 2, split: 'by-nation' },
];

describe('random playouts', () => {
  it('property: seeded bot games of the short scenarios end with a result and keep the invariants', () => {
    const games = Number(process.env.DG_PLAYOUTS ?? 10);
    const from = Number(process.env.DG_FROM ?? 0);
    let ended = 0;
    for (let seed = from; seed < from + games; seed++) {
      const s = botGame(seed, SCENARIOS[seed % SCENARIOS.length]!);
      expect(s.result).not.toBeNull();
      expect(dragonsOfGlory.pending(s)).toEqual([]);
      ended++;
    }
    expect(ended).toBe(games);
  }, 600_000);

  it('the engine fuzzer (uniform picks, timeouts) finds no dead end', () => {
    for (let seed = 0; seed < 2; seed++) {
      const r = randomPlayout(dragonsOfGlory, {
        seed: `u${seed}`,
        config: [{ scenario: 'red-wing' }, { scenario: 'whitestone-dawn', hiddenStacks: true }][seed % 2],
        timeoutRate: seed % 2 === 0 ? 0.25 : 0,
        maxSteps: 40_000,
      });
      expect(r.result).not.toBeNull();
    }
  }, 600_000);
});

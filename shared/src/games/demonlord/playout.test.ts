/**
 * Whole games by the house bot and by the engine's uniform fuzzer, with the
 * issue's invariants checked after every command: every unit in one place, a
 * destroyed unit back only by a rule that returns it, and what a seat may not
 * see (the inside of enemy stacks, the enemy's spells before use, its draws)
 * never in its view or its log.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { type OrdersBySeat, play, start } from '../../engine/runner.ts';
import { randomPlayout } from '../../engine/testing.ts';
import type { Typed } from '../../engine/types.ts';
import { botCommand } from './bot.ts';
import { configSchema } from './config.ts';
import { type Side, SIDES, UNITS } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { demonlord } from './index.ts';
import { controllerOf } from './rules/board.ts';
import type { State } from './rules/state.ts';

const other = (x: Side): Side => (x === 'demon' ? 'khozar' : 'demon');

/** Ids of the enemy's units that `viewer` may not see now: inside its stacks, not on top, not seen. */
function hiddenFrom(s: State, viewer: Side, v: ReturnType<typeof demonlord.view>): Set<string> {
  const closed = new Map(
    v.stacks.filter((st) => st.side !== viewer && !st.units).map((st) => [`${st.area}:${st.side}`, st.top.id]),
  );
  const out = new Set<string>();
  // what a Vision of this phase showed (where the units stood then) is the viewer's to know
  const seen = new Set(s.sides[viewer].visions.filter((x) => x.phase === s.phase).flatMap((x) => x.units));
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || seen.has(u.id)) continue;
    const top = closed.get(`${u.area}:${controllerOf(s, u.id)}`);
    if (top && top !== u.id) out.add(u.id);
  }
  return out;
}

function invariants(s: State, prev: State | null, events: readonly DlEvent[]): void {
  // every counter has exactly one record, and it is where its status says
  if (Object.keys(s.units).length !== UNITS.length) throw new Error('a unit record is missing or doubled');
  for (const u of Object.values(s.units)) {
    if ((u.status === 'map') !== (u.area !== null && u.status === 'map'))
      throw new Error(`${u.id} is on the map nowhere`);
    if (u.status === 'prisoner' && !u.captor) throw new Error(`${u.id} is a prisoner of nobody`);
  }
  if (prev) {
    const returned = new Set(
      events.flatMap((e) => (e.type === 'placed' && (e.cause === 'returned' || e.cause === 'summoned') ? e.units : [])),
    );
    for (const u of Object.values(prev.units)) {
      if (u.status !== 'destroyed') continue;
      const now = s.units[u.id]!.status;
      if (now !== 'destroyed' && !returned.has(u.id)) throw new Error(`${u.id} came back from the dead without a rule`);
    }
  }
  if (s.result) return;
  for (const viewer of SIDES) {
    const v = demonlord.view(s, viewer);
    const hidden = hiddenFrom(s, viewer, v);
    // nothing of a hidden unit anywhere in the view (its id would be the trace)
    // (the neutrals' record names Ul's ruler, 'balor' or 'dwarf-king', which the whole table learns by the roll)
    // (and a spell's caster is named when the spell is announced, DL-MAG-08, wherever he stands)
    const caster = (v.stage as { caster?: string } | null)?.caster;
    const json = JSON.stringify({ ...v, neutrals: null }).replaceAll(`"caster":"${caster}"`, '');
    for (const id of hidden) {
      const at = json.indexOf(`"${id}"`);
      if (at >= 0) {
        const where = v.stacks
          .filter((x) => JSON.stringify(x).includes(`"${id}"`))
          .map((x) => `${x.area}:${x.side}:${x.units ? 'open' : 'closed'}:${x.seen}:top=${x.top.id}`);
        where.push(JSON.stringify(s.units[id]), controllerOf(s, id));
        throw new Error(
          `${viewer} sees ${id} inside a hidden stack, in ${where.join(', ')}: ${json.slice(Math.max(0, at - 300), at + 60)}`,
        );
      }
    }
    // the enemy's spells: only those it has used
    const theirs = s.sides[other(viewer)];
    for (const sp of theirs.hand) {
      if (!theirs.shown.includes(sp) && v.sides[other(viewer)].spells.some((x) => x.id === sp)) {
        throw new Error(`${viewer} sees the enemy's unused ${sp}`);
      }
    }
    if (v.sides[other(viewer)].toPlace.length) throw new Error(`${viewer} sees the enemy's reinforcement draw`);
    // the log of this command as the viewer reads it
    for (const e of events) {
      const r = demonlord.redact(e, viewer) as Typed | null;
      if (!r) continue;
      if (
        e.type === 'handChosen' &&
        e.side !== viewer &&
        JSON.stringify(r).match(/vision|veil|gate|failure|swift|darkness|light|rains|necromon/)
      ) {
        throw new Error(`${viewer} reads the enemy's spell draw`);
      }
      if (e.type === 'moved' && e.side !== viewer) {
        for (const id of e.units)
          if (id !== e.shown && JSON.stringify(r).includes(`"${id}"`))
            throw new Error(`${viewer} reads ${id} in a move`);
      }
      if (
        (e.type === 'reinforcementsDrawn' || e.type === 'setAside') &&
        JSON.stringify(r).match(/"(pts|an)-[a-z-]+"/) &&
        !(e.type === 'reinforcementsDrawn' && e.side === viewer)
      ) {
        throw new Error(`${viewer} reads a secret draw`);
      }
    }
  }
}

function botGame(seed: number, config: Record<string, unknown>, orders: OrdersBySeat): State {
  const cfg = configSchema.parse(config);
  let out = start(demonlord, cfg, { dice: seededDice(`g${seed}`), now: 0 });
  let s = out.state as State;
  invariants(s, null, out.events as DlEvent[]);
  const pick = seededDice(`pick${seed}`);
  for (let step = 0; !s.result; step++) {
    if (step > 20_000) throw new Error('runaway');
    const ps = demonlord.pending(s);
    const p = ps[pick.int(0, ps.length - 1)];
    if (!p) throw new Error(`seed ${seed}: dead end, nothing pending`);
    const c = botCommand(s, p.seat, pick);
    if (!c) throw new Error(`seed ${seed}: dead end, ${p.seat} (${p.kind}) has no choices`);
    out = play(demonlord, s, p.seat, c, { dice: seededDice(`g${seed}:${step}`), now: 0 }, orders);
    invariants(out.state as State, s, out.events as DlEvent[]);
    s = out.state as State;
  }
  return s;
}

// The Extended Game has no end but the conquest of three cities: its bot games are given a last turn.
const SCENARIOS = [
  {},
  { scenario: 'strategic' },
  { scenario: 'extended', maxTurns: 20 },
  { firstTurnRoll: true },
  { tournament: true },
];

describe('random playouts', () => {
  it('property: seeded bot games of every scenario end with a result and keep the invariants', () => {
    const games = Number(process.env.DL_PLAYOUTS ?? 20);
    const from = Number(process.env.DL_FROM ?? 0);
    const winners = { demon: 0, khozar: 0 };
    for (let seed = from; seed < from + games; seed++) {
      const orders: OrdersBySeat =
        seed % 2 ? { demon: { sally: 'battle', siege: 'assault', windows: 'own', peace: 'yes' } } : {};
      const s = botGame(seed, SCENARIOS[seed % SCENARIOS.length]!, orders);
      expect(s.result).not.toBeNull();
      expect(demonlord.pending(s)).toEqual([]);
      for (const w of s.result!.winners) winners[w]++;
    }
    expect(winners.demon + winners.khozar).toBe(games);
  }, 300_000);

  it('the engine fuzzer (uniform picks, timeouts, standing orders) finds no dead end', () => {
    for (let seed = 0; seed < 4; seed++) {
      const r = randomPlayout(demonlord, {
        seed: `u${seed}`,
        // the Extended Game under uniform picks runs to thousands of commands: the bot games cover it
        config: [{}, { scenario: 'strategic' }, { firstTurnRoll: true }][seed % 3],
        orders: seed % 2 ? { khozar: { sally: 'siege', siege: 'prolong', terrain: 'small', siegeMagic: 'never' } } : {},
        timeoutRate: seed % 3 === 0 ? 0.25 : 0,
      });
      expect(r.result).not.toBeNull();
    }
  }, 300_000);
});

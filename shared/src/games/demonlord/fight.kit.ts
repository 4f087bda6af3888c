/**
 * Helpers shared by the battle tests (battlestep, general, withdrawal, withdrawal-continue): a movement step played
 * to its end, and a battle fought out by plans and scripted dice.
 */
import { expect } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { LandTerrain, Side } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { battleState } from './rules/fight.ts';
import type { State } from './rules/state.ts';
import { type Placed, pass, stageIs } from './sequence.kit.ts';
import { act, demonlord, sandbox } from './testkit.ts';

export interface FightOptions {
  /** The side that retreats, from round `round` on (the first by default); the other never retreats. */
  retreat?: Side;
  round?: number;
  /** The battlefield, where the attacker is asked (the first offered by default). */
  terrain?: LandTerrain;
  /** Each side's battle plan, in place of the plans `retreat` implies (a side not given plans nothing). */
  plans?: Partial<Record<Side, object>>;
  /** The round from which each side retreats when asked, in place of `retreat` and `round`. */
  retreatIn?: Partial<Record<Side, number>>;
}

/** Plays the battle (and any terrain question) to its end with these dice, which must all be used. */
export function fightOut(s0: State, dice: ScriptedValue[], o: FightOptions = {}) {
  let s = s0;
  let left = [...dice];
  const all: DlEvent[] = [];
  const seen: { step: State['step']; turn: number; phase: number }[] = [];
  const planOf = (side: Side) =>
    o.plans ? (o.plans[side] ?? {}) : { retreat: { mode: side === o.retreat ? 'ask' : 'never' } };
  const retreatsFrom = (side: Side) =>
    (o.retreatIn ? o.retreatIn[side] : side === o.retreat ? (o.round ?? 1) : undefined) ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < 100 && (s.stage?.kind === 'battle' || s.stage?.kind === 'terrain'); i++) {
    seen.push({ step: s.step, turn: s.turn, phase: s.phase });
    const p = demonlord.pending(s)[0]!;
    const side = p.seat as Side;
    let cmd: Command;
    if (p.kind === 'terrain' && s.stage.kind === 'terrain')
      cmd = { type: 'chooseTerrain', terrain: o.terrain ?? s.stage.options[0]! };
    else if (p.kind === 'battle-plan') cmd = { type: 'battlePlan', plan: planOf(side) } as Command;
    else if (p.kind === 'battle-retreat')
      cmd = (
        battleState(s)!.round >= retreatsFrom(side) ? { type: 'battleRetreat' } : { type: 'battleFightOn' }
      ) as Command;
    else throw new Error(`fightOut: unexpected question ${p.kind}`);
    const r = act(s, p.seat, cmd, left);
    left = left.slice(left.length - r.left);
    all.push(...r.events);
    s = r.state;
  }
  expect(left, 'scripted dice left over').toEqual([]);
  return { state: s, events: all, seen };
}

/** The movement step of `active` in a sandbox (earlier windows passed quietly), these moves made, movement ended. */
export function battleStep(active: Side, units: Placed[], moves: { units: string[]; to: string }[] = [], extra = {}) {
  let s = pass(sandbox({ active, units, ...extra }), stageIs('movement')).state;
  const evs: DlEvent[] = [];
  for (const m of moves) {
    const r = act(s, active, { type: 'move', ...m });
    s = r.state;
    evs.push(...r.events);
  }
  const r = act(s, active, { type: 'done' });
  return { state: r.state, events: [...evs, ...r.events] };
}

/**
 * Sub-step (e): retreat (DL-RETR-01..05, AMB-21, AMB-22). Declarations are
 * simultaneous: a side whose plan answers by itself is worked out only once every
 * side that asked to be prompted has sealed its answer, so nobody learns the
 * other's choice first. A retreating side checks the morale of every regiment
 * still in the battle, front and reserve, with no leader bonus.
 *
 * Termination (DL-BATL-06): with the counters as authored every attack has an
 * effective value of 2 or more and every hit removes with chance 1/6 or more, and
 * regrouping always brings freed regiments back into contact (regroup.ts), so a
 * battle ends with probability 1. As a hard guarantee that it ends within the
 * battle step, if round ROUND_CAP ends with both sides still fighting, the active
 * player's attack is deemed to have failed: he retreats. Retreat is the only way
 * the rules give to end a battle nobody has lost, and the attacker is the one who
 * chose to fight there.
 */
import type { Dice } from '../../../engine/types.ts';
import { moraleResult, type Side } from '../data/index.ts';
import { autoRetreat } from './auto.ts';
import { moraleValue } from './combat.ts';
import { roundStart } from './deploy.ts';
import { foldAll } from './fold.ts';
import { bothSides, lineOrder, reserveOf } from './line.ts';
import { outcomeOf } from './outcome.ts';
import { policies } from './plan.ts';
import { stageEvent } from './round.ts';
import type { Battle, BattleEvent } from './types.ts';

export const ROUND_CAP = 100;

function decision(b: Battle, side: Side): boolean {
  const s = b.sealed[side];
  if (s && s !== 'sealed') return s.type === 'battleRetreat';
  return autoRetreat(b, side, policies(b, side)) ?? false;
}

export function resolveRetreat(b: Battle, dice: Dice): BattleEvent[] {
  let retreating = bothSides(b).filter((s) => decision(b, s));
  const events: BattleEvent[] = [];
  if (retreating.length === 0 && b.round >= ROUND_CAP) {
    retreating = [b.active];
    events.push({ type: 'battleRetreatDeclared', round: b.round, retreating, forced: 'round-cap' });
  } else events.push({ type: 'battleRetreatDeclared', round: b.round, retreating });
  if (retreating.length === 0) return [...events, stageEvent(b, roundStart(b), b.round + 1)];
  for (const side of retreating) {
    const ids = [...lineOrder(b).filter((id) => b.regiments[id]?.side === side), ...reserveOf(b, side)];
    for (const id of ids) {
      const roll = dice.roll(6);
      const v = moraleValue(b, id, 'retreat');
      events.push({
        type: 'battleMorale',
        round: b.round,
        cause: 'retreat',
        side,
        regiment: id,
        roll,
        base: v.base,
        mods: v.mods,
        morale: v.effective,
        result: moraleResult(roll, v.effective),
      });
    }
  }
  const after = foldAll(b, events);
  return [...events, { type: 'battleEnded', outcome: outcomeOf(after, 'retreat') }];
}

/**
 * The kender taunt (DG-KEN-01..09, DG-TURN-09): once the enemy has finished
 * moving and before its Combat Step, each kender stack may goad one adjacent
 * enemy stack. On 4-6 on a d6 (the server rolls for the taunted side) that
 * stack attacks the kender at once, alone, at -2, outside the Combat Step, and
 * its armies attack no more this Turn. The battle itself is rules/combat.ts's.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import {
  type CounterId,
  effectivelyAdjacent,
  type HexId,
  lookup,
  neighbours,
  otherSide,
  type Side,
  TAUNT,
  TAUNT_RULES,
} from '../data/index.ts';
import { armiesAt, isKenderId } from './board.ts';
import { declare } from './combat.ts';
import { startCombat } from './flow.ts';
import { mayAttackFrom } from './odds.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { hexWord, signed, unitsWord } from './words.ts';

/** The kender armies of a side in a hex (a kender stack holds only kender, DG-KEN-09, DG-STK-02). */
const kenderIn = (s: State, hex: HexId, side: Side): CounterId[] =>
  armiesAt(s, hex, side)
    .filter((u) => isKenderId(u.id))
    .map((u) => u.id)
    .sort();

/** Hexes of the side's kender stacks that have not tried their taunt this Turn (DG-KEN-06). */
function kenderStacks(s: State, side: Side): HexId[] {
  const hexes = new Set<HexId>();
  for (const u of Object.values(s.units))
    if (u.where === 'map' && u.hex && u.side === side && !u.aboard && isKenderId(u.id) && !s.flags[u.id]?.taunted)
      hexes.add(u.hex);
  return [...hexes].sort();
}

/** The enemy stack in a hex that may be taunted from the kender hex: its armies that have not attacked (DG-KEN-06). */
function targetStack(s: State, hex: HexId, kender: HexId, side: Side): CounterId[] {
  return armiesAt(s, hex, otherSide(side))
    .filter((u) => !s.flags[u.id]?.attacked && mayAttackFrom(u.id, hex, kender))
    .map((u) => u.id)
    .sort();
}

/** Every taunt the side may try now: an untried kender stack and an adjacent enemy stack (DG-KEN-02). */
export function tauntTargets(s: State, side: Side): { kender: HexId; target: HexId; units: CounterId[] }[] {
  const out: { kender: HexId; target: HexId; units: CounterId[] }[] = [];
  for (const k of kenderStacks(s, side))
    for (const n of neighbours(k)) {
      if (!effectivelyAdjacent(k, n)) continue;
      const units = targetStack(s, n, k, side);
      if (units.length) out.push({ kender: k, target: n, units });
    }
  return out;
}

/** Can `side` taunt now: a kender stack of its own next to an enemy stack, with its taunt untried? */
export function tauntPossible(s: State, side: Side): boolean {
  return tauntTargets(s, side).length > 0;
}

export function tauntChoices(s: State, side: Side): Choice<Command>[] {
  if (s.stage?.kind !== 'taunt' || s.stage.side !== side) return [];
  const out: Choice<Command>[] = tauntTargets(s, side).map((t) => ({
    command: { type: 'taunt', kender: t.kender, target: t.target },
    label: `Taunt ${unitsWord(t.units)} in ${hexWord(t.target)} from ${hexWord(t.kender)}: on 4-6 they must attack at ${signed(TAUNT_RULES.modifier)}`,
    group: 'Taunt',
    target: t.target,
  }));
  out.push({
    command: { type: 'endTaunts' },
    label: 'No more taunts',
    group: 'End',
    confirm: 'Your kender make no more taunts this Turn; the enemy’s Combat Step begins.',
  });
  return out;
}

/** After a taunt (and its battle): the window stays open while a taunt is left to try, else the Combat Step. */
export function tauntNext(tx: Tx, side: Side): void {
  if (tx.over) return;
  if (tauntPossible(tx.state, side)) tx.stage({ kind: 'taunt', side });
  else startCombat(tx);
}

/** taunt, endTaunts. */
export function applyTauntCommand(tx: Tx, side: Side, c: Command): void {
  if (c.type === 'endTaunts') {
    startCombat(tx);
    return;
  }
  if (c.type !== 'taunt') throw new RuleError('not_now', 'That cannot be done now.');
  const s = tx.state;
  const kender = kenderIn(s, c.kender, side).filter((id) => !s.flags[id]?.taunted);
  if (!kender.length)
    throw new RuleError('no_kender', `No kender stack of yours in ${hexWord(c.kender)} has a taunt left this Turn.`);
  if (!effectivelyAdjacent(c.kender, c.target))
    throw new RuleError('not_adjacent', `${hexWord(c.target)} is not next to your kender in ${hexWord(c.kender)}.`);
  const units = targetStack(s, c.target, c.kender, side);
  if (!units.length)
    throw new RuleError(
      'no_target',
      `No enemy stack in ${hexWord(c.target)} can be taunted: none there, or it has already attacked this Turn.`,
    );
  const die = tx.dice.roll(6);
  const success = lookup(TAUNT, die) === 'must-attack';
  tx.emit({ type: 'tauntRolled', kender: kenderIn(s, c.kender, side), target: units, die, success });
  if (success) {
    // The whole stack attacks the kender, alone, at -2, before the Combat Step (DG-KEN-04/05, AMB-34).
    declare(tx, c.kender, units, true);
    return;
  }
  tauntNext(tx, side);
}

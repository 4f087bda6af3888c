/**
 * A decision in progress: every fact is emitted here and folded at once, so
 * the rules that follow read the board as it now stands. decide() returns
 * `tx.events`; nothing else ever changes state.
 */
import type { HexId } from '../../../engine/hex.ts';
import { EventTx, hasResult } from '../../../engine/tx.ts';
import type { Dice } from '../../../engine/types.ts';
import type { DrEvent } from '../events.ts';
import { besiegers } from './board.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';

/** Events that can take units out of a castle hex (or off the map). */
const LEAVING = new Set<DrEvent['type']>([
  'moved',
  'displaced',
  'eliminated',
  'removed',
  'stolen',
  // Stryker disable next-line StringLiteral: a retreat before combat is rolled only in the retreat stage, from the battle's target hexes, where the sieges wait anyway
  'retreatRolled',
  'battleRolled',
  'battleStage',
  // Stryker disable next-line StringLiteral: a battle ends only from a stage a checked battleStage event already entered
  'battleEnded',
  // Stryker disable next-line StringLiteral: 'answered' comes before the answer takes effect and moves no unit itself
  'answered',
]);

/**
 * DR-SIEGE-30 (B, C, D): a siege ends the moment no besieging combat unit is left outside in the castle hex,
 * whatever took them away. While a retreat before combat may still be called off (DR-RBC-09) the sieges at
 * that battle's target hexes wait: the check runs again once the battle moves on.
 */
function vacantSieges(s: State): string[] {
  const hexes = Object.keys(s.sieges);
  if (!hexes.length) return hexes;
  const b = s.battle;
  // Stryker disable next-line ArrayDeclaration: an extra entry is no hex, so no siege waits on it
  const waiting = b && b.stage === 'retreat' ? b.attack.targets : [];
  return hexes.filter((h) => !waiting.includes(h) && !besiegers(s, h).length);
}

export class Tx extends EventTx<State, DrEvent> {
  /** Castle hex -> why its siege is being ended on purpose, while `endingSiege` runs. */
  readonly #ending = new Map<HexId, string>();

  constructor(state: State, dice: Dice) {
    super(state, dice, evolve, hasResult);
  }

  /**
   * Runs `leave`, which takes the besiegers of `hex` away to end its siege for `reason` (lifted, the kingdom
   * deactivated, ...). The siege must not end before they are out, or enemies would share the hex outside a
   * siege (while a displacement question waits, say); so it ends as any siege does, in `emit` below, the
   * moment the last besieger leaves, and only the reason logged is the caller's instead of 'no besiegers left'.
   */
  endingSiege(hex: HexId, reason: string, leave: () => void): void {
    this.#ending.set(hex, reason);
    try {
      leave();
    } finally {
      this.#ending.delete(hex);
    }
  }

  override emit(e: DrEvent): void {
    super.emit(e);
    if (!LEAVING.has(e.type)) return;
    for (const hex of vacantSieges(this.state))
      this.emit({ type: 'siegeEnded', hex, reason: this.#ending.get(hex) ?? 'no besiegers left' });
  }
}

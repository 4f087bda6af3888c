/** This title's decision in progress: the engine's EventTx folded with its own evolve. */
import { EventTx, hasResult } from '../../../engine/tx.ts';
import type { Dice } from '../../../engine/types.ts';
import { holdingCapacity, type HoldingType } from '../data/index.ts';
import type { DmEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';
import { dname, pname } from './words.ts';

const KINDS: readonly HoldingType[] = ['law', 'temple', 'guild', 'source'];
const KIND_WORD: Record<HoldingType, string> = { law: 'law', temple: 'temple', guild: 'guild', source: 'source' };

export class Tx extends EventTx<State, DmEvent> {
  constructor(state: State, dice: Dice) {
    super(state, dice, evolve, hasResult);
  }

  override emit(e: DmEvent): void {
    super.emit(e);
    if (e.type === 'provinceSet' && (e.patch.level !== undefined || e.patch.magic !== undefined))
      fitHoldings(this, e.id);
  }
}

/**
 * A province that lost a level (a pillage, Blight) has room for fewer holding levels (J-83), and one whose magic
 * was stripped (3.8) for fewer source levels: of each kind over its room, the largest holding (the first by id
 * among equals) loses a level, again until they fit, and its owner is told. Here, where every change of a
 * province passes, so that no pillage, event or action can leave holdings over the room.
 */
function fitHoldings(tx: Tx, province: string): void {
  const ps = tx.state.provinces[province];
  if (!ps) return;
  for (const type of KINDS) {
    const cap = holdingCapacity(type, ps.level, ps.magic);
    for (;;) {
      const here = Object.values(tx.state.holdings).filter((h) => h.province === province && h.type === type);
      const used = here.reduce((a, h) => a + h.level, 0);
      if (used <= cap) break;
      const big = here.sort((a, b) => b.level - a.level || (a.id < b.id ? -1 : 1))[0];
      if (!big || big.level <= 0) break;
      const level = big.level - 1;
      tx.emit({ type: 'holdingSet', id: big.id, holding: { ...big, level } });
      tx.emit({
        type: 'noted',
        domain: big.owner,
        text: `${pname(province)} is now ${type === 'source' ? `of magic ${ps.magic}` : `level ${ps.level}`}, with room for ${cap} level${cap === 1 ? '' : 's'} of ${KIND_WORD[type]} holdings: ${dname(big.owner)}’s ${KIND_WORD[type]} holding there falls to ${level} (${type === 'source' ? '3.8' : 'J-83'}).`,
      });
    }
  }
}

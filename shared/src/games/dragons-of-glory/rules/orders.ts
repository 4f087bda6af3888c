/**
 * Standing orders answered for the seat (commands.ts ordersSchema): each maps
 * a stage asked of a side out of its own turn to the command the order gives,
 * or null to ask the player. The answers are the deadline defaults, taken
 * without waiting.
 */
import type { SeatId } from '../../../engine/types.ts';
import type { Command, Orders } from '../commands.ts';
import { sideOfSeat } from '../config.ts';
import { otherSide } from '../data/index.ts';
import { battleTimeout } from './combat.ts';
import { seaTimeout } from './naval.ts';
import type { State } from './state.ts';

export function standing(s: State, seat: SeatId, orders: Orders): Command | null {
  const side = sideOfSeat(seat);
  const st = s.stage;
  if (!side || !st || !('side' in st) || st.side !== side) return null;
  // only questions asked of a side out of its own moves (its Movement and Combat Steps are its own)
  const mine = s.mover === side;
  switch (st.kind) {
    case 'first':
      if (!orders.first) return null;
      return { type: 'chooseFirst', side: orders.first === 'first' ? side : otherSide(side) };
    case 'place':
      return !mine && orders.place === 'home' ? { type: 'placeAtHome' } : null;
    case 'taunt':
      return orders.taunt === 'never' ? { type: 'endTaunts' } : null;
    case 'rbc':
      return orders.rbc === 'stand' ? { type: 'stand' } : null;
    case 'losses':
      return !mine && orders.losses === 'weakest' ? battleTimeout(s, side) : null;
    case 'retreat':
      return !mine && orders.retreat === 'auto' ? battleTimeout(s, side) : null;
    case 'naval':
    case 'naval-withdraw':
      return !mine && orders.naval === 'fight' ? seaTimeout(s, side) : null;
    case 'escape':
      return orders.escape === 'never' ? { type: 'escape', ships: [] } : null;
    default:
      return null;
  }
}

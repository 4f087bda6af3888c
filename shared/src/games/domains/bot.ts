/**
 * A bot for playouts and tests: during creation it plays the domain's
 * own regent; each round it writes a sheet of up to three orders picked at
 * random from what the draft offers, then hands it in (a bot whose sheet is in
 * leaves it so).
 */
import type { Dice } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import type { DomainId } from './data/index.ts';
import { draftOf, type Offer, offersOf, PROPOSERS, type ProposedAction } from './rules/draft.ts';
import type { State } from './rules/state.ts';
import { choices, pending } from './rules/table.ts';

/** Orders a bot writes before it hands in. */
const BOT_ORDERS = 3;

export function botCommand(s: State, seat: string, dice: Dice): Command | null {
  if (s.result || !s.regents.includes(seat as DomainId)) return null;
  if (s.phase !== 'rounds') {
    const all = choices(s, seat);
    return all.length ? all[dice.int(0, all.length - 1)]!.command : null;
  }
  const d = seat as DomainId;
  if (s.sheets[d]?.in) return null;
  const draft = draftOf(s, d);
  const pick = draft.orders.length < BOT_ORDERS ? anyOffer(s, d, dice) : null;
  if (!pick) return { type: 'handIn' };
  return { type: 'draft', orders: [...draft.orders, pick.order], backing: draft.backing };
}

/**
 * A random order the draft offers: an action drawn at random among those with a proposer, then one of its
 * offers, the next action drawn when it has none. Reading one action's proposals at a time rather than the
 * whole sheet's offers keeps a bot campaign fast (issue 15's budget); each action is as likely as another,
 * so rare actions are played as often as common ones.
 */
function anyOffer(s: State, d: DomainId, dice: Dice): Offer | null {
  const actions = Object.keys(PROPOSERS) as ProposedAction[];
  const of = offersOf(s, d);
  while (actions.length) {
    const [action] = actions.splice(dice.int(0, actions.length - 1), 1);
    const open = action ? of(action) : [];
    if (open.length) return open[dice.int(0, open.length - 1)] ?? null;
  }
  return null;
}

/** The bot's next move in a campaign it plays alone: the first waiting regent it has a command for. */
export function botMove(s: State, dice: Dice): { seat: string; command: Command } | null {
  for (const p of pending(s)) {
    const command = botCommand(s, p.seat, dice);
    if (command) return { seat: p.seat, command };
  }
  return null;
}

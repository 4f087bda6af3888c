/**
 * For the proposal tests: resolve one order alone, as its handler would at its
 * slot, and tell a refusal (the handler would not carry it out: no roll and not
 * done) from a roll that failed.
 */
import { seededDice } from '../../../../engine/dice.ts';
import type { ScriptedValue } from '../../../../engine/dice.ts';
import { scriptedDice } from '../../../../engine/dice.ts';
import type { DomainId } from '../../data/index.ts';
import type { DmEvent } from '../../events.ts';
import { HANDLERS } from '../actions/index.ts';
import '../actions/all.ts';
import { offers, type Proposal, PROPOSERS } from '../draft.ts';
import type { OrderState, State } from '../state.ts';
import { Tx } from '../tx.ts';

export type Resolved = Extract<DmEvent, { type: 'actionResolved' }>;

/** The order resolved alone at index 0 of its domain's sheet; dice seeded unless scripted. */
export function resolveAlone(
  s: State,
  d: DomainId,
  order: OrderState,
  dice?: ScriptedValue[],
): { result: Resolved; state: State } {
  const sheet = { orders: [order], backing: [], in: true };
  const tx = new Tx({ ...s, sheets: { ...s.sheets, [d]: sheet } }, dice ? scriptedDice(dice) : seededDice('alone'));
  const handler = HANDLERS[order.action];
  if (!handler) throw new Error(`no handler for ${order.action}`);
  handler(tx, { domain: d, index: 0, order });
  const result = tx.events.find((e): e is Resolved => e.type === 'actionResolved' && e.domain === d && e.index === 0);
  if (!result) throw new Error(`${order.action} resolved without saying so`);
  return { result, state: tx.state };
}

/** Not carried out at all, as opposed to a roll that failed. */
export const refused = (r: Resolved): boolean => r.roll === null && !r.ok;

/** An action's proposals for a domain, with `as` filled in as the draft would first offer it. */
export function proposalsOf(s: State, d: DomainId, action: keyof typeof PROPOSERS): Proposal[] {
  return PROPOSERS[action]?.(s, d) ?? [];
}

/** The draft's offered orders (what the sheet could still take), with their labels and group headings. */
export function offeredOrders(s: State, d: DomainId): { order: OrderState; label: string; group?: string }[] {
  return offers(s, d).map((o) => ({ order: o.order, label: o.label, group: o.group.name }));
}

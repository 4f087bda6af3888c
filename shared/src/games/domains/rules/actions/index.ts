/**
 * The action handlers, one per action id (checklist 1.9). A handler resolves
 * one order of one domain at its initiative slot, emitting `actionResolved`
 * (with the roll and every modifier, in words) and the patches of what
 * changed. An action without a handler yet is reported as not carried out.
 */
import type { SheetOrder } from '../../commands.ts';
import type { ActionId, DomainId } from '../../data/index.ts';
import type { OrderState } from '../state.ts';
import type { Tx } from '../tx.ts';

export interface OrderContext {
  domain: DomainId;
  index: number;
  order: OrderState;
}

export type Handler = (tx: Tx, ctx: OrderContext) => void;

export const HANDLERS: Partial<Record<ActionId | SheetOrder, Handler>> = {};

export function register(handlers: Partial<Record<ActionId | SheetOrder, Handler>>): void {
  Object.assign(HANDLERS, handlers);
}

/**
 * Editing a sheet without breaking what refers into it: an Oversee that joins
 * a domain action names that action by its place in the sheet (1.9 #29), so
 * striking an order also strikes the Oversee joined to it and renumbers those
 * joined to later orders. Pure and small, so the board imports it as well.
 */
import type { OrderState } from './state.ts';

const joins = (o: OrderState): number | null =>
  o.action === 'oversee' && (o.variant ?? 'action') === 'action' && typeof o.params?.order === 'number'
    ? o.params.order
    : null;

/** The orders without order `i`, and without any Oversee that joined it; later places renumbered. */
export function withoutOrder(orders: readonly OrderState[], i: number): OrderState[] {
  const gone = new Set<number>([i]);
  orders.forEach((o, j) => {
    if (joins(o) === i) gone.add(j);
  });
  const kept = orders.map((o, j) => ({ o, j })).filter(({ j }) => !gone.has(j));
  const place = new Map(kept.map(({ j }, k) => [j, k]));
  return kept.map(({ o }) => {
    const to = joins(o);
    return to === null ? o : { ...o, params: { ...o.params, order: place.get(to) ?? to } };
  });
}

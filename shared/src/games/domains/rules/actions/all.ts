/** Loads every action module so its handlers are registered before a round resolves. */
import './court.ts';
import './holdings.ts';
import './military.ts';
import './trade.ts';

import { raiseBloodline } from './court.ts';
import { applyCourtBudget, applyLawClaim } from '../economy.ts';
import type { Tx } from '../tx.ts';
import { type Handler, type OrderContext, register } from './index.ts';

/** A free sheet order carried out by the economy, its result told as the order's line (no roll). */
const told =
  (apply: (tx: Tx, ctx: OrderContext) => { ok: boolean; text: string }): Handler =>
  (tx, ctx) => {
    const r = apply(tx, ctx);
    tx.emit({
      type: 'actionResolved',
      domain: ctx.domain,
      index: ctx.index,
      order: ctx.order,
      roll: null,
      ok: r.ok,
      text: r.text,
    });
  };

register({
  'raise-bloodline': raiseBloodline,
  // the court budget, paid at the turn's expenses before the orders: its line tells what was paid (J-10)
  'court-budget': told(applyCourtBudget),
  // a law claim declared in round 3, taken at the next collection (1.7.1)
  'law-claim': told(applyLawClaim),
});

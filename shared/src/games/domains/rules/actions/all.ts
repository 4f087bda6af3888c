/** Loads every action module so its handlers are registered before a round resolves. */
import './court.ts';
import './holdings.ts';
import './military.ts';
import './trade.ts';

import { raiseBloodline } from './court.ts';
import { applyCourtBudget, applyLawClaim } from '../economy.ts';
import { register } from './index.ts';

register({
  'raise-bloodline': raiseBloodline,
  // the court budget, paid at the turn's expenses before the orders: its line tells what was paid (J-10)
  'court-budget': (tx, ctx) => {
    const r = applyCourtBudget(tx, ctx);
    tx.emit({
      type: 'actionResolved',
      domain: ctx.domain,
      index: ctx.index,
      order: ctx.order,
      roll: null,
      ok: r.ok,
      text: r.text,
    });
  },
  // a law claim declared in round 3, taken at the next collection (1.7.1)
  'law-claim': (tx, ctx) => {
    const r = applyLawClaim(tx, ctx);
    tx.emit({
      type: 'actionResolved',
      domain: ctx.domain,
      index: ctx.index,
      order: ctx.order,
      roll: null,
      ok: r.ok,
      text: r.text,
    });
  },
});

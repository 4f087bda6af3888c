/**
 * The draft's proposals for the holding and province actions: each offered
 * order is one its handler carries out as the board stands (it may still fail
 * its roll), and what the handler would refuse is not offered.
 */
import { describe, expect, it } from 'vitest';
import type { DomainId } from './data/index.ts';
import { offeredOrders, refused, resolveAlone } from './rules/proposals/testkit.ts';
import type { State } from './rules/state.ts';
import { sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;

const start = (): State => sandbox({ round: 2, treasury: { [D]: { gb: 50, rp: 40 } } }, { regents: 3 });
const ruled = (s: State, d: DomainId) => Object.values(s.provinces).filter((p) => p.ruler === d);

describe('Rule Province proposals (1.9 #31)', () => {
  it('offers each province the domain rules, and the handler carries each out', () => {
    const s = start();
    const offers = offeredOrders(s, D).filter((o) => o.order.action === 'rule-province');
    const mine = ruled(s, D).filter((p) => !p.wilderness && p.loyalty !== 'rebellious');
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(offers.map((o) => o.order.targets[0]))).toEqual(new Set(mine.map((p) => p.id)));
    for (const o of offers) {
      expect(o.label).not.toMatch(/[a-z]+-[a-z]+-[a-z]+/); // names, not ids
      expect(refused(resolveAlone(s, D, o.order).result)).toBe(false);
    }
  });

  it('offers no Rebellious province (the handler would refuse it)', () => {
    const s0 = start();
    const p = ruled(s0, D)[0]!;
    const s: State = { ...s0, provinces: { ...s0.provinces, [p.id]: { ...p, loyalty: 'rebellious' } } };
    expect(refused(resolveAlone(s, D, { action: 'rule-province', as: 'domain', targets: [p.id] }).result)).toBe(true);
    expect(offeredOrders(s, D).some((o) => o.order.action === 'rule-province' && o.order.targets[0] === p.id)).toBe(
      false,
    );
  });
});

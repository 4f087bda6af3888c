/**
 * The sheet written as a draft (checklist 1.3, §2.1 sealed orders): order by
 * order from the proposals, two levels deep in the prompt, seen by its regent
 * alone, handed in whole, taken back to the draft, and handed in by a missed
 * deadline as it stands.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { DomainId } from './data/index.ts';
import { offers } from './rules/draft.ts';
import { withoutOrder } from './rules/sheet-edit.ts';
import type { OrderState, State } from './rules/state.ts';
import { act, domains, rejects, sandbox } from './testkit.ts';

const two = (): State => sandbox({ round: 2 }, { regents: 2 });
const rule = (s: State, d: DomainId): OrderState =>
  offers(s, d).find((o) => o.order.action === 'rule-province' && o.order.as === 'domain')!.order;
const choicesOf = (s: State, d: string) => domains.choices(s, d);
const pick = (s: State, d: string, pred: (c: { command: Command; label: string }) => boolean) => {
  const c = choicesOf(s, d).find(pred);
  if (!c)
    throw new Error(
      `no such choice among ${choicesOf(s, d)
        .map((x) => x.label)
        .join(' | ')}`,
    );
  return c;
};

describe('the draft sheet (1.3)', () => {
  it('is written from the prompt in two steps: open a group, take an order; the sheet shows it in words', () => {
    let s = two();
    const [a] = s.regents as [DomainId, DomainId];
    const top = choicesOf(s, a);
    // at the sheet: handing in (empty), one entry per group, nothing to strike yet
    expect(top[0]!.label).toBe('Hand in an empty sheet: my domain rests this round');
    expect(top.filter((c) => c.command.type === 'browse').map((c) => c.group)).toEqual(
      top.filter((c) => c.command.type === 'browse').map(() => 'Write an order'),
    );
    expect(top.some((c) => c.label.startsWith('Strike'))).toBe(false);
    const domainGroup = pick(s, a, (c) => c.command.type === 'browse' && c.label.startsWith('Domain action'));
    s = act(s, a, domainGroup.command).state;
    const inside = choicesOf(s, a);
    expect(inside.at(-1)!.label).toBe('Back to my sheet');
    expect(inside.slice(0, -1).every((c) => c.command.type === 'draft')).toBe(true);
    const ruleIt = pick(s, a, (c) => c.label.startsWith('Rule Province'));
    s = act(s, a, ruleIt.command).state;
    // back at the sheet, with the order on it
    expect(s.sheets[a]).toMatchObject({ in: false });
    expect(s.sheets[a]!.browsing ?? null).toBeNull();
    expect(s.sheets[a]!.orders).toHaveLength(1);
    expect(domains.view(s, a).sheetWords[0]).toMatch(/^Rule Province — .+ \(domain action\)$/);
    expect(pick(s, a, (c) => c.command.type === 'handIn').label).toBe('Hand in my 1 order');
    // one domain action a round: the domain group is gone now
    expect(choicesOf(s, a).some((c) => c.label.startsWith('Domain action'))).toBe(false);
  });

  it('strikes an order and puts more RP on one, each from its own group', () => {
    let s = two();
    const [a] = s.regents as [DomainId, DomainId];
    s = act(s, a, { type: 'draft', orders: [rule(s, a)] }).state;
    s = act(s, a, pick(s, a, (c) => c.label.startsWith('Put more RP')).command).state;
    const more = pick(s, a, (c) => c.label.startsWith('Put 2 more RP on: Rule Province'));
    expect(more.label).toContain('(DC −2)');
    s = act(s, a, more.command).state;
    expect(s.sheets[a]!.orders[0]!.rp).toBe(2);
    s = act(s, a, pick(s, a, (c) => c.label.startsWith('Strike an order (1 written)')).command).state;
    s = act(s, a, pick(s, a, (c) => c.label.startsWith('Strike: Rule Province')).command).state;
    expect(s.sheets[a]!.orders).toEqual([]);
  });

  it('offers no more RP than the treasury holds beyond what the sheet already promises', () => {
    let s = sandbox({ round: 2 }, { regents: 2 });
    const [a] = s.regents as [DomainId, DomainId];
    s = { ...s, domains: { ...s.domains, [a]: { ...s.domains[a], rp: 3 } } };
    const r = rule(s, a);
    s = act(s, a, { type: 'draft', orders: [r] }).state;
    expect(choicesOf(s, a).some((c) => c.label.startsWith('Put more RP'))).toBe(true);
    s = act(s, a, { type: 'draft', orders: [{ ...r, rp: 2 }] }).state;
    // 1 RP free: less than a step
    expect(choicesOf(s, a).some((c) => c.label.startsWith('Put more RP'))).toBe(false);
  });

  it('refuses a draft the sheet could not hand in, and any change while the sheet is in', () => {
    let s = two();
    const [a] = s.regents as [DomainId, DomainId];
    const r = rule(s, a);
    rejects(s, a, { type: 'draft', orders: [r, r] }, 'rule/one_domain_action');
    rejects(s, a, { type: 'browse', group: 'no-such-group' }, 'rule/no_such_group');
    s = act(s, a, { type: 'draft', orders: [r] }).state;
    s = act(s, a, { type: 'handIn' }).state;
    expect(s.sheets[a]).toMatchObject({ in: true, orders: [r] });
    rejects(s, a, { type: 'draft', orders: [] }, 'rule/handed_in');
    rejects(s, a, { type: 'browse', group: null }, 'rule/handed_in');
    expect(choicesOf(s, a).map((c) => c.label)).toEqual(['Take my orders back to change them']);
    // taken back, the orders are the draft again
    s = act(s, a, { type: 'withdraw' }).state;
    expect(s.sheets[a]).toMatchObject({ in: false, orders: [r] });
    expect(pick(s, a, (c) => c.command.type === 'handIn').label).toBe('Hand in my 1 order');
  });

  it('is its regent’s alone: another regent’s view and log carry nothing of it', () => {
    let s = two();
    const [a, b] = s.regents as [DomainId, DomainId];
    const r = act(s, a, { type: 'draft', orders: [rule(s, a)] });
    s = r.state;
    const browsed = act(s, a, { type: 'browse', group: 'court' });
    for (const e of [...r.events, ...browsed.events]) {
      expect(domains.redact(e, b)).toBeNull();
      expect(domains.redact(e, 'spectator')).toBeNull();
      expect(domains.redact(e, a)).toEqual(e);
      expect(domains.describe!(e)).toBe('');
    }
    expect(domains.view(s, b).sheet).toBeNull();
    expect(domains.view(s, 'spectator').offers).toEqual([]);
    // b is offered its own orders, a's draft is not among them (the domain action is still b's to take)
    expect(domains.view(s, b).offers.some((o) => o.order.as === 'domain')).toBe(true);
    expect(domains.view(s, a).offers.some((o) => o.order.as === 'domain')).toBe(false);
    expect(domains.view(s, b).sheetWords).toEqual([]);
    expect(domains.view(s, a).sheetWords).toHaveLength(1);
  });

  it('a missed deadline hands the draft in as it stands; with no draft the domain rests', () => {
    let s = two();
    const [a, b] = s.regents as [DomainId, DomainId];
    const r = rule(s, a);
    s = act(s, a, { type: 'draft', orders: [r] }).state;
    expect(domains.onTimeout(s, a)).toEqual({ type: 'handIn' });
    s = act(s, a, domains.onTimeout(s, a)).state;
    expect(s.sheets[a]).toMatchObject({ in: true, orders: [r] });
    expect(domains.onTimeout(s, b)).toEqual({ type: 'handIn' });
    // no draft at all: the same command hands in an empty sheet
    const last = act(s, b, domains.onTimeout(s, b), Array(80).fill(10));
    expect(last.events.find((e) => e.type === 'sheetHandedIn' && e.domain === b)).toMatchObject({ orders: [] });
  });
});

describe('striking an order (1.9 #29)', () => {
  it('takes the Oversee joined to it along, and renumbers those joined to later orders', () => {
    const o = (action: OrderState['action'], extra: Partial<OrderState> = {}): OrderState => ({
      action,
      as: 'domain',
      targets: [],
      ...extra,
    });
    const oversee = (order: number): OrderState =>
      o('oversee', { as: 'character', variant: 'action', params: { order } });
    const sheet = [o('rule-province'), oversee(0), o('decree', { as: 'court' }), oversee(2)];
    expect(withoutOrder(sheet, 0)).toEqual([o('decree', { as: 'court' }), oversee(0)]);
    expect(withoutOrder(sheet, 2)).toEqual([o('rule-province'), oversee(0)]);
    // striking the Oversee itself leaves the action it joined
    expect(withoutOrder(sheet, 1)).toEqual([o('rule-province'), o('decree', { as: 'court' }), oversee(1)]);
  });

  it('1.8 J-16 backs another regent’s order by its number: in words on the sheet, struck, handed in, a blessing with nothing committed', () => {
    let s = two();
    const [a, b] = s.regents as [DomainId, DomainId];
    const line = { domain: b, order: 1, side: 'support' as const, rp: 3, gb: 1 };
    // a line committing nothing still stands: a temple's blessing of an expedition is such a line (1.12.3)
    expect(
      act(s, a, { type: 'draft', orders: [], backing: [{ ...line, rp: 0, gb: 0 }] }).state.sheets[a]?.backing,
    ).toHaveLength(1);
    expect(
      act(s, a, { type: 'draft', orders: [], backing: [{ ...line, rp: 1, gb: 0 }] }).state.sheets[a]?.backing,
    ).toHaveLength(1);
    expect(
      act(s, a, { type: 'draft', orders: [], backing: [{ ...line, rp: 0, gb: 1 }] }).state.sheets[a]?.backing,
    ).toHaveLength(1);
    s = act(s, a, { type: 'draft', orders: [], backing: [line] }).state;
    expect(domains.view(s, a).backingWords).toEqual([
      expect.stringMatching(/^Support .+’s order 2 with 3 RP and 1 GB$/),
    ]);
    // with no orders of its own the sheet still hands in its backing, and says so before
    const hand = pick(s, a, (c) => c.command.type === 'handIn');
    expect(hand.label).toBe('Hand in my sheet: no orders, 1 backing');
    expect(hand.command).toEqual({ type: 'handIn' });
    expect((hand as { confirm?: string }).confirm).toMatch(/^Hand in: Support .+’s order 2 with 3 RP and 1 GB\./);
    // the prompt strikes it like an order
    s = act(s, a, pick(s, a, (c) => c.label === 'Strike an order (1 written)').command).state;
    const strike = pick(s, a, (c) => c.label.startsWith('Strike: Support'));
    expect(strike.command).toEqual({ type: 'draft', orders: [], backing: [] });
    // the other regent sees nothing of it
    expect(domains.view(s, b).backingWords).toEqual([]);
  });
});

/**
 * Court levels (checklist 1.4): the extra levels a regent pays for in round 1 of a turn (J-10), the court
 * they make for the turn in the sheet limits (1.3), the Politics modifier, Rule Province's "7 GB court" and
 * the free Decree (R-08, J-78); and a wizard regent's source court, court actions for source work only.
 * Played through rounds with scripted dice: at a turn's start every province of the seated regents rolls
 * loyalty (12 keeps it) and every landed regent draws an event (20 draws none), after the initiative d20s.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { isRuleError } from '../../engine/errors.ts';
import type { OrderInput } from './commands.ts';
import type { DomainId } from './data/index.ts';
import { describe as describeEvent } from './describe.ts';
import { isTurnStart } from './rules/calendar.ts';
import { courtLevel } from './rules/court.ts';
import { offers } from './rules/draft.ts';
import { rolledProvinces, turnStart } from './rules/economy.ts';
import type { OrderState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, labels, ofType, rejects, sandbox } from './testkit.ts';
import { redact, view } from './view.ts';

const DOC = 'princedom-of-docandragh' as DomainId;
const ZHA = 'zhainge-valley' as DomainId;
const SYL = 'sylvaeth' as DomainId;
const HOLLOW = 'hollow-crown';
const VELL = 'vellmark';

type Sheets = Partial<Record<DomainId, OrderInput[]>>;
type Sb = Parameters<typeof sandbox>[0];

const budget = (levels: number): OrderInput => ({
  action: 'court-budget',
  as: 'free',
  targets: [],
  params: { levels },
});
/** A war Decree: a court action that costs no gold (1.9 #14), so the court alone decides whether it stands. */
const war = (on: string): OrderInput => ({ action: 'decree', as: 'court', variant: 'war', targets: [on] });
const proclaim: OrderInput = {
  action: 'decree',
  as: 'court',
  variant: 'proclamation',
  targets: [],
  params: { text: 'a feast' },
};
const freeProclaim: OrderInput = { ...proclaim, as: 'free' };
const tower: OrderInput = { action: 'build', as: 'court', targets: ['ilvanthe'], params: { building: 'wizard-tower' } };
const grant = (params: OrderInput['params']): OrderInput => ({ action: 'grant', as: 'court', targets: [DOC], params });

const two = (sb: Sb = {}) => sandbox({ round: 1, ...sb }, { regents: 2 });
/** Six regents, the fifth the Elven Court of Sylvaeth, whose regent is a wizard (court 3, sources 3, 2 and 2). */
const six = (sb: Sb = {}) => sandbox({ round: 2, ...sb }, { regents: 6 });
const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};
/** `n` extra levels paid at the expenses of turn `turn`. */
const paid = (s: State, d: DomainId, n: number, turn = 1): State =>
  patch(s, (x) => {
    x.domains[d].courtPaid = n;
    x.domains[d].courtTurn = turn;
  });
const landed = (s: State) => s.regents.filter((d) => Object.values(s.provinces).some((p) => p.ruler === d));

/** Every regent hands in; the last hand-in resolves the round (initiative 10s, the turn's start, then `dice`). */
function round(s: State, sheets: Sheets, dice: number[] = []) {
  const acting = s.regents.filter((d) => sheets[d]?.length);
  const start = isTurnStart(s.round) ? [...rolledProvinces(s).map(() => 12), ...landed(s).map(() => 20)] : [];
  const all = [...acting.map(() => 10), ...start, ...dice];
  let state = s;
  let events: ReturnType<typeof act>['events'] = [];
  let left = 0;
  s.regents.forEach((d, i) => {
    const r = act(state, d, { type: 'handIn', orders: sheets[d] ?? [] }, i === s.regents.length - 1 ? all : []);
    state = r.state;
    events = r.events;
    left = r.left;
  });
  const resolved = ofType(events, 'actionResolved').filter((e) => e.domain === (Object.keys(sheets)[0] as DomainId));
  return { state, events, left, resolved };
}

/** Why the sheet is refused, in the player's words (null when it stands). */
function refusal(s: State, d: DomainId, orders: OrderInput[]): string | null {
  try {
    act(s, d, { type: 'draft', orders });
    return null;
  } catch (e) {
    if (isRuleError(e)) return e.message;
    throw e;
  }
}

/** What the turn's start adds to a domain's treasury before the court is paid: collections less upkeep. */
function netAtStart(s: State, d: DomainId): number {
  const tx = new Tx(s, scriptedDice([...rolledProvinces(s).map(() => 12), ...landed(s).map(() => 20)]));
  turnStart(tx);
  return ofType(tx.events, 'treasury')
    .filter((e) => e.domain === d)
    .reduce((n, e) => n + e.gb, 0);
}

/** Docandragh in round 1 with `left` GB after the collections and the upkeep, before the court is paid. */
function leaving(left: number, s: State = two()): State {
  const net = netAtStart(s, DOC);
  return patch(s, (x) => {
    x.domains[DOC].gb = Math.round((left - net) * 10) / 10;
  });
}

describe('J-10 extra court levels paid in round 1 (1.4)', () => {
  it('J-10 1.3 1.2 a round-1 court budget raises the court for that same sheet: court 4 gives 1 court action, 1 level bought gives 2, paid at the expenses after the upkeep and before the orders', () => {
    const s = two();
    expect(courtLevel(s, DOC)).toBe(4);
    rejects(s, DOC, { type: 'handIn', orders: [war(ZHA), war(HOLLOW)] }, 'rule/too_many_court_actions');
    const before = s.domains[DOC].gb + netAtStart(s, DOC);
    const r = round(s, { [DOC]: [budget(1), war(ZHA), war(HOLLOW)] });
    expect(r.left).toBe(0);
    expect(r.resolved.map((e) => e.ok)).toEqual([true, true, true]);
    expect(r.resolved[0]!.text).toBe(
      '1 extra court level paid at this turn’s expenses (1 GB): the court of the Princedom of Docandragh stands at level 5 (Good court): 2 court actions a round, Politics +0 on domain actions, until the turn ends.',
    );
    expect(r.state.domains[DOC].atWarWith).toEqual([ZHA, HOLLOW]);
    const money = ofType(r.events, 'treasury').filter((e) => e.domain === DOC);
    const court = money.find((e) => e.why.startsWith('Court budget'))!;
    expect(court).toMatchObject({ gb: -1, why: 'Court budget: 1 extra court level this turn at 1 GB each (J-10).' });
    // last of the expenses, and before the first order
    const at = r.events.indexOf(court);
    expect(
      r.events.findIndex((e) => e.type === 'treasury' && e.domain === DOC && e.why.startsWith('Upkeep')),
    ).toBeLessThan(at);
    expect(r.events.findIndex((e) => e.type === 'actionResolved')).toBeGreaterThan(at);
    expect(r.state.domains[DOC]).toMatchObject({ courtPaid: 1, courtTurn: 1 });
    expect(r.state.domains[DOC].gb).toBeCloseTo(before - 1);
    expect(courtLevel(r.state, DOC)).toBe(5);
  });

  it('J-10 a treasury short at the expenses buys whole levels as far as it goes: 1 GB pays 1 of 4 levels, and the court action past the paid court is not carried out, in words', () => {
    const sheet = { [DOC]: [budget(4), war(ZHA), war(HOLLOW), war(VELL)] };
    const short = round(leaving(1), sheet);
    expect(short.left).toBe(0);
    expect(short.state.domains[DOC]).toMatchObject({ courtPaid: 1, courtTurn: 1, gb: 0 });
    expect(short.resolved.map((e) => e.ok)).toEqual([true, true, true, false]);
    expect(short.resolved[0]!.text).toContain('1 of the 4 extra court levels ordered paid');
    expect(short.resolved[3]!.text).toBe(
      'The court stands at level 5 and gives 2 court actions a round: only 1 of the 4 extra court levels ordered could be paid (J-10), so this one is not carried out.',
    );
    expect(short.state.domains[DOC].atWarWith).not.toContain(VELL);
    expect(ofType(short.events, 'noted').map((e) => e.text)).toContain(
      'The court budget of the Princedom of Docandragh orders 4 extra levels at 1 GB each, but the treasury, after the collections and the upkeep, holds 1 GB: only 1 level is paid, and the court stands at level 5 (Good court) this turn. Court actions past what it gives are not carried out.',
    );
    // 4 GB pay all four: the court of 8 gives 3 court actions
    const full = round(leaving(4), sheet);
    expect(full.state.domains[DOC]).toMatchObject({ courtPaid: 4, gb: 0 });
    expect(full.resolved.map((e) => e.ok)).toEqual([true, true, true, true]);
    expect(full.state.domains[DOC].atWarWith).toContain(VELL);
  });

  it('J-10 nothing paid: with no gold left the budget line fails in words, the court stays 4 and its second court action is not carried out', () => {
    const r = round(leaving(0), { [DOC]: [budget(1), war(ZHA), war(HOLLOW)] });
    expect(r.state.domains[DOC]).toMatchObject({ courtPaid: 0, courtTurn: 1 });
    expect(ofType(r.events, 'treasury').some((e) => e.why.startsWith('Court budget'))).toBe(false);
    expect(r.resolved[0]).toMatchObject({
      ok: false,
      text: 'Nothing could be paid toward the 1 extra court level ordered; the court stays at level 4 (Average court): 1 court action a round, Politics +0 on domain actions.',
    });
    expect(r.resolved.slice(1).map((e) => e.ok)).toEqual([true, false]);
    expect(r.resolved[2]!.text).toBe(
      'The court stands at level 4 and gives 1 court action a round: none of the 1 extra court level ordered could be paid (J-10), so this one is not carried out.',
    );
    expect(r.state.domains[DOC].atWarWith).toEqual([ZHA]);
  });

  it('J-10 1.3 a minimal court raised by a budget lets a lieutenant oversee the domain action; left unpaid, the court is 0 again and the action is not carried out', () => {
    // every holding of Docandragh at level 0 and no palace: a minimal court
    const minimal = patch(two(), (x) => {
      for (const h of Object.values(x.holdings)) if (h.owner === DOC && h.type !== 'source') h.level = 0;
      delete x.provinces.docandragh!.buildings.palace;
    });
    expect(courtLevel(minimal, DOC)).toBe(0);
    const rule: OrderInput = {
      action: 'rule-province',
      as: 'domain',
      targets: ['docandragh'],
      overseer: `${DOC}:lt1`,
    };
    rejects(minimal, DOC, { type: 'handIn', orders: [rule] }, 'rule/minimal_court');
    const ok = round(leaving(5, minimal), { [DOC]: [budget(1), rule] }, [20]);
    expect(ok.left).toBe(0);
    expect(ok.state.domains[DOC].courtPaid).toBe(1);
    expect(ok.resolved[1]!.roll).not.toBeNull();
    const unpaid = round(leaving(0, minimal), { [DOC]: [budget(1), rule] });
    expect(unpaid.left).toBe(0);
    expect(unpaid.resolved[1]).toMatchObject({
      ok: false,
      roll: null,
      text: 'The court stands at level 0, where the regent oversees every domain action himself: none of the 1 extra court level ordered could be paid (J-10), so this one is not carried out.',
    });
  });

  it('J-10 the levels paid last the turn: rounds 2 and 3 count them; at the next round 1 they lapse unless paid again', () => {
    for (const at of [2, 3]) {
      const s = two({ round: at });
      rejects(s, DOC, { type: 'handIn', orders: [war(ZHA), war(HOLLOW)] }, 'rule/too_many_court_actions');
      expect(act(paid(s, DOC, 1), DOC, { type: 'handIn', orders: [war(ZHA), war(HOLLOW)] }).events[0]).toMatchObject({
        type: 'sheetHandedIn',
      });
    }
    const next = paid(two({ round: 4 }), DOC, 1, 1);
    expect(courtLevel(next, DOC)).toBe(4);
    rejects(next, DOC, { type: 'handIn', orders: [war(ZHA), war(HOLLOW)] }, 'rule/too_many_court_actions');
    const r = round(next, { [DOC]: [war(ZHA)] });
    expect(r.left).toBe(0);
    expect(r.state.domains[DOC]).toMatchObject({ courtPaid: 0, courtTurn: 2 });
    expect(ofType(r.events, 'noted').map((e) => e.text)).toContain(
      'No court budget this turn: the extra levels paid last turn lapse, and the court of the Princedom of Docandragh stands at level 4 (Average court).',
    );
    // paid again, they stand: 1 GB for the new turn
    const again = round(next, { [DOC]: [budget(1), war(ZHA), war(HOLLOW)] });
    expect(again.state.domains[DOC]).toMatchObject({ courtPaid: 1, courtTurn: 2 });
    expect(again.resolved.map((e) => e.ok)).toEqual([true, true, true]);
  });

  it('J-10 1.4 the court budget is a free order of round 1 only, once a sheet, in whole levels, the court at most 10: court 4 may buy 6 levels, not 7', () => {
    const s = two();
    expect(refusal(s, DOC, [budget(6)])).toBeNull();
    rejects(s, DOC, { type: 'draft', orders: [budget(7)] }, 'rule/court_budget_max');
    expect(refusal(s, DOC, [budget(7)])).toBe('Your court is level 4: it can rise 6 levels at most, to 10 (1.4).');
    rejects(s, DOC, { type: 'draft', orders: [budget(1), budget(1)] }, 'rule/one_court_budget');
    rejects(s, DOC, { type: 'draft', orders: [budget(0)] }, 'rule/court_budget_levels');
    rejects(s, DOC, { type: 'draft', orders: [{ ...budget(1), as: 'court' }] }, 'rule/wrong_kind');
    rejects(two({ round: 2 }), DOC, { type: 'draft', orders: [budget(1)] }, 'rule/court_budget_round');
    rejects(two({ round: 3 }), DOC, { type: 'draft', orders: [budget(1)] }, 'rule/court_budget_round');
  });

  it('1.4 J-10 levels paid count for the court’s Politics modifier on domain actions: Agitate at court 4 + 2 paid reads Politics 3 + 1; unpaid, 3', () => {
    const agitate: OrderInput = {
      action: 'agitate',
      as: 'domain',
      targets: ['caer-mollen'],
      params: { direction: 'raise' },
    };
    const skill = (s: State) =>
      round(s, { [DOC]: [agitate] }, [20]).resolved[0]!.roll!.mods.find((m) => m.label.includes('politics'))!;
    const base = two({ round: 2 });
    expect(skill(paid(base, DOC, 2))).toMatchObject({ label: 'Aedric Mollen’s politics (court +1)', value: -4 });
    expect(skill(base)).toMatchObject({ label: 'Aedric Mollen’s politics', value: -3 });
  });

  it('1.9 #33 J-10 Rule Province: a capital’s “7 GB court” counts paid levels — court 4 + 3 paid takes −1, + 2 paid does not', () => {
    const rule: OrderInput = { action: 'rule-province', as: 'domain', targets: ['docandragh'] };
    const mods = (n: number) => round(paid(two({ round: 2 }), DOC, n), { [DOC]: [rule] }, [20]).resolved[0]!.roll!.mods;
    expect(
      mods(3)
        .filter((m) => m.ref === 'J-10')
        .map((m) => m.value),
    ).toEqual([-1]);
    expect(mods(2).some((m) => m.ref === 'J-10')).toBe(false);
  });

  it('R-08 J-78 J-10 paid levels count for the free Decree: a court kept at 10 by paying, paid again in round 1, makes that round’s Decree free; unpaid, it fails and the run ends', () => {
    // at 10 since round 1 (4 own levels and 6 paid), now round 1 of turn 2
    const s = patch(paid(two({ round: 4 }), DOC, 6, 1), (x) => {
      x.domains[DOC].court10Since = 1;
    });
    const kept = round(s, { [DOC]: [budget(6), freeProclaim] });
    expect(kept.left).toBe(0);
    expect(kept.resolved[1]).toMatchObject({ ok: true });
    expect(ofType(kept.events, 'treasury').some((e) => e.why === 'a Decree')).toBe(false);
    expect(kept.state.domains[DOC].court10Since).toBe(1);
    const lapsed = round(s, { [DOC]: [freeProclaim] });
    expect(lapsed.resolved[0]).toMatchObject({ ok: false });
    expect(lapsed.resolved[0]!.text).toContain('free action only once the court has been world-class');
    expect(lapsed.state.domains[DOC].court10Since).toBeNull();
    // the order builder offers the Decree as free only on a sheet that pays for the court again
    const decrees = (orders: OrderInput[]) =>
      offers(act(s, DOC, { type: 'draft', orders }).state, DOC)
        .filter((o) => o.order.action === 'decree' && o.order.variant === 'proclamation')
        .map((o) => o.order.as);
    expect(decrees([budget(6)])).toEqual(['free']);
    expect(decrees([])).toContain('court');
    expect(decrees([])).not.toContain('free');
  });

  it('J-10 the order builder proposes the court budget in round 1 with its cost and what each level buys, up to a court of 10, as far as the treasury goes', () => {
    const budgets = (s: State) => offers(s, DOC).filter((o) => o.order.action === 'court-budget');
    const all = budgets(two());
    expect(all.map((o) => o.order.params?.levels)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all.every((o) => o.order.as === 'free' && o.group.key === 'free')).toBe(true);
    expect(all[0]!.label).toBe(
      'Court budget: 1 extra level this turn, your court from level 4 (Average court) to level 5 (Good court): 2 court actions a round (+1), Politics +0 on domain actions (+0) (1 GB at this turn’s expenses)',
    );
    expect(all[3]!.label).toBe(
      'Court budget: 4 extra levels this turn, your court from level 4 (Average court) to level 8 (Excellent court): 3 court actions a round (+2), Politics +2 on domain actions (+2) (4 GB at this turn’s expenses)',
    );
    expect(all[5]!.label).toContain(
      'to level 10 (World-class court): 4 court actions a round (+3), Politics +3 on domain actions (+3); after 3 rounds at 10, Decree is a free action (R-08) (6 GB',
    );
    expect(budgets(two({ treasury: { [DOC]: { gb: 2, rp: 0 } } })).map((o) => o.order.params?.levels)).toEqual([1, 2]);
    expect(budgets(two({ treasury: { [DOC]: { gb: 0, rp: 0 } } }))).toEqual([]);
    expect(budgets(two({ round: 2 }))).toEqual([]);
    // written, it makes room for a second court action, and no second budget is proposed
    const one = act(two(), DOC, { type: 'draft', orders: [war(ZHA)] }).state;
    expect(offers(one, DOC).some((o) => o.order.as === 'court')).toBe(false);
    const raised = act(two(), DOC, { type: 'draft', orders: [budget(1), war(ZHA)] }).state;
    expect(offers(raised, DOC).some((o) => o.order.as === 'court')).toBe(true);
    expect(budgets(raised)).toEqual([]);
  });

  it('J-10 the budget a later court action rests on is not offered for striking until that action is struck', () => {
    const strikes = (orders: OrderInput[]) => {
      const s = act(two(), DOC, { type: 'draft', orders }).state;
      return labels(act(s, DOC, { type: 'browse', group: 'strike' }).state, DOC).filter((l) => l.startsWith('Strike'));
    };
    const budgetLine =
      'Strike: Court budget — 1 extra court level this turn (free action, 1 GB at this turn’s expenses)';
    expect(strikes([budget(1), war(ZHA), war(HOLLOW)])).not.toContain(budgetLine);
    expect(strikes([budget(1), war(ZHA), war(HOLLOW)])).toHaveLength(2);
    expect(strikes([budget(1), war(ZHA)])).toContain(budgetLine);
  });

  it('J-10 the regent’s own sheet shows the court with the levels ordered, then paid; the others see nothing paid, in the view or the log', () => {
    const drafted = act(two(), DOC, { type: 'draft', orders: [budget(2)] }).state;
    const mine = view(drafted, DOC);
    expect(mine.sheetWords).toEqual([
      'Court budget — 2 extra court levels this turn (free action, 2 GB at this turn’s expenses)',
    ]);
    expect(mine.court?.words).toBe(
      'Court level 6 (Good court): your largest holding 3, a palace 1, 2 levels your court budget orders (2 GB at this turn’s expenses); 2 court actions a round, Politics +1 on domain actions.',
    );
    const r = round(two(), { [DOC]: [budget(2), war(ZHA)] });
    expect(view(r.state, DOC).court).toMatchObject({ level: 6, bought: 2, paid: true, actions: 2, politics: 1 });
    expect(view(r.state, DOC).court?.words).toContain('2 levels paid this turn (2 GB)');
    expect(view(r.state, ZHA).domains[DOC]!.courtPaid).toBe(0);
    const set = ofType(r.events, 'domainSet').find((e) => e.id === DOC && 'courtPaid' in e.patch)!;
    expect(redact(set, DOC)).toBe(set);
    expect(redact(set, ZHA)).toBeNull();
    expect(describeEvent(r.resolved[0]!)).toMatch(
      /^the Princedom of Docandragh: Court budget: done\. 2 extra court levels paid/i,
    );
  });
});

describe('1.4 a wizard’s source court in the sheet limits', () => {
  it('1.4 a wizard regent’s source court: Sylvaeth (court 3, largest source 3) takes a source building besides its one court action, and both are carried out; two other court actions are refused, naming the source court', () => {
    const s = six();
    expect(refusal(s, SYL, [proclaim, war(ZHA)])).toBe(
      'Your court gives 1 court action this round and your source court 1 more for source work only (sources, ley lines, grants of gold, source buildings); this sheet uses 2, 0 of them source work.',
    );
    const r = round(s, { [SYL]: [tower, proclaim] });
    expect(r.left).toBe(0);
    expect(r.resolved.map((e) => e.ok)).toEqual([true, true]);
    expect(r.resolved[0]!.text).toContain('Wizard Tower');
    // a second piece of source work is one too many for a source court of 1
    expect(refusal(s, SYL, [tower, grant({ gb: 1 }), proclaim])).toContain('this sheet uses 3, 2 of them source work');
  });

  it('1.4 the source court is the court table’s for the largest source: a source of 4 gives 1 source action, of 5 gives 2', () => {
    const at = (level: number) => six({ holdings: [{ province: 'ilvanthe', type: 'source', owner: SYL, level }] });
    const sheet = [tower, grant({ gb: 1 }), proclaim];
    expect(refusal(at(5), SYL, sheet)).toBeNull();
    expect(refusal(at(4), SYL, sheet)).toContain('your source court 1 more for source work only');
  });

  it('1.4 only source work takes the source court: a grant of gold alone, a realm action’s extra source; not a grant with regency, not extra law holdings, and no source court for a regent who is no wizard', () => {
    const s = six();
    expect(refusal(s, SYL, [grant({ gb: 2 }), proclaim])).toBeNull();
    expect(refusal(s, SYL, [grant({ gb: 2, rp: 1 }), proclaim])).not.toBeNull();
    const rule = (targets: string[]): OrderInput => ({ action: 'rule-holding', as: 'domain', targets });
    expect(refusal(s, SYL, [rule(['ilvanthe:source:sylvaeth', 'sarithil:source:sylvaeth']), proclaim])).toBeNull();
    expect(refusal(s, SYL, [rule(['ilvanthe:law:sylvaeth', 'sarithil:law:sylvaeth']), proclaim])).not.toBeNull();
    // Docandragh's regent is a knight: a source of 5 gives him no source court
    const knight = six({ holdings: [{ province: 'docandragh', type: 'source', owner: DOC, level: 5 }] });
    expect(refusal(knight, DOC, [grant({ gb: 2 }), war(ZHA)])).toBe(
      'Your court gives 1 court action this round; this sheet uses 2.',
    );
  });

  it('1.4 the order builder offers source work under the source court, and once the court’s own action is written, nothing else', () => {
    const s = six();
    const courtOffers = (x: State) => offers(x, SYL).filter((o) => o.order.as === 'court');
    const first = courtOffers(s);
    expect(first.find((o) => o.order.params?.building === 'wizard-tower')?.group).toEqual({
      key: 'court:source',
      name: 'Court actions of your source court (sources, ley lines, grants of gold, source buildings)',
    });
    expect(first.find((o) => o.order.variant === 'proclamation')?.group.key).toBe('court');
    const written = act(s, SYL, { type: 'draft', orders: [proclaim] }).state;
    const left = courtOffers(written);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((o) => o.group.key === 'court:source')).toBe(true);
    expect(left.some((o) => o.order.action === 'decree')).toBe(false);
    expect(labels(written, SYL)).toContain(
      `Court actions of your source court (sources, ley lines, grants of gold, source buildings): ${left.length} order${left.length === 1 ? '' : 's'} to choose from (your source court gives 1 a round, for source work only, besides your court’s 1)`,
    );
    const full = act(written, SYL, { type: 'draft', orders: [proclaim, tower as OrderState] }).state;
    expect(courtOffers(full)).toEqual([]);
  });
});

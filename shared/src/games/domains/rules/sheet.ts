/**
 * Checking a sheet when it is handed in (checklist 1.3): one domain action,
 * court actions within the court's number (a realm action's extra targets
 * and take ten each use one; a wizard's source court takes source work on
 * top, 1.4; in round 1 the court budget's levels count, J-10), one character
 * action per character, one lieutenant action, free actions within reason
 * (J-03), only listed actions. Money is not checked here: an order that
 * cannot be paid when it resolves fails then, in words.
 */
import { RuleError } from '../../../engine/errors.ts';
import {
  ACTION_BY_ID,
  ACTION_RULES,
  type ActionDef,
  COURT,
  type DomainId,
  effectiveSkills,
  type HoldingType,
  type SkillId,
} from '../data/index.ts';
import { isTurnStart } from './calendar.ts';
import { COURT_BUDGET, type Court, courtOf, orderedLevels, paidLevels, sourceWork } from './court.ts';
import type { BackingState, OrderState, State } from './state.ts';
import { survivalOrderProblem } from './survival.ts';

const KIND_CODE = { domain: 'D', court: 'X', character: 'C', free: 'F' } as const;
/** A lieutenant action is any domain, court or free action the lieutenant oversees (1.3; Cast Realm Spell, Ley Link). */
const LIEUTENANT_KINDS = ['D', 'X', 'F'] as const;
const SKILL_OF_TYPE: Record<HoldingType, SkillId> = {
  law: 'law',
  temple: 'theology',
  guild: 'commerce',
  source: 'sorcery',
};

/** The overseer's relevant skill for take ten: by the target holding's type where the action says so, else the best listed. */
function relevantSkill(s: State, def: ActionDef, o: OrderState, who: string): number {
  const c = s.characters[who];
  if (!c) return 0;
  const skills = effectiveSkills(c.build);
  const type = def.skillByHoldingType ? s.holdings[o.targets[0] ?? '']?.type : undefined;
  const relevant = type ? [SKILL_OF_TYPE[type]] : def.skills;
  return Math.max(0, ...relevant.map((k) => skills[k] ?? 0));
}

// the allowances, read once: the draft checks them for every candidate order
const {
  domainActionsPerRound: DOMAIN_ACTIONS,
  lieutenantActionsPerRound: LIEUTENANT_ACTIONS,
  freeActionCap: FREE_ACTIONS,
} = ACTION_RULES;

/** Why a sheet is refused: the RuleError's code and words, made only when it is thrown. */
type Problem = readonly [code: string, message: string];

/** What a sheet's orders have used so far, order by order. */
interface Tally {
  /** The domain's regent, who oversees what names no overseer. */
  regent: string;
  domain: number;
  court: number;
  free: number;
  lieutenant: number;
  /** Of `court`, the court actions used by source work, which a wizard's source court may take (1.4). */
  source: number;
  /** The source court's actions (0 but for a wizard regent with a source). */
  pool: number;
  /** The court level without bought levels, and whether a court budget is on the sheet (J-10). */
  base: number;
  budget: boolean;
  characters: Set<string>;
  freeSubjects: Set<string>;
}

const newTally = (d: DomainId, court: Court): Tally => ({
  regent: `${d}:regent`,
  domain: 0,
  court: 0,
  free: 0,
  lieutenant: 0,
  source: 0,
  pool: court.source,
  base: court.base,
  budget: false,
  characters: new Set(),
  freeSubjects: new Set(),
});

/** The court budget (J-10): round 1 only, once a sheet, whole levels, the court at most 10. */
function budgetProblem(s: State, t: Tally, o: OrderState, last: boolean): Problem | null {
  if (o.as !== 'free') return ['wrong_kind', 'The court budget is a free order.'];
  if (!isTurnStart(s.round))
    return ['court_budget_round', 'Extra court levels are paid in round 1 of a turn, for the whole turn (J-10).'];
  const n = Number(o.params?.levels);
  if (!Number.isInteger(n) || n < 1)
    return ['court_budget_levels', 'The court budget names how many extra court levels it pays for (1 or more).'];
  if (t.budget) return ['one_court_budget', 'One court budget a sheet: name every extra level in it.'];
  if (t.base + n > COURT.max)
    return [
      'court_budget_max',
      `Your court is level ${t.base}: it can rise ${COURT.max - t.base} level${COURT.max - t.base === 1 ? '' : 's'} at most, to ${COURT.max} (1.4).`,
    ];
  if (!last) t.budget = true;
  return null;
}

/**
 * One order's own checks, counted into the tally; the problem, if the order cannot stand. With `last`
 * the order is the sheet's last: its character and subject are checked but not noted (so a draft's
 * tally may be shared by every candidate tried after it).
 */
function admit(s: State, d: DomainId, minimal: boolean, t: Tally, o: OrderState, last = false): Problem | null {
  if (o.action === COURT_BUDGET) return budgetProblem(s, t, o, last);
  if (o.action === 'law-claim' || o.action === 'raise-bloodline') {
    // orders outside the list: free, once each a round (J-03)
    if (o.as !== 'free') return ['wrong_kind', 'A law claim or raising the bloodline is a free order.'];
    return null;
  }
  const def = ACTION_BY_ID.get(o.action);
  if (!def) return ['no_such_action', 'That action is not in the list.'];
  if (def.disabled) return ['not_offered', `${def.name} is not offered: ${def.disabled}`];
  // the priest's half of a Ceremony is one of his court actions (J-25)
  const officiate = o.action === 'ceremony' && o.variant === 'officiate';
  const kindOk =
    o.as === 'lieutenant'
      ? LIEUTENANT_KINDS.some((k) => def.kinds.includes(k))
      : officiate
        ? o.as === 'court'
        : def.kinds.includes(KIND_CODE[o.as]);
  if (!kindOk) return ['wrong_kind', `${def.name} cannot be taken as a ${o.as} action.`];
  const who = o.overseer ?? t.regent;
  const overseer = s.characters[who];
  if (o.overseer && (overseer?.domain !== d || !overseer.alive))
    return ['not_yours', 'That character is not of your court.'];
  if (o.as === 'domain' && minimal && overseer?.role !== 'regent')
    return ['minimal_court', 'With a minimal court (level 0) the regent oversees every domain action himself.'];
  if (o.takeTen) {
    if (o.as !== 'domain') return ['take_ten_domain', 'Take ten is for domain actions only.'];
    if (relevantSkill(s, def, o, who) < ACTION_RULES.takeTen.minSkill)
      return [
        'take_ten_skill',
        `Take ten needs an overseer with ${ACTION_RULES.takeTen.minSkill} or more in the skill of ${def.name}.`,
      ];
  }
  if (o.rp && overseer?.role === 'lieutenant' && (o.as === 'lieutenant' || o.as === 'character'))
    return ['no_rp_for_lieutenants', 'No RP may be spent on a lieutenant’s own actions.'];
  // an expedition takes RP or GB on its DC only when the regent leads it in person, named overseer (1.12.3);
  // refused here, so the draft never offers more RP on one he does not lead
  if ((o.rp || o.gb) && o.action === 'exploratory-trade' && o.overseer !== t.regent)
    return [
      'expedition_not_led',
      'RP and GB go on an Exploratory Trade only when the regent leads it in person (1.12.3).',
    ];
  // RP on battlefield survival and seeking bloodtheft, on an Oversee at the battle (J-43, J-45)
  const battle = survivalOrderProblem(s, d, o);
  if (battle) return battle;
  // (a last order needs no subject when no free order is before it)
  if (o.as === 'free' && (!last || t.freeSubjects.size)) {
    const subject = JSON.stringify([o.action, o.variant ?? '', [...o.targets].sort()]);
    if (t.freeSubjects.has(subject))
      return ['one_free_each', `${def.name} is taken once a round on the same subject (J-03).`];
    if (!last) t.freeSubjects.add(subject);
  }
  const before = t.court;
  if (o.as === 'domain') t.domain++;
  if (o.as === 'court') t.court++;
  if (o.as === 'free') t.free++;
  if (o.as === 'lieutenant') {
    if (overseer?.role !== 'lieutenant' || overseer.domain !== d || !overseer.alive)
      return ['lieutenant_oversees', 'A lieutenant action names the lieutenant who takes it.'];
    t.lieutenant++;
    t.court++;
  }
  // a character takes one character action a round; a lieutenant on the lieutenant action takes none (1.3)
  if (o.as === 'character' || o.as === 'lieutenant') {
    if (overseer?.domain !== d || !overseer.alive) return ['not_yours', 'That character is not of your court.'];
    if (t.characters.has(who)) return ['one_each', 'Each character takes one character action a round.'];
    if (!last) t.characters.add(who);
  }
  if (def.realm && o.targets.length > 1) t.court += o.targets.length - 1;
  if (o.takeTen) t.court += ACTION_RULES.takeTen.courtActions;
  // source work may use the wizard's source court first (1.4)
  if (t.pool && t.court > before && sourceWork(s, o)) t.source += t.court - before;
  return null;
}

const actionsWord = (n: number) => `${n} court action${n === 1 ? '' : 's'}`;

/** The court actions the ordinary court must give: all but the source work the source court takes (1.4). */
const ordinaryUse = (t: Tally): number => t.court - Math.min(t.source, t.pool);

/** The sheet's totals against the round's allowance (`allowed` court actions, and the tally's source court). */
function totals(t: Tally, allowed: number): Problem | null {
  if (t.domain > DOMAIN_ACTIONS) return ['one_domain_action', 'One domain action a round.'];
  if (t.lieutenant > LIEUTENANT_ACTIONS) return ['one_lieutenant_action', 'One lieutenant action a round.'];
  if (ordinaryUse(t) > allowed)
    return [
      'too_many_court_actions',
      t.pool
        ? `Your court gives ${actionsWord(allowed)} this round and your source court ${t.pool} more for source work only (sources, ley lines, grants of gold, source buildings); this sheet uses ${t.court}, ${t.source} of them source work.`
        : `Your court gives ${actionsWord(allowed)} this round; this sheet uses ${t.court}.`,
    ];
  if (t.free > FREE_ACTIONS) return ['too_many_free_actions', 'Too many free actions for one round.'];
  return null;
}

/**
 * Oversee (a): a character joins one domain action of this sheet, which names him; one overseer per
 * action (1.9 #29). `at(i)` is the sheet's order at place i; `joined` the places already joined.
 */
function overseeProblem(
  d: DomainId,
  o: OrderState,
  at: (i: number) => OrderState | undefined,
  joined: Set<number>,
  last = false,
): Problem | null {
  if (o.action !== 'oversee' || (o.variant ?? 'action') !== 'action') return null;
  const i = o.params?.order;
  const target = typeof i === 'number' ? at(i) : undefined;
  if (target?.as !== 'domain')
    return ['oversee_what', 'Oversee names the domain action it joins (its place in the sheet).'];
  if (joined.has(i as number)) return ['one_overseer', 'One overseer per action (1.9 #29).'];
  if (!last) joined.add(i as number);
  if ((target.overseer ?? `${d}:regent`) !== (o.overseer ?? `${d}:regent`))
    return ['overseer_mismatch', 'The action overseen must name its overseer as its own.'];
  return null;
}

function backingProblem(s: State, d: DomainId, backing: readonly BackingState[]): Problem | null {
  for (const b of backing) {
    if (b.domain === d) return ['own_order', 'Your own orders are backed with the RP you spend on them.'];
    if (!s.regents.includes(b.domain as DomainId) && !s.domains[b.domain as DomainId])
      return ['no_such_domain', 'There is no such domain.'];
  }
  return null;
}

/** The first thing that refuses the sheet, in the order checkSheet tells it, or null. */
function sheetProblem(
  s: State,
  d: DomainId,
  orders: readonly OrderState[],
  backing: readonly BackingState[],
): Problem | null {
  const court = courtOf(s, d, orders);
  const t = newTally(d, court);
  const minimal = court.level === 0;
  for (const o of orders) {
    const p = admit(s, d, minimal, t, o);
    if (p) return p;
  }
  const p = totals(t, court.actions);
  if (p) return p;
  const joined = new Set<number>();
  const at = (i: number) => orders[i];
  for (const o of orders) {
    const q = overseeProblem(d, o, at, joined);
    if (q) return q;
  }
  return backingProblem(s, d, backing);
}

export function checkSheet(
  s: State,
  d: DomainId,
  orders: readonly OrderState[],
  backing: readonly BackingState[],
): void {
  const p = sheetProblem(s, d, orders, backing);
  if (p) throw new RuleError(p[0], p[1]);
}

/**
 * Whether the sheet could take one more order, for each candidate in turn: the same answer as
 * checkSheet on the orders with the candidate added, without counting the draft again for each one
 * (the draft tries hundreds on one sheet). When the draft itself does not stand, each candidate is
 * checked whole: an order added may mend it (the domain action an Oversee already names).
 */
export function sheetTakes(
  s: State,
  d: DomainId,
  orders: readonly OrderState[],
  backing: readonly BackingState[],
): (o: OrderState) => boolean {
  const whole = (o: OrderState) => !sheetProblem(s, d, [...orders, o], backing);
  if (sheetProblem(s, d, orders, backing)) return whole;
  const court = courtOf(s, d, orders);
  const minimal = court.level === 0;
  const base = newTally(d, court);
  for (const o of orders) admit(s, d, minimal, base, o);
  // the draft stands, so each of its Oversee orders names an order of its own and keeps it
  const joined = new Set<number>();
  for (const o of orders) overseeProblem(d, o, (i) => orders[i], joined);
  const n = orders.length;
  const allowed = court.actions;
  // one scratch tally for every candidate: the counts start from the draft's, the sets are the draft's own
  const t = { ...base };
  return (o) => {
    // a court budget changes the court the whole sheet is counted on (J-10)
    if (o.action === COURT_BUDGET) return whole(o);
    t.domain = base.domain;
    t.court = base.court;
    t.free = base.free;
    t.lieutenant = base.lieutenant;
    t.source = base.source;
    if (admit(s, d, minimal, t, o, true) || totals(t, allowed)) return false;
    if (o.action !== 'oversee') return true;
    // the Oversee check notes the place joined last of all, when nothing is left to ask of the set
    return !overseeProblem(d, o, (i) => (i === n ? o : orders[i]), joined, true);
  };
}

/**
 * The orders of a round-1 sheet that the court as paid cannot carry (J-10), with the reason in words. The sheet
 * was checked on the court its budget ordered; when the treasury paid fewer levels at the expenses, the court
 * actions past what the paid court gives (the sheet's later ones, in sheet order) are not carried out, and at a
 * court left at 0 a domain action needs the regent again (1.3). Empty whenever the budget was paid in full.
 */
export function unpaidCourtOrders(s: State, d: DomainId, orders: readonly OrderState[]): Map<number, string> {
  const out = new Map<number, string>();
  const ordered = orderedLevels(orders);
  const paid = paidLevels(s, d);
  if (!ordered || paid === null || paid >= ordered) return out;
  const court = courtOf(s, d);
  const t = newTally(d, court);
  const minimal = court.level === 0;
  const short = `${paid ? `only ${paid}` : 'none'} of the ${ordered} extra court level${ordered === 1 ? '' : 's'} ordered could be paid (J-10)`;
  orders.forEach((o, i) => {
    const was = { court: t.court, source: t.source };
    const p = admit(s, d, minimal, t, o);
    if (p?.[0] === 'minimal_court')
      out.set(
        i,
        `The court stands at level 0, where the regent oversees every domain action himself: ${short}, so this one is not carried out.`,
      );
    else if (ordinaryUse(t) > court.actions) {
      out.set(
        i,
        `The court stands at level ${court.level} and gives ${actionsWord(court.actions)} a round${t.pool ? `, the source court ${t.pool} more for source work` : ''}: ${short}, so this one is not carried out.`,
      );
      t.court = was.court;
      t.source = was.source;
    }
  });
  return out;
}

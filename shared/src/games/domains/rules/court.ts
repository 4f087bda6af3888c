/**
 * Courts (checklist 1.4): the level from the largest non-source holding and the best palace, plus the extra
 * levels paid for in round 1 of the turn (J-10), at most 10; court actions by the court table and Council
 * Chamber levels; and a wizard regent's source court, court actions as if his court were his largest source,
 * for source work only.
 */
import {
  BUILDING_TABLE,
  type BuildingId,
  COURT,
  COURT_TABLE,
  courtLevel as levelOf,
  type DomainId,
  isWizard,
  wizardCourtActions,
} from '../data/index.ts';
import { isTurnStart, turnOf } from './calendar.ts';
import type { OrderState, State } from './state.ts';

/** The sheet order that pays for extra court levels this turn (commands.ts SHEET_ORDERS, J-10). */
export const COURT_BUDGET = 'court-budget';

/** What the holdings and the provinces give: the largest non-source holding, the best palace, chambers, the largest source. */
interface Base {
  holding: number;
  palace: number;
  chamber: number;
  source: number;
}

/**
 * The holdings' and provinces' part reads only those two, which evolve replaces whenever they change, so it
 * is kept per (holdings, provinces) pair: the draft checks hundreds of candidate sheets on one state.
 */
const kept = new WeakMap<object, WeakMap<object, Map<DomainId, Base>>>();

function baseOf(s: State, d: DomainId): Base {
  let byProvinces = kept.get(s.holdings);
  if (!byProvinces) {
    byProvinces = new WeakMap();
    kept.set(s.holdings, byProvinces);
  }
  let byDomain = byProvinces.get(s.provinces);
  if (!byDomain) {
    byDomain = new Map();
    byProvinces.set(s.provinces, byDomain);
  }
  const known = byDomain.get(d);
  if (known) return known;
  let holding = 0;
  let source = 0;
  for (const h of Object.values(s.holdings))
    if (h.owner === d) {
      if (h.type === 'source') source = Math.max(source, h.level);
      else holding = Math.max(holding, h.level);
    }
  let palace = 0;
  let chamber = 0;
  for (const p of Object.values(s.provinces))
    if (p.ruler === d) {
      palace = Math.max(palace, p.buildings.palace ?? 0);
      chamber += p.buildings['council-chamber'] ?? 0;
    }
  const out = { holding, palace, chamber, source };
  byDomain.set(d, out);
  return out;
}

/** The levels a sheet's court budget orders (0 with none, or with a malformed one). */
export function orderedLevels(orders: readonly OrderState[]): number {
  const o = orders.find((x) => x.action === COURT_BUDGET);
  const n = Number(o?.params?.levels);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The extra levels paid at this turn's expenses, or null before they are paid (round 1, before the orders). */
export function paidLevels(s: State, d: DomainId): number | null {
  const dom = s.domains[d];
  if (!dom || dom.courtTurn !== turnOf(s.round)) return isTurnStart(s.round) ? null : 0;
  return COURT.gbPerBoughtLevel > 0 ? Math.floor(dom.courtPaid / COURT.gbPerBoughtLevel + 1e-9) : 0;
}

/** A domain's court, as the board and (in round 1, before the expenses) its own sheet make it. */
export interface Court {
  /** The court level, 0 to 10. */
  level: number;
  /** Without any bought level: the largest non-source holding plus the best palace, at most 10. */
  base: number;
  holding: number;
  palace: number;
  /** Extra levels bought this turn: paid, or before the expenses of round 1 those the sheet orders. */
  bought: number;
  /** Whether `bought` is paid already (false: ordered on the sheet, paid at the expenses). */
  paid: boolean;
  /** Court actions a round: the court table's and one per Council Chamber level. */
  actions: number;
  /** A wizard regent's source court: more court actions, for source work only (0 for any other regent). */
  source: number;
  /** The Politics modifier on domain actions (1.4). */
  politics: number;
  /** The court table's name for the level ("Good court"). */
  name: string;
}

/** A wizard regent (data/character.ts isWizard), living, for the source court. */
function wizardRegent(s: State, d: DomainId): boolean {
  const c = s.characters[`${d}:regent`];
  return !!c?.alive && isWizard(c.build.classes, c.build.powers);
}

/**
 * The court of domain `d`. In round 1 of a turn, before the expenses, the levels the sheet `orders` buys
 * count as bought (the sheet is checked as the court will stand when its orders resolve); once they are
 * paid, what was paid counts, whatever the sheet says.
 */
export function courtOf(s: State, d: DomainId, orders: readonly OrderState[] = []): Court {
  const b = baseOf(s, d);
  const base = levelOf(b.holding, b.palace, 0);
  const paid = paidLevels(s, d);
  const bought = Math.max(0, Math.min(paid ?? orderedLevels(orders), COURT.max - base));
  const level = levelOf(b.holding, b.palace, bought);
  const row = COURT_TABLE[level];
  return {
    level,
    base,
    holding: b.holding,
    palace: b.palace,
    bought,
    paid: paid !== null,
    actions: (row?.actions ?? 0) + b.chamber,
    source: b.source > 0 && wizardRegent(s, d) ? wizardCourtActions(b.source) : 0,
    politics: row?.politics ?? 0,
    name: row?.name ?? '',
  };
}

export const courtLevel = (s: State, d: DomainId, orders?: readonly OrderState[]): number =>
  courtOf(s, d, orders).level;

export const courtActions = (s: State, d: DomainId, orders?: readonly OrderState[]): number =>
  courtOf(s, d, orders).actions;

const listed = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Whether an order is source work, which a wizard's source court may take (1.4): an action on source holdings
 * (every target a source, or a new source), a ley-line action, a grant of gold alone, or building a building
 * that needs a source. Realm spells are not: the thread names sources and ley lines, not the spells.
 */
export function sourceWork(s: State, o: OrderState): boolean {
  switch (o.action) {
    case 'ley-link':
    case 'create-ley-line':
      return true;
    case 'grant':
      return Number(o.params?.gb ?? 0) > 0 && !Number(o.params?.rp ?? 0) && listed(o.params?.units).length === 0;
    case 'build': {
      const req = BUILDING_TABLE[o.params?.building as BuildingId]?.requirement;
      return req?.kind === 'holding' && req.type === 'source';
    }
    case 'create-holding':
      return o.params?.type === 'source';
    default:
      return o.targets.length > 0 && o.targets.every((t) => s.holdings[t]?.type === 'source');
  }
}

/** "level 5 (Good court)": the level and the court table's name for it. */
export const courtName = (c: Pick<Court, 'level' | 'name'>): string => `level ${c.level} (${c.name})`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/**
 * The court in words, for the regent's own sheet: "Court level 6 (Good court): your largest holding 4, a palace
 * 1, 1 level paid this turn (1 GB); 2 court actions a round, Politics +1 on domain actions; your source court
 * gives 2 more court actions, for source work only.""
 */
export function courtWords(c: Court): string {
  const parts = [`your largest holding ${c.holding}`];
  if (c.palace) parts.push(`a palace ${c.palace}`);
  if (c.bought)
    parts.push(
      c.paid
        ? `${plural(c.bought, 'level')} paid this turn (${c.bought * COURT.gbPerBoughtLevel} GB)`
        : `${plural(c.bought, 'level')} your court budget orders (${c.bought * COURT.gbPerBoughtLevel} GB at this turn’s expenses)`,
    );
  const source = c.source
    ? `; your source court gives ${plural(c.source, 'more court action')}, for source work only`
    : '';
  return `Court ${courtName(c)}: ${parts.join(', ')}; ${plural(c.actions, 'court action')} a round, Politics ${signed(c.politics)} on domain actions${source}.`;
}

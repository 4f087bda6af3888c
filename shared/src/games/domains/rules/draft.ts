/**
 * The sheet being written, order by order. Each action module proposes the
 * orders that make sense for a domain as the board stands (rules/proposals/),
 * named in words with their cost; the draft offers every proposal the sheet
 * could still take (checkSheet decides, the same check as handing in) under
 * each kind the action may be taken as, plus striking an order, putting more
 * RP on one, and handing the sheet in. The prompt, the bots and the board's
 * sheet editor all write the same `draft` command.
 *
 * The view, the prompt and the bots ask for the offers on every request and step, so the proposals are
 * kept with the board they were made on (and with what each proposer reads of the draft), and each
 * candidate is checked as one more order on the draft, counted once (sheet.ts sheetTakes).
 */
import type { Choice } from '../../../engine/types.ts';
import { type Command, isSheetOrder, MAX_LIST, type SheetOrder } from '../commands.ts';
import { ACTION_BY_ID, ACTION_RULES, type ActionId, type DomainId } from '../data/index.ts';
import { courtOf, sourceWork } from './court.ts';
import { livingCourt, memo, remember } from './index-by.ts';
import { withoutOrder } from './sheet-edit.ts';
import { checkSheet, sheetTakes } from './sheet.ts';
import type { BackingState, CharacterState, OrderState, State } from './state.ts';
import { backingWords, characterName, orderWords } from './words.ts';

/** One order a module proposes; without `as` the draft offers it under every kind the action allows. */
export interface Proposal {
  order: Omit<OrderState, 'as'> & { as?: OrderState['as'] };
  /** What it does, in words: the action, its target by name, what it asks ("Rule Province: Ezzar to level 3"). */
  label: string;
  /** Its cost in words, where it is known before the round resolves ("2 GB, 3 RP"). */
  cost?: string;
}

/**
 * A module's proposals for one action. It reads the board and its own domain's draft orders
 * (draftOf(s, d).orders), nothing else of the sheets: no other regent's sheet is read. Its proposals
 * are kept with what it read (see `proposalsOn`), so it must be pure and they must not be changed.
 */
export type Proposer = (s: State, d: DomainId) => Proposal[];

export type ProposedAction = ActionId | SheetOrder;

export const PROPOSERS: Partial<Record<ProposedAction, Proposer>> = {};

/**
 * Registers a module's proposers. An action two modules propose for (Oversee: the court's own orders and
 * leading an army into battle, rules/proposals/military.ts) offers both modules' proposals, kept per board
 * and draft key only when both are keyed.
 */
export function propose(proposers: Partial<Record<ProposedAction, Proposer>>): void {
  for (const [action, p] of Object.entries(proposers) as [ProposedAction, Proposer][]) {
    const had = PROPOSERS[action];
    PROPOSERS[action] = had ? both(had, p) : p;
  }
}

function both(a: Proposer, b: Proposer): Proposer {
  const ka = KEYS.get(a);
  const kb = KEYS.get(b);
  const p: Proposer = (s, d) => [...a(s, d), ...b(s, d)];
  return ka && kb ? keyedBy(p, (s, d) => `${ka(s, d)}|${kb(s, d)}`) : p;
}

/** What a proposer reads of its domain's draft, in words (`keyedBy`). */
export type DraftKey = (s: State, d: DomainId) => string;

const KEYS = new WeakMap<Proposer, DraftKey>();

/**
 * Marks a proposer whose proposals rest on the board and on `key(s, d)` alone: the key words all it
 * reads of its domain's draft, so its proposals serve every draft with the same key (the draft changes
 * only the sheets, and most orders written leave a proposer's key as it was).
 */
export function keyedBy(p: Proposer, key: DraftKey): Proposer {
  KEYS.set(p, key);
  return p;
}

/** Marks a proposer that reads the board alone, not even its domain's draft: its proposals serve every draft. */
export const fromBoard = (p: Proposer): Proposer => keyedBy(p, () => '');

/** Proposals per action, domain and draft key (a keyed proposer's), or per action, domain and draft. */
interface Kept {
  board: Map<string, Proposal[]>;
  drafts: Map<string, WeakMap<readonly OrderState[], Proposal[]>>;
}

const kept = memo<Kept>();
const NO_ORDERS: readonly OrderState[] = [];
/** A sealed sheet comes back to the draft with `withdraw` until the round resolves (rules/sheet.ts). */
const TAKE_BACK = 'You can take the sheet back until the round resolves.';

/**
 * What the proposers proposed on this board: the state but its sheets. Every part the proposers may read
 * (evolve replaces a part when it changes, never changes one in place) and every figure of the state
 * keys it, so a state that differs from an earlier one only in its sheets finds what was proposed there.
 */
function keptOn(s: State): Kept {
  const parts: object[] = [];
  let key = '';
  for (const k of Object.keys(s).sort()) {
    if (k === 'sheets') continue;
    const v = (s as unknown as Record<string, unknown>)[k];
    if (v !== null && typeof v === 'object') {
      parts.push(v);
      key += `${k};`;
    } else key += `${k}=${JSON.stringify(v)};`;
  }
  return remember(kept, parts, key, () => ({ board: new Map(), drafts: new Map() }));
}

/** A proposer's proposals, made once per board and draft key (or, for one with no key, per draft). */
function proposalsOn(k: Kept, s: State, d: DomainId, action: string, proposer: Proposer): Proposal[] {
  const draftKey = KEYS.get(proposer);
  if (draftKey) {
    const key = `${action}|${d}|${draftKey(s, d)}`;
    let out = k.board.get(key);
    if (!out) {
      out = proposer(s, d);
      k.board.set(key, out);
    }
    return out;
  }
  const key = `${action}|${d}`;
  let byDraft = k.drafts.get(key);
  if (!byDraft) {
    byDraft = new WeakMap();
    k.drafts.set(key, byDraft);
  }
  const orders = s.sheets[d]?.orders ?? NO_ORDERS;
  let out = byDraft.get(orders);
  if (!out) {
    out = proposer(s, d);
    byDraft.set(orders, out);
  }
  return out;
}

export const emptySheet = (): { orders: OrderState[]; backing: BackingState[] } => ({ orders: [], backing: [] });

/** The draft of a domain this round (empty when none is written). */
export function draftOf(s: State, d: DomainId): { orders: OrderState[]; backing: BackingState[] } {
  const sh = s.sheets[d];
  return sh ? { orders: sh.orders, backing: sh.backing } : emptySheet();
}

const fits = (s: State, d: DomainId, orders: OrderState[], backing: BackingState[]): boolean => {
  try {
    checkSheet(s, d, orders, backing);
    return true;
  } catch {
    return false;
  }
};

/** The kinds a proposal that names none is offered under: its action's own kinds, a lieutenant's too. */
interface KindPlan {
  domain: boolean;
  court: boolean;
  free: boolean;
  character: boolean;
  lieutenant: boolean;
}

/** By action: the action list never changes, and the draft asks for every proposal. */
const plans = new Map<string, KindPlan>();

function kindPlan(action: Proposal['order']['action']): KindPlan {
  let plan = plans.get(action);
  if (!plan) {
    const def = isSheetOrder(action) ? null : ACTION_BY_ID.get(action);
    const kinds = def?.kinds ?? ['F'];
    plan = {
      domain: kinds.includes('D'),
      court: kinds.includes('X'),
      free: kinds.includes('F'),
      character: kinds.includes('C'),
      lieutenant: kinds.some((k) => k === 'D' || k === 'X' || k === 'F'),
    };
    plans.set(action, plan);
  }
  return plan;
}

/** The kinds an order may be taken as (its own, if it names one). `court` is the domain's living court. */
function kindsFor(p: Proposal, court: readonly CharacterState[]): OrderState[] {
  const base = p.order;
  if (base.as) return [base as OrderState];
  const plan = kindPlan(base.action);
  const out: OrderState[] = [];
  if (plan.domain) out.push({ ...base, as: 'domain' });
  if (plan.court) out.push({ ...base, as: 'court' });
  if (plan.free) out.push({ ...base, as: 'free' });
  if (plan.character) for (const c of court) out.push({ ...base, as: 'character', overseer: c.id });
  if (plan.lieutenant)
    for (const c of court) if (c.role === 'lieutenant') out.push({ ...base, as: 'lieutenant', overseer: c.id });
  return out;
}

/** The source court's group: court actions a wizard regent's source court may take (1.4). */
export const SOURCE_COURT_GROUP = 'court:source';

/**
 * The group an order is offered in: its key (what `browse` opens) and its heading. With `source` a court
 * action of source work goes in the source court's group (a wizard regent's, 1.4).
 */
export function groupOf(s: State, o: OrderState, source = false): { key: string; name: string } {
  switch (o.as) {
    case 'domain':
      return { key: 'domain', name: 'Domain action (one a round)' };
    case 'court':
      return source
        ? {
            key: SOURCE_COURT_GROUP,
            name: 'Court actions of your source court (sources, ley lines, grants of gold, source buildings)',
          }
        : { key: 'court', name: 'Court actions' };
    case 'free':
      return { key: 'free', name: 'Free actions' };
    case 'character':
      return { key: `character:${o.overseer}`, name: `Character action — ${characterName(s, o.overseer ?? '')}` };
    case 'lieutenant':
      return { key: `lieutenant:${o.overseer}`, name: `Lieutenant action — ${characterName(s, o.overseer ?? '')}` };
  }
}

/** One order the draft offers to add: the whole draft it makes, in words, and its group. */
export interface Offer {
  order: OrderState;
  label: string;
  group: { key: string; name: string };
}

/** States are never changed in place (evolve copies what it touches), so a state's offers can be kept with it. */
const offered = new WeakMap<State, Map<DomainId, Offer[]>>();

/** Every order the sheet could still take, as the board stands (checkSheet decides, as at hand-in). */
export function offers(s: State, d: DomainId): Offer[] {
  let byDomain = offered.get(s);
  if (!byDomain) {
    byDomain = new Map();
    offered.set(s, byDomain);
  }
  const known = byDomain.get(d);
  if (known) return known;
  const out = computeOffers(s, d);
  byDomain.set(d, out);
  return out;
}

/** An order the command schema takes: no list longer than a client may send (commands.ts MAX_LIST). */
const sendable = (o: OrderState): boolean =>
  o.targets.length <= MAX_LIST && Object.values(o.params ?? {}).every((v) => !Array.isArray(v) || v.length <= MAX_LIST);

/**
 * The offers of one action at a time, for the current draft (the bot's: a random legal order without reading
 * every action's proposals, which on a new board are most of a campaign's time). The draft is counted once
 * for every action asked of the returned function.
 */
export function offersOf(s: State, d: DomainId): (action: ProposedAction) => Offer[] {
  const sheet = draftOf(s, d);
  // the draft is counted once, and each candidate checked as one more order on it
  const takes = sheetTakes(s, d, sheet.orders, sheet.backing);
  const court = livingCourt(s, d);
  // a wizard regent's court actions of source work are offered as his source court's (1.4)
  const pool = courtOf(s, d, sheet.orders).source > 0;
  // the offers of one group share its heading (by kind, then overseer)
  const groups = new Map<string, Map<string | undefined, Offer['group']>>();
  const group = (o: OrderState): Offer['group'] => {
    const source = pool && o.as === 'court' && sourceWork(s, o);
    const kind = source ? SOURCE_COURT_GROUP : o.as;
    let byOverseer = groups.get(kind);
    if (!byOverseer) {
      byOverseer = new Map();
      groups.set(kind, byOverseer);
    }
    let g = byOverseer.get(o.overseer);
    if (!g) {
      g = groupOf(s, o, source);
      byOverseer.set(o.overseer, g);
    }
    return g;
  };
  const board = keptOn(s);
  return (action) => {
    const proposer = PROPOSERS[action];
    const def = isSheetOrder(action) ? null : ACTION_BY_ID.get(action);
    if (!proposer || def?.disabled) return [];
    const out: Offer[] = [];
    for (const p of proposalsOn(board, s, d, action, proposer)) {
      const label = p.cost ? `${p.label} (${p.cost})` : p.label;
      for (const order of kindsFor(p, court))
        if (sendable(order) && takes(order)) out.push({ order, label, group: group(order) });
    }
    return out;
  };
}

function computeOffers(s: State, d: DomainId): Offer[] {
  const of = offersOf(s, d);
  return (Object.keys(PROPOSERS) as ProposedAction[]).flatMap((action) => of(action));
}

/** RP already promised on the draft's orders and backing: what more may be put on an order. */
const promised = (sheet: { orders: OrderState[]; backing: BackingState[] }): number =>
  sheet.orders.reduce((a, o) => a + (o.rp ?? 0), 0) + sheet.backing.reduce((a, b) => a + b.rp, 0);

/** How much more RP a tap puts on an order (two RP lower its DC by two). */
export const RP_STEP = 2;

const STRIKE = 'strike';
const MORE_RP = 'rp';

/**
 * The draft's choices, two levels deep so a phone shows a short list: at the sheet, handing it in and one
 * entry per group of orders that could be added (a kind of action, a character's action), striking and
 * strengthening; inside a group, its orders and the way back. The board reads `offers` whole instead.
 */
export function draftChoices(s: State, d: DomainId): Choice<Command>[] {
  const sheet = draftOf(s, d);
  const browsing = s.sheets[d]?.browsing ?? null;
  const back: Choice<Command> = {
    command: { type: 'browse', group: null },
    label: 'Back to my sheet',
    group: 'My sheet',
  };
  const n = sheet.orders.length;
  const words = sheet.orders.map((o) => orderWords(s, d, o));
  const rpLeft = s.domains[d].rp - promised(sheet);
  const strengthen = sheet.orders.flatMap((o, i) => {
    const def = isSheetOrder(o.action) ? null : ACTION_BY_ID.get(o.action);
    if (!def || def.dc.kind === 'auto' || o.takeTen || rpLeft < RP_STEP) return [];
    const orders = sheet.orders.map((x, j) => (j === i ? { ...x, rp: (x.rp ?? 0) + RP_STEP } : x));
    // a lieutenant's own action takes no RP (checkSheet says so)
    return fits(s, d, orders, sheet.backing)
      ? [
          {
            command: { type: 'draft', orders, backing: sheet.backing } as Command,
            label: `Put ${RP_STEP} more RP on: ${words[i]} (DC −${RP_STEP * ACTION_RULES.rpPerDc})`,
            group: 'More RP',
          },
        ]
      : [];
  });
  if (browsing === STRIKE)
    return [
      // the court budget's levels may carry later court actions: it is struck once they are (J-10)
      ...sheet.orders.flatMap((o, i) => {
        const orders = withoutOrder(sheet.orders, i);
        if (o.action === 'court-budget' && !fits(s, d, orders, sheet.backing)) return [];
        return [
          {
            command: { type: 'draft', orders, backing: sheet.backing } as Command,
            label: `Strike: ${words[i]}`,
            group: 'Strike an order',
          },
        ];
      }),
      ...sheet.backing.map((b, i) => ({
        command: { type: 'draft', orders: sheet.orders, backing: sheet.backing.filter((_, j) => j !== i) } as Command,
        label: `Strike: ${backingWords(b)}`,
        group: 'Strike an order',
      })),
      back,
    ];
  if (browsing === MORE_RP) return [...strengthen, back];
  const all = offers(s, d);
  if (browsing) {
    const inGroup = all.filter((o) => o.group.key === browsing);
    return [
      ...inGroup.map((o) => ({
        command: { type: 'draft', orders: [...sheet.orders, o.order], backing: sheet.backing } as Command,
        label: o.label,
        group: o.group.name,
      })),
      back,
    ];
  }
  const backed = sheet.backing.map(backingWords);
  const out: Choice<Command>[] = [
    n || backed.length
      ? {
          command: { type: 'handIn' },
          label: n
            ? `Hand in my ${n} order${n === 1 ? '' : 's'}`
            : `Hand in my sheet: no orders, ${backed.length} backing`,
          group: 'My sheet',
          confirm: `Hand in: ${[...words, ...backed].join('; ')}. When the last regent hands in, the round resolves at once and no order can be changed.`,
          takeBack: TAKE_BACK,
        }
      : {
          command: { type: 'handIn', orders: [] },
          label: 'Hand in an empty sheet: my domain rests this round',
          group: 'My sheet',
          confirm: 'Your domain takes no action this round.',
          takeBack: TAKE_BACK,
        },
  ];
  const groups = new Map<string, { name: string; count: number }>();
  for (const o of all) {
    const g = groups.get(o.group.key) ?? { name: o.group.name, count: 0 };
    g.count++;
    groups.set(o.group.key, g);
  }
  const c = courtOf(s, d, sheet.orders);
  const gives = (key: string): string =>
    key === 'court'
      ? ` (your court gives ${c.actions} a round)`
      : key === SOURCE_COURT_GROUP
        ? ` (your source court gives ${c.source} a round, for source work only, besides your court’s ${c.actions})`
        : '';
  for (const [key, g] of groups)
    out.push({
      command: { type: 'browse', group: key },
      label: `${g.name}: ${g.count} order${g.count === 1 ? '' : 's'} to choose from${gives(key)}`,
      group: 'Write an order',
    });
  if (n || sheet.backing.length)
    out.push({
      command: { type: 'browse', group: STRIKE },
      label: `Strike an order (${n + sheet.backing.length} written)`,
      group: 'My sheet',
    });
  if (strengthen.length)
    out.push({
      command: { type: 'browse', group: MORE_RP },
      label: `Put more RP on an order (${rpLeft} RP free)`,
      group: 'My sheet',
    });
  return out;
}

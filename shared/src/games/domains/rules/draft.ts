/**
 * The sheet being written, order by order. Each action module proposes the
 * orders that make sense for a domain as the board stands (rules/proposals/),
 * named in words with their cost; the draft offers every proposal the sheet
 * could still take (checkSheet decides, the same check as handing in) under
 * each kind the action may be taken as, plus striking an order, putting more
 * RP on one, and handing the sheet in. The prompt, the bots and the board's
 * sheet editor all write the same `draft` command.
 */
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import { ACTION_BY_ID, ACTION_RULES, type ActionId, type DomainId } from '../data/index.ts';
import { courtActions } from './court.ts';
import { checkSheet } from './sheet.ts';
import type { BackingState, OrderState, State } from './state.ts';
import { characterName, orderWords } from './words.ts';

/** One order a module proposes; without `as` the draft offers it under every kind the action allows. */
export interface Proposal {
  order: Omit<OrderState, 'as'> & { as?: OrderState['as'] };
  /** What it does, in words: the action, its target by name, what it asks ("Rule Province: Ezzar to level 3"). */
  label: string;
  /** Its cost in words, where it is known before the round resolves ("2 GB, 3 RP"). */
  cost?: string;
}

export type Proposer = (s: State, d: DomainId) => Proposal[];

type ProposedAction = ActionId | 'law-claim' | 'raise-bloodline';

export const PROPOSERS: Partial<Record<ProposedAction, Proposer>> = {};

export function propose(proposers: Partial<Record<ProposedAction, Proposer>>): void {
  Object.assign(PROPOSERS, proposers);
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

/** The kinds an order may be taken as: the action's own kinds, a lieutenant's too. */
function kindsFor(s: State, d: DomainId, p: Proposal): OrderState[] {
  const base = p.order;
  if (base.as) return [base as OrderState];
  const action = base.action;
  const def = action === 'law-claim' || action === 'raise-bloodline' ? null : ACTION_BY_ID.get(action);
  const kinds = def?.kinds ?? ['F'];
  const out: OrderState[] = [];
  const court = Object.values(s.characters).filter((c) => c.domain === d && c.alive);
  if (kinds.includes('D')) out.push({ ...base, as: 'domain' });
  if (kinds.includes('X')) out.push({ ...base, as: 'court' });
  if (kinds.includes('F')) out.push({ ...base, as: 'free' });
  if (kinds.includes('C')) for (const c of court) out.push({ ...base, as: 'character', overseer: c.id });
  if (kinds.some((k) => k === 'D' || k === 'X' || k === 'F'))
    for (const c of court) if (c.role === 'lieutenant') out.push({ ...base, as: 'lieutenant', overseer: c.id });
  return out;
}

/** The group an order is offered in: its key (what `browse` opens) and its heading. */
export function groupOf(s: State, o: OrderState): { key: string; name: string } {
  switch (o.as) {
    case 'domain':
      return { key: 'domain', name: 'Domain action (one a round)' };
    case 'court':
      return { key: 'court', name: 'Court actions' };
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

function computeOffers(s: State, d: DomainId): Offer[] {
  const sheet = draftOf(s, d);
  const out: Offer[] = [];
  for (const [action, proposer] of Object.entries(PROPOSERS) as [ProposedAction, Proposer][]) {
    const def = action === 'law-claim' || action === 'raise-bloodline' ? null : ACTION_BY_ID.get(action);
    if (def?.disabled) continue;
    for (const p of proposer(s, d))
      for (const order of kindsFor(s, d, p)) {
        if (!fits(s, d, [...sheet.orders, order], sheet.backing)) continue;
        out.push({ order, label: p.cost ? `${p.label} (${p.cost})` : p.label, group: groupOf(s, order) });
      }
  }
  return out;
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
    const def = o.action === 'law-claim' || o.action === 'raise-bloodline' ? null : ACTION_BY_ID.get(o.action);
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
      ...sheet.orders.map((_, i) => ({
        command: { type: 'draft', orders: sheet.orders.filter((_, j) => j !== i), backing: sheet.backing } as Command,
        label: `Strike: ${words[i]}`,
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
  const out: Choice<Command>[] = [
    n
      ? {
          command: { type: 'handIn' },
          label: `Hand in my ${n} order${n === 1 ? '' : 's'}`,
          group: 'My sheet',
          confirm: `Hand in: ${words.join('; ')}. When the last regent hands in, the round resolves at once and no order can be changed.`,
        }
      : {
          command: { type: 'handIn', orders: [] },
          label: 'Hand in an empty sheet: my domain rests this round',
          group: 'My sheet',
          confirm: 'Your domain takes no action this round.',
        },
  ];
  const groups = new Map<string, { name: string; count: number }>();
  for (const o of all) {
    const g = groups.get(o.group.key) ?? { name: o.group.name, count: 0 };
    g.count++;
    groups.set(o.group.key, g);
  }
  const courtLeft = courtActions(s, d);
  for (const [key, g] of groups)
    out.push({
      command: { type: 'browse', group: key },
      label: `${g.name}: ${g.count} order${g.count === 1 ? '' : 's'} to choose from${key === 'court' ? ` (your court gives ${courtLeft} a round)` : ''}`,
      group: 'Write an order',
    });
  if (n)
    out.push({
      command: { type: 'browse', group: STRIKE },
      label: `Strike an order (${n} written)`,
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

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

/** The kinds an order may be taken as, each with its group heading: the action's own kinds, a lieutenant's too. */
function kindsFor(s: State, d: DomainId, p: Proposal): { order: OrderState; group: string }[] {
  const base = p.order;
  if (base.as) return [{ order: base as OrderState, group: groupOf(s, base as OrderState) }];
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
  return out.map((order) => ({ order, group: groupOf(s, order) }));
}

function groupOf(s: State, o: OrderState): string {
  switch (o.as) {
    case 'domain':
      return 'Domain action (one a round)';
    case 'court':
      return 'Court actions';
    case 'free':
      return 'Free actions';
    case 'character':
      return `Character action — ${characterName(s, o.overseer ?? '')}`;
    case 'lieutenant':
      return `Lieutenant action — ${characterName(s, o.overseer ?? '')}`;
  }
}

/** RP already promised on the draft's orders and backing: what more may be put on an order. */
const promised = (sheet: { orders: OrderState[]; backing: BackingState[] }): number =>
  sheet.orders.reduce((a, o) => a + (o.rp ?? 0), 0) + sheet.backing.reduce((a, b) => a + b.rp, 0);

/** How much more RP a tap puts on an order (two RP lower its DC by two). */
export const RP_STEP = 2;

/** The draft's choices: what may be added, struck or strengthened, and handing it in. */
export function draftChoices(s: State, d: DomainId): Choice<Command>[] {
  const sheet = draftOf(s, d);
  const out: Choice<Command>[] = [];
  const n = sheet.orders.length;
  out.push(
    n
      ? {
          command: { type: 'handIn' },
          label: `Hand in my ${n} order${n === 1 ? '' : 's'}`,
          group: 'My sheet',
          confirm: `Hand in: ${sheet.orders.map((o) => orderWords(s, d, o)).join('; ')}. When the last regent hands in, the round resolves at once and no order can be changed.`,
        }
      : {
          command: { type: 'handIn', orders: [] },
          label: 'Hand in an empty sheet: my domain rests this round',
          group: 'My sheet',
          confirm: 'Your domain takes no action this round.',
        },
  );
  const rpLeft = s.domains[d].rp - promised(sheet);
  sheet.orders.forEach((o, i) => {
    const words = orderWords(s, d, o);
    out.push({
      command: { type: 'draft', orders: sheet.orders.filter((_, j) => j !== i), backing: sheet.backing },
      label: `Strike: ${words}`,
      group: 'My sheet',
    });
    const def = o.action === 'law-claim' || o.action === 'raise-bloodline' ? null : ACTION_BY_ID.get(o.action);
    if (!def || def.dc.kind === 'auto' || o.takeTen || rpLeft < RP_STEP) return;
    const orders = sheet.orders.map((x, j) => (j === i ? { ...x, rp: (x.rp ?? 0) + RP_STEP } : x));
    // a lieutenant's own action takes no RP (checkSheet says so)
    if (fits(s, d, orders, sheet.backing))
      out.push({
        command: { type: 'draft', orders, backing: sheet.backing },
        label: `Put ${RP_STEP} more RP on: ${words} (DC −${RP_STEP * ACTION_RULES.rpPerDc})`,
        group: 'My sheet',
      });
  });
  const courtLeft = courtActions(s, d);
  for (const [action, proposer] of Object.entries(PROPOSERS) as [ProposedAction, Proposer][]) {
    const def = action === 'law-claim' || action === 'raise-bloodline' ? null : ACTION_BY_ID.get(action);
    if (def?.disabled) continue;
    for (const p of proposer(s, d))
      for (const { order, group } of kindsFor(s, d, p)) {
        const orders = [...sheet.orders, order];
        if (!fits(s, d, orders, sheet.backing)) continue;
        out.push({
          command: { type: 'draft', orders, backing: sheet.backing },
          label: p.cost ? `${p.label} (${p.cost})` : p.label,
          group: group === 'Court actions' ? `Court actions (your court gives ${courtLeft} a round)` : group,
        });
      }
  }
  return out;
}

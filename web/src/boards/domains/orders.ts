/**
 * The sheet of orders as the board writes it. The server hands the legal
 * additions in `view.offers` (every order the own sheet could still take), so
 * the board places each offer on the provinces its targets name, and builds
 * the one `draft` command the prompt's browse would have sent: the sheet's
 * orders with the offer appended (or one struck, or 2 more RP on one), the
 * backing kept; or the orders kept and a backing line added or struck. The server checks the whole sheet again (checkSheet), exactly
 * as it does for the prompt's choices.
 */
import { ACTION_BY_ID } from '@hexpost/shared/games/domains/data/actions.ts';
import type { ActionId } from '@hexpost/shared/games/domains/data/ids.ts';
import type { Offer } from '@hexpost/shared/games/domains/rules/draft.ts';
import { withoutOrder } from '@hexpost/shared/games/domains/rules/sheet-edit.ts';
import type { BackingState, OrderState } from '@hexpost/shared/games/domains/rules/state.ts';
import { backingWords } from '@hexpost/shared/games/domains/rules/words.ts';
import type { Choice } from '../registry.ts';
import { isProvince, type View } from './pieces.ts';

/** How much more RP a tap puts on an order (the prompt's "More RP" step: two RP lower the DC by two). */
export const RP_STEP = 2;

/**
 * The provinces an order concerns, from its targets: a province itself, a holding's or a unit's province,
 * a ship's port, a character's province, both ends of a trade route. Domains, agendas and the like have
 * no place on the map.
 */
export function placesOf(v: View, order: Pick<OrderState, 'targets'>): string[] {
  const out = new Set<string>();
  const holdings = new Map(v.holdings.map((h) => [h.id, h]));
  const add = (p: string | undefined) => {
    if (p && isProvince(p)) out.add(p);
  };
  for (const t of order.targets) {
    if (isProvince(t)) add(t);
    else if (holdings.has(t)) add(holdings.get(t)?.province);
    else if (v.units[t]) add(v.units[t]?.province);
    else if (v.ships[t]) add(v.ships[t]?.at);
    else if (v.characters[t]) add(v.characters[t]?.province);
    else if (v.routes[t]) {
      add(v.routes[t]?.from);
      add(v.routes[t]?.to);
    }
  }
  return [...out];
}

/** Offers by the provinces they concern; those with no place under `null`. */
export function offersByPlace(v: View): Map<string | null, Offer[]> {
  const out = new Map<string | null, Offer[]>();
  for (const o of v.offers) {
    const places = placesOf(v, o.order);
    for (const p of places.length ? places : [null]) {
      const list = out.get(p) ?? [];
      list.push(o);
      out.set(p, list);
    }
  }
  return out;
}

/** Groups in the order a regent thinks of them: the one domain action, the court's, lieutenants', characters', free. */
const GROUP_RANK = ['domain', 'court', 'lieutenant', 'character', 'free'];
const rank = (key: string) => {
  const i = GROUP_RANK.indexOf(key.split(':')[0] ?? '');
  return i < 0 ? GROUP_RANK.length : i;
};

/** Offers grouped by their group (the kind of action, whose action it is), each group's in the order offered. */
export function groupOffers(list: readonly Offer[]): { key: string; name: string; offers: Offer[] }[] {
  const out: { key: string; name: string; offers: Offer[] }[] = [];
  for (const o of list) {
    let g = out.find((x) => x.key === o.group.key);
    if (!g) {
      g = { key: o.group.key, name: o.group.name, offers: [] };
      out.push(g);
    }
    g.offers.push(o);
  }
  // a stable sort: groups of one kind stay in the order offered
  return out.sort((a, b) => rank(a.key) - rank(b.key));
}

const sheetOf = (v: View) => ({ orders: v.sheet?.orders ?? [], backing: v.sheet?.backing ?? [] });

/**
 * BoardProps asks a board to send one of `choices`; Domains offers its legal additions in `view.offers`
 * instead (the prompt keeps its two-level browse), so the board builds the same `draft` command the
 * browse would send: the whole sheet with the offer's order appended.
 */
export function addChoice(v: View, offer: Offer): Choice {
  const { orders, backing } = sheetOf(v);
  return { command: { type: 'draft', orders: [...orders, offer.order], backing }, label: offer.label };
}

/** The sheet without its order `i` (the prompt's "Strike" step). */
export function strikeChoice(v: View, i: number): Choice {
  const { orders, backing } = sheetOf(v);
  return {
    command: { type: 'draft', orders: withoutOrder(orders, i), backing },
    label: `Strike: ${v.sheetWords[i] ?? 'an order'}`,
  };
}

/**
 * The sheet with one more line backing another regent's order (support or opposition, 1.8 items 3-4). The
 * other sheet is secret, so the order is named by its number there, as the two regents agreed it.
 */
export function backingChoice(v: View, b: BackingState): Choice {
  const { orders, backing } = sheetOf(v);
  return { command: { type: 'draft', orders, backing: [...backing, b] }, label: backingWords(b) };
}

/** The sheet without its backing line `i`. */
export function strikeBackingChoice(v: View, i: number): Choice {
  const { orders, backing } = sheetOf(v);
  return {
    command: { type: 'draft', orders, backing: backing.filter((_, j) => j !== i) },
    label: `Strike: ${v.backingWords[i] ?? 'a backing'}`,
  };
}

/** RP the treasury holds beyond what the sheet already promises on its orders and backing. */
export function rpFree(v: View): number {
  const { orders, backing } = sheetOf(v);
  const mine = v.me ? v.domains[v.me] : undefined;
  const promised = orders.reduce((a, o) => a + (o.rp ?? 0), 0) + backing.reduce((a, b) => a + b.rp, 0);
  return (mine?.rp ?? 0) - promised;
}

/**
 * Two more RP on order `i` (the prompt's "More RP" step), when RP can help it: a rolled action, not taken
 * ten, not a lieutenant's own action, with RP free. The server checks the sheet again.
 */
export function moreRpChoice(v: View, i: number): Choice | null {
  const { orders, backing } = sheetOf(v);
  const o = orders[i];
  if (!o || o.takeTen || rpFree(v) < RP_STEP) return null;
  const def =
    o.action === 'law-claim' || o.action === 'raise-bloodline' ? null : ACTION_BY_ID.get(o.action as ActionId);
  if (!def || def.dc.kind === 'auto') return null;
  const lieutenant = o.overseer ? v.characters[o.overseer]?.role === 'lieutenant' : false;
  if (lieutenant && (o.as === 'lieutenant' || o.as === 'character')) return null;
  return {
    command: {
      type: 'draft',
      orders: orders.map((x, j) => (j === i ? { ...x, rp: (x.rp ?? 0) + RP_STEP } : x)),
      backing,
    },
    label: `Put ${RP_STEP} more RP on: ${v.sheetWords[i] ?? 'this order'}`,
  };
}

type Cmd = { type: string; group?: string | null };
const cmd = (c: Choice) => c.command as Cmd;

/** The prompt's own hand-in choice (it carries the `confirm` that lists the orders), when offered. */
export const handInChoice = (choices: readonly Choice[]): Choice | null =>
  choices.find((c) => cmd(c).type === 'handIn') ?? null;
/** Taking the sheet back to the draft. */
export const withdrawChoice = (choices: readonly Choice[]): Choice | null =>
  choices.find((c) => cmd(c).type === 'withdraw') ?? null;
/** While the prompt is inside one group of orders, the way back to the sheet (where handing in is offered). */
export const backChoice = (choices: readonly Choice[]): Choice | null =>
  choices.find((c) => cmd(c).type === 'browse' && cmd(c).group === null) ?? null;

/** The log in words: each action's result with its DC, the die and every modifier; patches are bookkeeping. */
import type { ActionId } from './data/index.ts';
import { ACTION_BY_ID, domain as domainOf, OTHER_ORDERS } from './data/index.ts';
import type { DmEvent } from './events.ts';

const dname = (id: string) => {
  try {
    return domainOf(id as never).name;
  } catch {
    return id;
  }
};
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function describe(e: DmEvent): string {
  switch (e.type) {
    case 'started':
      return 'The campaign begins.';
    case 'built':
      return `${dname(e.domain)} has made its regent.`;
    case 'creationDone':
      return 'Every regent is made: the first round begins.';
    case 'sheetHandedIn':
      return `${dname(e.domain)} has handed in its orders.`;
    case 'draftSet':
    case 'draftBrowsed':
      // the writer's own working copy: not a line of the log
      return '';
    case 'sheetWithdrawn':
      return `${dname(e.domain)} has taken its orders back to change them.`;
    case 'roundBegun':
      return `Round ${e.round} begins.`;
    case 'initiativeRolled':
      return `Initiative: ${e.rolls.map((r) => `${dname(r.domain)} ${r.die}${r.bonus ? ` +${r.bonus}` : ''}`).join(', ')}.`;
    case 'actionResolved': {
      // the orders outside the action list (law claims, the court budget) by their own names, never ids
      const name =
        ACTION_BY_ID.get(e.order.action as ActionId)?.name ??
        OTHER_ORDERS.find((o) => o.id === e.order.action)?.name ??
        'An order';
      const roll = e.roll
        ? ` — ${e.roll.takeTen ? 'took ten' : `rolled ${e.roll.die}`} against DC ${e.roll.dc} (base ${e.roll.base}${e.roll.mods.map((m) => `, ${signed(m.value)} ${m.label}`).join('')})`
        : '';
      return `${dname(e.domain)}: ${name}${roll}: ${e.ok ? 'done' : 'failed'}. ${e.text}`;
    }
    case 'noted':
      return e.text;
    case 'roundEnded':
      return `Round ${e.round} is over.`;
    case 'gameOver':
      return e.summary;
    default:
      return '';
  }
}

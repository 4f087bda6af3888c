/**
 * Domains' log lines in the browser where the server's could read better:
 * an action's result says the round resolved it (the line stands under the
 * seat whose hand-in was the last), names the domain, the action and where it
 * was taken, then the die against the DC with the base and every modifier
 * (signed with a true minus), and what came of it. Every other line is the
 * server's (shared/src/games/domains/describe.ts).
 */
import { ACTION_BY_ID } from '@hexpost/shared/games/domains/data/actions.ts';
import { type ActionId, HOLDING_TYPE_NAMES, type HoldingType } from '@hexpost/shared/games/domains/data/ids.ts';
import { domainName, isProvince, provinceName } from './pieces.ts';

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

interface Resolved {
  type: 'actionResolved';
  domain: string;
  order: { action: string; targets: string[] };
  roll: { die: number; dc: number; base: number; mods: { label: string; value: number }[]; takeTen: boolean } | null;
  ok: boolean;
  text: string;
}

/** A target by name where the log alone can name it: a province, a holding (`province:type:owner`), a domain. */
function placeOf(targets: readonly string[]): string | null {
  for (const t of targets) {
    if (isProvince(t)) return provinceName(t);
    const [p, type, owner] = t.split(':');
    if (p && type && owner && isProvince(p) && type in HOLDING_TYPE_NAMES)
      return `${domainName(owner)}’s ${HOLDING_TYPE_NAMES[type as HoldingType].toLowerCase()} in ${provinceName(p)}`;
  }
  return null;
}

export function describeDomains(event: unknown): string | null {
  const e = event as Resolved | null;
  if (e?.type !== 'actionResolved') return null;
  const name =
    e.order.action === 'law-claim'
      ? 'Law claim'
      : e.order.action === 'raise-bloodline'
        ? 'Raise the bloodline'
        : e.order.action === 'court-budget'
          ? 'Court budget'
          : (ACTION_BY_ID.get(e.order.action as ActionId)?.name ?? 'An action');
  const where = placeOf(e.order.targets);
  const roll = e.roll
    ? e.roll.takeTen
      ? `took ten against DC ${e.roll.dc}`
      : `d20 rolled ${e.roll.die} against DC ${e.roll.dc}`
    : 'no roll needed';
  const mods = e.roll
    ? ` (base ${e.roll.base}${e.roll.mods.map((m) => `, ${signed(m.value)} ${m.label}`).join('')})`
    : '';
  // The line stands under the seat whose hand-in resolved the round: it says so, then whose action it was.
  return `Round resolved: ${domainName(e.domain)}’s ${name}${where ? ` at ${where}` : ''} — ${roll}${mods}: ${e.ok ? 'done' : 'failed'}. ${e.text}`.trim();
}

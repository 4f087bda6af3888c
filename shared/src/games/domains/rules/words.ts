/**
 * Names for what a player reads: provinces, domains, holdings, characters,
 * units, ships and routes by name, never by id. Shared by the choices, the
 * draft sheet and the order labels.
 */
import {
  ACTION_BY_ID,
  CHARACTERS_IN_BATTLE,
  COURT,
  domain as domainOf,
  type DomainId,
  type HoldingType,
  NAV_BY_ID,
  province as provinceOf,
  SHIP_TABLE,
  UNIT_TABLE,
} from '../data/index.ts';
import { type BackingState, isBrigands, type OrderState, type State } from './state.ts';

/** A province (or a sea zone or river) by name. */
export const pname = (id: string): string => {
  try {
    return provinceOf(id).name;
  } catch {
    return NAV_BY_ID.get(id)?.name ?? 'an unknown place';
  }
};

/** A domain by name (brigands, who are no domain, as a band: J-64). */
export const dname = (id: string): string => {
  if (isBrigands(id)) return 'the brigand band';
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return 'an unknown domain';
  }
};

export const HOLDING_WORD: Record<HoldingType, string> = {
  law: 'law holding',
  temple: 'temple',
  guild: 'guild',
  source: 'source',
};

/** "the Emirate of Djafra’s guild (2) in Ezzar": whose, what, its level and where. */
export function holdingName(s: State, id: string): string {
  const h = s.holdings[id];
  return h ? `${dname(h.owner)}’s ${HOLDING_WORD[h.type]} (${h.level}) in ${pname(h.province)}` : 'a holding now gone';
}

export function characterName(s: State, id: string): string {
  const c = s.characters[id];
  return c ? c.build.name : 'someone no longer at court';
}

/** "3 Infantry, 1 Archers": units counted by type. */
export function unitsName(s: State, ids: readonly string[]): string {
  const count = new Map<string, number>();
  for (const id of ids) {
    const u = s.units[id];
    const name = u ? UNIT_TABLE[u.type].name : 'a unit now gone';
    count.set(name, (count.get(name) ?? 0) + 1);
  }
  return [...count].map(([n, k]) => `${k} ${n}`).join(', ') || 'no units';
}

export function shipsName(s: State, ids: readonly string[]): string {
  const count = new Map<string, number>();
  for (const id of ids) {
    const sh = s.ships[id];
    const name = sh ? SHIP_TABLE[sh.type].name : 'a ship now gone';
    count.set(name, (count.get(name) ?? 0) + 1);
  }
  return [...count].map(([n, k]) => `${k} ${n}`).join(', ') || 'no ships';
}

export function routeName(s: State, id: string): string {
  const r = s.routes[id];
  return r ? `${dname(r.owner)}’s ${r.kind} route from ${pname(r.from)} to ${pname(r.to)}` : 'a trade route now gone';
}

const KIND_WORD: Record<OrderState['as'], string> = {
  domain: 'domain action',
  court: 'court action',
  character: 'character action',
  free: 'free action',
  lieutenant: 'lieutenant action',
};

/** Any target id in words, whatever it names. */
export function targetName(s: State, id: string): string {
  if (s.holdings[id]) return holdingName(s, id);
  if (s.characters[id]) return characterName(s, id);
  if (s.units[id]) return unitsName(s, [id]);
  if (s.ships[id]) return shipsName(s, [id]);
  if (s.routes[id]) return routeName(s, id);
  if (s.domains[id as DomainId]) return dname(id);
  return pname(id);
}

/**
 * An order as its writer reads it on the sheet: "Rule Province — Ezzar (domain action, by Jamil, 2 RP)".
 * Proposals carry a better label; this one serves orders written in the sheet editor.
 */
export function orderWords(s: State, d: DomainId, o: OrderState): string {
  if (o.action === 'court-budget') {
    // J-10: paid at the turn's expenses, before the orders of round 1
    const n = Number(o.params?.levels) || 0;
    return `Court budget — ${n} extra court level${n === 1 ? '' : 's'} this turn (${KIND_WORD[o.as]}, ${n * COURT.gbPerBoughtLevel} GB at this turn’s expenses)`;
  }
  const name =
    o.action === 'law-claim'
      ? 'Law claim'
      : o.action === 'raise-bloodline'
        ? 'Raise the bloodline'
        : (ACTION_BY_ID.get(o.action)?.name ?? 'An unknown action');
  const variant = o.variant ? ` (${o.variant.replaceAll('-', ' ')})` : '';
  const targets = o.targets.length ? ` — ${o.targets.map((t) => targetName(s, t)).join(', ')}` : '';
  const who = o.overseer && o.overseer !== `${d}:regent` ? `, by ${characterName(s, o.overseer)}` : '';
  const spend = [o.rp ? `${o.rp} RP` : '', o.gb ? `${o.gb} GB` : '', o.takeTen ? 'taking ten' : '']
    .filter(Boolean)
    .join(', ');
  return `${name}${variant}${targets} (${KIND_WORD[o.as]}${who}${spend ? `, ${spend}` : ''})${survivalWords(s, d, o)}`;
}

/**
 * What an Oversee asks of the battle it leads to (J-43, J-45), in words: ": raising Maeve Tarrow’s survival
 * by 2 (4 RP, if in the battle), seeking bloodtheft". Empty for any other order.
 */
export function survivalWords(s: State, d: DomainId, o: OrderState): string {
  if (o.action !== 'oversee') return '';
  const q = o.params ?? {};
  const rp = (n: number) => `${n * CHARACTERS_IN_BATTLE.rpPerSurvivalPoint} RP`;
  const parts: string[] = [];
  if (typeof q.guard === 'number') {
    const on = typeof q.guardWho === 'string' ? q.guardWho : `${d}:regent`;
    const whose = on === (o.overseer ?? `${d}:regent`) ? 'his own survival' : `${characterName(s, on)}’s survival`;
    parts.push(`raising ${whose} by ${q.guard} (${rp(q.guard)}, if in the battle)`);
  }
  if (typeof q.strike === 'number' && typeof q.strikeAt === 'string')
    parts.push(
      `lowering ${characterName(s, q.strikeAt)}’s survival by ${q.strike} (${rp(q.strike)}, if in the battle)`,
    );
  if (q.seekBloodtheft === true) parts.push('seeking bloodtheft');
  return parts.length ? `: ${parts.join(', ')}` : '';
}

/**
 * A total made of named parts, in words: "Prowess 3, +1 Iron Will, -1 Gorm’s Berserkers Blood" (the first
 * part by name and value, each other signed before its name).
 */
export function partsWords(parts: readonly { label: string; value: number }[]): string {
  return parts
    .map((m, i) => (i === 0 ? `${m.label} ${m.value}` : `${m.value >= 0 ? '+' : ''}${m.value} ${m.label}`))
    .join(', ');
}

/**
 * A backing line of the sheet in words: "Support the Emirate of Ezzar's order 2 with 3 RP and 1 GB". The
 * order is told by its number on that regent's sheet, the only way a backer knows it (the sheet is secret).
 */
export function backingWords(b: BackingState): string {
  const spend = [b.rp ? `${b.rp} RP` : '', b.gb ? `${b.gb} GB` : ''].filter(Boolean).join(' and ');
  return `${b.side === 'support' ? 'Support' : 'Oppose'} ${dname(b.domain)}’s order ${b.order + 1}${spend ? ` with ${spend}` : ''}`;
}

/**
 * The unseated domains (ENGINE.md, data/domains.ts): a template no regent
 * plays, and the Hollow Crown and the Pearl Isles, start unclaimed (J-26) and
 * stay dormant until a blooded claimant is crowned their ruler by Ceremony.
 * What a dormant domain does each round, by data/judgments.ts:
 *
 * - it hands in no orders and takes no action: missing orders are empty
 *   orders (J-02), and it has no regent to act (J-27: no heir, unclaimed);
 *   rules/flow.ts resolves only the seated regents' sheets;
 * - its forces never raid, attack, occupy or pillage (J-62, J-24: it declares
 *   no war); they stand where they are and defend;
 * - it makes no agreement (J-22 needs every party's order), but a regent may
 *   declare war on it, to occupy its capital and claim it (J-26);
 * - it collects no regency (J-09: no ruler, no RP) and pays nothing;
 * - its temples of level 1+ officiate Ceremonies in the realm where no player
 *   priest regent answers, for 2 GB (J-25, rules/actions/court.ts officiant);
 * - at the start of each turn the regents are told who may claim it (J-26).
 */
import { type DomainId, domain as domainOf } from '../data/index.ts';
import { isTurnStart } from './calendar.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** Domains no regent plays and nobody has been crowned ruler of. */
export function dormantDomains(s: State): DomainId[] {
  return (Object.keys(s.domains) as DomainId[]).filter((d) => !s.domains[d].seated && !s.domains[d].crownedBy);
}

/** Regents who may claim a dormant domain by Coronation (J-26): blooded, with a holding in its provinces or holding its capital. */
export function claimants(s: State, dormant: DomainId): DomainId[] {
  const provinces = Object.values(s.provinces).filter((p) => p.ruler === dormant);
  const ids = new Set(provinces.map((p) => p.id));
  return s.regents.filter((d) => {
    const regent = s.characters[`${d}:regent`];
    if (!regent?.alive || !regent.build.bloodline) return false;
    const holds = Object.values(s.holdings).some((h) => h.owner === d && ids.has(h.province));
    const occupies = provinces.some((p) => p.capitalOf === dormant && p.occupiedBy === d);
    return holds || occupies;
  });
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const dname = (id: string): string => {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
};

/**
 * Each round (call it once, before the sheets resolve): a dormant domain has
 * no sheet, so it does nothing of its own; at the start of a turn the regents
 * are told, for each dormant domain that still has provinces, who may claim
 * it. Regents may still declare war on it (to occupy its capital, J-26).
 */
export function dormantRound(tx: Tx): void {
  if (!isTurnStart(tx.state.round)) return;
  // one line for them all: the log tells the season's news, not a line a domain
  const parts: string[] = [];
  for (const d of dormantDomains(tx.state)) {
    if (!Object.values(tx.state.provinces).some((p) => p.ruler === d)) continue;
    const who = claimants(tx.state, d).map(dname);
    parts.push(`${dname(d)}${who.length ? ` (a Coronation may be sought by ${who.join(', ')})` : ''}`);
  }
  if (parts.length) tx.emit({ type: 'noted', text: `${cap(`unclaimed this turn: ${parts.join('; ')} (J-26).`)}` });
}

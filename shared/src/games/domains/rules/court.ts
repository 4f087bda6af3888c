/** Courts (checklist 1.4): level from the largest non-source holding and the best palace; actions by the court table. */
import { COURT_TABLE, type DomainId } from '../data/index.ts';
import type { State } from './state.ts';

/**
 * Both figures read only the holdings and the provinces, which evolve replaces whenever they change, so
 * they are kept per (holdings, provinces) pair: the draft checks hundreds of candidate sheets on one state.
 */
const kept = new WeakMap<object, WeakMap<object, Map<DomainId, { level: number; actions: number }>>>();

function court(s: State, d: DomainId): { level: number; actions: number } {
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
  for (const h of Object.values(s.holdings))
    if (h.owner === d && h.type !== 'source') holding = Math.max(holding, h.level);
  let palace = 0;
  let chamber = 0;
  for (const p of Object.values(s.provinces))
    if (p.ruler === d) {
      palace = Math.max(palace, p.buildings.palace ?? 0);
      chamber += p.buildings['council-chamber'] ?? 0;
    }
  const level = Math.min(10, holding + palace);
  const out = { level, actions: (COURT_TABLE[level]?.actions ?? 0) + chamber };
  byDomain.set(d, out);
  return out;
}

export const courtLevel = (s: State, d: DomainId): number => court(s, d).level;

export const courtActions = (s: State, d: DomainId): number => court(s, d).actions;

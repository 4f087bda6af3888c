/** Courts (checklist 1.4): level from the largest non-source holding and the best palace; actions by the court table. */
import { COURT_TABLE, type DomainId } from '../data/index.ts';
import type { State } from './state.ts';

export function courtLevel(s: State, d: DomainId): number {
  let holding = 0;
  for (const h of Object.values(s.holdings))
    if (h.owner === d && h.type !== 'source') holding = Math.max(holding, h.level);
  let palace = 0;
  for (const p of Object.values(s.provinces)) if (p.ruler === d) palace = Math.max(palace, p.buildings.palace ?? 0);
  return Math.min(10, holding + palace);
}

export function courtActions(s: State, d: DomainId): number {
  const row = COURT_TABLE[courtLevel(s, d)];
  let chamber = 0;
  for (const p of Object.values(s.provinces)) if (p.ruler === d) chamber += p.buildings['council-chamber'] ?? 0;
  return (row?.actions ?? 0) + chamber;
}

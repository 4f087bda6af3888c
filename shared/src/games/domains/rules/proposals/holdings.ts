/**
 * The orders the draft proposes for the holding and province actions of
 * rules/actions/holdings.ts: each one a handler would carry out as the board
 * stands (it may still fail its roll), named in words with its cost.
 */
import type { DomainId } from '../../data/index.ts';
import { propose } from '../draft.ts';
import type { State } from '../state.ts';
import { pname } from '../words.ts';

/** Provinces a domain rules that Rule Province can raise: not wild, not Rebellious. */
const rulable = (s: State, d: DomainId) =>
  Object.values(s.provinces).filter((p) => p.ruler === d && !p.wilderness && p.loyalty !== 'rebellious');

propose({
  'rule-province': (s, d) =>
    rulable(s, d).map((p) => ({
      order: { action: 'rule-province', targets: [p.id] },
      label: `Rule Province: raise ${pname(p.id)} from level ${p.level}`,
      cost: `1 GB, ${p.level} RP`,
    })),
});

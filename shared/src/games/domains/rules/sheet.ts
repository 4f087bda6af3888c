/**
 * Checking a sheet when it is handed in (checklist 1.3): one domain action,
 * court actions within the court's number (a realm action's extra targets
 * and take ten each use one), one character action per character, one
 * lieutenant action, free actions within reason (J-03), only listed actions.
 * Money is not checked here: an order that cannot be paid when it resolves
 * fails then, in words.
 */
import { RuleError } from '../../../engine/errors.ts';
import { ACTION_BY_ID, ACTION_RULES, type DomainId } from '../data/index.ts';
import { courtActions } from './court.ts';
import type { BackingState, OrderState, State } from './state.ts';

const KIND_CODE = { domain: 'D', court: 'X', character: 'C', free: 'F', lieutenant: 'X' } as const;

export function checkSheet(
  s: State,
  d: DomainId,
  orders: readonly OrderState[],
  backing: readonly BackingState[],
): void {
  let domain = 0;
  let court = 0;
  let free = 0;
  let lieutenant = 0;
  const characters = new Set<string>();
  for (const o of orders) {
    const def = ACTION_BY_ID.get(o.action);
    if (!def) throw new RuleError('no_such_action', 'That action is not in the list.');
    if (def.disabled) throw new RuleError('not_offered', `${def.name} is not offered: ${def.disabled}`);
    if (!def.kinds.includes(KIND_CODE[o.as]))
      throw new RuleError('wrong_kind', `${def.name} cannot be taken as a ${o.as} action.`);
    if (o.as === 'domain') domain++;
    if (o.as === 'court') court++;
    if (o.as === 'free') free++;
    if (o.as === 'lieutenant') {
      lieutenant++;
      court++;
    }
    if (o.as === 'character') {
      const who = o.overseer ?? `${d}:regent`;
      if (s.characters[who]?.domain !== d) throw new RuleError('not_yours', 'That character is not of your court.');
      if (characters.has(who)) throw new RuleError('one_each', 'Each character takes one character action a round.');
      characters.add(who);
    }
    if (def.realm && o.targets.length > 1) court += o.targets.length - 1;
    if (o.takeTen) court += ACTION_RULES.takeTen.courtActions;
  }
  if (domain > ACTION_RULES.domainActionsPerRound)
    throw new RuleError('one_domain_action', 'One domain action a round.');
  if (lieutenant > ACTION_RULES.lieutenantActionsPerRound)
    throw new RuleError('one_lieutenant_action', 'One lieutenant action a round.');
  const allowed = courtActions(s, d);
  if (court > allowed)
    throw new RuleError(
      'too_many_court_actions',
      `Your court gives ${allowed} court action${allowed === 1 ? '' : 's'} this round; this sheet uses ${court}.`,
    );
  if (free > ACTION_RULES.freeActionCap)
    throw new RuleError('too_many_free_actions', 'Too many free actions for one round.');
  for (const b of backing) {
    if (b.domain === d) throw new RuleError('own_order', 'Your own orders are backed with the RP you spend on them.');
    if (!s.regents.includes(b.domain as DomainId) && !s.domains[b.domain as DomainId])
      throw new RuleError('no_such_domain', 'There is no such domain.');
  }
}

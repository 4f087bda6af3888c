/**
 * Checking a sheet when it is handed in (checklist 1.3): one domain action,
 * court actions within the court's number (a realm action's extra targets
 * and take ten each use one), one character action per character, one
 * lieutenant action, free actions within reason (J-03), only listed actions.
 * Money is not checked here: an order that cannot be paid when it resolves
 * fails then, in words.
 */
import { RuleError } from '../../../engine/errors.ts';
import {
  ACTION_BY_ID,
  ACTION_RULES,
  type ActionDef,
  type DomainId,
  effectiveSkills,
  type HoldingType,
  type SkillId,
} from '../data/index.ts';
import { courtActions, courtLevel } from './court.ts';
import type { BackingState, OrderState, State } from './state.ts';

const KIND_CODE = { domain: 'D', court: 'X', character: 'C', free: 'F' } as const;
/** A lieutenant action is any domain, court or free action the lieutenant oversees (1.3; Cast Realm Spell, Ley Link). */
const LIEUTENANT_KINDS = ['D', 'X', 'F'] as const;
const SKILL_OF_TYPE: Record<HoldingType, SkillId> = {
  law: 'law',
  temple: 'theology',
  guild: 'commerce',
  source: 'sorcery',
};

/** The overseer's relevant skill for take ten: by the target holding's type where the action says so, else the best listed. */
function relevantSkill(s: State, def: ActionDef, o: OrderState, who: string): number {
  const c = s.characters[who];
  if (!c) return 0;
  const skills = effectiveSkills(c.build);
  const type = def.skillByHoldingType ? s.holdings[o.targets[0] ?? '']?.type : undefined;
  const relevant = type ? [SKILL_OF_TYPE[type]] : def.skills;
  return Math.max(0, ...relevant.map((k) => skills[k] ?? 0));
}

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
  const freeSubjects = new Set<string>();
  const minimal = courtLevel(s, d) === 0;
  for (const o of orders) {
    if (o.action === 'law-claim' || o.action === 'raise-bloodline') {
      // orders outside the list: free, once each a round (J-03)
      if (o.as !== 'free') throw new RuleError('wrong_kind', 'A law claim or raising the bloodline is a free order.');
      continue;
    }
    const def = ACTION_BY_ID.get(o.action);
    if (!def) throw new RuleError('no_such_action', 'That action is not in the list.');
    if (def.disabled) throw new RuleError('not_offered', `${def.name} is not offered: ${def.disabled}`);
    // the priest's half of a Ceremony is one of his court actions (J-25)
    const officiate = o.action === 'ceremony' && o.variant === 'officiate';
    const kindOk =
      o.as === 'lieutenant'
        ? LIEUTENANT_KINDS.some((k) => def.kinds.includes(k))
        : officiate
          ? o.as === 'court'
          : def.kinds.includes(KIND_CODE[o.as]);
    if (!kindOk) throw new RuleError('wrong_kind', `${def.name} cannot be taken as a ${o.as} action.`);
    const who = o.overseer ?? `${d}:regent`;
    const overseer = s.characters[who];
    if (o.overseer && (overseer?.domain !== d || !overseer.alive))
      throw new RuleError('not_yours', 'That character is not of your court.');
    if (o.as === 'domain' && minimal && overseer?.role !== 'regent')
      throw new RuleError(
        'minimal_court',
        'With a minimal court (level 0) the regent oversees every domain action himself.',
      );
    if (o.takeTen) {
      if (o.as !== 'domain') throw new RuleError('take_ten_domain', 'Take ten is for domain actions only.');
      if (relevantSkill(s, def, o, who) < ACTION_RULES.takeTen.minSkill)
        throw new RuleError(
          'take_ten_skill',
          `Take ten needs an overseer with ${ACTION_RULES.takeTen.minSkill} or more in the skill of ${def.name}.`,
        );
    }
    if (o.rp && overseer?.role === 'lieutenant' && (o.as === 'lieutenant' || o.as === 'character'))
      throw new RuleError('no_rp_for_lieutenants', 'No RP may be spent on a lieutenant’s own actions.');
    if (o.as === 'free') {
      const subject = JSON.stringify([o.action, o.variant ?? '', [...o.targets].sort()]);
      if (freeSubjects.has(subject))
        throw new RuleError('one_free_each', `${def.name} is taken once a round on the same subject (J-03).`);
      freeSubjects.add(subject);
    }
    if (o.as === 'domain') domain++;
    if (o.as === 'court') court++;
    if (o.as === 'free') free++;
    if (o.as === 'lieutenant') {
      if (overseer?.role !== 'lieutenant' || overseer.domain !== d || !overseer.alive)
        throw new RuleError('lieutenant_oversees', 'A lieutenant action names the lieutenant who takes it.');
      lieutenant++;
      court++;
    }
    // a character takes one character action a round; a lieutenant on the lieutenant action takes none (1.3)
    if (o.as === 'character' || o.as === 'lieutenant') {
      if (overseer?.domain !== d || !overseer.alive)
        throw new RuleError('not_yours', 'That character is not of your court.');
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
  // Oversee (a): a character joins one domain action of this sheet, which names him; one overseer per action (1.9 #29)
  const joined = new Set<number>();
  for (const o of orders) {
    if (o.action !== 'oversee' || (o.variant ?? 'action') !== 'action') continue;
    const i = o.params?.order;
    const target = typeof i === 'number' ? orders[i] : undefined;
    if (target?.as !== 'domain')
      throw new RuleError('oversee_what', 'Oversee names the domain action it joins (its place in the sheet).');
    if (joined.has(i as number)) throw new RuleError('one_overseer', 'One overseer per action (1.9 #29).');
    joined.add(i as number);
    if ((target.overseer ?? `${d}:regent`) !== (o.overseer ?? `${d}:regent`))
      throw new RuleError('overseer_mismatch', 'The action overseen must name its overseer as its own.');
  }
  for (const b of backing) {
    if (b.domain === d) throw new RuleError('own_order', 'Your own orders are backed with the RP you spend on them.');
    if (!s.regents.includes(b.domain as DomainId) && !s.domains[b.domain as DomainId])
      throw new RuleError('no_such_domain', 'There is no such domain.');
  }
}

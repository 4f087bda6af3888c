/**
 * Plans and policies: the sealed plan each side hands in (W3-W9, W21) filled out
 * with defaults, its validation, and the ready-made plans a phone player taps.
 * The decisions a plan takes are in auto.ts.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Side } from '../data/index.ts';
import { power } from './combat.ts';
import { charactersOf, other, regimentsOf } from './line.ts';
import type { Battle, BattlePlan, RetreatPolicy } from './types.ts';
import { character, isCharacter, isRegiment, unitName } from './units.ts';

/** A plan with every field filled in. */
export interface Policies {
  order: string[];
  answers: Record<string, string>;
  lead: 'order' | 'ask';
  answer: 'counter' | 'order' | 'ask';
  characters: Record<string, string>;
  place: 'auto' | 'ask';
  magic: 'all' | 'none' | 'ask' | string[];
  targets: 'auto' | 'ask';
  reserves: 'fill' | 'hold' | 'ask';
  regroup: 'focus' | 'spread' | 'ask';
  retreat: RetreatPolicy;
}

/** The default plan: what a field left out of a plan means, and what a missed deadline does. */
export const DEFAULT_PLAN: Required<Omit<BattlePlan, 'order' | 'answers' | 'characters'>> = {
  lead: 'order',
  answer: 'counter',
  place: 'auto',
  magic: 'all',
  targets: 'auto',
  reserves: 'fill',
  regroup: 'focus',
  retreat: { mode: 'half' },
};

/** Every plan field filled: missing ones from the default plan; the lead order completed strongest first. */
export function policies(b: Battle, side: Side): Policies {
  const plan = b.plans[side];
  if (!plan || plan === 'sealed') throw new Error(`no plan for ${side}`);
  return fill(b, side, plan);
}

export function fill(b: Battle, side: Side, plan: BattlePlan): Policies {
  return {
    ...DEFAULT_PLAN,
    ...plan,
    order: fullOrder(b, side, plan.order ?? []),
    answers: plan.answers ?? {},
    characters: plan.characters ?? {},
  };
}

/** 'ask' replaced by the default everywhere: what a missed deadline decides. */
export function unask(p: Policies): Policies {
  return {
    ...p,
    lead: p.lead === 'ask' ? 'order' : p.lead,
    answer: p.answer === 'ask' ? 'counter' : p.answer,
    place: 'auto',
    magic: p.magic === 'ask' ? 'all' : p.magic,
    targets: 'auto',
    reserves: p.reserves === 'ask' ? 'fill' : p.reserves,
    regroup: p.regroup === 'ask' ? 'focus' : p.regroup,
    retreat: p.retreat.mode === 'ask' ? { mode: 'half' } : p.retreat,
  };
}

/** My regiments in plan order, the ones the plan leaves out after them, strongest first (stable). */
export function fullOrder(b: Battle, side: Side, listed: readonly string[]): string[] {
  const mine = regimentsOf(b, side);
  const head = [...new Set(listed.filter((id) => mine.includes(id)))];
  const rest = mine.filter((id) => !head.includes(id)).sort((x, y) => power(y) - power(x));
  return [...head, ...rest];
}

/** Checks a plan against the units in this battle (RuleError on anything that is not this side's to order). */
export function checkPlan(b: Battle, side: Side, plan: BattlePlan): void {
  const mine = (id: string) => isRegiment(id) && b.regiments[id]?.side === side;
  const theirs = (id: string) => isRegiment(id) && b.regiments[id]?.side === other(side);
  const myChar = (id: string) => isCharacter(id) && b.characters[id]?.side === side;
  for (const id of plan.order ?? [])
    ensure(
      mine(id),
      'battle/bad-plan',
      `The lead order names ${unitName(id)}, which is not one of your regiments here.`,
    );
  ensure(
    new Set(plan.order ?? []).size === (plan.order ?? []).length,
    'battle/bad-plan',
    'The lead order names a regiment twice.',
  );
  for (const [e, m] of Object.entries(plan.answers ?? {})) {
    ensure(theirs(e), 'battle/bad-plan', `The answers name ${unitName(e)}, which is not an enemy regiment here.`);
    ensure(mine(m), 'battle/bad-plan', `The answer to ${unitName(e)} is not one of your regiments here.`);
  }
  for (const [c, r] of Object.entries(plan.characters ?? {})) {
    ensure(myChar(c), 'battle/bad-plan', `${unitName(c)} is not one of your characters here.`);
    ensure(mine(r), 'battle/bad-plan', `${character(c).name} must go with one of your own regiments.`);
  }
  if (Array.isArray(plan.magic))
    for (const c of plan.magic)
      ensure(
        myChar(c) && character(c).magic >= 1,
        'battle/bad-plan',
        `${unitName(c)} is not one of your casters here (magic power 1 or more).`,
      );
  const r = plan.retreat;
  if (r?.mode === 'when')
    ensure(
      r.frontBelow !== undefined || r.lossesAtLeast !== undefined,
      'battle/bad-plan',
      'A retreat rule needs a front size or a number of losses.',
    );
}

/** The ready-made plans offered at the start of a battle. */
export function readyPlans(b: Battle, side: Side): { label: string; plan: BattlePlan }[] {
  const order = fullOrder(b, side, []);
  const casters = charactersOf(b, side).some((c) => character(c).magic >= 1);
  const arrows = casters ? ', casters loose magic arrows' : '';
  return [
    {
      label: `Strongest first, answer each lead with my best counter${arrows}, retreat when half my regiments are gone`,
      plan: { order, answer: 'counter', retreat: { mode: 'half' } },
    },
    {
      label: `Strongest first, answer each lead with my best counter${arrows}, fight to the end`,
      plan: { order, answer: 'counter', retreat: { mode: 'never' } },
    },
    {
      label: `Strongest first, best counters, spread my extra regiments, retreat after my first loss`,
      plan: { order, answer: 'counter', regroup: 'spread', retreat: { mode: 'when', lossesAtLeast: 1 } },
    },
    {
      label: `Strongest first, best counters, ask me at the end of each round whether to retreat`,
      plan: { order, answer: 'counter', retreat: { mode: 'ask' } },
    },
    {
      label: 'Ask me at every step (deployment, characters, magic, regrouping, retreat)',
      plan: {
        lead: 'ask',
        answer: 'ask',
        place: 'ask',
        magic: 'ask',
        targets: 'ask',
        reserves: 'ask',
        regroup: 'ask',
        retreat: { mode: 'ask' },
      },
    },
  ];
}

/**
 * The common roll of every action (checklist 1.8): the final DC is the base,
 * the action's own modifiers, the province's loyalty, minus the overseer's
 * skill, plus or minus the RP (and GB where allowed) spent for and against;
 * the d20 succeeds at or above it and never on a natural 1; take ten counts 10.
 * Every term is kept as a worded Mod for the log.
 */
import { ACTION_RULES, LOYALTY_DC, type Loyalty } from '../data/index.ts';
import type { Mod } from '../events.ts';
import type { Tx } from './tx.ts';

export interface RollSpec {
  base: number;
  mods: Mod[];
  /** The province whose loyalty shifts the DC, if any. */
  loyalty?: Loyalty | null;
  /** The overseer's relevant skill (lowers the DC). */
  skill?: { label: string; value: number } | null;
  /** RP/GB spent by the actor to lower the DC, and net opposition raising it. */
  spent?: number;
  opposed?: number;
  takeTen?: boolean;
}

export interface Rolled {
  die: number;
  dc: number;
  base: number;
  mods: Mod[];
  takeTen: boolean;
  ok: boolean;
}

export function finalDc(spec: RollSpec): { dc: number; mods: Mod[] } {
  const mods = [...spec.mods];
  if (spec.loyalty && LOYALTY_DC[spec.loyalty])
    mods.push({ label: `${spec.loyalty} loyalty in the province`, value: LOYALTY_DC[spec.loyalty], ref: '1.6' });
  if (spec.skill?.value) mods.push({ label: spec.skill.label, value: -spec.skill.value, ref: '1.8' });
  if (spec.spent)
    mods.push({ label: 'regency and gold spent on it', value: -spec.spent * ACTION_RULES.rpPerDc, ref: '1.8' });
  if (spec.opposed)
    mods.push({ label: 'regency and gold spent against it', value: spec.opposed * ACTION_RULES.rpPerDc, ref: '1.8' });
  return { dc: spec.base + mods.reduce((a, m) => a + m.value, 0), mods };
}

/** Rolls (or takes ten) against the final DC. */
export function rollAction(tx: Tx, spec: RollSpec): Rolled {
  const { dc, mods } = finalDc(spec);
  const die = spec.takeTen ? ACTION_RULES.takeTen.value : tx.dice.roll(ACTION_RULES.roll.die);
  const natural1 = !spec.takeTen && die === 1 && ACTION_RULES.roll.naturalOneFails;
  return { die, dc, base: spec.base, mods, takeTen: !!spec.takeTen, ok: !natural1 && die >= dc };
}

import type { ProvinceId, SkillId } from '../data/index.ts';
import type { OrderContext } from './actions/index.ts';

/**
 * The roll of one order at its slot, with the common modifiers of 1.8 that come from the sheets: the
 * overseer's skill, the RP (and GB where allowed) the actor put on it, and the support and opposition
 * other regents declared in their own sheets for this order (paid from their treasuries as it resolves).
 */
export function rollOrder(
  tx: Tx,
  ctx: OrderContext,
  spec: { base: number; mods: Mod[]; province?: ProvinceId | null; skill?: SkillId | null },
): Rolled {
  const s = tx.state;
  const loyalty = spec.province ? (s.provinces[spec.province]?.loyalty ?? null) : null;
  const skill = spec.skill ? overseerSkill(tx, ctx, spec.skill) : null;
  return rollAction(tx, {
    base: spec.base,
    mods: spec.mods,
    loyalty,
    skill,
    spent: ctx.order.rp ?? 0,
    takeTen: ctx.order.takeTen === true,
  });
}

/** The overseeing character's relevant skill (the regent's own when none is named). */
export function overseerSkill(tx: Tx, ctx: OrderContext, skill: SkillId): { label: string; value: number } | null {
  const who = tx.state.characters[ctx.order.overseer ?? `${ctx.domain}:regent`];
  if (!who) return null;
  const value = who.build.skills[skill] ?? 0;
  return value ? { label: `${who.build.name}’s ${skill}`, value } : null;
}

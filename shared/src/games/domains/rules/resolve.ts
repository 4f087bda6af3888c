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

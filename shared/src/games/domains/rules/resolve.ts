/**
 * The common roll of every action (checklist 1.8): the final DC is the base,
 * the action's own modifiers, the province's loyalty, minus the overseer's
 * skill, plus or minus the RP (and GB where allowed) spent for and against;
 * the d20 succeeds at or above it and never on a natural 1; take ten counts 10.
 * Every term is kept as a worded Mod for the log.
 */
import type { ActionId } from '../data/index.ts';
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

import {
  ACTION_BY_ID,
  COURT_TABLE,
  type DomainId,
  effectiveSkills,
  PROVINCE_BY_ID,
  type ProvinceId,
  type SkillId,
} from '../data/index.ts';
import type { OrderContext } from './actions/index.ts';
import { administering, applyBacking, type BackingScope } from './backing.ts';
import { courtLevel } from './court.ts';
import { stateReligionMods } from './faith.ts';

/**
 * The roll of one order at its slot, with the common modifiers of 1.8 that come from the sheets: the
 * overseer's skill (with the court's Politics modifier on domain actions, 1.4, and the province race
 * rules of 1.12.4), the RP (and GB where allowed) the actor put on it, paid here from its treasury up
 * to what it holds (none on a lieutenant's action, 1.8 item 6), and the support and opposition other
 * regents declared in their own sheets for this order (rules/backing.ts, paid as it resolves). A
 * hostile action names `against` so an administering character of the target's owner adds his skill.
 * Handlers pay the action's own cost before calling this.
 */
export function rollOrder(
  tx: Tx,
  ctx: OrderContext,
  spec: {
    base: number;
    mods: Mod[];
    province?: ProvinceId | null;
    skill?: SkillId | null;
    /** Who may back it, when not simply the province (rules/backing.ts BackingScope). */
    scope?: Partial<Omit<BackingScope, 'action'>>;
    /** The target of a hostile action and its owner, for administering (1.8 item 1). */
    against?: { owner: DomainId | null; target: string } | null;
  },
): Rolled {
  const s = tx.state;
  const def = ACTION_BY_ID.get(ctx.order.action as ActionId);
  const loyalty = spec.province ? (s.provinces[spec.province]?.loyalty ?? null) : null;
  const skill = spec.skill ? commonSkill(tx, ctx, spec.skill, spec.province ?? null) : null;
  const mods = [
    ...spec.mods,
    ...stateReligionMods(s, ctx.domain, ctx.order.action as ActionId, spec.province, spec.scope?.holdingType),
  ];
  const own = ownSpending(tx, ctx, def?.gbAsRp === true);
  if (own) mods.push({ label: 'regency and gold the actor put on it', value: -own * ACTION_RULES.rpPerDc, ref: '1.8' });
  if (def) {
    const provinces = spec.scope?.provinces ?? (spec.province ? [spec.province] : []);
    mods.push(
      ...applyBacking(tx, ctx, {
        action: def,
        provinces,
        holdingType: spec.scope?.holdingType ?? null,
        exclude: spec.scope?.exclude ?? null,
        against: spec.scope?.against ?? spec.against?.owner ?? null,
      }),
    );
  }
  if (spec.against && spec.skill) {
    const admin = administering(tx.state, spec.against.owner, spec.against.target, spec.skill);
    if (admin) mods.push(admin);
  }
  let takeTen = ctx.order.takeTen === true;
  if (takeTen && (skill?.value ?? 0) < ACTION_RULES.takeTen.minSkill) {
    takeTen = false;
    tx.emit({
      type: 'noted',
      domain: ctx.domain,
      text: `Take ten needs a relevant skill of ${ACTION_RULES.takeTen.minSkill} or more in the overseer; the die is rolled instead.`,
    });
  }
  return rollAction(tx, { base: spec.base, mods, loyalty, skill, takeTen });
}

/** The actor's own RP (and GB where allowed) on the order, paid up to what it holds; none on a lieutenant's. */
function ownSpending(tx: Tx, ctx: OrderContext, gbAsRp: boolean): number {
  const o = ctx.order;
  const d = tx.state.domains[ctx.domain];
  if (!d) return 0;
  const byLieutenant =
    o.as === 'lieutenant' || (o.as === 'character' && tx.state.characters[o.overseer ?? '']?.role === 'lieutenant');
  let rp = Math.max(0, Math.min(o.rp ?? 0, d.rp));
  if (byLieutenant && rp) {
    tx.emit({
      type: 'noted',
      domain: ctx.domain,
      text: 'No regency may be spent on a lieutenant’s action (checklist 1.8); the RP stay in the treasury.',
    });
    rp = 0;
  }
  const gb = gbAsRp ? Math.max(0, Math.min(o.gb ?? 0, d.gb)) : 0;
  if (rp || gb) tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: -rp, why: 'spent on its own action' });
  return rp + gb;
}

/**
 * The overseer's skill as it counts (1.8): an elf ignores his Politics in a human province and a
 * half-elf halves it; in an elven province a human ignores Politics, Law and Theology and a half-elf
 * halves them (1.12.4); on a domain action the court's Politics modifier is added, never above 10 (1.4).
 */
function commonSkill(
  tx: Tx,
  ctx: OrderContext,
  skill: SkillId,
  where: ProvinceId | null,
): { label: string; value: number } | null {
  const base = overseerSkill(tx, ctx, skill);
  const who = tx.state.characters[ctx.order.overseer ?? `${ctx.domain}:regent`];
  let value = base?.value ?? 0;
  const notes: string[] = [];
  const race = where ? PROVINCE_BY_ID.get(where)?.race : undefined;
  if (who && race) {
    const r = who.build.race;
    const hit =
      race === 'elven'
        ? r !== 'elf' && ['politics', 'law', 'theology'].includes(skill)
        : r !== 'human' && skill === 'politics';
    if (hit && value) {
      value = r === 'half-elf' ? Math.floor(value / 2) : 0;
      notes.push(
        r === 'half-elf'
          ? `halved in ${race === 'elven' ? 'an elven' : 'a human'} province`
          : `ignored in ${race === 'elven' ? 'an elven' : 'a human'} province`,
      );
    }
  }
  if (skill === 'politics' && ctx.order.as === 'domain') {
    const court = COURT_TABLE[courtLevel(tx.state, ctx.domain)]?.politics ?? 0;
    if (court) {
      value = Math.min(10, value + court);
      notes.push(`court ${court > 0 ? '+' : ''}${court}`);
    }
  }
  if (!value) return null;
  const label = base?.label ?? `${who?.build.name ?? 'the regent'}’s ${skill}`;
  return { label: notes.length ? `${label} (${notes.join(', ')})` : label, value };
}

/** The overseeing character's relevant skill (the regent's own when none is named). */
export function overseerSkill(tx: Tx, ctx: OrderContext, skill: SkillId): { label: string; value: number } | null {
  const who = tx.state.characters[ctx.order.overseer ?? `${ctx.domain}:regent`];
  if (!who) return null;
  // the skill in play: bought, with class and ability bonuses (data/character.ts effectiveSkills; P11's Commerce 6)
  const value = effectiveSkills(who.build)[skill] ?? 0;
  return value ? { label: `${who.build.name}’s ${skill}`, value } : null;
}

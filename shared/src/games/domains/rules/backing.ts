/**
 * Support and opposition (checklist 1.8 items 3-4, J-16). A regent declares
 * in its own sheet `backing: [{ domain, order, side, rp, gb }]`; when the
 * backed order rolls, each backer entitled to it by the action's supporter
 * list (data/actions.ts `supporters`: a holding of the listed kind in the
 * province, or ruling it) pays the whole amount it committed from its
 * treasury, up to what it holds, and each RP (and GB where the action allows
 * gold, `gbAsRp`) moves the DC by one for or against (J-16 (3)). A backer not
 * entitled pays nothing and is told why; actions closed to others
 * (`closedTo`) take no backing. The backers see only the totals in the log
 * (J-16 (6)): the actionResolved mods give "support" and "opposition" sums.
 *
 * Administering (Oversee, 1.8 item 1) is read here too: a character of the
 * target's owner who administers the targeted holding or province for the
 * round adds his relevant skill to the DC of hostile actions against it.
 */
import {
  type ActionDef,
  ACTION_RULES,
  type DomainId,
  domain as domainOf,
  effectiveSkills,
  type HoldingType,
  type ProvinceId,
  province as provinceOf,
  type SkillId,
  STATE_RELIGION,
  type Supporter,
} from '../data/index.ts';
import type { Mod } from '../events.ts';
import type { OrderContext } from './actions/index.ts';
import { faithOpposes } from './faith.ts';
import type { BackingState, State } from './state.ts';
import type { Tx } from './tx.ts';

/** Where an order happens and on what, for deciding who may back it. */
export interface BackingScope {
  action: ActionDef;
  /** The province(s) the action happens in (a path's or a route's provinces for those actions). */
  provinces: readonly ProvinceId[];
  /** The holding type the action concerns ("same-type-in-province"). */
  holdingType?: HoldingType | null;
  /** A holding id that does not count toward entitlement (Rule Holding: every holding of the type but this one). */
  exclude?: string | null;
  /** The domain the action is aimed at (the only one who may back an action closed to all but the two regents). */
  against?: DomainId | null;
}

const SUPPORTER_WORDS: Record<Supporter, string> = {
  'province-ruler': 'the ruler of the province',
  'law-in-province': 'a law holding in the province',
  'same-type-in-province': 'a holding of the same type in the province',
  'temples-in-province': 'a temple in the province',
  'guilds-in-province': 'a guild in the province',
  'any-holding-in-province': 'a holding in the province',
  'sources-on-path': 'a source on the path',
  'law-or-guild-at-either-end': 'a law or guild holding at either end',
  'guilds-in-acting-province': 'a guild in the acting province',
  'law-and-guild-in-province': 'a law or guild holding in the province',
};

const dname = (id: string): string => {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
};
const pname = (id: string): string => {
  try {
    return provinceOf(id as ProvinceId).name;
  } catch {
    return id;
  }
};

function holds(
  s: State,
  d: DomainId,
  where: readonly ProvinceId[],
  types: readonly HoldingType[] | null,
  exclude?: string | null,
) {
  return Object.values(s.holdings).some(
    (h) => h.owner === d && where.includes(h.province) && h.id !== exclude && (!types || types.includes(h.type)),
  );
}

/** Does this supporter kind let `d` back the order? */
export function qualifies(s: State, d: DomainId, kind: Supporter, scope: BackingScope): boolean {
  const where = scope.provinces;
  switch (kind) {
    case 'province-ruler':
      return where.some((p) => s.provinces[p]?.ruler === d);
    case 'law-in-province':
      return holds(s, d, where, ['law'], scope.exclude);
    case 'same-type-in-province':
      return holds(s, d, where, scope.holdingType ? [scope.holdingType] : null, scope.exclude);
    case 'temples-in-province':
      return holds(s, d, where, ['temple'], scope.exclude);
    case 'guilds-in-province':
      return holds(s, d, where, ['guild'], scope.exclude);
    case 'any-holding-in-province':
      return holds(s, d, where, null, scope.exclude);
    case 'sources-on-path':
      return holds(s, d, where, ['source'], scope.exclude);
    case 'law-or-guild-at-either-end':
    case 'law-and-guild-in-province':
      return holds(s, d, where, ['law', 'guild'], scope.exclude);
    case 'guilds-in-acting-province':
      return holds(s, d, where.slice(0, 1), ['guild'], scope.exclude);
  }
}

/** Why `d` may not back the order, or null when it may. */
export function notEntitled(s: State, d: DomainId, scope: BackingScope): string | null {
  const a = scope.action;
  if (a.closedTo === 'everyone') return `nobody but the actor may change the DC of ${a.name}`;
  if (a.closedTo === 'the-two-regents')
    return scope.against === d ? null : `only the regent it is aimed at may change the DC of ${a.name}`;
  if (a.supporters.length === 0) return `nobody may support or oppose ${a.name}`;
  if (a.supporters.some((k) => qualifies(s, d, k, scope))) return null;
  const where = scope.provinces.map(pname).join(', ');
  return `${a.name} in ${where} may be backed only by ${a.supporters.map((k) => SUPPORTER_WORDS[k]).join(' or ')}, and ${dname(d)} has none`;
}

/** The backing declared for one order, in seating order of the backers. */
export function backingFor(s: State, ctx: OrderContext): { by: DomainId; b: BackingState }[] {
  const out: { by: DomainId; b: BackingState }[] = [];
  for (const by of s.regents) {
    if (by === ctx.domain) continue;
    for (const b of s.sheets[by]?.backing ?? [])
      if (b.domain === ctx.domain && b.order === ctx.index) out.push({ by, b });
  }
  return out;
}

/**
 * Collects the support and opposition on one roll of an order: pays each
 * entitled backer's committed RP (and GB where allowed) up to what it holds,
 * tells the others why they paid nothing, and returns the DC mods.
 */
export function applyBacking(tx: Tx, ctx: OrderContext, scope: BackingScope): Mod[] {
  let support = 0;
  let oppose = 0;
  const faiths: DomainId[] = [];
  const what = `${scope.action.name} of ${dname(ctx.domain)} in ${scope.provinces.map(pname).join(', ')}`;
  for (const { by, b } of backingFor(tx.state, ctx)) {
    const verb = b.side === 'support' ? 'support' : 'opposition';
    // the state religion may oppose any action of its ruler in the realm, holding or no holding (1.12.1)
    const faith = b.side === 'oppose' && faithOpposes(tx.state, by, ctx.domain, scope.provinces);
    const why = faith ? null : notEntitled(tx.state, by, scope);
    if (why) {
      tx.emit({
        type: 'noted',
        domain: by,
        text: `${dname(by)}’s ${verb} of the ${what} is not taken, and costs nothing: ${why}.`,
      });
      continue;
    }
    const d = tx.state.domains[by];
    if (!d) continue;
    const rp = Math.max(0, Math.min(b.rp, d.rp));
    const gb = scope.action.gbAsRp ? Math.max(0, Math.min(b.gb, d.gb)) : 0;
    const short = rp < b.rp || (scope.action.gbAsRp && gb < b.gb);
    const noGold = !scope.action.gbAsRp && b.gb > 0;
    if (rp || gb) tx.emit({ type: 'treasury', domain: by, gb: -gb, rp: -rp, why: `${verb} of the ${what}` });
    tx.emit({
      type: 'noted',
      domain: by,
      text: `${dname(by)} spends ${rp} RP${gb ? ` and ${gb} GB` : ''} in ${verb} of the ${what}${short ? ' (all it had)' : ''}${noGold ? `; gold cannot be spent on ${scope.action.name}` : ''}.`,
    });
    if (b.side === 'support') support += rp + gb;
    else {
      oppose += rp + gb;
      if (faith) faiths.push(by);
    }
  }
  const mods: Mod[] = [];
  // the state religion's opposition to the ruler in his realm weighs 2 more, whatever it spends (1.12.1)
  for (const f of faiths)
    mods.push({
      label: `opposed by ${dname(f)}, the state religion`,
      value: STATE_RELIGION.temple.opposeRulerDc,
      ref: '1.12.1',
    });
  if (support) mods.push({ label: 'support from other regents', value: -support * ACTION_RULES.rpPerDc, ref: 'J-16' });
  if (oppose) mods.push({ label: 'opposition from other regents', value: oppose * ACTION_RULES.rpPerDc, ref: 'J-16' });
  return mods;
}

/**
 * The administering hook (1.8 item 1, Oversee's `administer` variant): a
 * character of `owner` with an Oversee order `{ action: 'oversee', variant:
 * 'administer', targets: [target] }` in this round's sheet adds his relevant
 * skill to the DC of a hostile action against that holding or province.
 */
export function administering(
  s: State,
  owner: DomainId | null | undefined,
  target: string,
  skill: SkillId,
): Mod | null {
  if (!owner) return null;
  for (const o of s.sheets[owner]?.orders ?? []) {
    if (o.action !== 'oversee' || o.variant !== 'administer' || !o.targets.includes(target)) continue;
    const who = s.characters[o.overseer ?? `${owner}:regent`];
    const value = !who || who.alive === false ? 0 : (effectiveSkills(who.build)[skill] ?? 0);
    if (who && value) return { label: `${who.build.name} administers it (${skill})`, value, ref: '1.8' };
  }
  return null;
}

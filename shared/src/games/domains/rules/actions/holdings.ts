/**
 * Action handlers: holdings and provinces (checklist 1.9): Agitate (#2),
 * Contest Holding (#6), Contest Province (#7), Convert Holding (#9), Create
 * Holding (#10), Create Province (#12, J-63), Rule Holding (#32) and Rule
 * Province (#33), with the holding caps of J-83. Each pays its cost from the
 * treasury (an order that cannot be paid fails in words and changes nothing),
 * rolls through rollOrder (so the common modifiers, the actor's own RP and the
 * support and opposition of rules/backing.ts apply) and emits one
 * actionResolved per target with the patches of what changed. Realm actions
 * (Agitate, Contest Holding, Rule Holding) pay and roll once per target; the
 * court actions their extra targets use are counted at hand-in (sheet.ts).
 *
 * Restrictions that depend on the board (who owns what, capacity, loyalty)
 * are checked when the order resolves, since the board changes in the round:
 * a restricted order fails in words before anything is paid.
 */
import {
  type ActionDef,
  action as actionDef,
  type DcModifier,
  type DomainId,
  domain as domainOf,
  effectiveSkills,
  GROWTH,
  GUARDIANS,
  growthTarget,
  type HoldingType,
  holdingCapacity,
  isNativeTo,
  LOYALTIES,
  type Loyalty,
  PROVINCE_BY_ID,
  type ProvinceId,
  province as provinceOf,
  SETTING,
  type SkillId,
} from '../../data/index.ts';
import type { Mod } from '../../events.ts';
import { courtLevel } from '../court.ts';
import { type Rolled, rollOrder } from '../resolve.ts';
import { holdingId } from '../setup.ts';
import { type CharacterState, type HoldingState, isBrigands, type State } from '../state.ts';
import type { Tx } from '../tx.ts';
import { type OrderContext, register } from './index.ts';

// ---------------------------------------------------------------------------
// Words and small helpers
// ---------------------------------------------------------------------------

const pn = (id: string): string => PROVINCE_BY_ID.get(id as ProvinceId)?.name ?? 'an unknown province';
const dn = (id: string): string => {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return 'an unknown domain';
  }
};
const TYPE_WORD: Record<HoldingType, string> = {
  law: 'law holding',
  temple: 'temple',
  guild: 'guild',
  source: 'source',
};
const hn = (h: HoldingState): string => `${dn(h.owner)}’s ${TYPE_WORD[h.type]} (${h.level}) in ${pn(h.province)}`;
const SKILL_OF: Record<HoldingType, SkillId> = { law: 'law', temple: 'theology', guild: 'commerce', source: 'sorcery' };
const money = (gb: number, rp: number): string =>
  [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(' and ') || 'nothing';

function emitResult(tx: Tx, ctx: OrderContext, roll: Rolled | null, ok: boolean, text: string): void {
  tx.emit({
    type: 'actionResolved',
    domain: ctx.domain,
    index: ctx.index,
    order: ctx.order,
    roll: roll ? { die: roll.die, dc: roll.dc, base: roll.base, mods: roll.mods, takeTen: roll.takeTen } : null,
    ok,
    text,
  });
}

const refuse = (tx: Tx, ctx: OrderContext, text: string): void => emitResult(tx, ctx, null, false, text);

/** Pays a cost, or fails the order in words and returns false. */
function pay(tx: Tx, ctx: OrderContext, gb: number, rp: number, what: string): boolean {
  const d = tx.state.domains[ctx.domain];
  if (!d) return false;
  if (d.gb < gb || d.rp < rp) {
    refuse(tx, ctx, `${dn(ctx.domain)} cannot pay ${money(gb, rp)} for ${what}: it holds ${d.gb} GB and ${d.rp} RP.`);
    return false;
  }
  if (gb || rp) tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: -rp, why: what });
  return true;
}

/** A listed modifier of the action (or a variant) as a worded Mod, `times` its basis. */
function mod(def: ActionDef, id: string, times = 1, variant?: string): Mod {
  const list: readonly DcModifier[] = [
    ...(def.variants?.find((v) => v.id === variant)?.modifiers ?? []),
    ...def.modifiers,
  ];
  const m = list.find((x) => x.id === id);
  if (!m) throw new Error(`${def.id} has no modifier ${id}`);
  let value = m.dc * times;
  if (m.max !== undefined) value = Math.sign(value) * Math.min(Math.abs(value), m.max);
  return { label: times === 1 ? m.when : `${m.when} (${times})`, value, ref: m.ref };
}

const actor = (s: State, ctx: OrderContext): CharacterState | undefined =>
  s.characters[ctx.order.overseer ?? `${ctx.domain}:regent`];
const isArcane = (c: CharacterState | undefined): boolean => !!c?.build.powers.includes('arcane-realm-magic');
const native = (d: DomainId, p: ProvinceId): boolean => {
  try {
    return isNativeTo(domainOf(d), provinceOf(p).region);
  } catch {
    return false;
  }
};

/** Levels of one holding type in a province, and its capacity (J-83: province level; sources the magic level). */
export function holdingRoom(s: State, p: ProvinceId, type: HoldingType): { used: number; cap: number } {
  const ps = s.provinces[p];
  let used = 0;
  for (const h of Object.values(s.holdings)) if (h.province === p && h.type === type) used += h.level;
  return { used, cap: ps ? holdingCapacity(type, ps.level, ps.magic) : 0 };
}

/** The province and holding-type modifiers of creating or ruling a holding (1.12.4, 1.12.5). */
function placeMods(s: State, def: ActionDef, d: DomainId, p: ProvinceId, type: HoldingType): Mod[] {
  const data = provinceOf(p);
  const out: Mod[] = [];
  if (type === 'temple' && data.race === 'elven') out.push(mod(def, 'elven-temple'));
  if (type === 'law' && data.nomad) out.push(mod(def, 'nomad-law'));
  if ((type === 'temple' || type === 'guild') && s.provinces[p]?.wilderness && !native(d, p))
    out.push(mod(def, 'wilderness-non-native'));
  return out;
}

/**
 * Why `d`'s holding of `type` may not be covert in province `p`, or null (1.12.2): sources never are; nor
 * is a ruler's law in his own realm; nor a temple where its faith is the realm's state religion. The
 * same bars hold for a holding founded covert and for one made covert later.
 */
export function covertBar(s: State, d: DomainId, p: ProvinceId, type: HoldingType): string | null {
  if (type === 'source') return 'A source cannot be covert; law, temples and guilds can (1.12.2).';
  const ruler = s.provinces[p]?.ruler ?? null;
  if (type === 'law' && ruler === d) return 'A ruler’s law holdings in his own realm cannot be covert (1.12.2).';
  if (type === 'temple' && ruler && s.domains[ruler]?.stateReligion === d)
    return `${dn(d)} is the state religion of ${dn(ruler)}, so its temples cannot be covert in ${pn(p)} or anywhere in that realm (1.12.2).`;
  return null;
}

/** Every holding the ruler owns in a Rebellious province counts as contested (1.6). */
const countsContested = (s: State, h: HoldingState): boolean =>
  h.contested || (s.provinces[h.province]?.loyalty === 'rebellious' && s.provinces[h.province]?.ruler === h.owner);

function rolled(tx: Tx, ctx: OrderContext, r: Rolled, okText: string, failText: string): boolean {
  emitResult(tx, ctx, r, r.ok, r.ok ? okText : failText);
  return r.ok;
}

const dieWords = (r: Rolled): string => (r.takeTen ? 'took ten' : `rolled ${r.die}`);
const failWords = (r: Rolled): string =>
  !r.takeTen && r.die === 1 ? 'a natural 1 always fails' : `${dieWords(r)} against DC ${r.dc}`;

// ---------------------------------------------------------------------------
// Contest of a province (1.9 #7): it stands while its conditions hold
// ---------------------------------------------------------------------------

/** May the province be contested: a ruler with no law holding above level 0 there, loyalty Poor or Rebellious. */
export function provinceOpenToContest(s: State, p: ProvinceId): boolean {
  const ps = s.provinces[p];
  if (!ps?.ruler) return false;
  if (ps.loyalty !== 'poor' && ps.loyalty !== 'rebellious') return false;
  return !Object.values(s.holdings).some(
    (h) => h.province === p && h.type === 'law' && h.owner === ps.ruler && h.level > 0,
  );
}

/** Who has a standing contest of the province (and so may divest it by Ceremony), if anyone. */
export function provinceContest(s: State, p: ProvinceId): DomainId | null {
  const by = s.provinces[p]?.contestedBy ?? null;
  return by && provinceOpenToContest(s, p) ? by : null;
}

/** Ends a province's contest once the ruler has law (1) or loyalty is Average or better. */
function settleContest(tx: Tx, p: ProvinceId): void {
  const ps = tx.state.provinces[p];
  if (ps?.contestedBy && !provinceOpenToContest(tx.state, p)) {
    tx.emit({ type: 'provinceSet', id: p, patch: { contestedBy: null } });
    tx.emit({ type: 'noted', text: `The contest of ${pn(p)} by ${dn(ps.contestedBy)} is over.` });
  }
}

// ---------------------------------------------------------------------------
// #2 Agitate (DR): one loyalty step up or down (J-76)
// ---------------------------------------------------------------------------

function agitate(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('agitate');
  const dir = String(ctx.order.params?.direction ?? '');
  const up = dir === 'raise' || dir === 'up';
  if (!up && dir !== 'lower' && dir !== 'down') {
    refuse(tx, ctx, 'Agitate must say whether to raise or to lower the province’s loyalty.');
    return;
  }
  if (!ctx.order.targets.length) {
    refuse(tx, ctx, 'Agitate names no province.');
    return;
  }
  for (const p of ctx.order.targets as ProvinceId[]) {
    const s = tx.state;
    const ps = s.provinces[p];
    if (!ps) {
      refuse(tx, ctx, 'Agitate names a province that does not exist.');
      continue;
    }
    const want = ctx.order.params?.holding as HoldingType | undefined;
    const mine = Object.values(s.holdings)
      .filter((h) => h.owner === ctx.domain && h.province === p && def.holdingTypes?.includes(h.type))
      .filter((h) => !want || h.type === want)
      .sort((a, b) => b.level - a.level)[0];
    if (!mine) {
      refuse(tx, ctx, `${dn(ctx.domain)} has no law, temple or guild holding in ${pn(p)} to agitate through.`);
      continue;
    }
    const i = LOYALTIES.indexOf(ps.loyalty);
    const to: Loyalty | undefined = LOYALTIES[i + (up ? 1 : -1)];
    // nothing to move: refused before anything is paid or rolled
    if (!to) {
      refuse(tx, ctx, `${pn(p)} is already ${ps.loyalty}; its loyalty can go no ${up ? 'higher' : 'lower'}.`);
      continue;
    }
    if (!pay(tx, ctx, 1, 1, `Agitate in ${pn(p)}`)) continue;
    const mods: Mod[] = [];
    if (mine.level < ps.level) mods.push(mod(def, 'holding-below-province', ps.level - mine.level));
    if (!up && ps.loyalty === 'poor') mods.push(mod(def, 'poor-to-rebellious'));
    const track = ps.buildings['racing-track'] ?? 0;
    if (track && ps.ruler === ctx.domain) mods.push(mod(def, 'racing-track', track));
    const r = rollOrder(tx, ctx, { base: 10, mods, province: p, skill: 'politics' });
    const okText = `Through its ${TYPE_WORD[mine.type]} there, ${dn(ctx.domain)} turns ${pn(p)} from ${ps.loyalty} to ${to} loyalty.`;
    if (rolled(tx, ctx, r, okText, `${pn(p)} stays ${ps.loyalty}: ${failWords(r)}.`)) {
      tx.emit({ type: 'provinceSet', id: p, patch: { loyalty: to } });
      settleContest(tx, p);
    }
  }
}

// ---------------------------------------------------------------------------
// #6 Contest Holding (DR): contested, then level 0, then destroyed
// ---------------------------------------------------------------------------

function contestHolding(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('contest-holding');
  if (ctx.order.variant === 'raid-contest') {
    refuse(tx, ctx, 'A raid-contest is made by raiding units with a Raid order, not on its own.');
    return;
  }
  if (!ctx.order.targets.length) {
    refuse(tx, ctx, 'Contest Holding names no holding.');
    return;
  }
  for (const id of ctx.order.targets) {
    const s = tx.state;
    const h = s.holdings[id];
    if (!h) {
      refuse(tx, ctx, 'Contest Holding names a holding that is not there (any more).');
      continue;
    }
    const p = h.province;
    const ps = s.provinces[p];
    if (h.owner === ctx.domain) {
      refuse(tx, ctx, `${dn(ctx.domain)} cannot contest its own ${TYPE_WORD[h.type]} in ${pn(p)}.`);
      continue;
    }
    const ruler = ps?.ruler === ctx.domain;
    const own = Object.values(s.holdings).filter(
      (x) => x.owner === ctx.domain && x.province === p && (h.type !== 'source' || x.type === 'source'),
    );
    if (h.type === 'source' && !ruler && !own.length) {
      refuse(tx, ctx, `Only the ruler of ${pn(p)} or a source there may contest ${hn(h)}.`);
      continue;
    }
    const best = Math.max(ruler ? (ps?.level ?? 0) : -1, ...own.map((x) => x.level), -1);
    if (best < 0) {
      refuse(tx, ctx, `${dn(ctx.domain)} needs a holding in ${pn(p)}, or to rule it, to contest ${hn(h)}.`);
      continue;
    }
    if (!pay(tx, ctx, 1, 1, `Contest Holding against ${hn(h)}`)) continue;
    const mods: Mod[] = [];
    if (best) mods.push(mod(def, 'own-level', best));
    if (h.level) mods.push(mod(def, 'target-level', h.level));
    if (h.covert) mods.push(mod(def, 'covert-target'));
    const r = rollOrder(tx, ctx, {
      base: 10,
      mods,
      province: p,
      skill: SKILL_OF[h.type],
      against: { owner: h.owner, target: h.id },
    });
    const before = hn(h);
    let text: string;
    let next: HoldingState | null;
    if (h.level === 0) {
      next = null;
      text = `${before} is destroyed.`;
    } else if (!countsContested(s, h)) {
      next = { ...h, contested: true, contestedBy: ctx.domain };
      text = `${before} is contested: it yields no gold or regency until its owner rules it clear.`;
    } else {
      next = { ...h, level: 0, contested: true, contestedBy: ctx.domain };
      text = `${before}, already contested, falls to level 0.`;
    }
    if (rolled(tx, ctx, r, text, `${before} holds: ${failWords(r)}.`))
      tx.emit({ type: 'holdingSet', id: h.id, holding: next });
  }
}

// ---------------------------------------------------------------------------
// #7 Contest Province (D)
// ---------------------------------------------------------------------------

function contestProvince(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('contest-province');
  const p = ctx.order.targets[0] as ProvinceId | undefined;
  const s = tx.state;
  const ps = p ? s.provinces[p] : undefined;
  if (!p || !ps) {
    refuse(tx, ctx, 'Contest Province names no province.');
    return;
  }
  if (!ps.ruler || ps.ruler === ctx.domain) {
    refuse(tx, ctx, `${dn(ctx.domain)} cannot contest ${pn(p)}: ${ps.ruler ? 'it rules it' : 'nobody rules it'}.`);
    return;
  }
  if (!provinceOpenToContest(s, p)) {
    refuse(
      tx,
      ctx,
      `${pn(p)} cannot be contested: only while its ruler has no law holding above level 0 there and its loyalty is Poor or Rebellious.`,
    );
    return;
  }
  const own = Object.values(s.holdings).filter((h) => h.owner === ctx.domain && h.province === p);
  if (!own.length) {
    refuse(tx, ctx, `${dn(ctx.domain)} needs a holding in ${pn(p)} to contest it.`);
    return;
  }
  if (!pay(tx, ctx, 1, ps.level, `Contest Province of ${pn(p)}`)) return;
  const best = Math.max(...own.map((h) => h.level));
  const mods: Mod[] = [];
  if (best) mods.push(mod(def, 'own-level', best));
  if (ps.level) mods.push(mod(def, 'province-level', ps.level));
  const r = rollOrder(tx, ctx, { base: 10, mods, province: p, skill: 'law', against: { owner: ps.ruler, target: p } });
  if (
    rolled(
      tx,
      ctx,
      r,
      `${dn(ctx.domain)} contests ${pn(p)}, ruled by ${dn(ps.ruler)}: it may divest it by Ceremony while the contest stands.`,
      `${dn(ps.ruler)}’s hold on ${pn(p)} stands: ${failWords(r)}.`,
    )
  )
    tx.emit({ type: 'provinceSet', id: p, patch: { contestedBy: ctx.domain } });
}

// ---------------------------------------------------------------------------
// #9 Convert Holding (D): one level from a holding of the same type into one's own
// ---------------------------------------------------------------------------

function convertHolding(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('convert-holding');
  const id = ctx.order.targets[0];
  const s = tx.state;
  const h = id ? s.holdings[id] : undefined;
  if (!h) {
    refuse(tx, ctx, 'Convert Holding names a holding that is not there (any more).');
    return;
  }
  const p = h.province;
  if (h.owner === ctx.domain) {
    refuse(tx, ctx, `${dn(ctx.domain)} cannot convert its own holding.`);
    return;
  }
  const mine = s.holdings[holdingId(p, h.type, ctx.domain)];
  if (!mine) {
    refuse(tx, ctx, `${dn(ctx.domain)} needs a ${TYPE_WORD[h.type]} of its own in ${pn(p)} to convert ${hn(h)}.`);
    return;
  }
  if (h.level === 0) {
    refuse(tx, ctx, `${hn(h)} has no level to take.`);
    return;
  }
  if (!pay(tx, ctx, 2, h.level + mine.level, `Convert Holding of ${hn(h)}`)) return;
  const mods: Mod[] = [];
  if (mine.level) mods.push(mod(def, 'own-level', mine.level));
  mods.push(mod(def, 'target-level', h.level));
  if (h.covert) mods.push(mod(def, 'covert-target'));
  const r = rollOrder(tx, ctx, {
    base: 10,
    mods,
    province: p,
    skill: SKILL_OF[h.type],
    scope: { holdingType: h.type },
    against: { owner: h.owner, target: h.id },
  });
  if (
    rolled(
      tx,
      ctx,
      r,
      `${hn(h)} loses a level to ${dn(ctx.domain)}’s ${TYPE_WORD[h.type]} there, which rises to ${mine.level + 1}.`,
      `${hn(h)} keeps its followers: ${failWords(r)}.`,
    )
  ) {
    tx.emit({ type: 'holdingSet', id: h.id, holding: { ...h, level: h.level - 1 } });
    tx.emit({ type: 'holdingSet', id: mine.id, holding: { ...mine, level: mine.level + 1 } });
  }
}

// ---------------------------------------------------------------------------
// #10 Create Holding (D), and its covert variant (1.12.2)
// ---------------------------------------------------------------------------

function createHolding(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('create-holding');
  const p = ctx.order.targets[0] as ProvinceId | undefined;
  const type = ctx.order.params?.type as HoldingType | undefined;
  const covert = ctx.order.variant === 'covert';
  const s = tx.state;
  const ps = p ? s.provinces[p] : undefined;
  if (!p || !ps) {
    refuse(tx, ctx, 'Create Holding names no province.');
    return;
  }
  if (!type || !(type in TYPE_WORD)) {
    refuse(tx, ctx, 'Create Holding must say which kind: a law holding, temple, guild or source.');
    return;
  }
  const where = pn(p);
  const id = holdingId(p, type, ctx.domain);
  if (s.holdings[id]) {
    refuse(tx, ctx, `${dn(ctx.domain)} already has a ${TYPE_WORD[type]} in ${where}.`);
    return;
  }
  if (type === 'law' && ps.wilderness && !native(ctx.domain, p)) {
    refuse(tx, ctx, `Only a domain native to ${where}, a wilderness, may found a law holding there (1.12.5).`);
    return;
  }
  if (type === 'source') {
    const who = actor(s, ctx);
    if (!isArcane(who)) {
      refuse(tx, ctx, 'Only a caster of arcane realm magic may create a source, and he must oversee it himself.');
      return;
    }
    if (who?.province !== p) {
      refuse(tx, ctx, `${who?.build.name} must be in ${where} to create a source there.`);
      return;
    }
  }
  const barred = covert ? covertBar(s, ctx.domain, p, type) : null;
  if (barred) {
    refuse(tx, ctx, barred);
    return;
  }
  const room = holdingRoom(s, p, type);
  if (room.used >= room.cap) {
    refuse(
      tx,
      ctx,
      `${where} has no room for another ${TYPE_WORD[type]}: its ${type} levels already total ${room.used} of ${room.cap} (J-83).`,
    );
    return;
  }
  if (!pay(tx, ctx, covert ? 3 : 1, 0, `Create Holding in ${where}`)) return;
  const r = rollOrder(tx, ctx, {
    base: covert ? 13 : 10,
    mods: placeMods(s, def, ctx.domain, p, type),
    province: p,
    skill: SKILL_OF[type],
    scope: { holdingType: type },
  });
  const deity = ctx.order.params?.deity;
  if (
    rolled(
      tx,
      ctx,
      r,
      `${dn(ctx.domain)} founds a ${covert ? 'covert ' : ''}${TYPE_WORD[type]} (0) in ${where}.`,
      `No ${TYPE_WORD[type]} takes root in ${where}: ${failWords(r)}.`,
    )
  )
    tx.emit({
      type: 'holdingSet',
      id,
      holding: {
        id,
        province: p,
        type,
        owner: ctx.domain,
        level: 0,
        contested: false,
        covert,
        fortification: 0,
        ...(type === 'temple' && typeof deity === 'string' ? { deity: deity as HoldingState['deity'] & string } : {}),
      },
    });
}

// ---------------------------------------------------------------------------
// #12 Create Province (D) and the preparation of a wilderness (J-63)
// ---------------------------------------------------------------------------

/** Rounds a domain's units must hold a wilderness province, ending each round there, before it is prepared (J-63). */
export const PREPARE_ROUNDS = 3;

/**
 * J-63's watch, for the end of each round after battles (to be called by flow.ts): the domain whose
 * units stand in a wilderness province keeps its claim while they stay; when they are gone the next
 * domain with units there starts again. A lost battle there should clear `settling` (battle.ts).
 */
export function watchSettlement(tx: Tx): void {
  const s = tx.state;
  for (const p of Object.values(s.provinces)) {
    if (!p.wilderness) continue;
    const present: DomainId[] = [];
    // brigands prepare no land for anyone (J-64)
    for (const u of Object.values(s.units))
      if (u.province === p.id && !u.captor && !isBrigands(u.owner) && !present.includes(u.owner)) present.push(u.owner);
    const cur = p.settling ?? null;
    if (cur && present.includes(cur.domain)) continue;
    const next = present[0] ? { domain: present[0], since: s.round } : null;
    if (cur || next) tx.emit({ type: 'provinceSet', id: p.id, patch: { settling: next } });
  }
}

/** Why the province is not ready for `d` to settle, or null when it is (J-63). */
export function notPrepared(s: State, p: ProvinceId, d: DomainId): string | null {
  const ps = s.provinces[p];
  const data = PROVINCE_BY_ID.get(p);
  if (!ps || !data) return 'there is no such province';
  if (!ps.wilderness) return `${data.name} is not a wilderness`;
  if (data.wilderness === 'worldwound') return `${data.name} lies in the Worldwound, which can never be settled`;
  const guardian = GUARDIANS.find((g) => g.province === p);
  if (data.wilderness === 'guardian' && !ps.guardianBeaten)
    return `${guardian?.name ?? 'its guardian'} must be beaten first`;
  const held = ps.settling?.domain === d ? s.round - ps.settling.since : 0;
  if (held < PREPARE_ROUNDS)
    return `${dn(d)}’s units must hold ${data.name} for a full turn first (${held} of ${PREPARE_ROUNDS} rounds)`;
  return null;
}

function createProvince(tx: Tx, ctx: OrderContext): void {
  const p = ctx.order.targets[0] as ProvinceId | undefined;
  const s = tx.state;
  if (!p || !s.provinces[p]) {
    refuse(tx, ctx, 'Create Province names no province.');
    return;
  }
  const why = notPrepared(s, p, ctx.domain);
  if (why) {
    refuse(tx, ctx, `${pn(p)} is not prepared for settlement: ${why} (J-63).`);
    return;
  }
  const who = actor(s, ctx);
  if (!who?.build.bloodline) {
    refuse(tx, ctx, 'Only the blooded scion who is to claim the province may settle it: he must oversee it.');
    return;
  }
  const near = provinceOf(p).neighbours.some(
    (n) =>
      s.provinces[n]?.ruler === ctx.domain ||
      Object.values(s.holdings).some((h) => h.owner === ctx.domain && h.province === n),
  );
  if (!pay(tx, ctx, near ? 1 : 3, 0, `Create Province of ${pn(p)}`)) return;
  const r = rollOrder(tx, ctx, { base: 20, mods: [], province: p, skill: 'law' });
  if (
    rolled(
      tx,
      ctx,
      r,
      `${who.build.name} claims ${pn(p)}: it is wild no more and joins ${dn(ctx.domain)}.`,
      `${pn(p)} stays wild: ${failWords(r)}.`,
    )
  )
    tx.emit({ type: 'provinceSet', id: p, patch: { wilderness: false, ruler: ctx.domain, settling: null } });
}

// ---------------------------------------------------------------------------
// #32 Rule Holding (DR): +1 level, or clear a contest; the covert variants (1.12.2)
// ---------------------------------------------------------------------------

function ruleHolding(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('rule-holding');
  if (!ctx.order.targets.length) {
    refuse(tx, ctx, 'Rule Holding names no holding.');
    return;
  }
  for (const id of ctx.order.targets) ruleOne(tx, ctx, def, id);
}

function ruleOne(tx: Tx, ctx: OrderContext, def: ActionDef, id: string): void {
  const s = tx.state;
  const h = s.holdings[id];
  if (!h || h.owner !== ctx.domain) {
    refuse(tx, ctx, `Rule Holding names a holding ${dn(ctx.domain)} does not own.`);
    return;
  }
  const p = h.province;
  const where = pn(p);
  if (h.type === 'source' && !isArcane(actor(s, ctx))) {
    refuse(tx, ctx, 'Only a caster of arcane realm magic may rule a source.');
    return;
  }
  const variant = ctx.order.variant;
  const scope = { holdingType: h.type, exclude: h.id };
  if (variant === 'make-covert') {
    if (h.covert) {
      refuse(tx, ctx, `${hn(h)} is covert already.`);
      return;
    }
    const barred = covertBar(s, ctx.domain, p, h.type);
    if (barred) {
      refuse(tx, ctx, barred);
      return;
    }
    if (!pay(tx, ctx, 3, 3 * h.level, `making ${hn(h)} covert`)) return;
    const mods = h.level ? [mod(def, 'level', h.level, 'make-covert')] : [];
    const r = rollOrder(tx, ctx, { base: 13, mods, province: p, skill: SKILL_OF[h.type], scope });
    if (
      rolled(
        tx,
        ctx,
        r,
        `${hn(h)} goes out of sight: it is covert now.`,
        `${hn(h)} stays in plain sight: ${failWords(r)}.`,
      )
    )
      tx.emit({ type: 'holdingSet', id: h.id, holding: { ...h, covert: true } });
    return;
  }
  const covert = h.covert;
  const base = covert ? 12 : 10;
  const gb = covert ? 3 : 1;
  const mods = placeMods(s, def, ctx.domain, p, h.type);
  if (countsContested(s, h)) {
    if (!h.contested) {
      refuse(
        tx,
        ctx,
        `${where} is Rebellious: its ruler’s holdings there count as contested until its loyalty is raised (1.6).`,
      );
      return;
    }
    const n = Math.max(1, h.level);
    if (!pay(tx, ctx, gb, n, `ruling ${hn(h)} clear of its contest`)) return;
    mods.unshift({ label: 'clearing a contest: its level, at least 1', value: n, ref: '1.9 #32' });
    const r = rollOrder(tx, ctx, { base, mods, province: p, skill: SKILL_OF[h.type], scope });
    if (rolled(tx, ctx, r, `${hn(h)} is no longer contested.`, `${hn(h)} stays contested: ${failWords(r)}.`))
      tx.emit({ type: 'holdingSet', id: h.id, holding: { ...h, contested: false, contestedBy: null } });
    return;
  }
  const to = h.level + 1;
  const room = holdingRoom(s, p, h.type);
  if (room.used + 1 > room.cap) {
    refuse(
      tx,
      ctx,
      `${hn(h)} cannot rise: the ${h.type} levels in ${where} already total ${room.used} of ${room.cap} (J-83).`,
    );
    return;
  }
  if (!pay(tx, ctx, gb, to, `ruling ${hn(h)} up to ${to}`)) return;
  mods.unshift(mod(def, 'target-level', to));
  const r = rollOrder(tx, ctx, { base, mods, province: p, skill: SKILL_OF[h.type], scope });
  if (rolled(tx, ctx, r, `${hn(h)} rises to level ${to}.`, `${hn(h)} stays at level ${h.level}: ${failWords(r)}.`)) {
    tx.emit({ type: 'holdingSet', id: h.id, holding: { ...h, level: to } });
    if (h.type === 'law') settleContest(tx, p);
  }
}

// ---------------------------------------------------------------------------
// #33 Rule Province (D): growth, its DC table, the failed-attempt count
// ---------------------------------------------------------------------------

/** Neighbouring provinces whose ruler is at war with `d` (J-75). */
export function hostileNeighbours(s: State, p: ProvinceId, d: DomainId): ProvinceId[] {
  const mine = s.domains[d];
  return provinceOf(p).neighbours.filter((n) => {
    const r = s.provinces[n]?.ruler;
    return !!r && r !== d && (!!mine?.atWarWith.includes(r) || !!s.domains[r]?.atWarWith.includes(d));
  });
}

/** Has a collection been made at the province's current tax rate (a Decree counts from the next turn)? */
function collectedAtRate(s: State, since: number | null): boolean {
  if (since === null) return true;
  return Math.floor((s.round - 1) / 3) > Math.floor((since - 1) / 3);
}

function ruleProvince(tx: Tx, ctx: OrderContext): void {
  const def = actionDef('rule-province');
  const p = ctx.order.targets[0] as ProvinceId | undefined;
  const s = tx.state;
  const ps = p ? s.provinces[p] : undefined;
  if (!p || !ps) {
    refuse(tx, ctx, 'Rule Province names no province.');
    return;
  }
  const where = pn(p);
  if (ps.ruler !== ctx.domain) {
    refuse(tx, ctx, `${dn(ctx.domain)} does not rule ${where}.`);
    return;
  }
  if (ps.wilderness) {
    refuse(tx, ctx, `${where} is a wilderness and cannot be ruled (1.12.5).`);
    return;
  }
  if (ps.loyalty === 'rebellious') {
    refuse(tx, ctx, `${where} is Rebellious and cannot be ruled until it calms.`);
    return;
  }
  const data = provinceOf(p);
  const who = actor(s, ctx);
  const law = who ? effectiveSkills(who.build).law : 0;
  const asked = Math.max(0, Math.floor(Number(ctx.order.params?.extra ?? 0)) || 0);
  const extra = Math.min(asked, law);
  if (!pay(tx, ctx, 1 + extra, ps.level, `Rule Province of ${where}`)) return;
  const mods: Mod[] = [];
  if (asked > extra)
    tx.emit({
      type: 'noted',
      domain: ctx.domain,
      text: `Extra growth is capped by the acting character’s Law (${law}): ${extra} extra GB, not ${asked}.`,
    });
  if (extra) mods.push(mod(def, 'extra-gb', extra));
  if (ps.capitalOf === ctx.domain && courtLevel(s, ctx.domain) >= 7) mods.push(mod(def, 'court-capital'));
  if (ps.highway && data.neighbours.filter((n) => s.provinces[n]?.highway).length >= 2) mods.push(mod(def, 'highways'));
  const hostile = hostileNeighbours(s, p, ctx.domain).length;
  if (hostile) mods.push(mod(def, 'hostile-border', hostile));
  if (ps.tax < 0 && collectedAtRate(s, ps.taxSince)) mods.push(mod(def, 'low-tax', -ps.tax));
  if (ps.tax > 0) mods.push(mod(def, 'high-tax', ps.tax));
  if (ps.failedRule) mods.push(mod(def, 'failed-before', ps.failedRule));
  // Sources there whose owners declared opposition to this order add their levels (1.9 #33).
  let sources = 0;
  for (const by of s.regents)
    if (s.sheets[by]?.backing.some((b) => b.domain === ctx.domain && b.order === ctx.index && b.side === 'oppose'))
      for (const h of Object.values(s.holdings))
        if (h.owner === by && h.province === p && h.type === 'source') sources += h.level;
  if (sources) mods.push(mod(def, 'sources-oppose', sources));
  if (ps.level >= data.maxLevel) mods.push(mod(def, 'at-max'));
  if (SETTING.khinasiRules && ps.level >= 6) mods.push(mod(def, 'city'));
  if (SETTING.khinasiRules && ps.level <= 2) mods.push(mod(def, 'hamlet'));
  if (ps.buildings.bathhouse) mods.push(mod(def, 'bathhouse'));
  const r = rollOrder(tx, ctx, { base: 10, mods, province: p, skill: 'law' });
  if (!r.ok) {
    emitResult(tx, ctx, r, false, `${where} does not grow: ${failWords(r)}; the next attempt there is 1 easier.`);
    tx.emit({ type: 'provinceSet', id: p, patch: { failedRule: ps.failedRule + 1 } });
    return;
  }
  const growth = ps.growth + 1 + extra;
  const target = growthTarget(data.climate, ps.level);
  if (target !== null && growth >= target) {
    emitResult(
      tx,
      ctx,
      r,
      true,
      `${where} grows by ${1 + extra} and reaches its target of ${target}: it rises to level ${ps.level + 1} (J-82).`,
    );
    tx.emit({ type: 'provinceSet', id: p, patch: { level: ps.level + 1, growth: GROWTH.start, failedRule: 0 } });
  } else {
    emitResult(
      tx,
      ctx,
      r,
      true,
      `${where} grows by ${1 + extra} to ${growth}${target !== null ? ` of the ${target} it needs to rise` : ''}.`,
    );
    tx.emit({ type: 'provinceSet', id: p, patch: { growth, failedRule: 0 } });
  }
}

register({
  agitate,
  'contest-holding': contestHolding,
  'contest-province': contestProvince,
  'convert-holding': convertHolding,
  'create-holding': createHolding,
  'create-province': createProvince,
  'rule-holding': ruleHolding,
  'rule-province': ruleProvince,
});

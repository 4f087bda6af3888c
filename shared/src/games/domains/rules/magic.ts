/**
 * Realm magic (checklist 1.12.6, 1.9 #4, #11, #22, #31, #34): the spells a
 * caster knows, prepares and casts through the sources (arcane) or temples
 * (divine) he controls, ley lines that carry sources to other provinces, Ley
 * Links that lend them, and the upkeep at the start of each round that ends
 * what has run out. The spells and their effects are data/magic.ts's.
 */
import {
  BUILDING_TABLE,
  type CharacterBuild,
  type DomainId,
  domain as domainOf,
  effectiveSkills,
  growthTarget,
  hasPriestClass,
  isWizard,
  PROVINCE_BY_ID,
  type ProvinceId,
  preparedSpellCap,
  REALM_SPELLS,
  type RealmSpell,
  type SkillId,
  SPECIAL_POWER_TABLE,
  type SpecialPowerId,
  UNIT_TABLE,
  type UnitId,
} from '../data/index.ts';
import type { Mod } from '../events.ts';
import type { Handler, OrderContext } from './actions/index.ts';
import { turnOf } from './calendar.ts';
import { type Rolled, rollOrder } from './resolve.ts';
import { type ActiveSpellState, type CharacterState, type HoldingState, isBrigands, type State } from './state.ts';
import type { Tx } from './tx.ts';

// ---------------------------------------------------------------------------
// Words and bookkeeping shared by the trade, espionage and magic handlers
// ---------------------------------------------------------------------------

export const pn = (id: string): string => PROVINCE_BY_ID.get(id as ProvinceId)?.name ?? id;
export function dn(id: string): string {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
}
export const Cap = (t: string): string => (t ? t[0]!.toUpperCase() + t.slice(1) : t);
export const holdingWord = (h: HoldingState): string => `${dn(h.owner)}’s ${h.type} (${h.level}) in ${pn(h.province)}`;
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** The last round of the turn a round falls in ("until the end of the turn"). */
export const endOfTurn = (round: number): number => turnOf(round) * 3;

/** The one actionResolved of an order (or of one target of a realm action). */
export function resolved(tx: Tx, ctx: OrderContext, roll: Rolled | null, ok: boolean, text: string): void {
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

/** A failed order, told in words, changing nothing. */
export const refuse = (tx: Tx, ctx: OrderContext, text: string): void => resolved(tx, ctx, null, false, text);

/** Pays an order's own cost; an order that cannot be paid fails in words, changing nothing else. */
export function pay(tx: Tx, ctx: OrderContext, gb: number, rp: number, what: string): boolean {
  const d = tx.state.domains[ctx.domain];
  if (!d) return false;
  if (d.gb < gb || d.rp < rp) {
    refuse(tx, ctx, `${Cap(dn(ctx.domain))} cannot pay ${costWord(gb, rp)} for ${what}: nothing is done.`);
    return false;
  }
  if (gb || rp) tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: -rp, why: what });
  return true;
}
export const costWord = (gb: number, rp: number): string =>
  [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(' and ') || 'nothing';

/** The character acting on an order: its overseer, or the regent. */
export const actor = (s: State, ctx: OrderContext): CharacterState | undefined =>
  s.characters[ctx.order.overseer ?? `${ctx.domain}:regent`];

// ---------------------------------------------------------------------------
// Spells known, preparing, casting
// ---------------------------------------------------------------------------

export const SPELL_BY_ID: ReadonlyMap<string, RealmSpell> = new Map(REALM_SPELLS.map((x) => [x.id, x]));

const POWER_OF = { arcane: 'arcane-realm-magic', divine: 'divine-realm-magic' } as const;

/** The powers of a build that can work this spell (either power for an "either" spell). */
export function powersFor(b: CharacterBuild, spell: RealmSpell): SpecialPowerId[] {
  return b.powers.filter((p) => spell.tradition === 'either' || POWER_OF[spell.tradition] === p);
}

/** The relevant skill for a spell: Sorcery (arcane), Theology (divine), the better one the caster may use (either). */
export function spellSkill(b: CharacterBuild, spell: RealmSpell): { skill: SkillId; value: number } | null {
  const skills = effectiveSkills(b);
  let best: { skill: SkillId; value: number } | null = null;
  for (const p of powersFor(b, spell)) {
    const skill = SPECIAL_POWER_TABLE[p].realmSpellsBy;
    if (!best || skills[skill] > best.value) best = { skill, value: skills[skill] };
  }
  return best;
}

/**
 * Spells a domain's regent knows: from creation, as many spells of each tradition he has the power
 * for as his rating in its skill (P2), the lowest levels first in the data's order (our ruling: the
 * build does not name them); then every spell learned by Research.
 */
export function knownSpells(s: State, d: DomainId): string[] {
  const out = new Set<string>();
  const b = s.characters[`${d}:regent`]?.build;
  if (b) {
    const skills = effectiveSkills(b);
    for (const p of b.powers) {
      const row = SPECIAL_POWER_TABLE[p];
      const mine = REALM_SPELLS.filter((x) => x.tradition === 'either' || x.tradition === row.tradition);
      const sorted = [...mine].sort((a, c) => a.level - c.level);
      for (const x of sorted.slice(0, skills[row.realmSpellsBy])) out.add(x.id);
    }
  }
  for (const id of s.domains[d]?.known ?? []) out.add(id);
  return [...out];
}

/**
 * Holdings a caster may cast through now (1.9 #4): the regent casts through his domain's own (not lent
 * out by Ley Link) and the sources lent to him; a lieutenant through the regent's temples, and through
 * sources only once they are lent to him by Ley Link.
 */
export function castingHoldings(s: State, d: DomainId, caster = `${d}:regent`): HoldingState[] {
  const links = linksInForce(s);
  const lentOut = new Set(links.filter((l) => l.owner === d).flatMap((l) => l.sources));
  const lentIn = new Set(links.filter((l) => l.to === caster).flatMap((l) => l.sources));
  const regent = s.characters[caster]?.role !== 'lieutenant';
  return Object.values(s.holdings).filter(
    (h) =>
      (h.type === 'source' && lentIn.has(h.id)) ||
      (h.owner === d && !lentOut.has(h.id) && (regent || h.type === 'temple')),
  );
}

/** The Ley Links in force this round (not run out, not taken back). */
export const linksInForce = (s: State) => (s.leyLinks ?? []).filter((l) => l.until >= s.round && !l.recalled);

/**
 * The sources of `d` lent by Ley Link this round, in force or taken back since: a source lent once is
 * spent for the round, so no second link lends it before the next (1.9 #22), and two wizards never
 * draw on one source in the same round.
 */
export const lentThisRound = (s: State, d: DomainId): Set<string> =>
  new Set((s.leyLinks ?? []).filter((l) => l.owner === d && l.until >= s.round).flatMap((l) => l.sources));

/** A holding's level for realm spells: Wizard Tower levels add to a source, Minaret levels to a temple (1.11). */
export function castingLevel(s: State, h: HoldingState): number {
  const b = s.provinces[h.province]?.buildings ?? {};
  if (h.type === 'source') return h.level + (b['wizard-tower'] ?? 0);
  if (h.type === 'temple') return h.level + (b.minaret ?? 0);
  return 0;
}

/**
 * Where a holding's spell reaches: its own province, and for a source every province of a ley line
 * of its owner that runs through it (data/magic.ts REALM_SPELL_REACH).
 */
export function reaches(s: State, h: HoldingState, target: ProvinceId): boolean {
  if (h.province === target) return true;
  if (h.type !== 'source') return false;
  return s.leyLines.some((l) => l.owner === h.owner && l.path.includes(h.province) && l.path.includes(target));
}

const LOYALTY_DOWN = { high: 'average', average: 'poor', poor: 'rebellious', rebellious: 'rebellious' } as const;
export const loyaltyDown = (l: keyof typeof LOYALTY_DOWN) => LOYALTY_DOWN[l];

/** Realm spells in force on a province now. */
export const spellsOn = (s: State, p: ProvinceId): ActiveSpellState[] =>
  (s.realmSpells ?? []).filter((x) => x.province === p && x.until >= s.round);

/** Warding (data/magic.ts): the units of the named regents may not enter the province until the turn ends. */
export const wardedAgainst = (s: State, p: ProvinceId, d: DomainId): boolean =>
  spellsOn(s, p).some((x) => x.spell === 'warding' && (x.against ?? []).includes(d));

/**
 * The realm spells' share of a province's loyalty roll (P3: −2 for each Warding or hostile realm spell
 * on the province; data/magic.ts: +2 for Bless Land): the spells in force, or cast in the turn that
 * has just ended, counted at the roll of turn `turn`.
 */
export function realmSpellLoyalty(s: State, p: ProvinceId, turn = turnOf(s.round)): number {
  let n = 0;
  for (const x of s.realmSpells ?? []) {
    if (x.province !== p || (x.until < s.round && turnOf(x.cast) !== turn - 1)) continue;
    const spell = SPELL_BY_ID.get(x.spell);
    const ruler = s.provinces[p]?.ruler ?? null;
    if (spell?.alwaysCountsForLoyalty || (spell?.hostile && x.caster !== ruler)) n -= 2;
    if (x.spell === 'bless-land') n += 2;
  }
  return n;
}

/** The next unit id (setup numbers units and ships from one counter). */
function nextId(tx: Tx, prefix: string): string {
  const serial = tx.state.serial + 1;
  tx.emit({ type: 'stateSet', patch: { serial } });
  return `${prefix}${serial}`;
}

function summon(tx: Tx, d: DomainId, p: ProvinceId, type: UnitId, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = nextId(tx, 'u');
    tx.emit({
      type: 'unitSet',
      id,
      unit: {
        id,
        type,
        owner: d,
        province: p,
        mustered: tx.state.round,
        upgrades: [],
        seenBattle: false,
        captor: null,
      },
    });
    ids.push(id);
  }
  return ids;
}

function addSpell(tx: Tx, x: Omit<ActiveSpellState, 'id'>): void {
  const list = tx.state.realmSpells ?? [];
  const id = `sp-${x.caster}-${x.cast}-${list.length + 1}`;
  tx.emit({ type: 'stateSet', patch: { realmSpells: [...list, { id, ...x }] } });
}

function endSpell(tx: Tx, x: ActiveSpellState): void {
  for (const u of x.units ?? []) if (tx.state.units[u]) tx.emit({ type: 'unitSet', id: u, unit: null });
  tx.emit({ type: 'stateSet', patch: { realmSpells: (tx.state.realmSpells ?? []).filter((y) => y.id !== x.id) } });
}

/** #34 Prepare Realm Spell: one spell a target, 1 RP a level, never above the skill, within the cap by skill. */
export const prepareRealmSpell: Handler = (tx, ctx) => {
  for (const id of ctx.order.targets) {
    const s = tx.state;
    const spell = SPELL_BY_ID.get(id);
    const who = actor(s, ctx);
    if (!spell || !who) {
      refuse(tx, ctx, 'There is no such realm spell to prepare.');
      continue;
    }
    const skill = spellSkill(who.build, spell);
    if (!skill) {
      refuse(tx, ctx, `${who.build.name} lacks the power to work ${spell.name} (${spell.tradition} realm magic).`);
      continue;
    }
    if (!knownSpells(s, ctx.domain).includes(id)) {
      refuse(tx, ctx, `${who.build.name} does not know ${spell.name}: it must be researched first.`);
      continue;
    }
    if (spell.level > skill.value) {
      refuse(
        tx,
        ctx,
        `${spell.name} needs level ${spell.level}, more than ${who.build.name}’s ${skill.skill} of ${skill.value}: it cannot be prepared (1.9 #34).`,
      );
      continue;
    }
    const prepared = s.domains[ctx.domain]?.spells ?? [];
    const cap = preparedSpellCap(skill.value);
    if (prepared.length >= cap) {
      refuse(
        tx,
        ctx,
        `${who.build.name} holds ${plural(prepared.length, 'prepared spell')} already, the most ${skill.skill} ${skill.value} allows (${cap}).`,
      );
      continue;
    }
    if (!pay(tx, ctx, 0, spell.level, `preparing ${spell.name}`)) continue;
    tx.emit({ type: 'domainSet', id: ctx.domain, patch: { spells: [...prepared, id] } });
    resolved(tx, ctx, null, true, `${who.build.name} prepares ${spell.name} for casting.`);
  }
};

/** #31 Research: learns a realm spell (DC 15 + its level, 0.5 GB a level, Library −3 a level). */
export const research: Handler = (tx, ctx) => {
  const s = tx.state;
  if (ctx.order.variant === 'lore') return refuse(tx, ctx, 'Research of lore is not offered (J-31).');
  const spell = SPELL_BY_ID.get(ctx.order.targets[0] ?? '');
  const who = actor(s, ctx);
  if (!spell || !who) return refuse(tx, ctx, 'There is no such realm spell to research.');
  const skill = spellSkill(who.build, spell);
  if (!skill) return refuse(tx, ctx, `${who.build.name} lacks the power to work ${spell.name}.`);
  if (knownSpells(s, ctx.domain).includes(spell.id))
    return refuse(tx, ctx, `${spell.name} is known already: nothing to research.`);
  if (!pay(tx, ctx, spell.level * 0.5, 0, `researching ${spell.name}`)) return;
  const mods: Mod[] = [{ label: `${spell.name} needs level ${spell.level}`, value: spell.level, ref: '1.9 #31' }];
  const here = s.provinces[who.province];
  const library = here?.buildings.library ?? 0;
  const mine =
    here?.ruler === ctx.domain ||
    Object.values(s.holdings).some((h) => h.owner === ctx.domain && h.province === here?.id);
  if (library && mine)
    mods.push({
      label: `${BUILDING_TABLE.library.name} (${library}) in ${pn(who.province)}`,
      value: -3 * library,
      ref: '1.11',
    });
  const roll = rollOrder(tx, ctx, { base: 15, mods, province: null, skill: skill.skill });
  if (roll.ok) {
    tx.emit({
      type: 'domainSet',
      id: ctx.domain,
      patch: { known: [...(tx.state.domains[ctx.domain]?.known ?? []), spell.id] },
    });
    resolved(tx, ctx, roll, true, `${who.build.name} learns ${spell.name}.`);
  } else resolved(tx, ctx, roll, false, `${who.build.name} fails to master ${spell.name} this round.`);
};

/**
 * #4 Cast Realm Spell: a prepared spell, through a source or temple the caster controls whose level
 * (with Wizard Tower or Minaret levels) is the spell's at least and which reaches the province.
 * targets: [spell, province]; params.through may name the holding, params.against the regents a
 * Warding keeps out, params.spell the realm spell a Dispel ends.
 */
export const castRealmSpell: Handler = (tx, ctx) => {
  const s = tx.state;
  const [id, target] = ctx.order.targets as [string | undefined, ProvinceId | undefined];
  const spell = SPELL_BY_ID.get(id ?? '');
  const who = actor(s, ctx);
  if (!spell || !who) return refuse(tx, ctx, 'There is no such realm spell to cast.');
  if (!target || !s.provinces[target]) return refuse(tx, ctx, `${spell.name} needs a province to be cast on.`);
  if (!powersFor(who.build, spell).length)
    return refuse(tx, ctx, `${who.build.name} lacks the power to cast ${spell.name}.`);
  const prepared = s.domains[ctx.domain]?.spells ?? [];
  if (!prepared.includes(spell.id)) return refuse(tx, ctx, `${spell.name} has not been prepared: it cannot be cast.`);
  const kinds =
    spell.tradition === 'arcane' ? ['source'] : spell.tradition === 'divine' ? ['temple'] : ['source', 'temple'];
  const through = ctx.order.params?.through;
  const candidates = castingHoldings(s, ctx.domain, who.id)
    .filter((h) => kinds.includes(h.type) && (!through || h.id === through) && reaches(s, h, target))
    .sort((a, b) => castingLevel(s, b) - castingLevel(s, a));
  const h = candidates[0];
  if (!h || castingLevel(s, h) < spell.level)
    return refuse(
      tx,
      ctx,
      `${spell.name} needs a ${kinds.join(' or ')} of level ${spell.level} reaching ${pn(target)}; ${Cap(dn(ctx.domain))} has ${h ? `only level ${castingLevel(s, h)}` : 'none'} there.`,
    );
  const level = castingLevel(s, h);
  if (spell.id === 'transmute' && transmutedThisTurn(s, ctx.domain, who.id))
    return refuse(
      tx,
      ctx,
      `${who.build.name} has cast Transmute this turn already: it works once a turn for each caster.`,
    );
  // A Dispel that would find nothing to end is refused before the gold and the prepared spell are spent.
  // It ends a spell cast at no more than its own casting level (tower and minaret levels count on both
  // sides), and another regent's spell unless the order names one of the caster's own.
  const which = ctx.order.params?.spell;
  const victim =
    spell.id === 'dispel'
      ? spellsOn(s, target)
          .filter((x) => x.level <= level && (which ? x.spell === which || x.id === which : x.caster !== ctx.domain))
          .sort((a, b) => b.level - a.level)[0]
      : undefined;
  if (spell.id === 'dispel' && !victim)
    return refuse(
      tx,
      ctx,
      `${spell.name} finds no realm spell on ${pn(target)} that a level-${level} casting can end.`,
    );
  if (!pay(tx, ctx, spell.castGb, 0, `casting ${spell.name}`)) return;
  tx.emit({ type: 'domainSet', id: ctx.domain, patch: { spells: dropOne(prepared, spell.id) } });
  const where = pn(target);
  const base = {
    spell: spell.id,
    caster: ctx.domain,
    by: who.id,
    province: target,
    level,
    cast: s.round,
    until: endOfTurn(s.round),
  };
  const by = `${who.build.name} casts ${spell.name} on ${where} through ${holdingWord(h)}`;
  const terrain = PROVINCE_BY_ID.get(target)?.terrain;
  switch (spell.id) {
    case 'warding': {
      const against = listParam(ctx.order.params?.against).filter((d) => s.domains[d as DomainId]) as DomainId[];
      addSpell(tx, { ...base, against });
      return resolved(
        tx,
        ctx,
        null,
        true,
        `${by}: ${against.length ? against.map(dn).join(', ') : 'no regent'} may send no units in until the turn ends.`,
      );
    }
    case 'summon-natures-army': {
      const forest = terrain === 'forest' || terrain === 'forested-hills' || terrain === 'forested-mountains';
      const high = terrain === 'hills' || terrain === 'mountains' || terrain === 'arid-hills';
      const type: UnitId = forest
        ? 'natures-army-forest-legion'
        : high
          ? 'natures-army-large-animals'
          : 'natures-army-small-animals';
      const count = forest ? 1 : Math.max(1, Math.floor(h.level / 2));
      const units = summon(tx, ctx.domain, target, type, count);
      addSpell(tx, { ...base, units });
      return resolved(tx, ctx, null, true, `${by}: ${plural(count, UNIT_TABLE[type].name)} rise until the turn ends.`);
    }
    case 'summon-monstrous-unit':
    case 'legion-of-dead': {
      const type: UnitId = spell.id === 'legion-of-dead' ? 'undead-legion' : 'summoned-monsters';
      const count = spell.id === 'legion-of-dead' ? Math.max(1, Math.floor(h.level / 2)) : 1;
      const units = summon(tx, ctx.domain, target, type, count);
      addSpell(tx, { ...base, units });
      return resolved(tx, ctx, null, true, `${by}: ${plural(count, UNIT_TABLE[type].name)} serve until the turn ends.`);
    }
    case 'scry': {
      tx.emit({ type: 'noted', domain: ctx.domain, text: `Scrying ${where}: ${provinceSecrets(s, target)}.` });
      return resolved(tx, ctx, null, true, `${by}.`);
    }
    case 'transmute': {
      tx.emit({ type: 'treasury', domain: ctx.domain, gb: h.level, rp: 0, why: 'Transmute' });
      addSpell(tx, { ...base, until: s.round });
      return resolved(tx, ctx, null, true, `${by}: base metal turns to ${h.level} GB.`);
    }
    case 'bless-land':
      addSpell(tx, base);
      return resolved(tx, ctx, null, true, `${by}: the province’s next loyalty roll gains +2.`);
    case 'blight': {
      const p = s.provinces[target]!;
      const climate = PROVINCE_BY_ID.get(target)?.climate;
      const patch =
        p.growth > 0 || p.level === 0
          ? { growth: Math.max(0, p.growth - 1) }
          : { level: p.level - 1, growth: (climate && growthTarget(climate, p.level - 1)) ?? 0 };
      tx.emit({ type: 'provinceSet', id: target, patch });
      addSpell(tx, base);
      return resolved(
        tx,
        ctx,
        null,
        true,
        `${by}: ${where} loses a growth level${'level' in patch ? ` and falls to level ${patch.level}` : ''}.`,
      );
    }
    case 'dispel': {
      if (!victim) return;
      endSpell(tx, victim);
      return resolved(
        tx,
        ctx,
        null,
        true,
        `${by}: ${SPELL_BY_ID.get(victim.spell)?.name ?? victim.spell} of ${dn(victim.caster)} ends.`,
      );
    }
    default:
      addSpell(tx, base);
      return resolved(tx, ctx, null, true, `${by}.`);
  }
};

/**
 * Has this character cast Transmute this turn? It works once a turn for each caster (data/magic.ts), so
 * a wizard regent and his wizard lieutenant each may; a spell kept without its caster was the regent's.
 */
export function transmutedThisTurn(s: State, d: DomainId, caster: string): boolean {
  return (s.realmSpells ?? []).some(
    (x) =>
      x.spell === 'transmute' &&
      x.caster === d &&
      (x.by ?? `${x.caster}:regent`) === caster &&
      turnOf(x.cast) === turnOf(s.round),
  );
}

const dropOne = (list: readonly string[], id: string): string[] => {
  const i = list.indexOf(id);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
};

export const listParam = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : [];

/** The units and covert holdings of a province, in words (Scry, Investigate province). */
export function provinceSecrets(s: State, p: ProvinceId): string {
  const units = new Map<string, number>();
  for (const u of Object.values(s.units))
    if (u.province === p) {
      const k = isBrigands(u.owner)
        ? `${UNIT_TABLE[u.type].name} turned brigand`
        : `${UNIT_TABLE[u.type].name} of ${dn(u.owner)}`;
      units.set(k, (units.get(k) ?? 0) + 1);
    }
  const covert = Object.values(s.holdings).filter((h) => h.province === p && h.covert);
  const u = [...units].map(([k, n]) => `${n} ${k}`).join(', ') || 'no units';
  const c = covert.map((h) => `a covert ${h.type} (${h.level}) of ${dn(h.owner)}`).join(', ') || 'no covert holdings';
  return `${u}; ${c}`;
}

// ---------------------------------------------------------------------------
// Ley lines and Ley Links
// ---------------------------------------------------------------------------

const anchored = (s: State, d: DomainId, p: ProvinceId): boolean =>
  Object.values(s.holdings).some((h) => h.owner === d && h.type === 'source' && h.province === p) ||
  (s.provinces[p]?.buildings['wizard-tower'] ?? 0) > 0;

/**
 * #11 Create Ley Line: targets are the path, from one of the regent's sources (or a province on one of
 * his lines) through neighbouring provinces; 1 GB and 1 RP a province, both ends included; DC 10,
 * Sorcery. With no source of his (or Wizard Tower) at the far end it fades at the end of the turn;
 * a line hung on a line fades with it.
 */
export const createLeyLine: Handler = (tx, ctx) => {
  const s = tx.state;
  const path = ctx.order.targets as ProvinceId[];
  const who = actor(s, ctx);
  if (!who?.build.powers.includes('arcane-realm-magic'))
    return refuse(tx, ctx, 'Only an arcane caster may make a ley line (1.12.6).');
  if (path.length < 2 || path.some((p) => !s.provinces[p]))
    return refuse(tx, ctx, 'A ley line needs a path of at least two provinces.');
  for (let i = 1; i < path.length; i++)
    if (!PROVINCE_BY_ID.get(path[i - 1]!)?.neighbours.includes(path[i]!))
      return refuse(tx, ctx, `${pn(path[i - 1]!)} and ${pn(path[i]!)} do not border: the line must run unbroken.`);
  const start = path[0]!;
  const fromSource = Object.values(s.holdings).some(
    (h) => h.owner === ctx.domain && h.type === 'source' && h.province === start,
  );
  const anchorLine = s.leyLines.find((l) => l.owner === ctx.domain && l.path.includes(start));
  if (!fromSource && !anchorLine)
    return refuse(tx, ctx, `${Cap(dn(ctx.domain))} has no source or ley line in ${pn(start)} to run a line from.`);
  if (!pay(tx, ctx, 1, path.length, 'the ley line')) return;
  const roll = rollOrder(tx, ctx, {
    base: 10,
    mods: [],
    province: start,
    skill: 'sorcery',
    scope: { provinces: path },
  });
  const words = path.map(pn).join(', ');
  if (!roll.ok) return resolved(tx, ctx, roll, false, `The ley line through ${words} will not hold.`);
  const end = path[path.length - 1]!;
  const anchorExpiry = fromSource ? null : (anchorLine?.expires ?? null);
  const farHeld = anchored(s, ctx.domain, end);
  const expires = farHeld ? anchorExpiry : Math.min(endOfTurn(s.round), anchorExpiry ?? Number.POSITIVE_INFINITY);
  const id = `l-${ctx.domain}-${s.round}-${ctx.index + 1}`;
  tx.emit({
    type: 'stateSet',
    patch: { leyLines: [...s.leyLines, { id, owner: ctx.domain, path: [...path], expires }] },
  });
  resolved(
    tx,
    ctx,
    roll,
    true,
    `A ley line of ${dn(ctx.domain)} runs through ${words}${expires === null ? '' : '; with nothing to hold its far end it fades when the turn ends'}.`,
  );
};

/**
 * #22 Ley Link: 1 RP; lends sources (params.sources, all of them if none are named) and their lines to
 * another wizard, a regent (target a domain) or the regent's own lieutenant (target a character), for
 * this round and the next. params.recall: true takes the regent's lent sources back early.
 */
export const leyLink: Handler = (tx, ctx) => {
  const s = tx.state;
  const giver = s.characters[`${ctx.domain}:regent`];
  if (!giver || !isWizard(giver.build.classes, giver.build.powers))
    return refuse(tx, ctx, 'Only a wizard may lend his sources by Ley Link.');
  const links = s.leyLinks ?? [];
  if (ctx.order.params?.recall === true) {
    const mine = linksInForce(s).filter((l) => l.owner === ctx.domain);
    if (!mine.length) return refuse(tx, ctx, 'No sources are lent out to take back.');
    if (!pay(tx, ctx, 0, 1, 'the Ley Link')) return;
    // kept to the round's end, out of force: the owner has his sources back, but lends them no more this round
    tx.emit({
      type: 'stateSet',
      patch: {
        leyLinks: links.map((l) => (mine.includes(l) ? { ...l, until: s.round, recalled: true as const } : l)),
      },
    });
    return resolved(tx, ctx, null, true, `${giver.build.name} takes back the sources lent by Ley Link.`);
  }
  const t = ctx.order.targets[0] ?? '';
  const to = s.characters[t] ?? s.characters[`${t}:regent`];
  if (!to?.alive || to.id === giver.id || (to.domain !== ctx.domain && to.role !== 'regent'))
    return refuse(tx, ctx, 'A Ley Link goes to another regent or to one of the regent’s own lieutenants.');
  if (!isWizard(to.build.classes, to.build.powers))
    return refuse(tx, ctx, `${to.build.name} is no wizard: he cannot take the sources.`);
  const named = listParam(ctx.order.params?.sources);
  const lent = lentThisRound(s, ctx.domain);
  const owned = Object.values(s.holdings).filter(
    (h) => h.owner === ctx.domain && h.type === 'source' && (!named.length || named.includes(h.id)),
  );
  // a source lent once this round is spent for it: one named is refused, and "all" means all not yet lent
  const again = named.length ? owned.filter((h) => lent.has(h.id)) : [];
  if (again.length)
    return refuse(
      tx,
      ctx,
      `${again.map((h) => `The source (${h.level}) in ${pn(h.province)}`).join(', ')} ${again.length === 1 ? 'has' : 'have'} been lent by Ley Link this round already: a source is lent once a round.`,
    );
  const sources = owned.filter((h) => !lent.has(h.id));
  if (!sources.length)
    return refuse(
      tx,
      ctx,
      owned.length
        ? `Every source of ${dn(ctx.domain)} has been lent by Ley Link this round already: a source is lent once a round.`
        : `${Cap(dn(ctx.domain))} has no such source to lend.`,
    );
  if (!pay(tx, ctx, 0, 1, 'the Ley Link')) return;
  const link = {
    id: `ll-${ctx.domain}-${s.round}-${ctx.index + 1}`,
    owner: ctx.domain,
    to: to.id,
    sources: sources.map((h) => h.id),
    until: s.round + 1,
  };
  tx.emit({ type: 'stateSet', patch: { leyLinks: [...links, link] } });
  resolved(
    tx,
    ctx,
    null,
    true,
    `${giver.build.name} lends ${sources.map((h) => `the source (${h.level}) in ${pn(h.province)}`).join(', ')} and their ley lines to ${to.build.name} for this round and the next.`,
  );
};

/**
 * The start of each round (to run after initiative): Ley Links and ley lines that have run out end (a
 * line whose far end has since gained a source of its owner or a Wizard Tower stays for good), and
 * realm spells past their last round end, their summoned units gone; spells are kept a turn longer
 * for the loyalty roll (realmSpellLoyalty).
 */
export function magicUpkeep(tx: Tx): void {
  const s = tx.state;
  const links = s.leyLinks ?? [];
  const liveLinks = links.filter((l) => l.until >= s.round);
  if (liveLinks.length !== links.length) tx.emit({ type: 'stateSet', patch: { leyLinks: liveLinks } });
  const lines = tx.state.leyLines;
  const next = lines
    .map((l) =>
      l.expires !== null && l.expires < s.round && anchored(s, l.owner, l.path[l.path.length - 1]!)
        ? { ...l, expires: null }
        : l,
    )
    .filter((l) => l.expires === null || l.expires >= s.round);
  if (JSON.stringify(next) !== JSON.stringify(lines)) tx.emit({ type: 'stateSet', patch: { leyLines: next } });
  for (const x of tx.state.realmSpells ?? []) {
    if (x.until >= s.round) continue;
    if (x.units?.some((u) => tx.state.units[u])) {
      for (const u of x.units) if (tx.state.units[u]) tx.emit({ type: 'unitSet', id: u, unit: null });
    }
  }
  const kept = (tx.state.realmSpells ?? []).filter((x) => x.until >= s.round - 3);
  if (kept.length !== (tx.state.realmSpells ?? []).length) tx.emit({ type: 'stateSet', patch: { realmSpells: kept } });
}

/** A priest regent of Sarma (1.12.3): full temple regency from a class and a temple of Sarma of level 1+. */
export function isSarmaPriest(s: State, d: DomainId): boolean {
  const b = s.characters[`${d}:regent`]?.build;
  return (
    !!b &&
    hasPriestClass(b.classes) &&
    Object.values(s.holdings).some((h) => h.owner === d && h.type === 'temple' && h.deity === 'sarma' && h.level >= 1)
  );
}

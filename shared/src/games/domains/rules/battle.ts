/**
 * Battles, raids and occupation checks at the end of a round (checklist 1.2
 * step 6, 3.5-3.8), fought by the substitute procedure of 6.4 until the
 * text's combat core (D-08) exists: each side's posture gives the table it
 * inflicts (POSTURE_MATRIX), terrain (J-53), elite commitment and the
 * commander (J-42) move it, artillery bombards first, three combat rounds
 * make a day, a side whose running morale reaches 0 breaks, and a broken or
 * retreating force falls back to an adjacent friendly province or surrenders.
 * Brigands (J-64) are a side with no script that every domain fights where it
 * meets them, and they pillage their province at the pillage step.
 * After each land battle (field, raid, assault) the characters who fought in it
 * roll for their lives, and bloodtheft is settled (rules/survival.ts, J-43, J-45).
 * Every die is told in a worded `noted` event; losses are `unitSet` patches.
 */
import {
  BATTLE,
  BATTLE_TERRAIN,
  BATTLE_TERRAIN_MODIFIERS,
  type BattleTerrain,
  baseMorale,
  casualtiesInflicted,
  clampLevel,
  type DomainId,
  domain as domainOf,
  effectiveSkills,
  FORT_KINDS,
  ASSAULT_COMBAT,
  assaultResult,
  passesMoraleCheck,
  SIEGE,
  sortieLoser,
  finalMorale,
  type FleetStance,
  isMercenary,
  moraleInflicted,
  NAV_BY_ID,
  NAVAL_ENCOUNTER,
  NAVAL_ENCOUNTER_MODIFIERS,
  type Posture,
  POSTURE_MATRIX,
  POSTURES,
  PROVINCE_IDS,
  type ProvinceId,
  province as provinceOf,
  PILLAGE,
  pillageCap,
  raidLoot,
  SHIP_TABLE,
  UNIT_TABLE,
  UNIT_UPGRADE_TABLE,
} from '../data/index.ts';
import { occupationLoyalty } from './economy.ts';
import { battlefieldSurvival } from './survival.ts';
import {
  BRIGANDS,
  isBrigands,
  type OrderState,
  type ProvinceState,
  type ShipState,
  type State,
  type UnitOwner,
  type UnitState,
} from './state.ts';
import type { Tx } from './tx.ts';

// ---------------------------------------------------------------------------
// Words and relations shared with the military orders
// ---------------------------------------------------------------------------

export const pname = (id: string): string => {
  try {
    return provinceOf(id).name;
  } catch {
    return NAV_BY_ID.get(id)?.name ?? id;
  }
};
export const dname = (id: string): string => {
  if (isBrigands(id)) return BRIGAND_BAND;
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
};
/** Brigands as a side of a battle (J-64): one band in a province, named as one (it "defends", it "breaks"). */
export const BRIGAND_BAND = 'the brigand band';
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** A battle report goes to the sides and the province ruler only (J-70): one note for each (brigands read nothing). */
export function tell(tx: Tx, to: readonly (UnitOwner | null | undefined)[], text: string): void {
  for (const d of new Set(to)) if (d && !isBrigands(d)) tx.emit({ type: 'noted', text, domain: d });
}
const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;

/** "Infantry ×2, Archers" */
export function unitWords(units: readonly { type: keyof typeof UNIT_TABLE }[]): string {
  const n = new Map<string, number>();
  for (const u of units) n.set(UNIT_TABLE[u.type].name, (n.get(UNIT_TABLE[u.type].name) ?? 0) + 1);
  return [...n].map(([name, k]) => (k > 1 ? `${name} ×${k}` : name)).join(', ') || 'no units';
}

/** Two domains are at war when either has declared war on the other (Decree, J-24). */
export function atWar(s: State, a: DomainId | null, b: DomainId | null): boolean {
  if (!a || !b || a === b) return false;
  return !!(s.domains[a]?.atWarWith.includes(b) || s.domains[b]?.atWarWith.includes(a));
}

/**
 * Friendly ground for a domain's troops (1.9 #25): its own provinces, its
 * liege's and vassals', its allies', those whose rulers let it pass (the
 * ruler's `passage` list), enemy provinces it occupies, and unruled land.
 */
export function friendly(s: State, d: DomainId, p: ProvinceId): boolean {
  const ps = s.provinces[p];
  if (!ps) return false;
  if (ps.occupiedBy === d) return true;
  const r = ps.ruler;
  if (!r || r === d) return true;
  if (atWar(s, d, r)) return false;
  const me = s.domains[d];
  const them = s.domains[r];
  if (!me || !them) return false;
  return (
    me.vassalOf === r ||
    them.vassalOf === d ||
    me.allies.includes(r) ||
    them.allies.includes(d) ||
    them.passage.includes(d)
  );
}

/** Units of a domain (or the brigands) standing in a province and free (not prisoners). */
export const activeUnits = (s: State, d: UnitOwner, p: ProvinceId): UnitState[] =>
  Object.values(s.units).filter((u) => u.owner === d && u.province === p && u.captor === null);

/** The brigands standing in a province (J-64), if any. */
export const brigandsIn = (s: State, p: ProvinceId): UnitState[] => activeUnits(s, BRIGANDS, p);

/**
 * Two sides fight where they meet: domains at war (J-24), and brigands against every domain (J-64: a
 * neutral force hostile to all, fought with no war Decree).
 */
export function foes(s: State, a: UnitOwner, b: UnitOwner): boolean {
  if (a === b) return false;
  if (isBrigands(a) || isBrigands(b)) return true;
  return atWar(s, a, b);
}

/** Domains at war with `d` that have free units in `p`, and the brigands when they stand there. */
export function hostileIn(s: State, d: DomainId, p: ProvinceId): UnitOwner[] {
  const out = new Set<UnitOwner>();
  for (const u of Object.values(s.units))
    if (u.province === p && u.captor === null && foes(s, d, u.owner)) out.add(u.owner);
  return [...out];
}

/** "the troops of the Princedom of Docandragh and brigands": who a march meets, in words. */
export function hostileWords(owners: readonly UnitOwner[]): string {
  const troops = owners.filter((o) => !isBrigands(o)).map(dname);
  return [troops.length ? `the troops of ${troops.join(' and ')}` : '', owners.some(isBrigands) ? 'brigands' : '']
    .filter(Boolean)
    .join(' and ');
}

/** A unit can act this round: mercenaries at once, regulars from the round after their muster (3.2). */
export const ready = (u: UnitState, round: number): boolean => isMercenary(u.type) || u.mustered < round;

export function unitMorale(u: UnitState): number {
  return UNIT_TABLE[u.type].morale + u.upgrades.reduce((a, g) => a + UNIT_UPGRADE_TABLE[g].morale, 0);
}
export const unitElite = (u: UnitState): boolean =>
  UNIT_TABLE[u.type].special === 'elite' || u.upgrades.some((g) => UNIT_UPGRADE_TABLE[g].grants === 'elite');

// ---------------------------------------------------------------------------
// The procedure of 6.4, for any two sides of pieces
// ---------------------------------------------------------------------------

export interface Piece {
  id: string;
  name: string;
  morale: number;
  elite: boolean;
  artillery: boolean;
}

export interface SideSpec {
  /** A domain, or the brigands (J-64). */
  domain: UnitOwner;
  pieces: Piece[];
  posture: Posture;
  /** A regent who rules a province commits elites at ML +2, others at +1 (3.6). */
  provinceRuler: boolean;
  /** Commit the elites in this combat round of each day (1-3), or never (J-54 default). */
  commitElites: number | null;
  /** Retreat at the end of a day when the running morale is below this (J-54). */
  retreatBelow: number | null;
  /** Retreat at the end of this day at the latest. */
  maxDays: number | null;
  /** The army commander's Strategy (J-42: +0.1 a point to the final morale each day). */
  strategy: number;
}

export type Outcome = 'attacker-won' | 'defender-won' | 'attacker-retreated' | 'defender-retreated' | 'both-broken';

export interface BattleResult {
  outcome: Outcome;
  /** Piece ids removed, per side. */
  lost: { attacker: string[]; defender: string[] };
  broken: { attacker: boolean; defender: boolean };
  rounds: number;
}

interface Running {
  spec: SideSpec;
  alive: Piece[];
  lost: string[];
  moraleLost: number;
  morale: number;
  broken: boolean;
  committedDay: number;
}

const tenth = (x: number): number => Math.round(x * 10) / 10;

/** Removes n pieces: elites first while elites are committed, then units whose morale exceeds the side's morale loss, the lowest of them first (3.6). */
function removeLosses(side: Running, n: number, elitesFirst: boolean): string[] {
  const out: string[] = [];
  for (let k = 0; k < n && side.alive.length; k++) {
    const elites = side.alive.filter((p) => p.elite);
    const pool = elitesFirst && elites.length ? elites : side.alive;
    const above = pool.filter((p) => p.morale > side.moraleLost);
    const from = above.length ? above : pool;
    const pick = from.reduce((a, b) => (b.morale < a.morale ? b : a));
    side.alive = side.alive.filter((p) => p !== pick);
    side.lost.push(pick.id);
    out.push(pick.name);
  }
  return out;
}

const MAX_DAYS = 10;

/**
 * Fights one battle between an attacker and a defender at a place, telling
 * every round in a `noted` event to both sides; returns who lost what.
 */
export function fight(
  tx: Tx,
  where: {
    name: string;
    terrain: readonly BattleTerrain[];
    /** An assault combat (3.7): at most one day, no terrain, fixed tables. */
    assault?: boolean;
    tables?: { attacker: readonly [number, number]; defender: readonly [number, number] };
    /** Others told of the battle (the province ruler, J-70). */
    also?: readonly (DomainId | null)[];
  },
  attacker: SideSpec,
  defender: SideSpec,
): BattleResult {
  const a: Running = {
    spec: attacker,
    alive: [...attacker.pieces],
    lost: [],
    moraleLost: 0,
    morale: 0,
    broken: false,
    committedDay: 0,
  };
  const d: Running = {
    spec: defender,
    alive: [...defender.pieces],
    lost: [],
    moraleLost: 0,
    morale: 0,
    broken: false,
    committedDay: 0,
  };
  const sides = [a, d] as const;
  const bombard = where.terrain.every((t) => BATTLE_TERRAIN_MODIFIERS[t].bombardment);
  const note = (text: string) => tell(tx, [attacker.domain, defender.domain, ...(where.also ?? [])], text);
  const lossOf = (side: Running) => (side === a ? a : d);
  let rounds = 0;
  let outcome: Outcome | null = null;
  for (let day = 1; day <= MAX_DAYS && !outcome; day++) {
    for (const side of sides) {
      const base = baseMorale(side.alive.map((p) => ({ morale: p.morale, count: 1 })));
      side.morale = tenth(finalMorale(base, day, side.spec.strategy) - side.moraleLost);
    }
    note(
      `Day ${day} of the battle at ${where.name}: ${dname(attacker.domain)} attacks with ${a.alive.length} (morale ${a.morale.toFixed(1)}), ${dname(defender.domain)} defends with ${d.alive.length} (morale ${d.morale.toFixed(1)}).`,
    );
    for (let r = 1; r <= BATTLE.roundsPerDay && !outcome; r++) {
      rounds++;
      const parts: string[] = [];
      // Elites committed before the round (once a day, by script).
      const committed = new Set<Running>();
      for (const side of sides)
        if (side.spec.commitElites === r && side.committedDay !== day && side.alive.some((p) => p.elite)) {
          side.committedDay = day;
          committed.add(side);
          parts.push(`${dname(side.spec.domain)} commits its elites`);
        }
      const elitesFirst = committed.size > 0;
      // Bombardment on 5-5, casualties only, both at once (3.6); none in marsh.
      if (bombard) {
        const hits: [Running, number][] = [];
        for (const side of sides) {
          const guns = side.alive.filter((p) => p.artillery).length;
          if (!guns) continue;
          const die = tx.dice.roll(6);
          const n = casualtiesInflicted(guns, BATTLE.bombardmentTable[0], die);
          hits.push([side === a ? d : a, n]);
          parts.push(
            `${dname(side.spec.domain)}’s artillery bombards (d6 ${die}): ${n} casualt${n === 1 ? 'y' : 'ies'}`,
          );
        }
        for (const [target, n] of hits) {
          const names = removeLosses(lossOf(target), n, elitesFirst);
          if (names.length) parts.push(`${dname(target.spec.domain)} loses ${names.join(', ')}`);
        }
      }
      // The combat round (6.4 step 4): each side rolls d6 against its own table.
      const results: { to: Running; cas: number; ml: number }[] = [];
      for (const side of sides) {
        const enemy = side === a ? d : a;
        if (!side.alive.length) continue;
        const [cl0, ml0] = where.tables
          ? where.tables[side === a ? 'attacker' : 'defender']
          : POSTURE_MATRIX[side.spec.posture][enemy.spec.posture];
        let cl = cl0;
        let ml = ml0;
        if (!where.assault)
          for (const t of where.terrain) {
            const m = BATTLE_TERRAIN_MODIFIERS[t][side === a ? 'attacker' : 'defender'];
            cl += m[0];
            ml += m[1];
          }
        if (committed.has(side)) ml += side.spec.provinceRuler ? 2 : 1;
        cl = clampLevel(cl);
        ml = clampLevel(ml);
        const die = tx.dice.roll(6);
        const cas = casualtiesInflicted(side.alive.length, cl, die);
        const mlLoss = moraleInflicted(ml, die);
        results.push({ to: enemy, cas, ml: mlLoss });
        parts.push(
          `${dname(side.spec.domain)} (${side.spec.posture}, table ${cl}-${ml}) rolls ${die}: ${cas} casualt${cas === 1 ? 'y' : 'ies'} and ${mlLoss.toFixed(1)} morale`,
        );
      }
      for (const x of results) {
        const names = removeLosses(x.to, x.cas, elitesFirst);
        x.to.moraleLost = tenth(x.to.moraleLost + x.ml);
        x.to.morale = tenth(x.to.morale - x.ml);
        if (names.length) parts.push(`${dname(x.to.spec.domain)} loses ${names.join(', ')}`);
      }
      for (const side of sides) {
        const gunsOnly = side.alive.length > 0 && side.alive.every((p) => p.artillery) && BATTLE.artilleryAloneBreaks;
        if (side.morale <= BATTLE.breakAt || !side.alive.length || gunsOnly) side.broken = true;
      }
      // Elites committed and the enemy still standing: the committing side breaks (3.6).
      for (const side of committed) {
        const enemy = side === a ? d : a;
        if (!enemy.broken && !side.broken) {
          side.broken = true;
          parts.push(`${dname(side.spec.domain)}’s elites did not break the enemy, and it breaks`);
        }
      }
      parts.push(`morale now ${a.morale.toFixed(1)} against ${d.morale.toFixed(1)}`);
      if (a.broken && d.broken) {
        outcome = 'both-broken';
        parts.push(`both sides break: ${dname(attacker.domain)} falls back and ${dname(defender.domain)} wins nothing`);
      } else if (a.broken) {
        outcome = 'defender-won';
        parts.push(`${dname(attacker.domain)} breaks`);
      } else if (d.broken) {
        outcome = 'attacker-won';
        parts.push(`${dname(defender.domain)} breaks`);
      } else if (rounds === BATTLE.withdrawAfterRound && attacker.posture === 'withdraw') {
        outcome = 'attacker-retreated';
        parts.push(`${dname(attacker.domain)} withdraws from the field`);
      } else if (rounds === BATTLE.withdrawAfterRound && defender.posture === 'withdraw') {
        outcome = 'defender-retreated';
        parts.push(`${dname(defender.domain)} withdraws from the field`);
      }
      note(`Combat round ${r} of day ${day} at ${where.name}: ${parts.join('; ')}.`);
    }
    if (outcome) break;
    // The day is over: scripted retreats (J-54), otherwise both fight on.
    const leaves = (side: Running) =>
      (side.spec.retreatBelow !== null && side.morale < side.spec.retreatBelow) ||
      (side.spec.maxDays !== null && day >= side.spec.maxDays) ||
      (where.assault && day >= 1);
    if (leaves(a) || day === MAX_DAYS) outcome = 'attacker-retreated';
    else if (leaves(d)) outcome = 'defender-retreated';
    if (outcome)
      note(
        `After day ${day} at ${where.name}: ${dname(outcome === 'attacker-retreated' ? attacker.domain : defender.domain)} retreats as its orders say.`,
      );
  }
  return {
    outcome: outcome ?? 'attacker-retreated',
    lost: { attacker: a.lost, defender: d.lost },
    broken: { attacker: a.broken, defender: d.broken },
    rounds,
  };
}

// ---------------------------------------------------------------------------
// Battle scripts from the sheets (postures, elites, retreat; J-54 defaults)
// ---------------------------------------------------------------------------

interface Script {
  posture: Posture | null;
  commitElites: number | null;
  retreatBelow: number | null;
  maxDays: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The battle script a domain wrote for a place: the first of its orders naming the place (or units there) that carries battle params. */
export function scriptFor(s: State, d: DomainId, p: string, unitIds: readonly string[], order?: OrderState): Script {
  const orders = order ? [order] : (s.sheets[d]?.orders ?? []);
  for (const o of orders) {
    const q = o.params ?? {};
    const about = order || q.province === p || o.targets.includes(p) || o.targets.some((t) => unitIds.includes(t));
    if (!about) continue;
    const posture =
      typeof q.posture === 'string' && (POSTURES as readonly string[]).includes(q.posture)
        ? (q.posture as Posture)
        : null;
    const script = {
      posture,
      commitElites: num(q.commitElites),
      retreatBelow: num(q.retreatBelow),
      maxDays: num(q.maxDays),
    };
    if (posture || script.commitElites !== null || script.retreatBelow !== null || script.maxDays !== null)
      return script;
  }
  return { posture: null, commitElites: null, retreatBelow: null, maxDays: null };
}

/** The army commander: a character of the domain overseeing (attending) the battle's province (J-42). */
function commanderStrategy(s: State, d: DomainId, p: string): number {
  for (const o of s.sheets[d]?.orders ?? []) {
    if (o.action !== 'oversee' || !o.targets.includes(p)) continue;
    const who = s.characters[o.overseer ?? `${d}:regent`];
    if (who?.domain === d && who.alive) return effectiveSkills(who.build).strategy ?? 0;
  }
  return 0;
}

const rulesProvinces = (s: State, d: DomainId): boolean => Object.values(s.provinces).some((p) => p.ruler === d);

/**
 * Brigands fight with no script (J-64): they hold their ground where they plunder, so they defend; they
 * commit no elites, follow no retreat order and have no commander.
 */
export const BRIGAND_POSTURE: Posture = 'defend';

function sideOf(
  s: State,
  d: UnitOwner,
  p: string,
  units: UnitState[],
  role: 'attacker' | 'defender',
  order?: OrderState,
): SideSpec {
  const pieces = units.map((u) => ({
    id: u.id,
    name: UNIT_TABLE[u.type].name,
    morale: unitMorale(u),
    elite: unitElite(u),
    artillery: UNIT_TABLE[u.type].special === 'artillery-bombardment',
  }));
  if (isBrigands(d))
    return {
      domain: d,
      pieces,
      posture: BRIGAND_POSTURE,
      provinceRuler: false,
      commitElites: null,
      retreatBelow: null,
      maxDays: null,
      strategy: 0,
    };
  const sc = scriptFor(
    s,
    d,
    p,
    units.map((u) => u.id),
    order,
  );
  return {
    domain: d,
    pieces,
    posture: sc.posture ?? (role === 'attacker' ? 'attack' : 'defend'),
    provinceRuler: rulesProvinces(s, d),
    commitElites: sc.commitElites,
    retreatBelow: sc.retreatBelow,
    maxDays: sc.maxDays,
    strategy: commanderStrategy(s, d, p),
  };
}

const terrainOf = (p: string): readonly BattleTerrain[] => BATTLE_TERRAIN[provinceOf(p).terrain];

/** Where a beaten force falls back: an adjacent friendly province with no enemy in it, its own first (6.4 step 7). */
export function retreatTo(s: State, d: DomainId, from: ProvinceId): ProvinceId | null {
  const options = provinceOf(from).neighbours.filter((n) => friendly(s, d, n) && hostileIn(s, d, n).length === 0);
  return options.find((n) => s.provinces[n]?.ruler === d) ?? options[0] ?? null;
}

/**
 * Applies a land battle's result: losses, retreat or surrender of the beaten side, battle marks. Beaten
 * brigands scatter and are gone; a domain's force beaten by brigands with nowhere to fall back is cut
 * down, since brigands keep no prisoners (J-64).
 */
function settle(
  tx: Tx,
  p: ProvinceId,
  att: { d: UnitOwner; units: UnitState[] },
  def: { d: UnitOwner; units: UnitState[] },
  res: BattleResult,
  moveLosers: boolean,
): void {
  const round = tx.state.round;
  const lost = new Set([...res.lost.attacker, ...res.lost.defender]);
  for (const id of lost) tx.emit({ type: 'unitSet', id, unit: null });
  const beaten = new Set<UnitOwner>();
  if (res.outcome === 'defender-won' || res.outcome === 'attacker-retreated' || res.outcome === 'both-broken')
    beaten.add(att.d);
  if (res.outcome === 'attacker-won' || res.outcome === 'defender-retreated') beaten.add(def.d);
  for (const side of [att, def]) {
    const survivors = side.units.filter((u) => !lost.has(u.id)).map((u) => tx.state.units[u.id]!);
    const unbroken = !(side === att ? res.broken.attacker : res.broken.defender) && !beaten.has(side.d);
    const other = side === att ? def.d : att.d;
    let to: ProvinceId | null = null;
    let surrender = false;
    const d = side.d;
    const told = [att.d, def.d, tx.state.provinces[p]?.ruler];
    if (beaten.has(d) && moveLosers && survivors.length && isBrigands(d)) {
      for (const u of survivors) tx.emit({ type: 'unitSet', id: u.id, unit: null });
      tell(
        tx,
        told,
        `The brigands in ${pname(p)} are beaten and scatter: ${unitWords(survivors)} are gone for good (J-64).`,
      );
      continue;
    }
    if (beaten.has(d) && moveLosers && survivors.length && !isBrigands(d)) {
      to = retreatTo(tx.state, d, p);
      surrender = to === null;
    }
    const cutDown = surrender && isBrigands(other);
    for (const u of survivors) {
      if (cutDown) {
        tx.emit({ type: 'unitSet', id: u.id, unit: null });
        continue;
      }
      const next: UnitState = { ...u, battleRound: round, seenBattle: u.seenBattle || unbroken };
      if (to) {
        next.province = to;
        next.movedRound = round;
      }
      if (surrender && !isBrigands(other)) next.captor = other;
      tx.emit({ type: 'unitSet', id: u.id, unit: next });
    }
    if (to) told.push(tx.state.provinces[to]?.ruler);
    if (to)
      tell(tx, told, `${cap(dname(d))} falls back from ${pname(p)} to ${pname(to)} with ${unitWords(survivors)}.`);
    if (cutDown)
      tell(
        tx,
        told,
        `${cap(dname(d))} has no friendly ground to fall back to from ${pname(p)}, and brigands keep no prisoners: ${unitWords(survivors)} are cut down (J-64).`,
      );
    else if (surrender)
      tell(
        tx,
        told,
        `${cap(dname(d))} has no friendly ground to fall back to from ${pname(p)}: ${unitWords(survivors)} surrender to ${dname(other)} as prisoners.`,
      );
  }
}

/**
 * Step 6, part 1: every province where free units of domains at war stand together sees a battle, and so
 * does every province where a domain's free units (outside the walls) stand with brigands (J-64): the domain
 * attacks them, at war or not.
 */
export function fieldBattles(tx: Tx): void {
  for (const p of PROVINCE_IDS) {
    const fought = new Set<string>();
    for (let guard = 0; guard < 20; guard++) {
      const s = tx.state;
      const inside = garrisonOf(s, p);
      const here = [
        ...new Set(
          Object.values(s.units)
            .filter((u) => u.province === p && u.captor === null && !inside.has(u.id))
            .map((u) => u.owner),
        ),
      ];
      const order = (x: UnitOwner) => {
        const i = isBrigands(x) ? -1 : s.initiative.indexOf(x);
        return i < 0 ? 99 : i;
      };
      here.sort((x, y) => order(x) - order(y));
      let pair: [UnitOwner, UnitOwner] | null = null;
      for (const x of here)
        for (const y of here)
          if (!pair && x < y && foes(s, x, y) && !fought.has(`${x}|${y}`))
            pair = order(x) <= order(y) ? [x, y] : [y, x];
      if (!pair) break;
      fought.add([...pair].sort().join('|'));
      const [x, y] = pair;
      const ruler = s.provinces[p]?.ruler ?? null;
      const movedIn = (d: UnitOwner) => activeUnits(s, d, p).some((u) => u.movedRound === s.round);
      // brigands never attack: whoever meets them does (J-64)
      let attacker = x;
      if (isBrigands(x)) attacker = y;
      else if (isBrigands(y)) attacker = x;
      else if (ruler === x || (ruler !== y && !movedIn(x) && movedIn(y))) attacker = y;
      const defender = attacker === x ? y : x;
      const au = activeUnits(s, attacker, p).filter((u) => !inside.has(u.id));
      const du = activeUnits(s, defender, p).filter((u) => !inside.has(u.id));
      tell(
        tx,
        [attacker, defender, ruler],
        `Battle at ${pname(p)}: ${dname(attacker)} (${unitWords(au)}) against ${dname(defender)} (${unitWords(du)}).`,
      );
      const res = fight(
        tx,
        { name: pname(p), terrain: terrainOf(p), also: [ruler] },
        sideOf(s, attacker, p, au, 'attacker'),
        sideOf(s, defender, p, du, 'defender'),
      );
      settle(tx, p, { d: attacker, units: au }, { d: defender, units: du }, res, true);
      // every character who fought rolls for his life (J-43, J-50), bloodtheft (J-45)
      battlefieldSurvival(tx, p, [attacker, defender], [attacker, defender, ruler]);
    }
  }
}

// ---------------------------------------------------------------------------
// Naval encounters (3.5, J-34): hostile fleets in one zone may meet and fight
// ---------------------------------------------------------------------------

function stanceOf(s: State, sh: ShipState): FleetStance {
  for (const o of s.sheets[sh.owner]?.orders ?? [])
    if (
      o.action === 'move-ships' &&
      o.targets.includes(sh.id) &&
      (o.params?.stance === 'searching' || o.params?.stance === 'hiding')
    )
      return o.params.stance;
  return NAVAL_ENCOUNTER_MODIFIERS.defaultStance;
}

export function navalEncounters(tx: Tx): void {
  const s0 = tx.state;
  const nodes = [...new Set(Object.values(s0.ships).map((x) => x.at))].filter((n) => NAV_BY_ID.has(n)).sort();
  for (const node of nodes) {
    const s = tx.state;
    const fleets = new Map<DomainId, ShipState[]>();
    for (const sh of Object.values(s.ships))
      if (sh.at === node) fleets.set(sh.owner, [...(fleets.get(sh.owner) ?? []), sh]);
    const owners = [...fleets.keys()].sort();
    for (const x of owners)
      for (const y of owners) {
        if (!(x < y) || !atWar(tx.state, x, y)) continue;
        const fx = Object.values(tx.state.ships).filter((sh) => sh.at === node && sh.owner === x);
        const fy = Object.values(tx.state.ships).filter((sh) => sh.at === node && sh.owner === y);
        if (!fx.length || !fy.length) continue;
        const kind = NAV_BY_ID.get(node)?.kind;
        let meet = true;
        let why = 'in coastal or river waters hostile fleets always meet (J-34)';
        if (kind === 'sea' || kind === 'ocean') {
          const chance = Math.min(
            100,
            NAVAL_ENCOUNTER[stanceOf(s, fx[0]!)][stanceOf(s, fy[0]!)] +
              NAVAL_ENCOUNTER_MODIFIERS.perShip * (fx.length + fy.length),
          );
          const die = tx.dice.roll(100);
          meet = die <= chance;
          why = `d% ${die} against ${chance}%`;
        }
        tell(
          tx,
          [x, y],
          `The fleets of ${dname(x)} and ${dname(y)} ${meet ? 'meet' : 'miss each other'} ${pname(node)} (${why}).`,
        );
        if (!meet) continue;
        const side = (d: DomainId, f: ShipState[], role: 'attacker' | 'defender'): SideSpec => ({
          ...sideOf(tx.state, d, node, [], role),
          pieces: f.map((sh) => ({
            id: sh.id,
            name: SHIP_TABLE[sh.type].name,
            morale: SHIP_TABLE[sh.type].morale,
            elite: false,
            artillery: false,
          })),
        });
        const res = fight(tx, { name: pname(node), terrain: [] }, side(x, fx, 'attacker'), side(y, fy, 'defender'));
        for (const id of [...res.lost.attacker, ...res.lost.defender]) tx.emit({ type: 'shipSet', id, ship: null });
      }
  }
}

// ---------------------------------------------------------------------------
// Raids (3.8, J-79, J-80), fought after the field battles
// ---------------------------------------------------------------------------

export function raids(tx: Tx): void {
  const round = tx.state.round;
  const groups = new Map<string, UnitState[]>();
  for (const u of Object.values(tx.state.units))
    if (u.task?.kind === 'raid' && u.task.round === round && u.captor === null) {
      const k = `${u.owner}|${u.task.order ?? 0}`;
      groups.set(k, [...(groups.get(k) ?? []), u]);
    }
  for (const [k, list] of groups) {
    const s = tx.state;
    const raider = k.split('|')[0] as DomainId;
    const raiders = list.filter(
      (u) => s.units[u.id] && s.units[u.id]!.captor === null && s.units[u.id]!.movedRound !== round,
    );
    const task = list[0]!.task!;
    const holding = task.variant === 'holding' ? s.holdings[task.target] : undefined;
    const p = holding ? holding.province : task.target;
    const ps = s.provinces[p];
    const victim = holding ? holding.owner : (ps?.ruler ?? null);
    if (!ps || !victim || !raiders.length) {
      tx.emit({ type: 'noted', text: `${cap(dname(raider))}’s raid on ${pname(p)} comes to nothing.`, domain: raider });
      continue;
    }
    const stays = (s.sheets[victim]?.orders ?? []).some((o) => o.params?.sally === false);
    const defenders = stays ? [] : activeUnits(s, victim, p);
    let won = true;
    let alive = raiders;
    if (defenders.length) {
      tell(
        tx,
        [victim, raider],
        `${cap(dname(victim))} sallies out of ${pname(p)} against ${dname(raider)}’s raiders (${unitWords(raiders)}).`,
      );
      const order = s.sheets[raider]?.orders[task.order ?? -1];
      const res = fight(
        tx,
        { name: pname(p), terrain: terrainOf(p) },
        sideOf(s, raider, p, raiders, 'attacker', order),
        sideOf(s, victim, p, defenders, 'defender'),
      );
      settle(tx, p, { d: raider, units: raiders }, { d: victim, units: defenders }, res, false);
      battlefieldSurvival(tx, p, [raider, victim], [raider, victim, ps.ruler]);
      won = res.outcome === 'attacker-won' || res.outcome === 'defender-retreated';
      alive = raiders.filter((u) => tx.state.units[u.id]);
    }
    if (!won || !alive.length) {
      tx.emit({ type: 'noted', text: `${cap(dname(raider))}’s raid on ${pname(p)} is beaten off.`, domain: raider });
      continue;
    }
    const st = tx.state;
    const ruled = st.provinces[p]!;
    const buildings = Object.entries(ruled.buildings).filter(
      ([b, lv]) => b !== 'fortification' && b !== 'highway' && (lv ?? 0) > 0,
    ).length;
    const loot = raidLoot({
      target: holding ? 'holding' : 'province',
      level: holding ? holding.level : ruled.level,
      fortification: holding ? holding.fortification : ruled.fortification,
      buildings: holding ? (ruled.ruler === holding.owner ? buildings : 0) : buildings,
      raiders: alive.length,
      treasury: Math.max(0, st.domains[victim]?.gb ?? 0),
    });
    const what = holding ? `the ${holding.type} holding of ${dname(victim)} in ${pname(p)}` : pname(p);
    if (loot > 0) {
      tx.emit({ type: 'treasury', domain: victim, gb: -loot, rp: 0, why: `raided by ${dname(raider)}` });
      tx.emit({ type: 'treasury', domain: raider, gb: loot, rp: 0, why: `loot from ${what}` });
    }
    tell(
      tx,
      [raider, victim, ps.ruler],
      `${cap(dname(raider))} raids ${what} with ${alive.length} unit${alive.length === 1 ? '' : 's'} and carries off ${loot} GB (3.8, J-79).`,
    );
  }
}

// ---------------------------------------------------------------------------
// Occupation checks (3.8): after the battles and raids
// ---------------------------------------------------------------------------

export function occupations(tx: Tx): void {
  const round = tx.state.round;
  // A standing occupation ends once the occupier has no free units left there.
  for (const ps of Object.values(tx.state.provinces))
    if (ps.occupiedBy && activeUnits(tx.state, ps.occupiedBy, ps.id).length === 0) {
      tx.emit({ type: 'provinceSet', id: ps.id, patch: { occupiedBy: null, occupiedSince: null } });
      tx.emit({
        type: 'noted',
        text: `The occupation of ${pname(ps.id)} by ${dname(ps.occupiedBy)} ends: its troops are gone.`,
      });
    }
  const groups = new Map<string, UnitState[]>();
  for (const u of Object.values(tx.state.units))
    if (u.task?.kind === 'occupy' && u.task.round === round) {
      const k = `${u.owner}|${u.task.target}`;
      groups.set(k, [...(groups.get(k) ?? []), u]);
    }
  for (const [k, list] of groups) {
    const [d, p] = k.split('|') as [DomainId, ProvinceId];
    const broken = list.some(
      (u) => u.battleRound === round || u.movedRound === round || u.province !== p || u.captor !== null,
    );
    const ps = tx.state.provinces[p]!;
    if (broken || activeUnits(tx.state, d, p).length === 0) {
      tx.emit({
        type: 'noted',
        text: `${cap(dname(d))}’s occupation of ${pname(p)} fails: its troops fought or moved this round (1.9 #28).`,
        domain: d,
      });
      continue;
    }
    tx.emit({
      type: 'provinceSet',
      id: p,
      patch: { occupiedBy: d, occupiedSince: ps.occupiedBy === d ? ps.occupiedSince : round },
    });
    occupationLoyalty(tx, p);
    tx.emit({
      type: 'noted',
      text: `${cap(dname(d))} occupies ${pname(p)} with ${unitWords(list)} (3.8).`,
    });
  }
}

/** Step 6 of the round (1.2): field battles, naval encounters, raids, then occupation checks. */
export function battles(tx: Tx): void {
  fieldBattles(tx);
  sieges(tx);
  navalEncounters(tx);
  raids(tx);
  occupations(tx);
  pillages(tx);
}

// ---------------------------------------------------------------------------
// Sieges of province walls (3.7, R-05, J-54, J-55, J-56)
// ---------------------------------------------------------------------------

/**
 * The ruler's units that stay behind the province walls instead of taking the
 * field: only by script (params.garrison on an order naming the province),
 * up to the castle's capacity of 2 units a level (J-56).
 */
export function garrisonOf(s: State, p: ProvinceId): Set<string> {
  const ps = s.provinces[p];
  if (!ps?.ruler || ps.fortification <= 0) return new Set();
  const wants = (s.sheets[ps.ruler]?.orders ?? []).some(
    (o) => o.params?.garrison === true && (o.targets.includes(p) || o.params?.province === p),
  );
  if (!wants) return new Set();
  const room = ps.fortification * FORT_KINDS.castle.unitsPerLevel;
  return new Set(
    activeUnits(s, ps.ruler, p)
      .slice(0, room)
      .map((u) => u.id),
  );
}

const isArtillery = (u: UnitState): boolean => UNIT_TABLE[u.type].special === 'artillery-bombardment';

function flag(s: State, d: DomainId, p: string, key: string): boolean {
  return (s.sheets[d]?.orders ?? []).some(
    (o) => o.params?.[key] === true && (o.targets.includes(p) || o.params?.province === p),
  );
}

/** Step 6, after the field battles: besiegers of province walls keep up the siege, starve the garrison, assault it. */
export function sieges(tx: Tx): void {
  const round = tx.state.round;
  for (const p of PROVINCE_IDS) {
    const s = tx.state;
    const ps = s.provinces[p]!;
    const ruler = ps.ruler;
    const end = (why: string) => {
      if (!ps.siege) return;
      tx.emit({ type: 'provinceSet', id: p, patch: { siege: null } });
      tx.emit({ type: 'noted', text: `The siege of ${pname(p)} ends: ${why}.` });
    };
    if (ps.siege?.taken) {
      if (!activeUnits(s, ps.siege.by, p).length) end(`${dname(ps.siege.by)}’s troops have left its walls`);
      continue;
    }
    if (!ruler || ps.fortification <= 0) {
      end('there are no walls to besiege');
      continue;
    }
    const enemies = [
      ...new Set(
        Object.values(s.units)
          .filter((u) => u.province === p && u.captor === null && !isBrigands(u.owner) && atWar(s, ruler, u.owner))
          .map((u) => u.owner as DomainId),
      ),
    ];
    const by = ps.siege && enemies.includes(ps.siege.by) ? ps.siege.by : enemies.sort()[0];
    if (!by) {
      end('the besiegers are gone');
      continue;
    }
    const att = activeUnits(s, by, p);
    const strength = att.reduce((n, u) => n + (isArtillery(u) ? SIEGE.artilleryCounts : 1), 0);
    const need = SIEGE.unitsPerLevel * ps.fortification;
    const say = (text: string) => tell(tx, [by, ruler], text);
    if (strength < need) {
      say(
        `${cap(dname(by))} has too few troops to besiege the walls of ${pname(p)} (level ${ps.fortification} needs ${need}, artillery counting 2; it has ${strength}) (3.7).`,
      );
      end('too few besiegers');
      continue;
    }
    if (provinceOf(p).coastal) {
      const ships = Object.values(s.ships).filter(
        (x) => x.owner === by && x.at === `coast:${p}` && SHIP_TABLE[x.type].missile,
      ).length;
      if (ships < ps.level) {
        say(
          `The walls of ${pname(p)} are open to the sea: ${dname(by)} needs ${ps.level} ships with missiles blockading it to besiege them (3.5, 3.7).`,
        );
        end('no blockade');
        continue;
      }
    }
    const since = ps.siege?.by === by ? ps.siege.since : round;
    if (ps.siege?.by !== by) {
      tx.emit({ type: 'provinceSet', id: p, patch: { siege: { by, since } } });
      say(`${cap(dname(by))} lays siege to the walls of ${pname(p)} (level ${ps.fortification}).`);
    }
    const previous = round - since;
    // The walls shrink a level a round besieged, for capacity and starvation only (P9, J-55).
    const capacity = Math.max(0, ps.fortification - previous) * FORT_KINDS.castle.unitsPerLevel;
    let garrison = activeUnits(tx.state, ruler, p);
    if (garrison.length > capacity) {
      const over = garrison.length - capacity;
      const dc = SIEGE.starvationDcBase + over;
      const checked = garrison.slice(capacity);
      const lost: UnitState[] = [];
      const dice: number[] = [];
      for (const u of checked) {
        const die = tx.dice.roll(20);
        dice.push(die);
        if (!passesMoraleCheck(die, unitMorale(u), dc, UNIT_TABLE[u.type].special === 'fearless')) {
          lost.push(u);
          tx.emit({ type: 'unitSet', id: u.id, unit: null });
        }
      }
      say(
        `Hunger in ${pname(p)}: the walls now hold ${capacity}, and ${over} more check morale at DC ${dc} (d20 ${dice.join(', ')}; J-52)${lost.length ? `: ${unitWords(lost)} disband` : ': all hold'}.`,
      );
      garrison = activeUnits(tx.state, ruler, p);
    }
    if (!flag(tx.state, by, p, 'assault')) {
      if (previous > 0) say(`The siege of ${pname(p)} goes on (round ${previous + 1}).`);
      continue;
    }
    // The assault attempt (P13): d6 − 2 × castle level + the modifiers of data/military.ts ASSAULT_MODIFIERS.
    const die = tx.dice.roll(6);
    const room = ps.fortification * FORT_KINDS.castle.unitsPerLevel;
    const guns = att.filter(isArtillery).length;
    const mods: [string, number][] = [
      [`walls ${ps.fortification}`, -FORT_KINDS.castle.assaultPerLevel * ps.fortification],
      ['garrison below half', garrison.length < room / 2 ? 1 : 0],
      ['defending artillery', garrison.some(isArtillery) ? -1 : 0],
      ['attacking artillery', guns],
      ['rounds of siege', previous],
    ];
    const total = die + mods.reduce((a, [, v]) => a + v, 0);
    const result = assaultResult(total);
    const sum = `d6 ${die}${mods
      .filter(([, v]) => v)
      .map(([l, v]) => ` ${v > 0 ? '+' : ''}${v} ${l}`)
      .join(',')} = ${total}`;
    if (result === 'no-result') {
      say(`${cap(dname(by))} tries the walls of ${pname(p)}: ${sum}, nothing comes of it (3.7).`);
      continue;
    }
    if (result === 'sortie') {
      if (!flag(tx.state, ruler, p, 'sortie') || !garrison.length) {
        say(
          `${cap(dname(by))} tries the walls of ${pname(p)}: ${sum}; the garrison could sally but stays inside (J-54).`,
        );
        continue;
      }
      const d6 = tx.dice.roll(6);
      const loser = sortieLoser(d6) === 'defender' ? garrison[0]! : att[0]!;
      tx.emit({ type: 'unitSet', id: loser.id, unit: null });
      say(
        `${cap(dname(by))} tries the walls of ${pname(p)}: ${sum}; the garrison sallies (d6 ${d6}) and ${dname(loser.owner)} loses ${UNIT_TABLE[loser.type].name} (3.7).`,
      );
      continue;
    }
    const fall = (survivors: UnitState[]) => {
      for (const u of survivors) tx.emit({ type: 'unitSet', id: u.id, unit: { ...u, captor: by, battleRound: round } });
      const level = Math.max(0, ps.fortification - SIEGE.levelsLostWhenTaken);
      tx.emit({ type: 'provinceSet', id: p, patch: { fortification: level, siege: { by, since, taken: true } } });
      say(
        `The walls of ${pname(p)} fall to ${dname(by)}; they stand again at level ${level}${survivors.length ? `, and ${unitWords(survivors)} are taken prisoner` : ''} (3.7).`,
      );
    };
    if (flag(tx.state, ruler, p, 'surrender')) {
      say(`${cap(dname(by))} breaches the walls of ${pname(p)} (${sum}); the garrison surrenders as its orders say.`);
      fall(garrison);
      continue;
    }
    say(
      `${cap(dname(by))} breaches the walls of ${pname(p)} (${sum}): the assault is fought on tables 5-1 against 5-2 (3.7).`,
    );
    const empty = Math.max(0, capacity - garrison.length);
    const attSide = sideOf(tx.state, by, p, att, 'attacker');
    const defSide = sideOf(tx.state, ruler, p, garrison, 'defender');
    defSide.pieces = [
      ...defSide.pieces,
      ...Array.from({ length: empty }, (_, i) => ({
        id: `filler:${i}`,
        name: 'the walls’ defenders',
        morale: SIEGE.garrisonFillerMorale,
        elite: false,
        artillery: false,
      })),
    ];
    const res = fight(
      tx,
      {
        name: pname(p),
        terrain: [],
        assault: true,
        tables: { attacker: ASSAULT_COMBAT.attackerTable, defender: ASSAULT_COMBAT.defenderTable },
      },
      { ...attSide, posture: 'assault', commitElites: null },
      { ...defSide, posture: 'defend', commitElites: null },
    );
    for (const id of [...res.lost.attacker, ...res.lost.defender])
      if (!id.startsWith('filler:')) tx.emit({ type: 'unitSet', id, unit: null });
    battlefieldSurvival(tx, p, [by, ruler], [by, ruler]);
    for (const u of att)
      if (tx.state.units[u.id])
        tx.emit({ type: 'unitSet', id: u.id, unit: { ...tx.state.units[u.id]!, battleRound: round } });
    if (res.outcome === 'attacker-won') fall(garrison.filter((u) => tx.state.units[u.id]));
    else say(`The assault on ${pname(p)} is thrown back; the siege goes on (3.7).`);
  }
}

// ---------------------------------------------------------------------------
// Pillage (3.8): after the occupations, by units that did not move; then brigands (J-64)
// ---------------------------------------------------------------------------

/** What a pillage of the province taking `gb` does to it (3.8): growth falls by as much; below 0 it loses a level. */
function pillageLoss(ps: ProvinceState, gb: number): { level?: number; growth: number } {
  const growth = ps.growth - gb;
  return growth < 0 ? { level: Math.max(0, ps.level - 1), growth: 0 } : { growth };
}

export function pillages(tx: Tx): void {
  const round = tx.state.round;
  /** Provinces pillaged this round: once a round a province (3.8), brigands included. */
  const pillaged = new Set<string>();
  const groups = new Map<string, UnitState[]>();
  for (const u of Object.values(tx.state.units)) {
    const t = u.task;
    if (!t || t.round !== round) continue;
    const what = t.kind === 'pillage' ? t.variant : t.variant?.startsWith('pillage:') ? t.variant.slice(8) : null;
    if (!what) continue;
    const k = `${u.owner}|${t.target}|${what}`;
    groups.set(k, [...(groups.get(k) ?? []), u]);
  }
  for (const [k, list] of groups) {
    const [d, p, what] = k.split('|') as [DomainId, ProvinceId, string];
    const s = tx.state;
    const units = list.filter((u) => {
      const now = s.units[u.id];
      return now && now.captor === null && now.movedRound !== round && now.province === p;
    });
    const ps = s.provinces[p]!;
    if (!units.length) {
      tx.emit({
        type: 'noted',
        domain: d,
        text: `${cap(dname(d))}’s pillage of ${pname(p)} comes to nothing: its troops moved or are gone (3.8).`,
      });
      continue;
    }
    const walled = ps.fortification > 0 && ps.ruler !== d && !(ps.siege?.taken && ps.siege.by === d);
    if (walled && what !== 'magic') {
      tx.emit({ type: 'noted', domain: d, text: `The walls of ${pname(p)} keep ${dname(d)}’s pillagers out (3.8).` });
      continue;
    }
    if (what === 'province') {
      const gb = Math.min(units.length * PILLAGE.perUnitGb, pillageCap(ps.level));
      const patch = pillageLoss(ps, gb);
      const growth = ps.growth - gb;
      tx.emit({ type: 'provinceSet', id: p, patch });
      pillaged.add(p);
      tx.emit({ type: 'treasury', domain: d, gb, rp: 0, why: `pillage of ${pname(p)}` });
      tx.emit({
        type: 'noted',
        text: `${cap(dname(d))} pillages ${pname(p)} with ${plural(units.length, 'unit')}: ${gb} GB taken (at most ${pillageCap(ps.level)}), and its growth falls by as much${growth < 0 ? `: it drops to level ${patch.level}` : ''} (3.8).`,
      });
    } else if (what.startsWith('holding:')) {
      const h = s.holdings[what.slice(8)];
      if (!h || h.fortification > 0 || h.type === 'source') continue;
      const n = Math.min(units.length * PILLAGE.holdingLevelsPerUnit, h.level);
      tx.emit({ type: 'holdingSet', id: h.id, holding: { ...h, level: h.level - n } });
      pillaged.add(p);
      if (n)
        tx.emit({
          type: 'treasury',
          domain: d,
          gb: n * PILLAGE.gbPerHoldingLevel,
          rp: 0,
          why: `pillage in ${pname(p)}`,
        });
      tx.emit({
        type: 'noted',
        text: `${cap(dname(d))} pillages the ${h.type} holding of ${dname(h.owner)} in ${pname(p)}: ${plural(n, 'level')} destroyed, ${n} GB taken (3.8).`,
      });
    } else if (what === 'magic') {
      if (units.length < ps.magic * PILLAGE.magicUnitsPerLevel || ps.magic <= 0) {
        tx.emit({
          type: 'noted',
          domain: d,
          text: `Stripping the magic of ${pname(p)} (level ${ps.magic}) takes a unit per level; ${dname(d)} has ${units.length} there (3.8).`,
        });
        continue;
      }
      const magic = ps.magic - 1;
      // told before the source holdings it shrinks are (Tx's fitHoldings, as the magic falls)
      tx.emit({
        type: 'noted',
        text: `${cap(dname(d))}’s troops strip the magic of ${pname(p)}: it falls to ${magic} (3.8).`,
      });
      tx.emit({ type: 'provinceSet', id: p, patch: { magic } });
      pillaged.add(p);
    }
  }
  brigandPillage(tx, pillaged);
}

/**
 * J-64: brigands pillage the province they stand in at each round's end, as a pillage of the province
 * (3.8): a GB a unit up to the harshest seasonal tax, and the growth falls by as much (below 0 the
 * province loses a level). The gold is the ruler's loss and nobody's gain. Walls keep them out, and a
 * province pillaged already this round has nothing more for them.
 */
function brigandPillage(tx: Tx, pillaged: ReadonlySet<string>): void {
  const bands = new Map<ProvinceId, UnitState[]>();
  for (const u of Object.values(tx.state.units))
    if (isBrigands(u.owner) && u.captor === null && tx.state.provinces[u.province])
      bands.set(u.province, [...(bands.get(u.province) ?? []), u]);
  for (const p of PROVINCE_IDS) {
    const band = bands.get(p);
    if (!band) continue;
    const ps = tx.state.provinces[p]!;
    const who = `Brigands in ${pname(p)} (${unitWords(band)})`;
    if (pillaged.has(p)) {
      tx.emit({
        type: 'noted',
        text: `${who} find nothing left to take: ${pname(p)} was pillaged this round already (3.8).`,
      });
      continue;
    }
    if (ps.fortification > 0) {
      tx.emit({
        type: 'noted',
        text: `The walls of ${pname(p)} keep the brigands there from pillaging it (3.8, J-64).`,
      });
      continue;
    }
    const most = pillageCap(ps.level);
    const gb = Math.min(band.length * PILLAGE.perUnitGb, most);
    if (gb <= 0) {
      tx.emit({ type: 'noted', text: `${who} find nothing to take in a province of level ${ps.level} (3.8).` });
      continue;
    }
    const patch = pillageLoss(ps, gb);
    tx.emit({ type: 'provinceSet', id: p, patch });
    const loser = ps.ruler ? `${dname(ps.ruler)}’s loss, and ` : '';
    tx.emit({
      type: 'noted',
      text: `${who} pillage it: ${gb} GB of plunder (at most ${most}), ${loser}nobody’s gain; its growth falls by ${gb}${patch.level !== undefined ? `: it drops to level ${patch.level}` : ''} (3.8, J-64).`,
    });
  }
}

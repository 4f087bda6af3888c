/**
 * Phase 4, Movement (DR-MOVE-*, DR-TERR-*, DR-RIV-*, DR-NAV-*, DR-FLEET-*,
 * DR-TRANS-*, DR-HERO-04..12): stacks move as groups over least-cost paths;
 * choices() lists one command per reachable destination, never every path.
 */
import type { HexId } from '../../../engine/hex.ts';
import * as geo from './geo.ts';
import { destinations, type Destination, terrainCost, type TerrainTable } from '../../../engine/movement.ts';
import type { StepRule } from '../../../engine/path.ts';
import { loadCarriers } from '../../../engine/stacks.ts';
import type { SeatId } from '../../../engine/types.ts';
import { RuleError } from '../../../engine/errors.ts';
import * as data from '../data/index.ts';
import type { KingdomId, LandFeature, TerrainBonus } from '../data/index.ts';
import type { CommandOf, Option } from '../commands.ts';
import { andList, capital, hexWords, kname, plural, unitsWords, unitWord, unitWords } from '../words.ts';
import * as board from './board.ts';
import type { State, Unit } from './state.ts';
import { activate, endGraces, fateRoll, loneHeroes } from './status.ts';
import type { Tx } from './tx.ts';

// Imported bindings are getters under the dev/test module transform; the search loops below
// run hundreds of thousands of times per game, so they read local aliases.
const { deepPos, deepSide, fleetCross, landCross, neighbours, sideFeatures } = geo;
const { getHex, ISLE_OF_FRIGHT, NON_CASTLE_PORTS, PARROS, personality, PORT_LORK, THE_BOOM, unitType } = data;
const {
  CASTLE_AT,
  castleSeat,
  friendlyCastle,
  isBesieged,
  isCombat,
  isFleet,
  isLand,
  liveCastle,
  livePlayers,
  mapUnits,
  ownerOf,
  seatOf,
  siegeNeed,
  unitsAt,
} = board;

/** The Terrain Effects Chart as an engine terrain table (Q-48: features add up, bonuses lower their own). */
export const TERRAIN: TerrainTable<LandFeature, TerrainBonus> = {
  minimum: 1,
  features: {
    hills: { cost: 2, bonus: 'mountain', withBonus: 0 },
    mountain: { cost: 4, bonus: 'mountain', withBonus: 3 },
    pass: { cost: 2 },
    forest: { cost: 2, bonus: 'forest', withBonus: 0 },
    swamp: { cost: 2, bonus: 'swamp', withBonus: 0 },
  },
};

const ALL: ReadonlySet<TerrainBonus> = new Set(['mountain', 'forest', 'swamp']);

/** A unit's bonuses in a hex: printed ones, or all three in its home kingdom (DR-TERR-14 A, C; Q-55). */
const PRINTED = new Map<string, ReadonlySet<TerrainBonus>>();
export function bonusesIn(u: Unit, hex: HexId): ReadonlySet<TerrainBonus> {
  if (u.kingdom && ownerOf(hex) === u.kingdom) return ALL;
  let b = PRINTED.get(u.type);
  if (!b) {
    b = new Set(unitType(u.type).bonuses);
    PRINTED.set(u.type, b);
  }
  return b;
}

/** What entering a hex costs for land units with these bonuses; castles and scenic spaces are clear (DR-TERR-10/11/16). */
export function hexCost(hex: HexId, bonuses: ReadonlySet<TerrainBonus>): number {
  if (CASTLE_AT.has(hex)) return 1;
  return terrainCost(TERRAIN, getHex(hex).features, bonuses);
}

/** Ordinary rivers (DR-RIV-02, Q-50): +1 to enter or leave a river hex, nothing along the valley. */
const RIVER = new Map<HexId, boolean>();
const onRiver = (h: HexId): boolean => {
  let v = RIVER.get(h);
  if (v === undefined) {
    v = getHex(h).river !== null;
    RIVER.set(h, v);
  }
  return v;
};
export function riverExtra(a: HexId, b: HexId): number {
  const ra = onRiver(a);
  const rb = onRiver(b);
  if (ra && rb) return sideFeatures(a, b).valley ? 0 : 2;
  return ra || rb ? 1 : 0;
}

/** Parros's canals cost +2 unless Parros is a friendly castle (DR-ROMB-02, Q-58). */
export function canalExtra(s: State, seat: SeatId, a: HexId, b: HexId): number {
  if (a !== PARROS && b !== PARROS) return 0;
  if (!sideFeatures(a, b).canal) return 0;
  const c = CASTLE_AT.get(PARROS);
  return c && friendlyCastle(s, seat, c) ? 0 : 2;
}

/** Enemy fleets on the Deep control its hexsides next to them (DR-NAV-07). */
export function deepControlled(s: State, seat: SeatId, a: HexId, b: HexId): boolean {
  if (!deepSide(a, b)) return false;
  if (!mapUnits(s).some((u) => u.kind === 'fleet' && u.seat !== seat)) return false;
  return [a, b].some((h) => unitsAt(s, h).some((u) => u.seat !== seat && isFleet(u) && !u.inside));
}

/** Does the hex share a Deep hexside an enemy fleet controls (fleets must stop there, DR-NAV-09)? */
function touchesControlledDeep(s: State, seat: SeatId, hex: HexId): boolean {
  return neighbours(hex).some((n) => deepSide(hex, n) && deepControlled(s, seat, hex, n));
}

/**
 * What a fleet may still ferry this Movement Phase (DR-FERRY-03, Q-52): its MA, or the MP it has left after
 * moving; each combat unit ferried spends one (heroes ride free).
 */
const ferryCapacity = (u: Unit): number => Math.max(0, u.mp ?? unitType(u.type).ma);

/** Friendly fleets on either bank able to ferry `n` combat units, the smallest sufficient capacity first. */
function ferries(s: State, seat: SeatId, a: HexId, b: HexId, n: number): Unit[] {
  return [a, b]
    .flatMap((h) => unitsAt(s, h).filter((u) => u.seat === seat && isFleet(u) && ferryCapacity(u) >= n))
    .sort((x, y) => ferryCapacity(x) - ferryCapacity(y) || (x.id < y.id ? -1 : 1));
}

/** A friendly fleet on either bank able to ferry `n` combat units (DR-FERRY-01/03). */
export function ferry(s: State, seat: SeatId, a: HexId, b: HexId, n: number): boolean {
  return ferries(s, seat, a, b, n).length > 0;
}

/** The ferries a land move used: each Deep crossing of its path spends a fleet's capacity (DR-FERRY-03, Q-52). */
function useFerries(tx: Tx, seat: SeatId, path: HexId[], combat: string[]): void {
  if (!combat.length) return;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as HexId;
    const b = path[i] as HexId;
    if (!deepSide(a, b)) continue;
    const f = ferries(tx.state, seat, a, b, combat.length)[0];
    if (f) tx.emit({ type: 'ferried', fleet: f.id, units: combat });
  }
}

/** May this stack enter an enemy or neutral castle hex to declare a siege (DR-SIEGE-03)? */
export function mayBesiege(s: State, seat: SeatId, hex: HexId, strength: number, omens: boolean): boolean {
  const c = liveCastle(s, hex);
  if (!c || castleSeat(s, c) === seat || s.sieges[hex] !== undefined || omens) return false;
  if (unitsAt(s, hex).some((u) => u.seat !== seat && isCombat(u) && !u.inside)) return false;
  if (castleSeat(s, c) === null && livePlayers(s).filter((x) => x !== seat).length === 0) return false;
  return strength >= siegeNeed(s, hex);
}

/** Castle hexes a seat's stack may not pass through: hostile castles not besieged by the seat (DR-MOVE-11). */
function hostileCastle(s: State, seat: SeatId, hex: HexId): boolean {
  const c = liveCastle(s, hex);
  return !!c && castleSeat(s, c) !== seat && s.sieges[hex] !== seat;
}

export interface Group {
  seat: SeatId;
  from: HexId;
  units: Unit[];
  leader: Unit | null;
}

const omensIn = (s: State, units: Unit[]) =>
  units.some((u) => u.kingdom && isCombat(u) && s.kingdoms[u.kingdom].badOmens);

const fresh = (units: Unit[]) => units.every((u) => u.mp === null);

const BONUS_BIT: Record<TerrainBonus, number> = { mountain: 1, forest: 2, swamp: 4 };
/** Entering cost of each hex for each of the 8 bonus combinations, computed once. */
const COST_BY_MASK = new Map<HexId, number[]>();
function costFor(hex: HexId, mask: number): number {
  let row = COST_BY_MASK.get(hex);
  if (!row) {
    row = [];
    for (let m = 0; m < 8; m++) {
      const set = new Set<TerrainBonus>((['mountain', 'forest', 'swamp'] as const).filter((b) => m & BONUS_BIT[b]));
      row.push(hexCost(hex, set));
    }
    COST_BY_MASK.set(hex, row);
  }
  return row[mask] as number;
}
const MASK = new Map<string, number>();
function maskIn(u: Unit, hex: HexId): number {
  if (u.kingdom && ownerOf(hex) === u.kingdom) return 7;
  let m = MASK.get(u.type);
  if (m === undefined) {
    m = unitType(u.type).bonuses.reduce((a, b) => a | BONUS_BIT[b], 0);
    MASK.set(u.type, m);
  }
  return m;
}

/** Hexes where enemy land units stand outside any castle walls, for a seat. */
function enemyLandHexes(s: State, seat: SeatId): Set<HexId> {
  return new Set(
    mapUnits(s)
      .filter((u) => u.seat !== seat && isLand(u) && !u.inside)
      .map((u) => u.hex),
  );
}

/** Kingdoms activated this game turn among these units: they keep to home, sea and unclaimed hexes (DR-KING-13, Q-14). */
function activatedNow(s: State, units: readonly Unit[]): KingdomId[] {
  const out = new Set<KingdomId>();
  for (const u of units) {
    const k = u.kingdom;
    if (k && s.kingdoms[k].activatedTurn === s.turn && s.kingdoms[k].status === 'active') out.add(k);
  }
  return [...out];
}

/** May units of these newly activated kingdoms enter this hex (DR-KING-13)? */
const homeOnly = (kingdoms: readonly KingdomId[], hex: HexId): boolean => {
  if (!kingdoms.length) return true;
  const o = ownerOf(hex);
  return o === null || kingdoms.every((k) => k === o);
};

/** A land stack's step rule (terrain, rivers, the Deep, canals, enemies, castles, first-turn limits). */
export function landRule(
  s: State,
  g: Group,
): { rule: StepRule<HexId>; budget: number; mayStop: (h: HexId) => boolean } {
  const combat = g.units.filter(isCombat);
  // DR-MOVE-10, DR-HERO-03, DR-SIEGE-06: a lone hero goes through enemy stacks, controlled Deep hexsides and castles.
  const lone = combat.length === 0;
  const newKingdoms = activatedNow(s, g.units);
  const omens = omensIn(s, g.units);
  const budget = g.leader
    ? (g.leader.mp ?? unitType(g.leader.type).ma)
    : Math.min(...g.units.map((u) => u.mp ?? unitType(u.type).ma));
  const atStart = fresh(g.units);
  const enemies = enemyLandHexes(s, g.seat);
  const castles = new Map<HexId, boolean>();
  const hostile = (h: HexId): boolean => {
    if (!CASTLE_AT.has(h)) return false;
    let v = castles.get(h);
    if (v === undefined) {
      v = hostileCastle(s, g.seat, h);
      castles.set(h, v);
    }
    return v;
  };
  const besiege = new Map<HexId, boolean>();
  // one representative per counter type and kingdom: they pay the same
  // heroes carried by combat units ride on the units' bonuses (DR-HERO-09)
  const payers = combat.length ? combat : g.units;
  const kinds = [...new Map(payers.map((u) => [`${u.type}/${u.kingdom}`, u])).values()];
  const rule: StepRule<HexId> = {
    neighbours,
    cost(a, b) {
      if (!landCross(a, b)) return null;
      if (enemies.has(b) && !lone) return null;
      let extra = riverExtra(a, b) + canalExtra(s, g.seat, a, b);
      if (deepSide(a, b)) {
        if (deepControlled(s, g.seat, a, b) && !lone) return null;
        if (!ferry(s, g.seat, a, b, combat.length)) {
          if (a !== g.from || !atStart) return null;
          extra += 2;
        }
      }
      if (!homeOnly(newKingdoms, b)) return null;
      if (hostile(b) && !lone) {
        let ok = besiege.get(b);
        if (ok === undefined) {
          ok = mayBesiege(s, g.seat, b, combat.length, omens);
          besiege.set(b, ok);
        }
        if (!ok) return null;
      }
      let base = 0;
      if (g.leader) base = costFor(b, maskIn(g.leader, b));
      else for (const u of kinds) base = Math.max(base, costFor(b, maskIn(u, b)));
      return base + extra;
    },
    mayLeave: (h) => lone || !hostile(h),
  };
  return { rule, budget, mayStop: () => true };
}

/** Is the Boom closed to this seat's fleets (DR-HOTH-02/03, Q-56)? */
function boomClosed(s: State, seat: SeatId): boolean {
  if (seatOf(s, 'hothior') === seat) return false;
  if (isBesieged(s, PORT_LORK)) return false;
  return !unitsAt(s, PORT_LORK).some((u) => u.seat !== seatOf(s, 'hothior') && isCombat(u));
}

/** A fleet group's step rule (DR-FLEET-01, DR-NAV-05/09, the Boom, castle-ports, the Isle of Fright). */
export function fleetRule(
  s: State,
  g: Group,
  cargoArmies: number,
  cargo: readonly Unit[] = [],
): { rule: StepRule<HexId>; budget: number; mayStop: (h: HexId) => boolean } {
  // DR-KING-13: fleets of a kingdom activated this turn, and the units they carry, keep to home, sea and unclaimed hexes
  const newKingdoms = activatedNow(s, [...g.units, ...cargo]);
  const budget = Math.min(...g.units.map((u) => u.mp ?? unitType(u.type).ma));
  const closed = boomClosed(s, g.seat);
  const startedInBoom = g.from === THE_BOOM && fresh(g.units);
  const castaway = mapUnitsAll(s).some((u) => u.castaway && u.seat === g.seat);
  const strength = g.units.length + cargoArmies;
  const enemyFleets = new Set<HexId>();
  const enemyLand = new Set<HexId>();
  for (const u of mapUnits(s)) {
    if (u.seat === g.seat || u.inside) continue;
    if (u.kind === 'fleet') enemyFleets.add(u.hex);
    else if (u.kind === 'army') enemyLand.add(u.hex);
  }
  const riverFleets = [...enemyFleets].some((h) => getHex(h).navigable);
  const hostile = (h: HexId) => CASTLE_AT.has(h) && hostileCastle(s, g.seat, h);
  const omens = omensIn(s, g.units);
  const rule: StepRule<HexId> = {
    neighbours,
    cost(a, b) {
      if (!fleetCross(a, b)) return null;
      if (b === ISLE_OF_FRIGHT && !castaway) return null;
      if (!homeOnly(newKingdoms, b)) return null;
      if (enemyFleets.has(b)) return null;
      if (CASTLE_AT.has(b)) {
        const c = liveCastle(s, b);
        if (c) {
          if (!c.port) return null;
          if (hostile(b) && !mayBesiege(s, g.seat, b, strength, omens)) return null;
        }
      }
      if (a === THE_BOOM && b === PORT_LORK && closed && !(startedInBoom && a === g.from)) return null;
      const pa = deepPos(a);
      if (pa === null) return 1;
      const pb = deepPos(b);
      if (pb !== null && getHex(a).navigable && getHex(b).navigable && pb < pa) return 2;
      return 1;
    },
    mayLeave: (h) =>
      !(h === THE_BOOM && closed) &&
      !(riverFleets && touchesControlledDeep(s, g.seat, h)) &&
      !hostile(h) &&
      h !== ISLE_OF_FRIGHT,
  };
  // DR-MOVE-08; a friendly castle-port besieged by land units only may still be entered (DR-REL-03)
  const mayStop = (h: HexId) => {
    if (!enemyLand.has(h)) return true;
    const c = liveCastle(s, h);
    return !!c && castleSeat(s, c) === g.seat;
  };
  return { rule, budget, mayStop };
}

function mapUnitsAll(s: State): Unit[] {
  return Object.values(s.units);
}

/** May this unit move now at all? */
function movable(s: State, u: Unit): boolean {
  if (u.captive !== null || u.castaway || u.done || u.aboard !== null) return false;
  if (u.mp !== null && u.mp <= 0) return false;
  if (u.inside && s.sieges[u.hex] && s.sieges[u.hex] !== u.seat && !u.brokeOut) {
    // DR-SIEGE-33: free to come and go when the besiegers lack the unit's own kind.
    const b = unitsAt(s, u.hex).filter((x) => x.seat === s.sieges[u.hex] && !x.inside && isCombat(x));
    if (u.kind === 'fleet' ? b.some(isFleet) : b.some(isLand)) return false;
  }
  return true;
}

/** May `leader` lead these units (DR-HERO-04/07/12, Q-74)? */
export function mayLead(leader: Unit, units: Unit[], s: State): boolean {
  if (leader.kind !== 'monarch' || !leader.kingdom) return false;
  const card = s.kingdoms[leader.kingdom].personality;
  if (s.kingdoms[leader.kingdom].status !== 'player' && card !== null && !personality(card).lendsMovementBonus)
    return false;
  return units.every(
    (u) => u.id === leader.id || u.kind === 'monarch' || u.kingdom === null || u.kingdom === leader.kingdom,
  );
}

/** Builds and checks a land group from a move command. */
export function landGroup(s: State, seat: SeatId, ids: string[], leaderId?: string): Group {
  const units = ids.map((id) => s.units[id]);
  if (units.some((u) => !u || u.seat !== seat)) throw new RuleError('not_your_unit', 'Move only your own units.');
  const list = units as Unit[];
  const from = (list[0] as Unit).hex;
  if (list.some((u) => u.hex !== from)) throw new RuleError('not_one_stack', 'A group moves from one hex.');
  if (list.some((u) => u.kind === 'fleet')) throw new RuleError('fleet_in_group', 'Fleets sail; use a sail command.');
  if (list.some((u) => !movable(s, u))) throw new RuleError('cannot_move', 'Some of these units may not move now.');
  let leader: Unit | null = null;
  if (leaderId) {
    leader = s.units[leaderId] ?? null;
    if (!leader || !ids.includes(leaderId) || !mayLead(leader, list, s))
      throw new RuleError('bad_leader', 'That hero cannot lead this group.');
  }
  // DR-HERO-06: a unit that moved with a hero moves on only with him.
  for (const u of list) {
    if (u.ledBy && u.ledBy !== u.id && u.ledBy !== leader?.id)
      throw new RuleError('led_already', `${capital(unitWord(u.id))} moved with its leader this phase.`);
  }
  return { seat, from, units: list, leader };
}

export function landDestinations(s: State, g: Group): Destination<HexId>[] {
  const { rule, budget, mayStop } = landRule(s, g);
  return destinations(g.from, budget, rule, mayStop);
}

/** Hero Fate Rolls a move brings: leaving an enemy stack at turn start (#4) and searches of lone heroes (#3). */
function movementFates(tx: Tx, g: Group): boolean {
  for (const h of g.units.filter((u) => u.kind === 'monarch' && u.mp === null)) {
    const enemy = unitsAt(tx.state, g.from).find((u) => u.seat !== g.seat && isCombat(u));
    if (enemy) fateRoll(tx, h.id, enemy.seat, true);
  }
  return g.units.some((u) => !tx.state.units[u.id] || tx.state.units[u.id]?.captive !== null);
}

/**
 * Rolls a lone hero makes himself along his path (DR-FATE-01 #2, #6, #7, #10; DR-FATE-07: no limit):
 * leaving a hostile castle, one roll per hex with enemy land units or a hostile castle (hex and walls
 * together), one per enemy-controlled Deep hexside crossed (DR-NAV-08: one even with fleets on both banks).
 */
function loneHeroFates(tx: Tx, g: Group, path: HexId[]): void {
  for (const by of loneHeroRolls(tx.state, g, path)) {
    for (const h of g.units) {
      if (h.kind !== 'monarch') continue;
      const u = tx.state.units[h.id];
      if (!u || u.captive !== null) continue;
      fateRoll(tx, h.id, by, true);
    }
  }
}

/** The rolls a lone hero's path brings, each with the seat responsible (see loneHeroFates). */
function loneHeroRolls(s0: State, g: Group, path: HexId[]): (SeatId | null)[] {
  const threat = (h: HexId): SeatId | null | undefined => {
    const enemy = unitsAt(s0, h).find((u) => u.seat !== g.seat && isLand(u) && !u.inside);
    if (enemy) return enemy.seat;
    const c = liveCastle(s0, h);
    if (c && hostileCastle(s0, g.seat, h))
      return s0.sieges[h] && s0.sieges[h] !== g.seat ? s0.sieges[h] : castleSeat(s0, c);
    return undefined;
  };
  const rolls: (SeatId | null)[] = [];
  const leaving =
    liveCastle(s0, g.from) && hostileCastle(s0, g.seat, g.from) ? castleSeat(s0, liveCastle(s0, g.from)!) : undefined;
  if (leaving !== undefined && !unitsAt(s0, g.from).some((u) => u.seat !== g.seat && isCombat(u))) rolls.push(leaving);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as HexId;
    const b = path[i] as HexId;
    if (deepControlled(s0, g.seat, a, b)) {
      const f = [a, b].flatMap((h) => unitsAt(s0, h)).find((u) => u.seat !== g.seat && isFleet(u) && !u.inside);
      rolls.push(f?.seat ?? null);
    }
    const t = threat(b);
    if (t !== undefined) rolls.push(t);
  }
  return rolls;
}

/** Neutral kingdoms a path crosses into that would give the seat a Diplomatic Penalty (DR-KING-20/21). */
function violatedKingdoms(s: State, seat: SeatId, path: HexId[]): KingdomId[] {
  const out: KingdomId[] = [];
  for (let i = 1; i < path.length; i++) {
    const k = ownerOf(path[i] as HexId);
    if (!k || ownerOf(path[i - 1] as HexId) === k || out.includes(k)) continue;
    if (s.kingdoms[k].status === 'inactive' && !s.players[seat]?.penalty.includes(k)) out.push(k);
  }
  return out;
}

/** Diplomatic Penalty for crossing into a neutral kingdom (DR-KING-20/21, DR-MOVE-13). */
function violations(tx: Tx, seat: SeatId, path: HexId[]): void {
  for (let i = 1; i < path.length; i++) {
    const k = ownerOf(path[i] as HexId);
    if (!k || ownerOf(path[i - 1] as HexId) === k) continue;
    if (tx.state.kingdoms[k].status === 'inactive' && !tx.state.players[seat]?.penalty.includes(k)) {
      tx.emit({ type: 'penalty', seat, kingdom: k, cause: 'violation' });
    }
  }
}

/** Declares a siege on arrival; a neutral castle's kingdom joins a random other player (DR-SIEGE-04, DR-KING-24). */
function arriveAtCastle(tx: Tx, seat: SeatId, hex: HexId, ids: string[]): void {
  const c = liveCastle(tx.state, hex);
  if (!ids.length || !c || castleSeat(tx.state, c) === seat || tx.state.sieges[hex] === seat) return;
  tx.emit({ type: 'siegeDeclared', hex, seat });
  tx.emit({ type: 'used', units: ids, done: true });
  const k = c.kingdom as KingdomId;
  if (castleSeat(tx.state, c) === null) {
    const others = livePlayers(tx.state).filter((x) => x !== seat);
    const ally = others[tx.dice.int(0, others.length - 1)];
    if (ally) activate(tx, k, ally);
  }
}

/** Searches: enemy combat units landing on or passing through lone heroes (DR-FATE-01 #3, DR-FATE-06). */
function searches(tx: Tx, seat: SeatId, path: HexId[], hasCombat: boolean): void {
  if (!hasCombat) return;
  for (const h of path.slice(1)) {
    for (const hero of loneHeroes(tx.state, h)) if (hero.seat !== seat) fateRoll(tx, hero.id, seat);
  }
}

export function applyMove(tx: Tx, seat: SeatId, cmd: CommandOf<'move'>): void {
  const g = landGroup(tx.state, seat, cmd.units, cmd.leader);
  const dest = landDestinations(tx.state, g).find((d) => d.to === cmd.to);
  if (!dest) throw new RuleError('unreachable', `The group cannot reach ${hexWords(cmd.to)}.`);
  if (movementFates(tx, g)) return;
  const c = liveCastle(tx.state, cmd.to);
  const lone = !g.units.some(isCombat);
  // DR-FATE-03: a lone hero in a castle not friendly to him is always inside the walls.
  const inside =
    !!c && (castleSeat(tx.state, c) === seat ? (cmd.inside ?? true) : lone && tx.state.sieges[cmd.to] !== seat);
  tx.emit({
    type: 'moved',
    units: g.units.map((u) => u.id),
    path: dest.path,
    cost: dest.cost,
    inside,
    ledBy: g.leader?.id ?? null,
  });
  useFerries(
    tx,
    seat,
    dest.path,
    g.units.filter(isCombat).map((u) => u.id),
  );
  violations(tx, seat, dest.path);
  if (lone) loneHeroFates(tx, g, dest.path);
  searches(tx, seat, dest.path, g.units.some(isCombat));
  arriveAtCastle(
    tx,
    seat,
    cmd.to,
    g.units.filter(isCombat).map((u) => u.id),
  );
}

/** What a search costs the searching group in its hex (DR-FATE-04): the hex's terrain, a leader's bonuses if led. */
export function searchCost(g: Group): number {
  if (g.leader) return costFor(g.from, maskIn(g.leader, g.from));
  let c = 0;
  for (const u of g.units.filter(isCombat)) c = Math.max(c, costFor(g.from, maskIn(u, g.from)));
  return c;
}

/** Searches a group may make: combat units that began the turn with an enemy lone hero in their hex (DR-FATE-04). */
export function searchTargets(s: State, g: Group): Unit[] {
  if (!g.units.some(isCombat) || g.units.some((u) => u.mp !== null || u.start !== null)) return [];
  const budget = g.leader
    ? (g.leader.mp ?? unitType(g.leader.type).ma)
    : Math.min(...g.units.map((u) => u.mp ?? unitType(u.type).ma));
  if (budget < searchCost(g)) return [];
  return loneHeroes(s, g.from).filter((h) => h.seat !== g.seat && h.captive === null && !h.castaway);
}

export function applySearch(tx: Tx, seat: SeatId, cmd: CommandOf<'search'>): void {
  const g = landGroup(tx.state, seat, cmd.units, cmd.leader);
  if (!searchTargets(tx.state, g).some((h) => h.id === cmd.hero))
    throw new RuleError('no_search', 'These units cannot search for that hero now.');
  tx.emit({
    type: 'moved',
    units: g.units.map((u) => u.id),
    path: [g.from],
    cost: searchCost(g),
    inside: g.units.every((u) => u.inside),
    ledBy: g.leader?.id ?? null,
  });
  fateRoll(tx, cmd.hero, seat);
}

/** Fleets with their cargo (DR-TRANS-01..05). */
export function fleetGroup(
  s: State,
  seat: SeatId,
  fleetIds: string[],
  cargoIds: string[],
): { g: Group; cargo: Unit[] } {
  const fleets = fleetIds.map((id) => s.units[id]);
  if (fleets.some((u) => !u || u.seat !== seat || u.kind !== 'fleet'))
    throw new RuleError('not_your_fleet', 'Sail only your own fleets.');
  const list = fleets as Unit[];
  const from = (list[0] as Unit).hex;
  if (list.some((u) => u.hex !== from || !movable(s, u)))
    throw new RuleError('cannot_sail', 'These fleets cannot sail together now.');
  const cargo = cargoIds.map((id) => s.units[id]);
  if (cargo.some((u) => !u || u.seat !== seat || u.kind === 'fleet' || u.hex !== from))
    throw new RuleError('bad_cargo', "Cargo must be your land units in the fleets' hex.");
  const cl = cargo as Unit[];
  for (const u of cl) {
    if (u.aboard && !fleetIds.includes(u.aboard))
      throw new RuleError('bad_cargo', `${capital(unitWord(u.id))} is aboard another fleet.`);
    if (
      !u.aboard &&
      (u.done || u.captive !== null || u.castaway || getHex(from).kind !== 'land' || getHex(from).noEmbark)
    ) {
      throw new RuleError('no_embark', `${capital(unitWord(u.id))} cannot embark here.`);
    }
  }
  // every unit already aboard these fleets sails with them
  const aboard = Object.values(s.units).filter((u) => u.aboard && fleetIds.includes(u.aboard));
  for (const u of aboard)
    if (!cargoIds.includes(u.id))
      throw new RuleError('bad_cargo', `${capital(unitWord(u.id))} is aboard and must sail.`);
  if (cl.filter((u) => u.kind === 'army').length > list.length)
    throw new RuleError('overloaded', 'Each fleet carries one army.');
  return { g: { seat, from, units: list, leader: null }, cargo: cl };
}

export function fleetDestinations(s: State, g: Group, cargo: Unit[]): Destination<HexId>[] {
  const { rule, budget, mayStop } = fleetRule(s, g, cargo.filter((u) => u.kind === 'army').length, cargo);
  return destinations(g.from, budget, rule, mayStop);
}

const mayLand = (hex: HexId) => getHex(hex).kind === 'land' && !getHex(hex).noEmbark;

export function applySail(tx: Tx, seat: SeatId, cmd: CommandOf<'sail'>): void {
  const { g, cargo } = fleetGroup(tx.state, seat, cmd.fleets, cmd.cargo);
  const dest = fleetDestinations(tx.state, g, cargo).find((d) => d.to === cmd.to);
  if (!dest) throw new RuleError('unreachable', `The fleets cannot reach ${hexWords(cmd.to)}.`);
  if (cmd.land && (!cargo.length || !mayLand(cmd.to))) throw new RuleError('no_landing', 'No landing there.');
  const hostile = hostileCastle(tx.state, seat, cmd.to);
  const armies = cargo.filter((u) => u.kind === 'army');
  const load = loadCarriers(
    cmd.fleets,
    armies.map((u) => u.id),
    1,
    Object.fromEntries(armies.map((u) => [u.id, u.aboard])),
  );
  if (!load) throw new RuleError('overloaded', 'Each fleet carries one army.');
  const first = cmd.fleets[0] as string;
  for (const h of cargo) if (h.kind === 'monarch') load[h.id] = h.aboard ?? first;
  const c = liveCastle(tx.state, cmd.to);
  const inside = !!c && castleSeat(tx.state, c) === seat;
  tx.emit({
    type: 'moved',
    units: cmd.fleets,
    path: dest.path,
    cost: dest.cost,
    inside,
    ledBy: null,
    ...(cargo.length ? { cargo: load, landed: cmd.land || hostile } : {}),
  });
  violations(tx, seat, dest.path);
  if (cmd.to === ISLE_OF_FRIGHT) {
    for (const u of Object.values(tx.state.units)) {
      if (u.castaway && u.seat === seat) tx.emit({ type: 'rescued', unit: u.id, fleet: first });
    }
  }
  if (hostile) arriveAtCastle(tx, seat, cmd.to, [...cmd.fleets, ...armies.map((u) => u.id)]);
}

/** Land units take a non-castle port from enemy fleets, which leave at the end of the phase (DR-PORT-06). */
export function endOfMovement(tx: Tx): void {
  const seat = tx.state.active;
  endGraces(tx, seat);
  for (const p of NON_CASTLE_PORTS) {
    const here = unitsAt(tx.state, p.hex);
    if (!here.some((u) => u.seat === seat && isLand(u))) continue;
    const enemies = here.filter((u) => u.seat !== seat && isFleet(u));
    if (!enemies.length) continue;
    const to = neighbours(p.hex)
      .filter((h) => getHex(h).kind === 'sea' && fleetCross(p.hex, h))
      .sort()[0];
    const ids = enemies.map((u) => u.id);
    const cargo = Object.values(tx.state.units)
      .filter((u) => u.aboard && ids.includes(u.aboard))
      .map((u) => u.id);
    if (to) tx.emit({ type: 'displaced', units: ids, to, inside: false, cause: 'displacement' });
    else tx.emit({ type: 'eliminated', units: [...ids, ...cargo], cause: 'displacement' });
  }
}

/**
 * DR-FLEET-03: fleets sharing a hex with enemy land units (no siege there) must leave in their owner's
 * Movement Phase: the phase may not end while one of them can still sail away.
 */
export function fleetsMustLeave(s: State, seat: SeatId): string[] {
  const out: string[] = [];
  for (const f of mapUnits(s)) {
    if (f.seat !== seat || f.kind !== 'fleet' || f.inside || s.sieges[f.hex] || !movable(s, f)) continue;
    if (!unitsAt(s, f.hex).some((u) => u.seat !== seat && isLand(u) && !u.inside)) continue;
    const g: Group = { seat, from: f.hex, units: [f], leader: null };
    if (fleetDestinations(s, g, []).some((d) => d.to !== f.hex)) out.push(f.id);
  }
  return out;
}

/** A stack in words, its leader first: "the Ghem monarch leading 2 Ghem armies", "3 Muetar armies". */
function stackWords(ids: string[], leader?: string): string {
  if (!leader) return unitsWords(ids);
  const rest = ids.filter((id) => id !== leader);
  return rest.length ? `${unitWord(leader)} leading ${unitsWords(rest)}` : unitWord(leader);
}

/** What arriving at a hex sets off: a siege, and a neutral kingdom joining another player (DR-SIEGE-04, DR-KING-24). */
function arrivalWords(s: State, seat: SeatId, to: HexId, combat: boolean): { words: string; confirm?: string } {
  const c = combat ? liveCastle(s, to) : null;
  if (!c || castleSeat(s, c) === seat || s.sieges[to] === seat) return { words: '' };
  if (castleSeat(s, c) !== null) return { words: `, laying siege to ${c.name}` };
  const k = c.kingdom as KingdomId;
  return {
    words: `, laying siege to ${c.name} of neutral ${kname(k)}`,
    confirm: `Entering ${hexWords(to)} lays siege to a castle of neutral ${kname(k)}: ${kname(k)} joins the alliance of another player, drawn at random.`,
  };
}

const penaltyWords = (ks: KingdomId[]) => (ks.length ? `, a Diplomatic Penalty with ${andList(ks.map(kname))}` : '');

/**
 * Which units of a stack go: every unit, the player keeps at least one. A leader left behind leads
 * nothing (the command's `leader` goes with him: `alsoDrop`); what stays is left as it was.
 */
function splitPick(ids: string[]): NonNullable<Option['pick']> {
  return {
    field: 'units',
    prompt: 'Which units go?',
    options: ids.map((id) => ({ id, label: capital(unitWords(id)) })),
    min: 1,
    alsoDrop: ['leader'],
  };
}

/** Movement choices: for each stack, one command per destination (whole stack, led when it can be; a lone army to split). */
export function movementOptions(s: State, seat: SeatId): Option[] {
  const out: Option[] = [];
  const mine = mapUnits(s).filter((u) => u.seat === seat && movable(s, u));
  const hexes = [...new Set(mine.map((u) => u.hex))].sort();
  let unmoved = 0;
  for (const hex of hexes) {
    const before = out.length;
    const here = mine.filter((u) => u.hex === hex);
    const land = here.filter((u) => u.kind !== 'fleet');
    const groups: { ids: string[]; leader?: string; split?: boolean }[] = [];
    const group = `Move from ${hexWords(hex)}`;
    if (land.length) {
      // a stack bound to a leader moves with him (DR-HERO-06)
      const leaderIds = new Set(land.map((u) => u.ledBy).filter((x): x is string => !!x));
      const free = land.filter(
        (u) => !u.ledBy || u.ledBy === u.id || !leaderIds.has(u.ledBy) || !here.some((x) => x.id === u.ledBy),
      );
      const bound = land.filter((u) => !free.includes(u));
      for (const lid of leaderIds) {
        const withHim = bound.filter((u) => u.ledBy === lid);
        const leader = here.find((u) => u.id === lid);
        if (leader && withHim.length) groups.push({ ids: [lid, ...withHim.map((u) => u.id)], leader: lid });
      }
      const pool = free.filter((u) => !leaderIds.has(u.id) || !bound.some((b) => b.ledBy === u.id));
      if (pool.length) {
        const leader = pool.find((u) => u.kind === 'monarch' && mayLead(u, pool, s));
        // Splitting the stack is the player's pick of which units go (Choice.pick), not one button per subset.
        groups.push({
          ids: pool.map((u) => u.id),
          ...(leader && pool.length > 1 ? { leader: leader.id } : {}),
          ...(pool.length > 1 ? { split: true } : {}),
        });
      }
    }
    for (const gr of groups) {
      let g: Group;
      try {
        g = landGroup(s, seat, gr.ids, gr.leader);
      } catch {
        continue;
      }
      const who = stackWords(gr.ids, gr.leader);
      const combat = g.units.some(isCombat);
      for (const h of searchTargets(s, g)) {
        out.push({
          command: { type: 'search', units: gr.ids, hero: h.id, ...(gr.leader ? { leader: gr.leader } : {}) },
          label: `Search ${hexWords(hex)} for ${unitWord(h.id)} with ${who} (${searchCost(g)} MP; a Hero Fate roll)`,
          group,
          target: hex,
          ...(gr.split ? { pick: splitPick(gr.ids) } : {}),
        });
      }
      // DR-FATE-01 #4: heroes leaving an enemy stack they began the phase with roll first
      const leaving = unitsAt(s, g.from).some((u) => u.seat !== seat && isCombat(u))
        ? g.units.filter((u) => u.kind === 'monarch' && u.mp === null).length
        : 0;
      const heroes = g.units.filter((u) => u.kind === 'monarch');
      for (const d of landDestinations(s, g)) {
        const c = liveCastle(s, d.to);
        const arrival = arrivalWords(s, seat, d.to, combat);
        const fates = leaving + (combat ? 0 : loneHeroRolls(s, g, d.path).length * heroes.length);
        const risk = fates
          ? `${capital(unitsWords(heroes.map((u) => u.id)))} ${fates === 1 ? 'makes a Hero Fate roll' : `make ${fates} Hero Fate rolls`} on the way: a 1 kills, a 6 may mean capture.`
          : undefined;
        const confirm = [arrival.confirm, risk].filter(Boolean).join(' ');
        out.push({
          command: {
            type: 'move',
            units: gr.ids,
            to: d.to,
            ...(gr.leader ? { leader: gr.leader } : {}),
            ...(c && castleSeat(s, c) === seat ? { inside: true } : {}),
          },
          label: `Move ${who} to ${hexWords(d.to)} (${d.cost} MP)${arrival.words}${penaltyWords(violatedKingdoms(s, seat, d.path))}${fates ? `, ${fates === 1 ? 'a Hero Fate roll' : `${fates} Hero Fate rolls`}` : ''}`,
          group,
          target: d.to,
          ...(confirm ? { confirm } : {}),
          ...(gr.split ? { pick: splitPick(gr.ids) } : {}),
        });
      }
    }
    const fleets = here.filter(isFleet);
    if (fleets.length) {
      const aboard = Object.values(s.units).filter((u) => u.aboard && fleets.some((f) => f.id === u.aboard));
      const ashore =
        getHex(hex).kind === 'land' && !getHex(hex).noEmbark
          ? land.filter((u) => !u.done && u.aboard === null && !(u.inside && s.sieges[hex] && s.sieges[hex] !== seat))
          : [];
      const fleetIds = fleets.map((f) => f.id);
      const loads: string[][] = [aboard.map((u) => u.id)];
      if (ashore.length) {
        const room = fleets.length - aboard.filter((u) => u.kind === 'army').length;
        const armies = ashore.filter((u) => u.kind === 'army').slice(0, Math.max(0, room));
        const heroes = ashore.filter((u) => u.kind === 'monarch');
        const extra = [...armies, ...heroes].map((u) => u.id);
        if (extra.length) loads.push([...aboard.map((u) => u.id), ...extra]);
      }
      const full = loads[loads.length - 1] as string[];
      let fg: { g: Group; cargo: Unit[] } | null = null;
      try {
        fg = fleetGroup(s, seat, fleetIds, full);
      } catch {
        fg = null;
      }
      if (fg) {
        const withCargo = fg.cargo.length > 0;
        const fleetWords = unitsWords(fleetIds);
        const cargoWords = new Map(loads.map((l) => [l, l.length ? ` carrying ${unitsWords(l)}` : '']));
        const sailGroup = `Sail from ${hexWords(hex)}`;
        for (const d of fleetDestinations(s, fg.g, fg.cargo)) {
          const hostile = hostileCastle(s, seat, d.to);
          const arrival = hostile ? arrivalWords(s, seat, d.to, true) : { words: '' };
          const penalty = penaltyWords(violatedKingdoms(s, seat, d.path));
          const rescue = d.to === ISLE_OF_FRIGHT ? ', rescuing the castaways' : '';
          for (const cargoIds of loads) {
            const canLand = cargoIds.length > 0 && mayLand(d.to);
            if (hostile && cargoIds !== full) continue;
            const variants = hostile ? [withCargo] : canLand ? [true, false] : [false];
            for (const landIt of variants) {
              out.push({
                command: { type: 'sail', fleets: fleetIds, cargo: cargoIds, to: d.to, land: landIt },
                label: `Sail ${fleetWords}${cargoWords.get(cargoIds) ?? ''} to ${hexWords(d.to)} (${d.cost} MP)${landIt && !hostile ? ', landing' : ''}${arrival.words}${penalty}${rescue}`,
                group: sailGroup,
                target: d.to,
                ...(arrival.confirm ? { confirm: arrival.confirm } : {}),
              });
            }
          }
        }
      }
    }
    if (out.length > before && here.some((u) => u.mp === null)) unmoved++;
  }
  out.push(...disbandOptions(s, seat));
  const stuck = fleetsMustLeave(s, seat).filter((id) =>
    out.some((o) => o.command.type === 'sail' && o.command.fleets.includes(id)),
  );
  if (!stuck.length) {
    // DR-KING-22: units still inside a kingdom that deactivated bring the Diplomatic Penalty now
    const penalties = (s.graces ?? [])
      .filter(
        (g) =>
          g.seat === seat &&
          s.kingdoms[g.kingdom].status === 'inactive' &&
          !s.players[seat]?.penalty.includes(g.kingdom) &&
          mapUnits(s).some((u) => u.seat === seat && isCombat(u) && ownerOf(u.hex) === g.kingdom),
      )
      .map((g) => g.kingdom);
    const warnings = [
      ...(unmoved ? [`${plural(unmoved, 'stack')} ${unmoved === 1 ? 'has' : 'have'} not moved`] : []),
      ...(penalties.length
        ? [`your units still inside ${andList(penalties.map(kname))} bring a Diplomatic Penalty`]
        : []),
    ];
    out.push({
      command: { type: 'done' },
      label: 'End movement',
      group: 'Movement',
      ...(warnings.length ? { confirm: `${capital(warnings.join('; '))}; movement ends.` } : {}),
    });
  }
  return out;
}

/**
 * DR-KING-22: hexes of a kingdom that deactivated where the seat, in its grace Movement Phase, has combat units
 * it may eliminate instead of leaving (no penalty for them). Not offered once the penalty is already his.
 */
export function disbandHexes(s: State, seat: SeatId): { hex: HexId; kingdom: KingdomId; units: string[] }[] {
  const out: { hex: HexId; kingdom: KingdomId; units: string[] }[] = [];
  for (const g of s.graces ?? []) {
    if (g.seat !== seat || s.kingdoms[g.kingdom].status !== 'inactive') continue;
    if (s.players[seat]?.penalty.includes(g.kingdom)) continue;
    const byHex = new Map<HexId, string[]>();
    for (const u of mapUnits(s)) {
      if (u.seat !== seat || !isCombat(u) || ownerOf(u.hex) !== g.kingdom) continue;
      byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.id]);
    }
    for (const [hex, units] of [...byHex].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      out.push({ hex, kingdom: g.kingdom, units });
  }
  return out;
}

function disbandOptions(s: State, seat: SeatId): Option[] {
  return disbandHexes(s, seat).map((d) => {
    const who = unitsWords(d.units);
    return {
      command: { type: 'disband', hex: d.hex },
      label: `Disband ${who} in ${hexWords(d.hex)} rather than stay in neutral ${kname(d.kingdom)} (no Diplomatic Penalty for them)`,
      group: 'Leaving a neutral kingdom',
      target: d.hex,
      confirm: `${capital(who)} ${d.units.length === 1 ? 'is' : 'are'} eliminated for good (mercenaries go back to the pool); in return they bring no Diplomatic Penalty with ${kname(d.kingdom)}.`,
    };
  });
}

/** Eliminates the seat's combat units in a hex of a deactivated kingdom during his grace (DR-KING-22). */
export function applyDisband(tx: Tx, seat: SeatId, hex: HexId): void {
  const d = disbandHexes(tx.state, seat).find((x) => x.hex === hex);
  if (!d) throw new RuleError('no_disband', 'No units of yours there may be disbanded to avoid a Diplomatic Penalty.');
  // heroes aboard a disbanded fleet stay in the hex, ashore or afloat alike
  const riders = Object.values(tx.state.units).filter(
    (u) => u.kind === 'monarch' && u.aboard !== null && d.units.includes(u.aboard),
  );
  if (riders.length)
    tx.emit({ type: 'displaced', units: riders.map((u) => u.id), to: hex, inside: false, cause: 'displacement' });
  tx.emit({ type: 'eliminated', units: d.units, cause: 'disbanded' });
}

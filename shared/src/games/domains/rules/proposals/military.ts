/**
 * The orders the draft proposes for the actions of rules/actions/military.ts:
 * each one its handler would carry out as the board stands (a roll may still
 * fail it), named in words with its cost.
 *
 * - Muster Armies: each unit the province lets the domain raise, one of it
 *   and as many as fit (the per-turn cap, 10 GB a court action, the treasury).
 * - Move Troops: a province's ready units together, to each neighbour they may
 *   enter, as a court action (1 GB per 10 unit-provinces), a lieutenant's, or
 *   a free one (1 GB per 5); and to attack brigands (J-64) wherever a round's
 *   safe march (4 × Move) reaches them, at war or not, by the shortest way.
 * - Move Troops by Sea: a province's ready units aboard the domain's own ships
 *   lying there, to each of its own, occupied or enemy shores within a round's
 *   sail, and to shores where brigands stand (J-64).
 * - Move Ships: a fleet (the ships lying together) to each sea within reach,
 *   an enemy's coast, or a friendly port to dock in; at war, searching as well.
 * - Occupy Province: an enemy province the domain's ready units stand in, with
 *   and without pillage, or pillage alone (its province, a holding, its magic).
 * - Raid: a province's ready units (at most 2 per level of the target) on each
 *   adjacent enemy province and each open enemy holding in one.
 * - Build: the province level in GB on each building the domain may raise and
 *   would own where it rules or holds; walls where it rules, works for its
 *   holdings elsewhere; muster halls only where that unit can be mustered.
 * - Disband: one unit of each kind in a province, one ship of each kind in
 *   port, and (a court action) walls, buildings and idle holdings of level 0.
 * - Improve Unit: each upgrade a veteran unit may take in a home province.
 * - Oversee, leading the army (3.10, J-42, J-43, J-45): each character of the court to each battle the
 *   domain's troops are in for (where they stand with foes or in enemy land, where the draft marches, ships
 *   or raids them to foes or enemy land), with his survival in words; a scion seeking bloodtheft; the
 *   regent buying survival points at 2 RP each, one or as many as count and the treasury pays, on himself,
 *   on a lieutenant the draft already sends there, or against each enemy regent whose troops or realm are
 *   there (seeking bloodtheft too, for a scion).
 *
 * Orders already on the domain's draft count: units and ships it sends are
 * not offered again, nor a Build where the province has had its Builds, nor
 * regulars beyond a province's cap. What the domain cannot see is never used:
 * covert holdings are not targets, other domains' units do not shape a
 * proposal (brigands, seen by all, do: J-64), and ships are only the domain's
 * own (a lent ship is another regent's secret order).
 */
import {
  BUILDING_RULES,
  BUILDING_TABLE,
  BUILDINGS,
  type BuildingId,
  buildingMaxLevel,
  CHARACTERS_IN_BATTLE,
  type DomainId,
  embarkNodes,
  enterCost,
  FORT_KINDS,
  IMPROVE_UNIT,
  isMercenary,
  levelCost,
  linkBetween,
  MOVEMENT,
  MUSTER,
  moveTroopsCost,
  musterCost,
  NAV_BY_ID,
  NAV_GRAPH,
  type ProvinceId,
  province as provinceOf,
  SHIP_TABLE,
  SHIPS,
  seaTransportCost,
  UNIT_IDS,
  UNIT_TABLE,
  UNIT_UPGRADE_TABLE,
  UNIT_UPGRADES,
  type UnitId,
  type UnitUpgradeId,
} from '../../data/index.ts';
import { meets } from '../actions/military.ts';
import { atWar, friendly, hostileIn, ready, unitMorale } from '../battle.ts';
import { turnOf } from '../calendar.ts';
import { buildingOwner } from '../economy.ts';
import { type DraftKey, draftOf, fromBoard, keyedBy, type Proposal, type Proposer, propose } from '../draft.ts';
import {
  allProvinces,
  allUnits,
  holdingsIn,
  holdingsOf,
  holdingsOfIn,
  livingCourt,
  memo,
  remember,
  ruledBy,
  shipsOf,
  unitsIn,
  unitsOf,
} from '../index-by.ts';
import {
  BRIGANDS,
  type CharacterState,
  type HoldingState,
  type ShipState,
  type State,
  type UnitState,
} from '../state.ts';
import { MAX_SURVIVAL_POINTS, survivalParts } from '../survival.ts';
import { dname, HOLDING_WORD, pname, shipsName, unitsName } from '../words.ts';

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

const tenth = (x: number): number => Math.round(x * 10) / 10;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const gbWords = (gb: number): string => (gb > 0 ? `${tenth(gb)} GB` : 'no GB');

/** The treasury can pay it now, as the handlers' `pay` asks. */
const affords = (s: State, d: DomainId, gb: number, rp = 0): boolean => {
  const t = s.domains[d];
  return !!t && t.gb + 1e-9 >= gb && t.rp + 1e-9 >= rp;
};

const isPort = (at: string): boolean => !NAV_BY_ID.has(at);

/** At war with someone (a fleet's stance then matters). */
const anyWar = (s: State, d: DomainId): boolean => Object.keys(s.domains).some((x) => atWar(s, d, x as DomainId));

/** The court's lieutenants, each of whom may take a court or free action as the lieutenant action. */
const lieutenants = (s: State, d: DomainId) => livingCourt(s, d).filter((c) => c.role === 'lieutenant');

/** A domain's free units in a province (battle.ts activeUnits, from the index). */
const activeUnits = (s: State, d: DomainId, p: ProvinceId): UnitState[] =>
  unitsIn(s, p).filter((u) => u.owner === d && u.captor === null);

/**
 * Who owns a building of a province (economy.ts buildingOwner), kept per (holdings, provinces), all it
 * reads: Build, Muster and Disband ask it for every building of every province the domain is in.
 */
const owners = memo<DomainId | null>();
const ownerOf = (s: State, p: ProvinceId, b: BuildingId): DomainId | null =>
  remember(owners, [s.holdings, s.provinces], `${p}|${b}`, () => buildingOwner(s, p, b));

const BUILDING_ROWS = Object.entries(BUILDING_TABLE) as [BuildingId, (typeof BUILDING_TABLE)[BuildingId]][];

/** The domain's seat: its capital, else the highest province it rules. */
function seatOf(s: State, d: DomainId): ProvinceId | null {
  const ruled = ruledBy(s, d);
  return (ruled.find((p) => p.capitalOf === d) ?? [...ruled].sort((a, b) => b.level - a.level)[0])?.id ?? null;
}

/** A province at the front: it or a neighbour is ruled by an enemy. */
const atFront = (s: State, d: DomainId, p: ProvinceId): boolean =>
  [p, ...provinceOf(p).neighbours].some((q) => atWar(s, d, s.provinces[q]?.ruler ?? null));

/** What the draft already asks of the domain's troops, ships and provinces (orders resolve in sheet order). */
interface Drafted {
  units: Set<string>;
  ships: Set<string>;
  builds: Map<ProvinceId, number>;
  regulars: Map<ProvinceId, number>;
}

/** Kept per (sheets, units), all it reads: every military proposer asks it. Shared: do not change it. */
const draftedKept = memo<Drafted>();
const drafted = (s: State, d: DomainId): Drafted =>
  remember(draftedKept, [s.sheets, s.units], d, () => draftedNow(s, d));

const byKey = <K>(entries: Iterable<[string, K]>): [string, K][] =>
  [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * All the military proposers read of the draft (they read it through `drafted` alone), in words: their
 * proposals serve every draft that asks the same of the troops, ships and provinces (rules/draft.ts keyedBy).
 */
const draftedKeys = memo<string>();
const draftedKey: DraftKey = (s, d) =>
  remember(draftedKeys, [s.sheets, s.units], d, () => {
    const x = drafted(s, d);
    return JSON.stringify([[...x.units].sort(), [...x.ships].sort(), byKey(x.builds), byKey(x.regulars)]);
  });

function draftedNow(s: State, d: DomainId): Drafted {
  const out: Drafted = { units: new Set(), ships: new Set(), builds: new Map(), regulars: new Map() };
  const all = (p: string) => {
    for (const u of activeUnits(s, d, p)) out.units.add(u.id);
  };
  for (const o of draftOf(s, d).orders) {
    const p = o.targets[0] ?? '';
    switch (o.action) {
      case 'move-troops':
        for (const t of o.targets) out.units.add(t);
        break;
      case 'move-troops-by-sea':
        for (const t of o.targets) out.units.add(t);
        for (const t of list(o.params?.ships)) out.ships.add(t);
        break;
      case 'raid':
        for (const t of list(o.params?.units)) out.units.add(t);
        break;
      case 'move-ships':
        for (const t of o.targets) out.ships.add(t);
        break;
      case 'disband':
        for (const t of o.targets) (o.variant === 'ships' ? out.ships : out.units).add(t);
        break;
      case 'occupy-province':
        all(p);
        break;
      case 'build':
        out.builds.set(p, (out.builds.get(p) ?? 0) + 1);
        if (o.params?.building === 'fortification') all(p);
        break;
      case 'muster-armies': {
        const ids = list(o.params?.units);
        const one = str(o.params?.unit);
        const n = ids.length
          ? ids.filter((x) => UNIT_TABLE[x as UnitId] && !isMercenary(x as UnitId)).length
          : one && UNIT_TABLE[one as UnitId] && !isMercenary(one as UnitId)
            ? typeof o.params?.count === 'number'
              ? Math.max(1, Math.floor(o.params.count))
              : 1
            : 0;
        out.regulars.set(p, (out.regulars.get(p) ?? 0) + n);
        break;
      }
    }
  }
  return out;
}

/** The domain's free units that can set out this round (the handlers' cannotAct), by province; none already sent. */
function stacks(s: State, d: DomainId, busy: Set<string>): Map<ProvinceId, UnitState[]> {
  const out = new Map<ProvinceId, UnitState[]>();
  for (const u of unitsOf(s, d)) {
    if (u.captor !== null || !s.provinces[u.province] || busy.has(u.id)) continue;
    if (!ready(u, s.round) || u.movedRound === s.round || u.task?.round === s.round) continue;
    out.set(u.province, [...(out.get(u.province) ?? []), u]);
  }
  return out;
}

/** The domain's own ships that may sail this round, grouped by where they lie (unpaid ones are laid up, 1.7.3). */
function fleets(s: State, d: DomainId, busy: Set<string>): Map<string, ShipState[]> {
  const out = new Map<string, ShipState[]>();
  for (const sh of shipsOf(s, d)) {
    if (sh.movedRound === s.round || sh.unpaid || busy.has(sh.id)) continue;
    out.set(sh.at, [...(out.get(sh.at) ?? []), sh]);
  }
  return out;
}

const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id);

/** " (with Elite, Advanced Morale)": a unit's upgrades, where it has any. */
const upgradesWords = (u: UnitState): string =>
  u.upgrades.length ? ` (with ${u.upgrades.map((g) => UNIT_UPGRADE_TABLE[g].name).join(', ')})` : '';

// ---------------------------------------------------------------------------
// The sea (as rules/actions/military.ts navBlocked and sailCost)
// ---------------------------------------------------------------------------

/** A fleet may not pass a node (J-35): a river needs a friendly bank, a port's coast its ruler's leave or war. */
function navBlocked(s: State, d: DomainId, node: string): boolean {
  const n = NAV_BY_ID.get(node);
  if (!n) return false;
  if (
    n.kind === 'reach' &&
    n.banks &&
    !n.banks.some((b) => friendly(s, d, b) || atWar(s, d, s.provinces[b]?.ruler ?? null))
  )
    return true;
  if (n.kind === 'coast' && n.province) {
    const ps = s.provinces[n.province];
    if (ps && ps.level >= 4 && !friendly(s, d, n.province) && !atWar(s, d, ps.ruler)) return true;
  }
  return false;
}

/**
 * Sailing points from a fleet's place to every node it may pass, with the way there (Dijkstra, as the
 * handler's sailCost). Move Ships never asks about the node a fleet already lies in (`leaving`).
 */
const sailed = memo<Map<string, { cost: number; path: string[] }>>();
/** Kept per (provinces, domains), all navBlocked reads: each stack by sea asks it again of the same fleet. Shared. */
const sailing = (s: State, d: DomainId, from: string, leaving = false): Map<string, { cost: number; path: string[] }> =>
  remember(sailed, [s.provinces, s.domains], `${d}|${from}|${leaving}`, () => sailingNow(s, d, from, leaving));

function sailingNow(
  s: State,
  d: DomainId,
  from: string,
  leaving: boolean,
): Map<string, { cost: number; path: string[] }> {
  const out = new Map<string, { cost: number; path: string[] }>();
  const queue: { n: string; cost: number; path: string[] }[] = isPort(from)
    ? embarkNodes(from).map((n) => ({ n, cost: NAV_BY_ID.get(n)!.cost, path: [n] }))
    : [{ n: from, cost: 0, path: [] }];
  while (queue.length) {
    queue.sort((a, b) => a.cost - b.cost);
    const { n, cost, path } = queue.shift()!;
    if (out.has(n) || (navBlocked(s, d, n) && !(leaving && n === from))) continue;
    out.set(n, { cost, path });
    for (const m of NAV_GRAPH.neighbours(n))
      if (!out.has(m)) queue.push({ n: m, cost: cost + NAV_BY_ID.get(m)!.cost, path: [...path, m] });
  }
  return out;
}

const sailPoints = (fleet: readonly ShipState[]): number =>
  SHIPS.pointsPerSail * Math.min(...fleet.map((x) => SHIP_TABLE[x.type].sail));

// ---------------------------------------------------------------------------
// #27 Muster Armies
// ---------------------------------------------------------------------------

/** A unit's requirement met in a province (as the handler's `meets`). */

/** A regular unit the domain may raise in a province, by the handler's checks (not the caps). */
function regularHere(s: State, d: DomainId, p: ProvinceId, id: UnitId): boolean {
  const ps = s.provinces[p]!;
  const row = UNIT_TABLE[id];
  if (isMercenary(id) || musterCost(id) === null || ps.loyalty === 'rebellious') return false;
  const race = provinceOf(p).race;
  if (MUSTER.tableByProvinceRace && row.table === 'elven' && race !== 'elven') return false;
  if (MUSTER.tableByProvinceRace && row.table === 'human' && race === 'elven') return false;
  return row.requirements.some((r) => meets(s, d, p, r));
}

/** GB for one unit here: halved by the domain's own matching building (regulars only). */
function unitCost(s: State, d: DomainId, p: ProvinceId, id: UnitId): number {
  const ps = s.provinces[p]!;
  const halves =
    !isMercenary(id) &&
    BUILDING_ROWS.some(
      ([b, def]) =>
        def.halvesMuster?.includes(UNIT_TABLE[id].type) && (ps.buildings[b] ?? 0) > 0 && ownerOf(s, p, b) === d,
    );
  return musterCost(id, halves) ?? 0;
}

function musterProposals(s: State, d: DomainId): Proposal[] {
  const draft = drafted(s, d);
  const turn = turnOf(s.round);
  const gb = s.domains[d]?.gb ?? 0;
  const seat = seatOf(s, d);
  const war = anyWar(s, d);
  // every place each unit can be raised, with as many as one order may raise there
  const options: { p: ProvinceId; id: UnitId; n: number; each: number; front: boolean }[] = [];
  // regulars mustered this turn, by the province they were raised in (anyone's)
  const raised = new Map<string, number>();
  for (const u of allUnits(s))
    if (u.musteredAt && u.mustered > 0 && turnOf(u.mustered) === turn && !isMercenary(u.type))
      raised.set(u.musteredAt, (raised.get(u.musteredAt) ?? 0) + 1);
  for (const ps of allProvinces(s)) {
    const p = ps.id;
    const present = ps.ruler === d || holdingsOfIn(s, d, p).length > 0;
    if (!present) continue;
    const already = (raised.get(p) ?? 0) + (draft.regulars.get(p) ?? 0);
    const slots = ps.level - already;
    const nomadsHere = unitsIn(s, p).filter((u) => u.owner === d && u.type === 'nomad-light-cavalry').length;
    const nomadRoom = ps.level + MUSTER.nomadCavalryOverLevel - nomadsHere;
    const front = war && atFront(s, d, p);
    for (const id of UNIT_IDS) {
      const merc = isMercenary(id);
      // mercenaries cost dear and are ready at once: worth it at war, at the seat or the front
      if (merc ? atWar(s, d, ps.ruler) || !war || (p !== seat && !front) : !regularHere(s, d, p, id)) continue;
      const each = unitCost(s, d, p, id);
      let n = merc ? 30 : slots;
      if (UNIT_TABLE[id].requirements.some((r) => r.kind === 'nomad-province')) n = Math.min(n, nomadRoom);
      const fits = (k: number) => {
        const cost = tenth(each * k);
        return cost <= MUSTER.gbPerCourtAction && cost <= gb + 1e-9;
      };
      while (n > 0 && !fits(n)) n--;
      if (n >= 1) options.push({ p, id, n, each, front });
    }
  }
  // each unit where it is best raised (cheapest, then the most room, then the seat, then the highest), and
  // at war at the front too
  const rank = (o: (typeof options)[number]): number[] => [-o.each, o.n, o.p === seat ? 1 : 0, s.provinces[o.p]!.level];
  const ahead = (x: number[], y: number[]): boolean => {
    const i = x.findIndex((v, k) => v !== y[k]);
    return i >= 0 && x[i]! > y[i]!;
  };
  const best = new Map<UnitId, (typeof options)[number]>();
  for (const o of options) {
    const b = best.get(o.id);
    if (!b || ahead(rank(o), rank(b))) best.set(o.id, o);
  }
  const out: Proposal[] = [];
  for (const o of options) {
    if (best.get(o.id) !== o && !o.front) continue;
    const row = UNIT_TABLE[o.id];
    const merc = isMercenary(o.id);
    const levy = row.type === 'Irr' && !merc;
    const note = merc ? ', ready at once' : levy ? `, each −1 on ${pname(o.p)}’s next loyalty roll` : '';
    out.push({
      order: {
        action: 'muster-armies',
        targets: [o.p],
        params: o.n === 1 ? { unit: o.id } : { unit: o.id, count: o.n },
      },
      label: `Muster Armies: ${o.n} ${row.name} in ${pname(o.p)}${note}`,
      cost: gbWords(tenth(o.each * o.n)),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #25 Move Troops (and attacking brigands, J-64)
// ---------------------------------------------------------------------------

/** Where brigands stand, with their units (J-64): seen by everyone. */
function brigandBands(s: State): Map<ProvinceId, UnitState[]> {
  const out = new Map<ProvinceId, UnitState[]>();
  for (const u of unitsOf(s, BRIGANDS))
    if (u.captor === null && s.provinces[u.province]) out.set(u.province, [...(out.get(u.province) ?? []), u]);
  return out;
}

/** ", to attack the brigands there (2 Mercenary Infantry)", where brigands stand. */
const brigandWords = (s: State, bands: Map<ProvinceId, UnitState[]>, p: ProvinceId): string => {
  const band = bands.get(p);
  return band ? `, to attack the brigands there (${unitsName(s, ids(band))})` : '';
};

/**
 * The shortest way (by movement cost) a stack marching safely (4 × its Move) takes to each brigand band it
 * can reach this round, as the Move Troops handler walks a path: every province entered must be friendly,
 * at war with the domain, or the band's own; the march stops at troops it meets, on crossing a river and in
 * enemy land it does not hold, so those end a way (J-33, 3.4, J-64).
 */
function waysToBrigands(
  s: State,
  d: DomainId,
  from: ProvinceId,
  units: readonly UnitState[],
  bands: Map<ProvinceId, UnitState[]>,
): Map<ProvinceId, ProvinceId[]> {
  const move = Math.min(
    ...units.map((u) => UNIT_TABLE[u.type].move + u.upgrades.reduce((a, g) => a + UNIT_UPGRADE_TABLE[g].move, 0)),
  );
  const safe = MOVEMENT.safeMultiplier * move;
  /** The cheapest cost into a province, by whether the march may go on from it (a river crossing ends it). */
  const best = new Map<string, number>();
  const out = new Map<ProvinceId, ProvinceId[]>();
  const queue: { p: ProvinceId; cost: number; path: ProvinceId[]; goes: boolean }[] = [
    { p: from, cost: 0, path: [], goes: true },
  ];
  while (queue.length) {
    queue.sort((a, b) => a.cost - b.cost);
    const { p, cost, path, goes } = queue.shift()!;
    if (path.length && bands.has(p)) {
      if (!out.has(p)) out.set(p, path);
      continue;
    }
    if (!goes) continue;
    for (const next of provinceOf(p).neighbours) {
      const ps = s.provinces[next];
      const link = ps ? linkBetween(p, next) : null;
      if (!ps || !link || next === from) continue;
      if (!friendly(s, d, next) && !atWar(s, d, ps.ruler) && !bands.has(next)) continue;
      const step = enterCost(provinceOf(next).terrain, ps.highway) + (link.river ? 1 : 0) + (link.lake ? 2 : 0);
      if (path.length > 0 && cost + step > safe) continue;
      const stops =
        hostileIn(s, d, next).length > 0 ||
        !!link.river ||
        (!!ps.ruler && atWar(s, d, ps.ruler) && ps.occupiedBy !== d);
      const key = `${next}|${stops}`;
      if ((best.get(key) ?? Number.POSITIVE_INFINITY) <= cost + step) continue;
      best.set(key, cost + step);
      queue.push({ p: next, cost: cost + step, path: [...path, next], goes: !stops });
    }
  }
  return out;
}

function moveProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const lts = lieutenants(s, d);
  const bands = brigandBands(s);
  const offer = (units: UnitState[], path: ProvinceId[], label: string) => {
    const order = { action: 'move-troops' as const, targets: ids(units), params: { path } };
    const court = moveTroopsCost(units.length * path.length, 'X');
    const free = moveTroopsCost(units.length * path.length, 'F');
    if (affords(s, d, court)) {
      out.push({ order: { ...order, as: 'court' }, label, cost: gbWords(court) });
      for (const c of lts)
        out.push({ order: { ...order, as: 'lieutenant', overseer: c.id }, label, cost: gbWords(court) });
    }
    if (affords(s, d, free)) out.push({ order: { ...order, as: 'free' }, label, cost: gbWords(free) });
  };
  for (const [from, units] of stacks(s, d, drafted(s, d).units)) {
    const what = unitsName(s, ids(units));
    for (const to of provinceOf(from).neighbours) {
      const ps = s.provinces[to];
      if (!ps || !linkBetween(from, to)) continue;
      // brigands may be attacked at war or not, with nobody's leave (J-64)
      if (!friendly(s, d, to) && !atWar(s, d, ps.ruler) && !bands.has(to)) continue;
      offer(units, [to], `Move Troops: ${what} from ${pname(from)} to ${pname(to)}${brigandWords(s, bands, to)}`);
    }
    if (!bands.size) continue;
    // brigands further off, within a round's safe march
    for (const [to, path] of waysToBrigands(s, d, from, units, bands)) {
      if (path.length < 2) continue;
      const via = path.slice(0, -1).map(pname).join(', ');
      offer(
        units,
        path,
        `Move Troops: ${what} from ${pname(from)} by ${via} to ${pname(to)}${brigandWords(s, bands, to)}`,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #26 Move Troops by Sea
// ---------------------------------------------------------------------------

/** Where a landing helps: the domain's own or occupied shores, its enemies', and brigands' (J-64). */
const landing = (s: State, d: DomainId, p: ProvinceId, bands: Map<ProvinceId, UnitState[]>): boolean => {
  const ps = s.provinces[p];
  return !!ps && (ps.ruler === d || ps.occupiedBy === d || atWar(s, d, ps.ruler) || bands.has(p));
};

function bySeaProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const draft = drafted(s, d);
  const bands = brigandBands(s);
  const ships = fleets(s, d, draft.ships);
  for (const [from, units] of stacks(s, d, draft.units)) {
    const shore = embarkNodes(from);
    for (const [at, fleet] of ships) {
      if (at !== from && !shore.includes(at)) continue;
      // as many as the ships carry, cavalry taking two places
      let room = fleet.reduce((a, x) => a + SHIP_TABLE[x.type].troops, 0);
      const aboard: UnitState[] = [];
      for (const u of units) {
        const need = UNIT_TABLE[u.type].mounted ? 2 : 1;
        if (need > room) continue;
        room -= need;
        aboard.push(u);
      }
      if (!aboard.length) continue;
      const mounted = aboard.filter((u) => UNIT_TABLE[u.type].mounted).length;
      const gb = seaTransportCost(aboard.length - mounted, mounted);
      if (!affords(s, d, gb)) continue;
      const points = sailPoints(fleet);
      const reach = sailing(s, d, at);
      for (const ps of Object.values(s.provinces)) {
        const to = ps.id;
        if (to === from || !landing(s, d, to, bands)) continue;
        const nodes = embarkNodes(to);
        const need = Math.min(
          Number.POSITIVE_INFINITY,
          ...nodes.map((n) => reach.get(n)?.cost ?? Number.POSITIVE_INFINITY),
        );
        if (!nodes.length || need > points) continue;
        out.push({
          order: {
            action: 'move-troops-by-sea',
            targets: ids(aboard),
            params: { ships: ids(fleet), to },
          },
          label: `Move Troops by Sea: ${unitsName(s, ids(aboard))} from ${pname(from)} to ${pname(to)} aboard ${shipsName(s, ids(fleet))}${brigandWords(s, bands, to)}`,
          cost: gbWords(gb),
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #24 Move Ships
// ---------------------------------------------------------------------------

function shipProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const war = anyWar(s, d);
  for (const [at, fleet] of fleets(s, d, drafted(s, d).ships)) {
    const points = sailPoints(fleet);
    const reach = sailing(s, d, at, true);
    const what = shipsName(s, ids(fleet));
    const add = (path: string[], where: string, atSea: boolean) => {
      const order = { action: 'move-ships' as const, targets: ids(fleet), params: { path } };
      const label = `Move Ships: ${what} from ${pname(at)} ${where}`;
      out.push({ order, label });
      if (atSea && war)
        out.push({
          order: { ...order, params: { path, stance: 'searching' } },
          label: `${label}, searching for enemy fleets`,
        });
    };
    // out to sea, or off an enemy's coast
    for (const [n, { cost, path }] of reach) {
      if (n === at || cost > points || !path.length) continue;
      const node = NAV_BY_ID.get(n)!;
      if (node.kind === 'sea' || node.kind === 'ocean') add(path, `to ${node.name}`, true);
      else if (node.kind === 'coast' && node.province && atWar(s, d, s.provinces[node.province]?.ruler ?? null))
        add(path, `to lie ${node.name}`, true);
    }
    // into a friendly port with a ruler (its own, an ally's, one giving passage)
    for (const ps of Object.values(s.provinces)) {
      const p = ps.id;
      if (p === at || !ps.ruler || !friendly(s, d, p)) continue;
      const nodes = embarkNodes(p);
      if (!nodes.length) continue;
      let path: string[] | null = null;
      if (nodes.includes(at)) path = [p];
      else {
        const best = nodes
          .map((n) => reach.get(n))
          .filter((x) => x !== undefined && x.cost <= points && x.path.length > 0)
          .sort((a, b) => a!.cost - b!.cost)[0];
        if (best) path = [...best.path, p];
      }
      if (path) add(path, `into port at ${pname(p)}`, false);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #28 Occupy Province (and pillage, its variant)
// ---------------------------------------------------------------------------

function occupyProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  for (const [p, units] of stacks(s, d, drafted(s, d).units)) {
    const ps = s.provinces[p]!;
    if (!ps.ruler || ps.ruler === d || !atWar(s, d, ps.ruler)) continue;
    if (ps.fortification > 0 && !(ps.siege?.taken && ps.siege.by === d)) continue;
    const what = unitsName(s, ids(units));
    const pillaged = unitsIn(s, p).some(
      (u) => u.task?.round === s.round && (u.task.kind === 'pillage' || u.task.variant?.startsWith('pillage:')),
    );
    const order = { action: 'occupy-province' as const, targets: [p] };
    if (ps.occupiedBy !== d && affords(s, d, 1)) {
      out.push({ order, label: `Occupy Province: ${pname(p)} with ${what}`, cost: '1 GB' });
      if (!pillaged)
        out.push({
          order: { ...order, params: { pillage: 'province' } },
          label: `Occupy Province: ${pname(p)} with ${what}, pillaging it too`,
          cost: '1 GB',
        });
    }
    if (pillaged) continue;
    out.push({
      order: { ...order, variant: 'pillage', params: { pillage: 'province' } },
      label: `Occupy Province: pillage ${pname(p)} with ${what}, without occupying it`,
    });
    for (const h of holdingsIn(s, p)) {
      if (h.covert || h.type === 'source' || h.level < 1 || h.fortification > 0) continue;
      if (!atWar(s, d, h.owner)) continue;
      out.push({
        order: { ...order, variant: 'pillage', params: { pillage: 'holding', holding: h.id } },
        label: `Occupy Province: pillage ${dname(h.owner)}’s ${HOLDING_WORD[h.type]} (${h.level}) in ${pname(p)} with ${what}`,
      });
    }
    if (ps.magic > 0 && units.length >= ps.magic)
      out.push({
        order: { ...order, variant: 'pillage', params: { pillage: 'magic' } },
        label: `Occupy Province: strip the magic of ${pname(p)} (level ${ps.magic}) with ${what}`,
      });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #30 Raid
// ---------------------------------------------------------------------------

function raidProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  for (const [from, units] of stacks(s, d, drafted(s, d).units)) {
    // the steadiest raid first when the target takes fewer than all
    const sorted = [...units].sort((a, b) => unitMorale(b) - unitMorale(a));
    const party = (level: number) => sorted.slice(0, 2 * level);
    for (const p of provinceOf(from).neighbours) {
      const ps = s.provinces[p];
      if (!ps || !linkBetween(from, p)) continue;
      if (ps.ruler && ps.ruler !== d && atWar(s, d, ps.ruler) && ps.level > 0) {
        const go = party(ps.level);
        out.push({
          order: { action: 'raid', variant: 'province', targets: [p], params: { units: ids(go) } },
          label: `Raid: ${unitsName(s, ids(go))} from ${pname(from)} on ${pname(p)}`,
        });
      }
      for (const h of holdingsIn(s, p)) {
        if (h.covert || h.owner === d || h.level < 1 || !atWar(s, d, h.owner)) continue;
        const go = party(h.level);
        out.push({
          order: { action: 'raid', variant: 'holding', targets: [h.id], params: { units: ids(go) } },
          label: `Raid: ${unitsName(s, ids(go))} from ${pname(from)} on ${dname(h.owner)}’s ${HOLDING_WORD[h.type]} (${h.level}) in ${pname(p)}`,
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #3 Build
// ---------------------------------------------------------------------------

/** A building that halves a unit's muster cost helps only where the domain may muster that unit. */
function halvesUseful(s: State, d: DomainId, p: ProvinceId, b: BuildingId): boolean {
  const types = BUILDING_TABLE[b].halvesMuster;
  if (!types) return true;
  return UNIT_IDS.some((id) => types.includes(UNIT_TABLE[id].type) && regularHere(s, d, p, id));
}

/** Whether the domain may build it here at all (the handler's who-may-build and requirement checks). */
function mayBuild(s: State, d: DomainId, p: ProvinceId, b: BuildingId, on: HoldingState | null): boolean {
  const ps = s.provinces[p]!;
  const def = BUILDING_TABLE[b];
  const mine = holdingsOfIn(s, d, p);
  if (b === 'fortification') {
    if (on) {
      if (on.owner !== d || on.province !== p || on.type === 'source') return false;
    } else if (ps.ruler !== d) return false;
  } else if (ps.ruler !== d && !mine.length) return false;
  const req = def.requirement;
  const here = provinceOf(p);
  if (req?.kind === 'holding' && !mine.some((h) => h.type === req.type && h.level >= req.level)) return false;
  if (req?.kind === 'holding' && req.where === 'coastal-or-river' && !here.coastal && !here.riverside) return false;
  if (req?.kind === 'province' && (ps.level < req.level || (req.where === 'coastal' && !here.coastal))) return false;
  return true;
}

/**
 * Worth proposing (a started work always is): the domain must own what it builds (the best holding of the
 * type, else the ruler) and have use for it. Walls and watchtowers go to the seat, and at war to the front;
 * forts to its holdings where it does not rule; highways to the seat and where it keeps a guild (its land
 * routes need them); a palace where the one that counts stands; buildings with a requirement wherever it
 * meets it; the rest (bathhouse, racing track, workshop, the muster halls) to the seat.
 */
function wanted(
  s: State,
  d: DomainId,
  p: ProvinceId,
  b: BuildingId,
  on: HoldingState | null,
  seat: ProvinceId | null,
  palaceAt: ProvinceId | null,
  war: boolean,
): boolean {
  const guild = holdingsOfIn(s, d, p).some((h) => h.type === 'guild');
  const front = () => war && atFront(s, d, p);
  if (b === 'fortification') return on ? s.provinces[p]!.ruler !== d : p === seat || front();
  if (b === 'highway') return guild || p === seat;
  if (b === 'palace') return p === palaceAt;
  if (ownerOf(s, p, b) !== d) return false;
  if (b === 'watchtower') return p === seat || front();
  if (BUILDING_TABLE[b].requirement) return true;
  return p === seat && halvesUseful(s, d, p, b);
}

function buildProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const draft = drafted(s, d);
  const gbHeld = s.domains[d]?.gb ?? 0;
  const seat = seatOf(s, d);
  // only the highest palace counts toward the court: it rises where the highest one stands, else at the seat
  const palaces = ruledBy(s, d).filter((p) => (p.buildings.palace ?? 0) > 0);
  const palaceAt = [...palaces].sort((a, b) => (b.buildings.palace ?? 0) - (a.buildings.palace ?? 0))[0]?.id ?? seat;
  const war = anyWar(s, d);
  for (const ps of allProvinces(s)) {
    const p = ps.id;
    const mine = holdingsOfIn(s, d, p);
    if (ps.ruler !== d && !mine.length) continue;
    const allowed = 1 + (ps.buildings.workshop ?? 0);
    const count = (ps.builds?.round === s.round ? ps.builds.count : 0) + (draft.builds.get(p) ?? 0);
    if (count >= allowed) continue;
    const gb = Math.max(0, Math.min(ps.level, Math.floor(gbHeld * 10 + 1e-9) / 10));
    const terrain = provinceOf(p).terrain;
    const helpers = activeUnits(s, d, p).filter(
      (u) => u.movedRound !== s.round && !(u.task?.round === s.round) && !draft.units.has(u.id),
    ).length;
    const prisoners = unitsIn(s, p).filter((u) => u.captor === d).length;
    // works: the province's own buildings, walls where it rules, and forts for its holdings where it does not
    const works: { b: BuildingId; on: HoldingState | null }[] = BUILDINGS.filter((b) => b !== 'fortification').map(
      (b) => ({ b, on: null }),
    );
    if (ps.ruler === d) works.unshift({ b: 'fortification', on: null });
    for (const h of mine) if (h.type !== 'source') works.push({ b: 'fortification', on: h });
    for (const { b, on } of works) {
      if (!mayBuild(s, d, p, b, on)) continue;
      const started = (ps.works ?? []).some((w) => w.building === b && w.on === (on?.id ?? null) && w.owner === d);
      if (!started && !wanted(s, d, p, b, on, seat, palaceAt, war)) continue;
      const current =
        b === 'fortification'
          ? on
            ? on.fortification
            : ps.fortification
          : b === 'highway'
            ? ps.highway
              ? 1
              : 0
            : (ps.buildings[b] ?? 0);
      const top =
        b === 'fortification'
          ? Math.min(
              BUILDING_TABLE.fortification.maxLevel as number,
              Math.max(1, ps.level) * FORT_KINDS[on ? 'fort' : 'castle'].maxPerProvinceLevel,
            )
          : buildingMaxLevel(b, ps.level);
      if (current >= top) continue;
      const help = b === 'fortification' ? helpers + prisoners : 0;
      if (gb + help <= 0) continue;
      const old = (ps.works ?? []).find((w) => w.building === b && w.on === (on?.id ?? null));
      const price = levelCost(b, current, { terrain, on: on ? 'holding' : 'province' });
      const paid = tenth((old?.paid ?? 0) + gb + help);
      const name = BUILDING_TABLE[b].name;
      const what = on
        ? `${name} of your ${HOLDING_WORD[on.type]} (${on.level}) in ${pname(p)}`
        : `${name} in ${pname(p)}`;
      const progress =
        paid + 1e-9 >= price ? `rising to level ${current + 1}` : `${paid} of ${price} GB toward level ${current + 1}`;
      const at = help ? `; ${help} unit${help === 1 ? '' : 's'} at work (+${help} GB), staying put this round` : '';
      const order: Proposal['order'] = {
        action: 'build',
        targets: [p],
        params: on ? { building: b, on: on.id } : { building: b },
      };
      if (gb < ps.level) order.gb = gb;
      out.push({ order, label: `Build: ${what}, ${progress}${at}`, cost: gbWords(gb) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #16 Disband
// ---------------------------------------------------------------------------

function disbandProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const draft = drafted(s, d);
  // one unit of each kind in each province: the rest stay under arms
  const seen = new Set<string>();
  for (const u of unitsOf(s, d)) {
    if (u.captor !== null || draft.units.has(u.id) || !s.provinces[u.province]) continue;
    const key = `${u.province}|${u.type}|${[...u.upgrades].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const merc = isMercenary(u.type);
    const name = `${UNIT_TABLE[u.type].name}${upgradesWords(u)}`;
    out.push({
      order: { action: 'disband', as: 'free', variant: merc ? 'mercenaries' : 'units', targets: [u.id] },
      label: merc
        ? `Disband: pay off 1 ${name} in ${pname(u.province)} (DC 10, or they turn brigand there)`
        : `Disband: 1 ${name} in ${pname(u.province)}`,
    });
  }
  // one ship of each kind in each port
  for (const sh of shipsOf(s, d)) {
    if (!isPort(sh.at) || draft.ships.has(sh.id)) continue;
    const key = `${sh.at}|${sh.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const row = SHIP_TABLE[sh.type];
    out.push({
      order: { action: 'disband', as: 'free', variant: 'ships', targets: [sh.id] },
      label: `Disband: sell 1 ${row.name} at ${pname(sh.at)} (for ${SHIPS.saleByD6[0]}–${SHIPS.saleByD6[5]}% of ${row.cost} GB)`,
    });
  }
  // walls, buildings and idle holdings: a court action, sure only with the regent there in person
  const regentAt = s.characters[`${d}:regent`]?.province;
  const dc = (p: ProvinceId) => (regentAt === p ? ' (the regent is there)' : ' (DC 20: the regent is not there)');
  for (const ps of Object.values(s.provinces)) {
    const p = ps.id;
    if (ps.ruler === d && ps.fortification > 0) {
      const scrap = tenth(
        (BUILDING_TABLE.fortification.cost.province ?? 0) * ps.fortification * BUILDING_RULES.scrapShare,
      );
      out.push({
        order: {
          action: 'disband',
          as: 'court',
          variant: 'holdings-castles',
          targets: [p],
          params: { building: 'fortification' },
        },
        label: `Disband: the walls (${ps.fortification}) of ${pname(p)}, for ${scrap} GB of scrap${dc(p)}`,
      });
    }
    for (const [b, lv] of Object.entries(ps.buildings) as [BuildingId, number][]) {
      if (b === 'fortification' || !lv || ownerOf(s, p, b) !== d) continue;
      let scrap = 0;
      for (let i = 0; i < lv; i++)
        scrap += levelCost(b, i, { terrain: provinceOf(p).terrain }) * BUILDING_RULES.scrapShare;
      out.push({
        order: { action: 'disband', as: 'court', variant: 'holdings-castles', targets: [p], params: { building: b } },
        label: `Disband: the ${BUILDING_TABLE[b].name} (${lv}) in ${pname(p)}, for ${tenth(scrap)} GB of scrap${dc(p)}`,
      });
    }
  }
  for (const h of holdingsOf(s, d)) {
    if (h.level > 0 || h.type === 'source') continue;
    out.push({
      order: { action: 'disband', as: 'court', variant: 'holdings-castles', targets: [h.id] },
      label: `Disband: your ${HOLDING_WORD[h.type]} (0) in ${pname(h.province)}, which yields nothing${dc(h.province)}`,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #21 Improve Unit
// ---------------------------------------------------------------------------

function improveProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  if (!affords(s, d, IMPROVE_UNIT.gbPerUpgrade, IMPROVE_UNIT.rpPerUpgrade)) return out;
  const landed = ruledBy(s, d).length > 0;
  const improved = unitsOf(s, d).filter((x) => x.upgrades.length);
  const seen = new Set<string>();
  for (const u of unitsOf(s, d)) {
    if (u.captor !== null || !u.seenBattle) continue;
    const row = UNIT_TABLE[u.type];
    if (isMercenary(u.type) || row.type === 'Irr' || row.type === 'Summoned' || u.type === 'nomad-light-cavalry')
      continue;
    if (u.upgrades.length >= IMPROVE_UNIT.maxUpgrades) continue;
    const ps = s.provinces[u.province];
    if (!ps) continue;
    const home = landed
      ? ps.ruler === d
      : !atWar(s, d, ps.ruler) && holdingsOfIn(s, d, u.province).some((h) => h.type !== 'source' && h.level >= 1);
    if (!home) continue;
    // the same kind of unit with the same upgrades in the same place is one proposal
    const key = `${u.province}|${u.type}|${[...u.upgrades].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const up of UNIT_UPGRADES as readonly UnitUpgradeId[]) {
      if (u.upgrades.includes(up)) continue;
      // one improved design per domain (J-58): every other improved unit lies on the same line
      const next = [...u.upgrades, up];
      const sub = (a: readonly string[], b: readonly string[]) => a.every((x) => b.includes(x));
      if (
        improved.some((o) => o.id !== u.id && (o.type !== u.type || !(sub(next, o.upgrades) || sub(o.upgrades, next))))
      )
        continue;

      out.push({
        order: { action: 'improve-unit', targets: [u.id], params: { upgrade: up } },
        label: `Improve Unit: ${row.name}${upgradesWords(u)} in ${pname(u.province)} gain ${UNIT_UPGRADE_TABLE[up].name}`,
        cost: `${IMPROVE_UNIT.gbPerUpgrade} GB, ${IMPROVE_UNIT.rpPerUpgrade} RP`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #29 Oversee: leading the army into battle (3.10, J-42, J-43, J-45)
// ---------------------------------------------------------------------------

const [LOW, HIGH] = CHARACTERS_IN_BATTLE.survivalRange;
const RP_PER_POINT = CHARACTERS_IN_BATTLE.rpPerSurvivalPoint;

/** A character's survival threshold as he stands, before RP and enemies' abilities (rules/survival.ts). */
const thresholdOf = (c: CharacterState): number =>
  Math.min(
    HIGH,
    Math.max(
      LOW,
      survivalParts(c, []).reduce((n, m) => n + m.value, 0),
    ),
  );

/**
 * Where the domain's troops are in for a battle this round, with the enemies it can name there: where its
 * free units stand with foes (brigands included) or in the land of a realm at war with it, and where the
 * draft marches, ships or raids them to foes or such land.
 */
function battlePlaces(s: State, d: DomainId): Map<ProvinceId, Set<DomainId>> {
  const out = new Map<ProvinceId, Set<DomainId>>();
  const consider = (p: string | null) => {
    const ps = p ? s.provinces[p] : undefined;
    if (!ps || out.has(ps.id)) return;
    const foes = hostileIn(s, d, ps.id);
    const enemyLand = !!ps.ruler && ps.ruler !== d && atWar(s, d, ps.ruler);
    if (!foes.length && !enemyLand) return;
    const enemies = new Set<DomainId>(foes.filter((f): f is DomainId => f !== BRIGANDS));
    if (enemyLand) enemies.add(ps.ruler!);
    out.set(ps.id, enemies);
  };
  for (const u of unitsOf(s, d)) if (u.captor === null) consider(u.province);
  for (const o of draftOf(s, d).orders) {
    if (o.action === 'move-troops') consider(list(o.params?.path).at(-1) ?? null);
    if (o.action === 'move-troops-by-sea') consider(str(o.params?.to));
    if (o.action === 'raid') {
      const t = o.targets[0] ?? '';
      consider(s.holdings[t]?.province ?? t);
    }
  }
  return out;
}

function leadProposals(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const places = battlePlaces(s, d);
  if (!places.size) return out;
  const court = livingCourt(s, d);
  const regentId = `${d}:regent`;
  const rp = s.domains[d]?.rp ?? 0;
  // the court proposes attending its realm and holdings already (rules/proposals/court.ts)
  const attended = new Set<string>([...ruledBy(s, d).map((p) => p.id), ...holdingsOf(s, d).map((h) => h.province)]);
  const drafted = draftOf(s, d).orders;
  const leads = (c: string, p: string) =>
    drafted.some((o) => o.action === 'oversee' && o.targets.includes(p) && (o.overseer ?? regentId) === c);
  /** Points a regent can buy that count, from a threshold, one way, within what the treasury holds. */
  const most = (t: number, sign: 1 | -1) =>
    Math.min(MAX_SURVIVAL_POINTS, sign > 0 ? HIGH - t : t - LOW, Math.floor((rp + 1e-9) / RP_PER_POINT));
  for (const [p, enemies] of places) {
    for (const c of court) {
      const t = thresholdOf(c);
      const scion = !!c.build.bloodline;
      const order = {
        action: 'oversee' as const,
        as: 'character' as const,
        overseer: c.id,
        variant: 'attend',
        targets: [p],
      };
      const where = c.province === p ? `leads the army at ${pname(p)}` : `goes to ${pname(p)} and leads the army there`;
      const lead = `Oversee: ${c.build.name} ${where} (battlefield survival: d10 at or under ${t})`;
      const seek = ', seeking bloodtheft: a blooded enemy killed there is his if he lives';
      if (!attended.has(p) || c.province === p) out.push({ order, label: lead });
      if (scion) out.push({ order: { ...order, params: { seekBloodtheft: true } }, label: `${lead}${seek}` });
      if (c.id !== regentId) continue;
      const steps = (max: number) => [...new Set([1, max])].filter((k) => k >= 1 && k <= max);
      // his own survival, and a lieutenant's the draft sends there
      const friends = court.filter((f) => f.id === regentId || leads(f.id, p));
      for (const f of friends) {
        const ft = thresholdOf(f);
        const whose = f.id === regentId ? 'his' : `${f.build.name}’s`;
        for (const k of steps(most(ft, 1)))
          out.push({
            order: { ...order, params: f.id === regentId ? { guard: k } : { guard: k, guardWho: f.id } },
            label: `${lead}, raising ${whose} survival to ${ft + k}`,
            cost: `${k * RP_PER_POINT} RP, if ${f.id === regentId ? 'he fights' : `${f.build.name} fights too`}`,
          });
      }
      // the enemy's leader: each enemy regent whose troops or realm are there
      for (const e of enemies) {
        const foe = s.characters[`${e}:regent`];
        if (!foe?.alive) continue;
        const et = thresholdOf(foe);
        for (const k of steps(most(et, -1)))
          out.push({
            order: {
              ...order,
              params: { strike: k, strikeAt: foe.id, ...(scion ? { seekBloodtheft: true } : {}) },
            },
            label: `${lead}, lowering the survival of ${foe.build.name} of ${dname(e)} to ${et - k}${scion ? seek : ''}`,
            cost: `${k * RP_PER_POINT} RP, if ${foe.build.name} fights there`,
          });
      }
    }
  }
  return out;
}

// each reads the draft through `drafted` alone (Improve Unit not at all)
const onDraft = (p: Proposer) => keyedBy(p, draftedKey);

propose({
  'muster-armies': onDraft(musterProposals),
  'move-troops': onDraft(moveProposals),
  'move-troops-by-sea': onDraft(bySeaProposals),
  'move-ships': onDraft(shipProposals),
  'occupy-province': onDraft(occupyProposals),
  raid: onDraft(raidProposals),
  build: onDraft(buildProposals),
  disband: onDraft(disbandProposals),
  'improve-unit': fromBoard(improveProposals),
  // reads the draft's marches, raids and Oversee orders: made again for each draft
  oversee: leadProposals,
});

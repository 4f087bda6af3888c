/**
 * Action handlers: the military (checklist 1.9 #3, #16, #21, #24-#28, #30;
 * 3.2-3.9). Orders name their units, ships and paths in `targets` and
 * `params`; what they start (a battle, a raid, an occupation) is settled in
 * step 6 by rules/battle.ts.
 *
 * - Muster Armies: targets [province], params.units = unit ids (repeated for
 *   several), or params.unit with params.count.
 * - Move Troops: targets = unit ids standing together, params.path = the
 *   provinces entered in turn, params.forcedMarch = true to go beyond 4 × Move.
 * - Move Troops by Sea: targets = unit ids, params.ships, params.to (province).
 * - Move Ships: targets = ship ids together, params.path = navigation nodes
 *   (ending in a port province to dock), params.stance searching|hiding.
 * - Occupy Province: targets [province] (the domain's ready units there).
 * - Raid: targets [province] or [holding id] (variant 'holding'), params.units.
 * - Build: targets [province], params.building, params.on (a holding id, for
 *   holding works), gb (default the province level).
 * - Disband: targets = unit ids, ship ids (variant 'ships'), or holding ids /
 *   [province] with params.building (variant 'holdings-castles'). Mercenaries
 *   that fail their DC 10 turn brigand (J-64; rules/battle.ts fights them).
 * - Brigands may be attacked by any domain: Move Troops (or by Sea) may enter
 *   their province with no war and no leave of its ruler (J-64, J-35); the
 *   march stops there and the battle is fought at step 6.
 * - Improve Unit: targets [unit id], params.upgrade.
 * Battle scripts ride on any order naming the place or its units:
 * params.posture, commitElites (combat round), retreatBelow, maxDays (J-54).
 */
import {
  BUILDING_RULES,
  BUILDING_TABLE,
  type BuildingId,
  buildingMaxLevel,
  DEITIES,
  type DomainId,
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
  embarkNodes,
  passesMoraleCheck,
  province as provinceOf,
  SHIP_TABLE,
  SHIPS,
  seaTransportCost,
  UNIT_IDS,
  UNIT_TABLE,
  UNIT_UPGRADE_TABLE,
  UNIT_UPGRADES,
  type UnitId,
  type UnitRequirement,
  type UnitUpgradeId,
} from '../../data/index.ts';
import type { Mod } from '../../events.ts';
import {
  activeUnits,
  atWar,
  brigandsIn,
  dname,
  friendly,
  hostileIn,
  hostileWords,
  pname,
  ready,
  unitMorale,
  unitWords,
} from '../battle.ts';
import { turnOf } from '../calendar.ts';
import { buildingOwner, recordLevy } from '../economy.ts';
import { rollOrder } from '../resolve.ts';
import { BRIGANDS, type ShipState, type State, type UnitState } from '../state.ts';
import { holdingsOfIn } from '../index-by.ts';
import type { Tx } from '../tx.ts';
import { type OrderContext, register } from './index.ts';

// ---------------------------------------------------------------------------
// Common pieces
// ---------------------------------------------------------------------------

type Roll = { die: number; dc: number; base: number; mods: Mod[]; takeTen: boolean } | null;

function done(tx: Tx, ctx: OrderContext, ok: boolean, text: string, roll: Roll = null): void {
  tx.emit({ type: 'actionResolved', domain: ctx.domain, index: ctx.index, order: ctx.order, roll, ok, text });
}

/** Pays a cost, or says it cannot and changes nothing. */
function pay(tx: Tx, ctx: OrderContext, gb: number, rp: number, why: string): boolean {
  const t = tx.state.domains[ctx.domain];
  if (!t || t.gb + 1e-9 < gb || t.rp + 1e-9 < rp) {
    const need = [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(' and ');
    done(tx, ctx, false, `${why} would cost ${need}, and the treasury holds ${t?.gb ?? 0} GB and ${t?.rp ?? 0} RP.`);
    return false;
  }
  if (gb || rp) tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: -rp, why });
  return true;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const tenth = (x: number): number => Math.round(x * 10) / 10;
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** The units an order names: all the domain's own, free, standing together; or why not. */
function ownUnits(s: State, d: DomainId, ids: readonly string[]): UnitState[] | string {
  if (!ids.length) return 'the order names no units';
  const units: UnitState[] = [];
  for (const id of ids) {
    const u = s.units[id];
    if (!u || u.owner !== d) return 'it names a unit that is not of this domain';
    if (u.captor !== null) return `the ${UNIT_TABLE[u.type].name} are prisoners of ${dname(u.captor)}`;
    units.push(u);
  }
  if (new Set(units.map((u) => u.province)).size > 1) return 'the units named do not stand in one province';
  return units;
}

/** Why units cannot set out this round, if they cannot (1.9 #25, 3.2, #3, #28, #30). */
function cannotAct(s: State, units: readonly UnitState[]): string | null {
  for (const u of units) {
    const name = UNIT_TABLE[u.type].name;
    if (!ready(u, s.round))
      return `the ${name} were mustered this round: regular units are ready only next round (3.2)`;
    if (u.movedRound === s.round) return `the ${name} have already moved this round`;
    if (u.task && u.task.round === s.round) return `the ${name} are busy this round (${u.task.kind})`;
  }
  return null;
}

// ---------------------------------------------------------------------------
// #27 Muster Armies (3.2, J-67)
// ---------------------------------------------------------------------------

/** Whether the domain meets one of a unit's muster requirements in province `p` (the draft's proposals ask too). */
export function meets(s: State, d: DomainId, p: string, r: UnitRequirement): boolean {
  const ps = s.provinces[p]!;
  const mine = holdingsOfIn(s, d, p);
  switch (r.kind) {
    case 'P':
      return ps.ruler === d && ps.level >= r.level;
    case 'L':
      return mine.some((h) => h.type === 'law' && h.level >= r.level);
    case 'T':
      return mine.some((h) => h.type === 'temple' && h.level >= r.level);
    case 'G':
      return mine.some((h) => h.type === 'guild' && h.level >= r.level);
    case 'deity':
      return mine.some(
        (h) =>
          h.type === 'temple' && h.level >= r.level && DEITIES.find((x) => x.id === h.deity)?.alignment === r.alignment,
      );
    case 'worldwound':
      return provinceOf(p).wilderness === 'worldwound' && mine.some((h) => h.type === 'source');
    case 'nomad-province':
      return provinceOf(p).nomad && ps.ruler === d;
    case 'spell':
      return false;
  }
}

const reqWords = (r: UnitRequirement): string =>
  r.kind === 'P' || r.kind === 'L' || r.kind === 'T' || r.kind === 'G'
    ? `${r.kind}(${r.level})`
    : r.kind === 'deity'
      ? `a ${r.alignment} temple (${r.level})`
      : r.kind === 'spell'
        ? 'a spell'
        : r.kind === 'worldwound'
          ? 'a source in the Worldwound'
          : 'rule of a nomad province';

function musterList(params: Record<string, unknown> | undefined): string[] {
  const units = list(params?.units);
  if (units.length) return units;
  const one = str(params?.unit);
  const n = typeof params?.count === 'number' ? Math.max(1, Math.floor(params.count)) : 1;
  return one ? Array.from({ length: Math.min(n, 30) }, () => one) : [];
}

function muster(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const p = ctx.order.targets[0];
  const ps = p ? s.provinces[p] : undefined;
  if (!p || !ps) return done(tx, ctx, false, 'Muster Armies names no province.');
  const where = pname(p);
  const ids = musterList(ctx.order.params);
  if (!ids.length) return done(tx, ctx, false, `Muster Armies at ${where} names no units.`);
  let cost = 0;
  let regulars = 0;
  let nomads = 0;
  for (const id of ids) {
    if (!(UNIT_IDS as readonly string[]).includes(id)) return done(tx, ctx, false, `There is no unit called “${id}”.`);
    const row = UNIT_TABLE[id as UnitId];
    const merc = isMercenary(id as UnitId);
    const c = musterCost(id as UnitId);
    if (c === null) return done(tx, ctx, false, `${row.name} are called up only by a realm spell, not mustered.`);
    if (merc) {
      const present = ps.ruler === d || Object.values(s.holdings).some((h) => h.province === p && h.owner === d);
      if (!present)
        return done(
          tx,
          ctx,
          false,
          `Mercenaries are hired from a holding: ${dname(d)} has none in ${where} (1.9 #27).`,
        );
      if (atWar(s, d, ps.ruler))
        return done(tx, ctx, false, `No mercenaries are hired in ${where}, a realm at war with ${dname(d)} (1.9 #27).`);
    } else {
      if (ps.loyalty === 'rebellious')
        return done(tx, ctx, false, `${where} is Rebellious: only mercenaries can be mustered there (3.2).`);
      if (MUSTER.tableByProvinceRace && row.table === 'elven' && provinceOf(p).race !== 'elven')
        return done(tx, ctx, false, `${row.name} are mustered only in elven provinces; ${where} is not one.`);
      if (MUSTER.tableByProvinceRace && row.table === 'human' && provinceOf(p).race === 'elven')
        return done(tx, ctx, false, `${where} is an elven province: it musters the elves’ own units.`);
      if (!row.requirements.some((r) => meets(s, d, p, r)))
        return done(
          tx,
          ctx,
          false,
          `${row.name} need one of ${row.requirements.map(reqWords).join(', ')} in ${where}, and ${dname(d)} has none there (J-67).`,
        );
      regulars++;
      if (row.requirements.some((r) => r.kind === 'nomad-province')) nomads++;
    }
    const halves = Object.entries(BUILDING_TABLE).some(
      ([b, def]) =>
        !merc &&
        def.halvesMuster?.includes(row.type) &&
        (ps.buildings[b as BuildingId] ?? 0) > 0 &&
        buildingOwner(s, p, b as BuildingId) === d,
    );
    cost += musterCost(id as UnitId, halves) ?? 0;
  }
  cost = tenth(cost);
  const turn = turnOf(s.round);
  const already = Object.values(s.units).filter(
    (u) => u.musteredAt === p && u.mustered > 0 && turnOf(u.mustered) === turn && !isMercenary(u.type),
  ).length;
  if (regulars && already + regulars > ps.level)
    return done(
      tx,
      ctx,
      false,
      `${where} (level ${ps.level}) gives at most ${ps.level} regular units a turn; ${already} are raised there already this turn, and this order asks for ${regulars} more (3.2).`,
    );
  if (nomads) {
    const have = Object.values(s.units).filter(
      (u) => u.owner === d && u.province === p && u.type === 'nomad-light-cavalry',
    ).length;
    if (have + nomads > ps.level + MUSTER.nomadCavalryOverLevel)
      return done(
        tx,
        ctx,
        false,
        `${where} keeps at most ${ps.level + MUSTER.nomadCavalryOverLevel} nomad light cavalry (1.12.5).`,
      );
  }
  if (cost > MUSTER.gbPerCourtAction)
    return done(
      tx,
      ctx,
      false,
      `A court action musters at most ${MUSTER.gbPerCourtAction} GB of units; these cost ${cost} GB (1.9 #27). Split them over several orders.`,
    );
  if (!pay(tx, ctx, cost, 0, `Muster Armies at ${where}`)) return;
  const made: UnitState[] = [];
  let serial = tx.state.serial;
  for (const id of ids) {
    const unit: UnitState = {
      id: `u${++serial}`,
      type: id as UnitId,
      owner: d,
      province: p,
      mustered: s.round,
      upgrades: [],
      seenBattle: false,
      captor: null,
      musteredAt: p,
    };
    made.push(unit);
    tx.emit({ type: 'unitSet', id: unit.id, unit });
  }
  tx.emit({ type: 'stateSet', patch: { serial } });
  const levies = ids.filter((id) => UNIT_TABLE[id as UnitId].type === 'Irr' && !isMercenary(id as UnitId)).length;
  if (levies) recordLevy(tx, p, levies);
  const mercs = made.filter((u) => isMercenary(u.type)).length;
  const notes = [
    regulars ? `the regulars are ready next round and defend ${where} at once` : '',
    mercs ? 'the mercenaries are ready at once' : '',
    levies ? `${plural(levies, 'levy')} cost${levies === 1 ? 's' : ''} −1 each on ${where}’s next loyalty roll` : '',
  ].filter(Boolean);
  done(tx, ctx, true, `${dname(d)} musters ${unitWords(made)} at ${where} for ${cost} GB; ${notes.join('; ')}.`);
  if (ps.ruler && ps.ruler !== d)
    tx.emit({
      type: 'noted',
      domain: ps.ruler,
      text: `${dname(d)} has mustered ${unitWords(made)} in ${where} (J-35).`,
    });
}

// ---------------------------------------------------------------------------
// #25 Move Troops (3.4, J-33, J-52, J-72)
// ---------------------------------------------------------------------------

function moveTroops(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const got = ownUnits(s, d, ctx.order.targets);
  if (typeof got === 'string') return done(tx, ctx, false, `Move Troops: ${got}.`);
  const units = got;
  const why = cannotAct(s, units);
  if (why) return done(tx, ctx, false, `Move Troops: ${why}.`);
  const path = list(ctx.order.params?.path);
  if (!path.length) return done(tx, ctx, false, 'Move Troops names no path.');
  const move = Math.min(
    ...units.map((u) => UNIT_TABLE[u.type].move + u.upgrades.reduce((a, g) => a + UNIT_UPGRADE_TABLE[g].move, 0)),
  );
  const safe = MOVEMENT.safeMultiplier * move;
  const forcedMax = MOVEMENT.forcedMultiplier * move;
  const forced = ctx.order.params?.forcedMarch === true;
  let from = units[0]!.province;
  let spent = 0;
  let beyond = 0;
  const entered: string[] = [];
  let stop = '';
  for (const next of path) {
    const link = s.provinces[next] ? linkBetween(from, next) : null;
    if (!link)
      return done(tx, ctx, false, `Move Troops: ${pname(next)} does not border ${pname(from)}; nothing moves.`);
    const ps = s.provinces[next]!;
    // brigands may be attacked by anyone, at war or not, with nobody's leave (J-64): the march ends on them
    if (!friendly(s, d, next) && !atWar(s, d, ps.ruler) && !brigandsIn(s, next).length)
      return done(
        tx,
        ctx,
        false,
        `Move Troops: ${pname(next)} is ${dname(ps.ruler ?? '')}’s, neither friendly nor at war with ${dname(d)}; troops pass only through friendly provinces (1.9 #25, J-35). Nothing moves.`,
      );
    const cost = enterCost(provinceOf(next).terrain, ps.highway) + (link.river ? 1 : 0) + (link.lake ? 2 : 0);
    if (entered.length > 0 && spent + cost > (forced ? forcedMax : safe)) {
      stop = forced
        ? ` They can march no further than 8 × their Move (${forcedMax}) this round.`
        : ` They stop at ${pname(from)}: going on would pass 4 × their Move (${safe}) (3.4).`;
      break;
    }
    spent += cost;
    if (spent > safe && entered.length > 0) beyond++;
    entered.push(next);
    from = next;
    const enemies = hostileIn(s, d, next);
    if (enemies.length) {
      stop = ` They meet ${hostileWords(enemies)} in ${pname(next)} and stop: a battle follows at the end of the round (J-33${enemies.includes(BRIGANDS) ? ', J-64' : ''}).`;
      break;
    }
    if (link.river) {
      stop = ` Crossing the river ends their move in ${pname(next)} (3.4).`;
      break;
    }
    if (ps.ruler && atWar(s, d, ps.ruler) && ps.occupiedBy !== d) {
      stop = ` ${pname(next)} is enemy land they do not hold: the move ends there.`;
      break;
    }
  }
  if (entered.length < path.length && !stop) stop = ' The rest of the path is not taken.';
  const kind = ctx.order.as === 'free' ? 'F' : 'X';
  const gb = moveTroopsCost(units.length * entered.length, kind);
  if (!pay(tx, ctx, gb, 0, `Move Troops from ${pname(units[0]!.province)}`)) return;
  const start = units[0]!.province;
  const lostUnits: UnitState[] = [];
  const dice: number[] = [];
  const dc = MOVEMENT.forcedMarchDcBase + beyond;
  for (const u of units) {
    if (beyond > 0) {
      const die = tx.dice.roll(20);
      dice.push(die);
      if (!passesMoraleCheck(die, unitMorale(u), dc, UNIT_TABLE[u.type].special === 'fearless')) {
        lostUnits.push(u);
        tx.emit({ type: 'unitSet', id: u.id, unit: null });
        continue;
      }
    }
    tx.emit({ type: 'unitSet', id: u.id, unit: { ...tx.state.units[u.id]!, province: from, movedRound: s.round } });
  }
  const forcedText =
    beyond > 0
      ? ` Forced march, ${plural(beyond, 'province')} beyond the safe limit: each unit checks morale at DC ${dc} (d20 ${dice.join(', ')}; J-52)${lostUnits.length ? `, and ${unitWords(lostUnits)} disband from exhaustion` : ', and all hold'}.`
      : '';
  done(
    tx,
    ctx,
    true,
    `${unitWords(units)} march from ${pname(start)} by ${entered.map(pname).join(', ')} (${units.length * entered.length} unit-provinces, ${gb} GB as a ${kind === 'X' ? 'court' : 'free'} action).${stop}${forcedText}`,
  );
}

// ---------------------------------------------------------------------------
// #24 Move Ships, #26 Move Troops by Sea (3.5, J-34, J-35)
// ---------------------------------------------------------------------------

const isPort = (at: string): boolean => !NAV_BY_ID.has(at);

function ownShips(s: State, d: DomainId, ids: readonly string[], others = false): ShipState[] | string {
  if (!ids.length) return 'the order names no ships';
  const out: ShipState[] = [];
  for (const id of ids) {
    const sh = s.ships[id];
    if (!sh) return 'it names a ship that does not exist';
    if (sh.owner !== d) {
      const lent = (s.sheets[sh.owner]?.orders ?? []).some((o) => list(o.params?.carryFor).includes(d));
      if (!others || !lent)
        return `the ${SHIP_TABLE[sh.type].name} is ${dname(sh.owner)}’s, who has not lent it in its own orders`;
    }
    if (sh.movedRound === s.round) return `the ${SHIP_TABLE[sh.type].name} has already sailed this round`;
    // 1.7.3: an unpaid ship cannot be used until it is paid for
    if (sh.unpaid) return `the ${SHIP_TABLE[sh.type].name} is unpaid and cannot sail until its upkeep is paid`;
    out.push(sh);
  }
  if (new Set(out.map((x) => x.at)).size > 1) return 'the ships named are not together';
  return out;
}

/** Why a fleet may not pass a node (J-35): a river needs a friendly bank; a port's coast its ruler's leave or war. */
function navBlocked(s: State, d: DomainId, node: string): string | null {
  const n = NAV_BY_ID.get(node);
  if (!n) return null;
  if (
    n.kind === 'reach' &&
    n.banks &&
    !n.banks.some((b) => friendly(s, d, b) || atWar(s, d, s.provinces[b]?.ruler ?? null))
  )
    return `${n.name}: neither bank is friendly`;
  if (n.kind === 'coast' && n.province) {
    const ps = s.provinces[n.province]!;
    if (ps.level >= 4 && !friendly(s, d, n.province) && !atWar(s, d, ps.ruler))
      return `${n.name}: the port’s ruler has given no leave`;
  }
  return null;
}

function moveShips(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const got = ownShips(s, d, ctx.order.targets);
  if (typeof got === 'string') return done(tx, ctx, false, `Move Ships: ${got}.`);
  const path = list(ctx.order.params?.path);
  if (!path.length) return done(tx, ctx, false, 'Move Ships names no course.');
  const points = SHIPS.pointsPerSail * Math.min(...got.map((x) => SHIP_TABLE[x.type].sail));
  let at = got[0]!.at;
  let spent = 0;
  for (const [i, next] of path.entries()) {
    const last = i === path.length - 1;
    if (!NAV_BY_ID.has(next)) {
      // Docking in a port: only at the end, from its own waters, in friendly land.
      if (!last || !s.provinces[next] || !embarkNodes(next).includes(at))
        return done(tx, ctx, false, `Move Ships: ${pname(next)} cannot be reached from ${pname(at)}.`);
      if (!friendly(s, d, next)) return done(tx, ctx, false, `Move Ships: ${pname(next)} is no friendly port.`);
      at = next;
      break;
    }
    const ok = isPort(at) ? embarkNodes(at).includes(next) : NAV_GRAPH.adjacent(at, next);
    if (!ok) return done(tx, ctx, false, `Move Ships: ${pname(next)} does not lie next to ${pname(at)}.`);
    const blocked = navBlocked(s, d, next);
    if (blocked) return done(tx, ctx, false, `Move Ships: ${blocked} (J-35).`);
    spent += NAV_BY_ID.get(next)!.cost;
    if (spent > points)
      return done(
        tx,
        ctx,
        false,
        `Move Ships: the course costs more than the fleet’s ${points} sailing points (4 × sail rating, 3.5).`,
      );
    at = next;
  }
  const start = got[0]!.at;
  for (const sh of got)
    tx.emit({
      type: 'shipSet',
      id: sh.id,
      ship: { ...sh, at, movedRound: s.round, inPortSince: isPort(at) ? s.round : null },
    });
  done(
    tx,
    ctx,
    true,
    `${got.map((x) => SHIP_TABLE[x.type].name).join(', ')} sail from ${pname(start)} to ${pname(at)} (${spent} of ${points} sailing points).`,
  );
}

/** Sailing points from a fleet's place to the nearest of some nodes (Dijkstra on the navigation graph). */
function sailCost(s: State, d: DomainId, from: string, goals: readonly string[]): number {
  const dist = new Map<string, number>();
  const queue: [string, number][] = isPort(from)
    ? embarkNodes(from).map((n) => [n, NAV_BY_ID.get(n)!.cost])
    : [[from, 0]];
  while (queue.length) {
    queue.sort((a, b) => a[1] - b[1]);
    const [n, c] = queue.shift()!;
    if (dist.has(n)) continue;
    if (navBlocked(s, d, n)) continue;
    dist.set(n, c);
    if (goals.includes(n)) return c;
    for (const m of NAV_GRAPH.neighbours(n)) if (!dist.has(m)) queue.push([m, c + NAV_BY_ID.get(m)!.cost]);
  }
  return Number.POSITIVE_INFINITY;
}

function moveTroopsBySea(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const got = ownUnits(s, d, ctx.order.targets);
  if (typeof got === 'string') return done(tx, ctx, false, `Move Troops by Sea: ${got}.`);
  const why = cannotAct(s, got);
  if (why) return done(tx, ctx, false, `Move Troops by Sea: ${why}.`);
  const fleet = ownShips(s, d, list(ctx.order.params?.ships), true);
  if (typeof fleet === 'string') return done(tx, ctx, false, `Move Troops by Sea: ${fleet}.`);
  const from = got[0]!.province;
  const to = str(ctx.order.params?.to);
  if (!to || !s.provinces[to] || !embarkNodes(to).length)
    return done(tx, ctx, false, 'Move Troops by Sea needs a coastal or riverside province to land in.');
  const at = fleet[0]!.at;
  if (at !== from && !embarkNodes(from).includes(at))
    return done(tx, ctx, false, `Move Troops by Sea: the ships are not at ${pname(from)} to take the troops aboard.`);
  const mounted = got.filter((u) => UNIT_TABLE[u.type].mounted).length;
  const room = fleet.reduce((a, x) => a + SHIP_TABLE[x.type].troops, 0);
  if (got.length + mounted > room)
    return done(
      tx,
      ctx,
      false,
      `Move Troops by Sea: the ships carry ${room} and these troops need ${got.length + mounted} places (cavalry count 2).`,
    );
  const land = s.provinces[to]!;
  if (!friendly(s, d, to) && !atWar(s, d, land.ruler) && !brigandsIn(s, to).length)
    return done(
      tx,
      ctx,
      false,
      `Move Troops by Sea: ${pname(to)} is neither friendly nor at war with ${dname(d)} (J-35).`,
    );
  const points = SHIPS.pointsPerSail * Math.min(...fleet.map((x) => SHIP_TABLE[x.type].sail));
  const need = sailCost(s, d, at, embarkNodes(to));
  if (need > points)
    return done(
      tx,
      ctx,
      false,
      `Move Troops by Sea: ${pname(to)} is beyond the ships’ ${points} sailing points this round.`,
    );
  const gb = seaTransportCost(got.length - mounted, mounted);
  if (!pay(tx, ctx, gb, 0, `Move Troops by Sea to ${pname(to)}`)) return;
  const dock = friendly(s, d, to) ? to : embarkNodes(to)[0]!;
  for (const sh of fleet)
    tx.emit({
      type: 'shipSet',
      id: sh.id,
      ship: { ...sh, at: dock, movedRound: s.round, inPortSince: isPort(dock) ? s.round : null },
    });
  for (const u of got) tx.emit({ type: 'unitSet', id: u.id, unit: { ...u, province: to, movedRound: s.round } });
  const enemies = hostileIn(tx.state, d, to);
  done(
    tx,
    ctx,
    true,
    `${unitWords(got)} sail from ${pname(from)} and land in ${pname(to)} (${gb} GB); they move no further this round.${enemies.length ? ` They meet ${hostileWords(enemies)} there: a battle follows at the end of the round.` : ''}`,
  );
}

// ---------------------------------------------------------------------------
// #28 Occupy Province (3.8), #30 Raid (3.8, J-79)
// ---------------------------------------------------------------------------

function occupy(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const p = ctx.order.targets[0];
  const ps = p ? s.provinces[p] : undefined;
  if (!p || !ps) return done(tx, ctx, false, 'Occupy Province names no province.');
  // Pillage (3.8) rides on this order: variant 'pillage' pillages only (free), params.pillage with an occupation.
  const only = ctx.order.variant === 'pillage';
  const pillage = only ? (str(ctx.order.params?.pillage) ?? 'province') : str(ctx.order.params?.pillage);
  const spoil = pillage === 'holding' ? `holding:${str(ctx.order.params?.holding) ?? ''}` : pillage;
  if (pillage && !['province', 'holding', 'magic'].includes(pillage))
    return done(tx, ctx, false, 'Pillage takes the province, a holding or the magic level.');
  if (pillage === 'holding') {
    const h = s.holdings[str(ctx.order.params?.holding) ?? ''];
    if (!h || h.province !== p) return done(tx, ctx, false, `Pillage names no holding in ${pname(p)}.`);
    if (h.type === 'source') return done(tx, ctx, false, 'Sources cannot be pillaged; the magic level can (3.8).');
    if (h.fortification > 0)
      return done(tx, ctx, false, `The ${h.type} holding in ${pname(p)} is fortified and cannot be pillaged (3.8).`);
    if (!atWar(s, d, h.owner))
      return done(tx, ctx, false, `Pillaging ${dname(h.owner)}’s holding needs war with it (J-24).`);
  }
  if (pillage) {
    const twice = Object.values(s.units).some(
      (u) =>
        u.province === p &&
        u.task?.round === s.round &&
        (u.task.kind === 'pillage' || u.task.variant?.startsWith('pillage:')),
    );
    if (twice) return done(tx, ctx, false, `${pname(p)} is pillaged once a round at most (3.8).`);
  }
  if (only && pillage !== 'holding' && ps.ruler && ps.ruler !== d && !atWar(s, d, ps.ruler))
    return done(tx, ctx, false, `Pillaging ${pname(p)} needs war with its ruler, ${dname(ps.ruler)} (J-24).`);
  if (only && ps.ruler === d) return done(tx, ctx, false, `${dname(d)} does not pillage its own province.`);
  if (!only && ps.ruler && ps.ruler !== d && !atWar(s, d, ps.ruler))
    return done(tx, ctx, false, `Occupying ${pname(p)} needs war with its ruler, ${dname(ps.ruler)} (J-24).`);
  if (ps.ruler && ps.ruler !== d && ps.fortification > 0 && !(ps.siege?.taken && ps.siege.by === d))
    return done(
      tx,
      ctx,
      false,
      `${pname(p)}’s walls (level ${ps.fortification}) stand: they must be taken before it can be occupied (3.8).`,
    );
  const units = activeUnits(s, d, p).filter(
    (u) => ready(u, s.round) && u.movedRound !== s.round && !(u.task?.round === s.round),
  );
  if (!units.length)
    return done(
      tx,
      ctx,
      false,
      `${dname(d)} has no ready troops in ${pname(p)} that have not moved this round (1.9 #28).`,
    );
  if (only) {
    for (const u of units)
      tx.emit({
        type: 'unitSet',
        id: u.id,
        unit: { ...u, task: { kind: 'pillage', round: s.round, target: p, variant: spoil ?? 'province' } },
      });
    return done(
      tx,
      ctx,
      true,
      `${unitWords(units)} set about pillaging ${pname(p)}; it is done at the end of the round if they do not move (3.8).`,
    );
  }
  if (!pay(tx, ctx, 1, 0, `Occupy ${pname(p)}`)) return;
  for (const u of units)
    tx.emit({
      type: 'unitSet',
      id: u.id,
      unit: {
        ...u,
        task: { kind: 'occupy', round: s.round, target: p, ...(spoil ? { variant: `pillage:${spoil}` } : {}) },
      },
    });
  done(
    tx,
    ctx,
    true,
    `${unitWords(units)} set about occupying ${pname(p)}; it holds if they fight no battle and do not move this round.`,
  );
}

function raid(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const variant = ctx.order.variant ?? 'province';
  if (variant === 'contest') return done(tx, ctx, false, 'The raid-contest is not carried out yet by this server.');
  const target = ctx.order.targets[0] ?? '';
  const holding = variant === 'holding' ? s.holdings[target] : undefined;
  if (variant === 'holding' && (!holding || holding.covert))
    return done(tx, ctx, false, 'Raid names no holding to raid.');
  const p = holding ? holding.province : target;
  const ps = s.provinces[p];
  if (!ps) return done(tx, ctx, false, 'Raid names no province.');
  const victim = holding ? holding.owner : ps.ruler;
  if (!victim || victim === d) return done(tx, ctx, false, `There is no one to raid in ${pname(p)}.`);
  if (!atWar(s, d, victim)) return done(tx, ctx, false, `Raiding ${dname(victim)} needs war with it (J-24).`);
  const got = ownUnits(s, d, list(ctx.order.params?.units));
  if (typeof got === 'string') return done(tx, ctx, false, `Raid: ${got}.`);
  const why = cannotAct(s, got);
  if (why) return done(tx, ctx, false, `Raid: ${why}.`);
  const from = got[0]!.province;
  if (!linkBetween(from, p))
    return done(
      tx,
      ctx,
      false,
      `Raiders strike only an adjacent province; ${pname(p)} does not border ${pname(from)} (1.9 #30).`,
    );
  const level = holding ? holding.level : ps.level;
  if (got.length > 2 * level)
    return done(
      tx,
      ctx,
      false,
      `At most ${2 * level} units may raid a target of level ${level}; this order sends ${got.length} (1.9 #30).`,
    );
  for (const u of got)
    tx.emit({
      type: 'unitSet',
      id: u.id,
      unit: { ...u, task: { kind: 'raid', round: s.round, target, variant, order: ctx.index } },
    });
  const what = holding ? `the ${holding.type} holding of ${dname(victim)} in ${pname(p)}` : pname(p);
  done(
    tx,
    ctx,
    true,
    `${unitWords(got)} ride out of ${pname(from)} to raid ${what}; it is fought at the end of the round.`,
  );
}

// ---------------------------------------------------------------------------
// #3 Build (1.11, 1.9 #3)
// ---------------------------------------------------------------------------

function build(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const p = ctx.order.targets[0];
  const ps = p ? s.provinces[p] : undefined;
  if (!p || !ps) return done(tx, ctx, false, 'Build names no province.');
  const where = pname(p);
  const b = str(ctx.order.params?.building) as BuildingId | null;
  const def = b ? BUILDING_TABLE[b] : undefined;
  if (!b || !def) return done(tx, ctx, false, `Build at ${where} names no building.`);
  const on = str(ctx.order.params?.on);
  const holding = on ? s.holdings[on] : undefined;
  const mine = Object.values(s.holdings).filter((h) => h.province === p && h.owner === d);
  // Who may build what (1.11, data/buildings.ts BUILDING_RULES).
  if (b === 'fortification') {
    if (on) {
      if (!holding || holding.owner !== d || holding.province !== p)
        return done(tx, ctx, false, `${dname(d)} has no such holding in ${where} to fortify.`);
      if (holding.type === 'source') return done(tx, ctx, false, 'Sources cannot be fortified (1.11).');
    } else if (BUILDING_RULES.provinceFortificationRulerOnly && ps.ruler !== d)
      return done(tx, ctx, false, `Only ${where}’s ruler may wall the province (1.11).`);
  } else if (b === 'palace') {
    if (!mine.length && ps.ruler !== d)
      return done(
        tx,
        ctx,
        false,
        `A Palace is built where its builder has holdings; ${dname(d)} has none in ${where}.`,
      );
  } else if (ps.ruler !== d && !mine.length)
    return done(tx, ctx, false, `${dname(d)} neither rules ${where} nor has a holding there.`);
  const req = def.requirement;
  if (req?.kind === 'holding' && !mine.some((h) => h.type === req.type && h.level >= req.level))
    return done(
      tx,
      ctx,
      false,
      `${def.name} needs ${dname(d)}’s own ${req.type} holding of level ${req.level} in ${where} (1.11).`,
    );
  if (req?.kind === 'holding' && req.where === 'coastal-or-river' && !provinceOf(p).coastal && !provinceOf(p).riverside)
    return done(tx, ctx, false, `${def.name} needs a coastal or riverside province.`);
  if (req?.kind === 'province' && (ps.level < req.level || (req.where === 'coastal' && !provinceOf(p).coastal)))
    return done(
      tx,
      ctx,
      false,
      `${def.name} needs a ${req.where ? 'coastal ' : ''}province of level ${req.level} or more (1.11).`,
    );
  const current =
    b === 'fortification'
      ? holding
        ? holding.fortification
        : ps.fortification
      : b === 'highway'
        ? ps.highway
          ? 1
          : 0
        : (ps.buildings[b] ?? 0);
  const top =
    b === 'fortification'
      ? Math.min(
          def.maxLevel as number,
          Math.max(1, ps.level) * FORT_KINDS[holding ? 'fort' : 'castle'].maxPerProvinceLevel,
        )
      : buildingMaxLevel(b, ps.level);
  if (current >= top) return done(tx, ctx, false, `${def.name} in ${where} is at its highest level (${top}).`);
  // One Build per province per round, plus one per Workshop level (1.9 #3).
  const allowed = 1 + (ps.buildings.workshop ?? 0);
  const count = ps.builds?.round === s.round ? ps.builds.count : 0;
  if (count >= allowed)
    return done(
      tx,
      ctx,
      false,
      `${where} has had its ${plural(allowed, 'Build')} this round (one, plus one per Workshop level).`,
    );
  // Someone opposing makes it a roll at DC 0+ (J-16).
  const opposed = Object.values(s.sheets).some((sh) =>
    sh?.backing.some((x) => x.domain === d && x.order === ctx.index && x.side === 'oppose'),
  );
  const gb = Math.max(0, Math.min(ctx.order.gb ?? ps.level, ps.level));
  // Troops in the province add 1 GB each to fortification work and stay put this round.
  const helpers =
    b === 'fortification'
      ? Object.values(s.units).filter(
          (u) =>
            u.province === p &&
            ((u.owner === d && u.captor === null && u.movedRound !== s.round && !(u.task?.round === s.round)) ||
              u.captor === d),
        )
      : [];
  if (gb + helpers.length <= 0) return done(tx, ctx, false, `Nothing is spent on ${def.name} in ${where}.`);
  let roll: Roll = null;
  if (opposed) {
    const r = rollOrder(tx, ctx, { base: 0, mods: [], province: p, skill: 'law' });
    roll = { die: r.die, dc: r.dc, base: r.base, mods: r.mods, takeTen: r.takeTen };
    if (!r.ok) {
      tx.emit({ type: 'provinceSet', id: p, patch: { builds: { round: s.round, count: count + 1 } } });
      return done(tx, ctx, false, `The work on ${def.name} in ${where} is stopped by those opposing it.`, roll);
    }
  }
  if (!pay(tx, ctx, gb, 0, `Build ${def.name} in ${where}`)) return;
  for (const u of helpers)
    tx.emit({ type: 'unitSet', id: u.id, unit: { ...u, task: { kind: 'fortify', round: s.round, target: p } } });
  const works = [...(tx.state.provinces[p]!.works ?? [])];
  const key = (w: { building: BuildingId; on: string | null }) => w.building === b && w.on === (on ?? null);
  const old = works.find(key);
  let paid = (old?.paid ?? 0) + gb + helpers.length;
  let level = current;
  const terrain = provinceOf(p).terrain;
  while (level < top) {
    const price = levelCost(b, level, { terrain, on: holding ? 'holding' : 'province' });
    if (paid + 1e-9 < price) break;
    paid = tenth(paid - price);
    level++;
  }
  const rest = works.filter((w) => !key(w));
  const nextWorks = level < top && paid > 0 ? [...rest, { building: b, on: on ?? null, owner: d, paid }] : rest;
  const patch: Record<string, unknown> = { works: nextWorks, builds: { round: s.round, count: count + 1 } };
  if (level > current) {
    if (b === 'fortification' && holding)
      tx.emit({ type: 'holdingSet', id: holding.id, holding: { ...holding, fortification: level } });
    else if (b === 'fortification') patch.fortification = level;
    else if (b === 'highway') patch.highway = true;
    else patch.buildings = { ...ps.buildings, [b]: level };
  }
  tx.emit({ type: 'provinceSet', id: p, patch });
  const price = level < top ? levelCost(b, level, { terrain, on: holding ? 'holding' : 'province' }) : 0;
  const help = helpers.length
    ? ` and ${plural(helpers.length, 'unit')} at work (+${helpers.length} GB; they stay put this round)`
    : '';
  const what = holding ? `${def.name} of the ${holding.type} holding in ${where}` : `${def.name} in ${where}`;
  done(
    tx,
    ctx,
    true,
    level > current
      ? `${dname(d)} spends ${gb} GB${help} on ${what}: it rises to level ${level}.${level < top && paid > 0 ? ` ${paid} GB stand toward the next level (${price} GB).` : ''}`
      : `${dname(d)} spends ${gb} GB${help} on ${what}: ${paid} of ${price} GB toward level ${level + 1}.`,
    roll,
  );
}

// ---------------------------------------------------------------------------
// #16 Disband (J-64, J-81)
// ---------------------------------------------------------------------------

function disband(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const variant = ctx.order.variant ?? 'units';
  if (variant === 'ships') {
    const got = ctx.order.targets.map((id) => s.ships[id]);
    if (!got.length || got.some((x) => !x || x.owner !== d))
      return done(tx, ctx, false, 'Disband names ships that are not this domain’s.');
    let total = 0;
    const parts: string[] = [];
    for (const sh of got as ShipState[]) {
      const die = tx.dice.roll(6);
      const pct = SHIPS.saleByD6[die - 1]!;
      const gb = tenth((SHIP_TABLE[sh.type].cost * pct) / 100);
      total = tenth(total + gb);
      parts.push(`${SHIP_TABLE[sh.type].name} (d6 ${die}: ${pct}%, ${gb} GB)`);
      tx.emit({ type: 'shipSet', id: sh.id, ship: null });
    }
    if (total) tx.emit({ type: 'treasury', domain: d, gb: total, rp: 0, why: 'ships sold' });
    return done(tx, ctx, true, `${dname(d)} sells ${parts.join(', ')}: ${total} GB in all (J-81).`);
  }
  if (variant === 'holdings-castles') {
    const p = ctx.order.targets.find((t) => s.provinces[t]);
    const building = str(ctx.order.params?.building) as BuildingId | null;
    const hs = ctx.order.targets.map((t) => s.holdings[t]).filter((h) => h !== undefined);
    const place = p ?? hs[0]?.province;
    if (!place) return done(tx, ctx, false, 'Disband names no holding or castle.');
    if (hs.some((h) => h.owner !== d))
      return done(tx, ctx, false, 'Disband names a holding that is not this domain’s.');
    // What would come down is settled before the die: an order with nothing of the domain's to disband is
    // refused unrolled, so it spends neither the die nor the RP put on it (nor anyone's backing).
    const ps = p ? s.provinces[p]! : null;
    const walls = !!ps && building === 'fortification' && ps.ruler === d && ps.fortification > 0;
    const pulled =
      !!ps &&
      !!building &&
      building !== 'fortification' &&
      (ps.buildings[building] ?? 0) > 0 &&
      buildingOwner(s, p!, building) === d;
    if (!hs.length && !walls && !pulled)
      return done(tx, ctx, false, `There is nothing of ${dname(d)}’s to disband in ${pname(place)}.`);
    const present = s.characters[`${d}:regent`]?.province === place;
    let roll: Roll = null;
    if (!present) {
      const r = rollOrder(tx, ctx, { base: 20, mods: [], province: place, skill: null });
      roll = { die: r.die, dc: r.dc, base: r.base, mods: r.mods, takeTen: r.takeTen };
      if (!r.ok)
        return done(
          tx,
          ctx,
          false,
          `The disbanding in ${pname(place)} fails; the regent was not there in person (1.9 #16).`,
          roll,
        );
    }
    const parts: string[] = [];
    let scrap = 0;
    for (const h of hs) {
      tx.emit({ type: 'holdingSet', id: h.id, holding: null });
      parts.push(`the ${h.type} holding (${h.level})`);
    }
    if (ps && walls) {
      scrap += BUILDING_TABLE.fortification.cost.province! * ps.fortification * BUILDING_RULES.scrapShare;
      parts.push(`the walls (${ps.fortification})`);
      tx.emit({ type: 'provinceSet', id: ps.id, patch: { fortification: 0 } });
    } else if (ps && building && pulled) {
      const lv = ps.buildings[building]!;
      for (let i = 0; i < lv; i++)
        scrap += levelCost(building, i, { terrain: provinceOf(ps.id).terrain }) * BUILDING_RULES.scrapShare;
      const buildings = { ...ps.buildings };
      delete buildings[building];
      tx.emit({ type: 'provinceSet', id: ps.id, patch: { buildings } });
      parts.push(`the ${BUILDING_TABLE[building].name} (${lv})`);
    }
    scrap = tenth(scrap);
    if (scrap) tx.emit({ type: 'treasury', domain: d, gb: scrap, rp: 0, why: 'scrap' });
    return done(
      tx,
      ctx,
      true,
      `${dname(d)} disbands ${parts.join(', ')} in ${pname(place)}${scrap ? `, for ${scrap} GB of scrap` : ''}.`,
      roll,
    );
  }
  const got = ownUnits(s, d, ctx.order.targets);
  if (typeof got === 'string') return done(tx, ctx, false, `Disband: ${got}.`);
  const regulars = got.filter((u) => !isMercenary(u.type));
  const mercs = got.filter((u) => isMercenary(u.type));
  for (const u of regulars) tx.emit({ type: 'unitSet', id: u.id, unit: null });
  if (!mercs.length)
    return done(tx, ctx, true, `${dname(d)} disbands ${unitWords(regulars)} in ${pname(got[0]!.province)}.`);
  const r = rollOrder(tx, ctx, { base: 10, mods: [], province: mercs[0]!.province, skill: null });
  const roll: Roll = { die: r.die, dc: r.dc, base: r.base, mods: r.mods, takeTen: r.takeTen };
  const where = pname(mercs[0]!.province);
  // J-64: paid off they go; refused, they turn brigand where they stand, nobody's troops from now on
  for (const u of mercs) {
    if (r.ok) {
      tx.emit({ type: 'unitSet', id: u.id, unit: null });
      continue;
    }
    const { task: _task, ...rest } = u;
    tx.emit({ type: 'unitSet', id: u.id, unit: { ...rest, owner: BRIGANDS } });
  }
  const head = regulars.length ? `${unitWords(regulars)} go home; ` : '';
  done(
    tx,
    ctx,
    r.ok,
    r.ok
      ? `${head}${unitWords(mercs)} are paid off in ${where}.`
      : `${head}${unitWords(mercs)} refuse to be paid off and turn brigand in ${where}: they are no longer ${dname(d)}’s and cost it nothing, they pillage ${where} each round, and any domain may attack them without a war (J-64).`,
    roll,
  );
}

// ---------------------------------------------------------------------------
// #21 Improve Unit (3.9, J-58, J-59)
// ---------------------------------------------------------------------------

function improve(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const d = ctx.domain;
  const u = s.units[ctx.order.targets[0] ?? ''];
  if (!u || u.owner !== d || u.captor !== null)
    return done(tx, ctx, false, 'Improve Unit names no unit of this domain.');
  const row = UNIT_TABLE[u.type];
  const up = str(ctx.order.params?.upgrade) as UnitUpgradeId | null;
  if (!up || !(UNIT_UPGRADES as readonly string[]).includes(up))
    return done(tx, ctx, false, 'Improve Unit names no upgrade.');
  if (isMercenary(u.type) || row.type === 'Irr' || row.type === 'Summoned' || u.type === 'nomad-light-cavalry')
    return done(
      tx,
      ctx,
      false,
      `${row.name} cannot be improved: not levies, mercenaries, nomads or summoned units (3.9).`,
    );
  if (!u.seenBattle)
    return done(tx, ctx, false, `The ${row.name} have not yet fought a battle and come out unbroken (3.9).`);
  if (u.upgrades.includes(up))
    return done(tx, ctx, false, `The ${row.name} already have ${UNIT_UPGRADE_TABLE[up].name}.`);
  if (u.upgrades.length >= IMPROVE_UNIT.maxUpgrades)
    return done(
      tx,
      ctx,
      false,
      `The ${row.name} have the most upgrades a unit may have (${IMPROVE_UNIT.maxUpgrades}).`,
    );
  const ps = s.provinces[u.province]!;
  const landed = Object.values(s.provinces).some((x) => x.ruler === d);
  const home = landed
    ? ps.ruler === d
    : !atWar(s, d, ps.ruler) &&
      Object.values(s.holdings).some(
        (h) => h.province === u.province && h.owner === d && h.type !== 'source' && h.level >= 1,
      );
  if (!home)
    return done(
      tx,
      ctx,
      false,
      `The ${row.name} must train in a home province; ${pname(u.province)} is not one (3.9).`,
    );
  // One improved design per domain (J-58): the same unit with the same upgrades, reached one upgrade at a time.
  const next = [...u.upgrades, up].sort();
  const others = Object.values(s.units).filter((x) => x.owner === d && x.id !== u.id && x.upgrades.length);
  for (const o of others) {
    const set = [...o.upgrades].sort();
    const sub = (a: string[], b: string[]) => a.every((x) => b.includes(x));
    if (o.type !== u.type || !(sub(next, set) || sub(set, next)))
      return done(
        tx,
        ctx,
        false,
        `${dname(d)} already has an improved design (${UNIT_TABLE[o.type].name}: ${set.map((g) => UNIT_UPGRADE_TABLE[g as UnitUpgradeId].name).join(', ')}); only one is allowed (J-58).`,
      );
  }
  const gb = IMPROVE_UNIT.gbPerUpgrade;
  const rp = IMPROVE_UNIT.rpPerUpgrade;
  if (!pay(tx, ctx, gb, rp, `Improve Unit (${row.name})`)) return;
  const r = rollOrder(tx, ctx, { base: IMPROVE_UNIT.dcBase, mods: [], province: u.province, skill: 'strategy' });
  const roll: Roll = { die: r.die, dc: r.dc, base: r.base, mods: r.mods, takeTen: r.takeTen };
  if (!r.ok) return done(tx, ctx, false, `The ${row.name} in ${pname(u.province)} train without result.`, roll);
  tx.emit({ type: 'unitSet', id: u.id, unit: { ...u, upgrades: [...u.upgrades, up] } });
  done(
    tx,
    ctx,
    true,
    `The ${row.name} in ${pname(u.province)} gain ${UNIT_UPGRADE_TABLE[up].name}${up === 'elite' ? ' and the Elite special (J-59)' : ''}; they cost 1 GB more to muster and 0.5 GB more upkeep.`,
    roll,
  );
}

register({
  'muster-armies': muster,
  'move-troops': moveTroops,
  'move-troops-by-sea': moveTroopsBySea,
  'move-ships': moveShips,
  'occupy-province': occupy,
  raid,
  build,
  disband,
  'improve-unit': improve,
});

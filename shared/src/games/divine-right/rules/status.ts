/**
 * Kingdom status and the fate of monarchs: activation and deployment,
 * deactivation behind the besiegers' veto, Confusion and Forced Peace,
 * death, capture and release of monarchs, elimination of players, the Hero
 * Fate Roll, displacement of besiegers and victory points.
 */
import type { HexId } from '../../../engine/hex.ts';
import { adjacent, deepSide, fleetCross, landCross } from './geo.ts';
import type { SeatId } from '../../../engine/types.ts';
import {
  BASIC_CASTLES,
  fleetMayEnter,
  getHex,
  HERO_FATE_TABLE,
  hexesOf,
  IDENTITY_CARDS,
  type KingdomId,
  REGULAR_COUNTERS,
  royalCastleOf,
  THE_FACE,
  TROLL_SCENIC_SPACES,
  unitType,
  VICTORY_POINTS,
  ZORN_DEPLOYMENT_HEXES,
} from '../data/index.ts';
import {
  around,
  besiegers,
  CASTLE_AT,
  castleSeat,
  deployHexOf,
  distance,
  isCombat,
  isPlundered,
  liveCastle,
  mapUnits,
  ownerOf,
  seatOf,
  siegeNeed,
  unitsAt,
} from './board.ts';
import type { Change, State, Unit } from './state.ts';
import type { Tx } from './tx.ts';
import { kname } from '../words.ts';

const REGULAR_TYPE = new Map(REGULAR_COUNTERS.map((c) => [c.id, c.type]));

/** A fresh unit record for a counter id: a regular, a monarch ('pon-monarch') or a mercenary ('merc-A'). */
export function makeUnit(id: string, seat: SeatId, hex: HexId, inside = false): Unit {
  let type: string;
  let kingdom: KingdomId | null;
  if (id.startsWith('merc-')) {
    const letter = id.slice(5);
    type = 'ABCDEFGHIJKL'.includes(letter) ? 'mercenary-army' : 'mercenary-fleet';
    kingdom = null;
  } else if (id.endsWith('-monarch')) {
    kingdom = id.slice(0, -'-monarch'.length) as KingdomId;
    type = IDENTITY_CARDS[kingdom].monarchType;
  } else {
    const t = REGULAR_TYPE.get(id);
    if (!t) throw new Error(`unknown counter ${id}`);
    type = t;
    kingdom = unitType(t).kingdom;
  }
  const kind = unitType(type).kind;
  return {
    id,
    type,
    kind,
    kingdom,
    seat,
    hex,
    inside,
    aboard: null,
    mp: null,
    start: null,
    ledBy: null,
    done: false,
    used: false,
    brokeOut: false,
    captive: null,
    castaway: false,
  };
}

const hasEnemy = (s: State, seat: SeatId, hex: HexId, kind?: 'army' | 'fleet') =>
  unitsAt(s, hex).some((u) => u.seat !== seat && isCombat(u) && (!kind || u.kind === kind));

/** Zorn's units: mountain and pass hexes of Zorn, one per hex, none adjacent (DR-ZORN-01). */
export function zornPlaces(s: State, seat: SeatId, count: number, taken: readonly HexId[] = []): HexId[] {
  const used = [...taken];
  const out: HexId[] = [];
  for (const h of ZORN_DEPLOYMENT_HEXES) {
    if (out.length >= count) break;
    if (unitsAt(s, h).length || hasEnemy(s, seat, h)) continue;
    if (used.some((x) => x === h || adjacent(x, h))) continue;
    used.push(h);
    out.push(h);
  }
  return out;
}

/** Zorn units already standing (their hexes bar adjacent placements). */
const zornHexes = (s: State): HexId[] =>
  mapUnits(s)
    .filter((u) => u.kingdom === 'zorn' && u.kind === 'army')
    .map((u) => u.hex);

/**
 * Where a unit of a kingdom goes when the kingdom activates (DR-KING-11/25):
 * its printed space, inside the castle even when besieged; a blocked
 * non-castle space gives way to the nearest free space of the kingdom.
 */
function activationHex(s: State, seat: SeatId, k: KingdomId, id: string, kind: 'army' | 'fleet'): HexId | null {
  const printed = deployHexOf(id);
  if (printed) {
    const c = liveCastle(s, printed);
    if (c) return printed;
    if (!hasEnemy(s, seat, printed, kind)) return printed;
  }
  const home = hexesOf(k)
    .filter((h) => (kind === 'fleet' ? fleetMayEnter(h) : getHex(h).kind === 'land'))
    .filter((h) => !hasEnemy(s, seat, h) && !(liveCastle(s, h) && castleSeat(s, liveCastle(s, h)!) !== seat));
  const from = printed ?? home[0];
  if (!from) return null;
  home.sort((a, b) => distance(from, a) - distance(from, b) || (a < b ? -1 : 1));
  return home[0] ?? null;
}

function monarchHex(s: State, seat: SeatId, k: KingdomId): HexId {
  if (k === 'trolls') {
    return [THE_FACE, ...TROLL_SCENIC_SPACES].find((h) => !hasEnemy(s, seat, h)) ?? THE_FACE;
  }
  return royalCastleOf(k)?.hex ?? IDENTITY_CARDS[k].monarchHex;
}

/**
 * Where a unit of an activating kingdom may be placed when its controller has a choice (OOT-10):
 * Zorn's free units on any legal mountain or pass (DR-ZORN-01); a unit whose non-castle space is held
 * by enemies on any free space of its kingdom, nearest first (DR-KING-25, eight at most); the Trolls'
 * monarch on any free scenic space (DR-TROLL-05). One fixed space gives no choice.
 */
export function deployOptions(s: State, seat: SeatId, k: KingdomId, id: string): HexId[] {
  if (id === `${k}-monarch`) {
    if (k !== 'trolls') return [monarchHex(s, seat, k)];
    // DR-TROLL-05: any of the four scenic spaces free of enemy combat units, the Face first
    const free = TROLL_SCENIC_SPACES.filter((h) => !hasEnemy(s, seat, h));
    return free.length ? free : [THE_FACE];
  }
  const printed = deployHexOf(id);
  if (k === 'zorn' && printed === null) {
    const taken = zornHexes(s);
    return ZORN_DEPLOYMENT_HEXES.filter(
      (h) => !unitsAt(s, h).length && !hasEnemy(s, seat, h) && !taken.some((x) => x === h || adjacent(x, h)),
    );
  }
  const kind = unitType(REGULAR_TYPE.get(id) as string).kind === 'fleet' ? 'fleet' : 'army';
  if (printed && (liveCastle(s, printed) || !hasEnemy(s, seat, printed, kind))) return [printed];
  const home = hexesOf(k)
    .filter((h) => (kind === 'fleet' ? fleetMayEnter(h) : getHex(h).kind === 'land'))
    .filter((h) => !hasEnemy(s, seat, h) && !(liveCastle(s, h) && castleSeat(s, liveCastle(s, h)!) !== seat));
  const from = printed ?? home[0];
  if (!from) return [];
  home.sort((a, b) => distance(from, a) - distance(from, b) || (a < b ? -1 : 1));
  return home.slice(0, 8);
}

/** The siege re-check after a deployment (DR-KING-26, DR-SIEGE-43). */
export function deploymentRecheck(tx: Tx, k: KingdomId): void {
  for (const c of BASIC_CASTLES) {
    if (c.kingdom !== k || !tx.state.sieges[c.hex]) continue;
    if (besiegers(tx.state, c.hex).length < siegeNeed(tx.state, c.hex))
      liftSiege(tx, c.hex, 'too few besiegers once the kingdom took the field');
  }
}

/** Places the next units of a deployment question; asks again while a real choice is left (OOT-10). */
export function continueDeployment(tx: Tx, seat: SeatId, k: KingdomId, ids: string[]): void {
  const rest = [...ids];
  while (rest.length) {
    const id = rest[0] as string;
    const opts = deployOptions(tx.state, seat, k, id);
    if (opts.length > 1) {
      tx.emit({ type: 'asked', interrupt: { kind: 'deploy', seat, kingdom: k, units: rest } });
      return;
    }
    rest.shift();
    const h = opts[0];
    if (h) tx.emit({ type: 'placed', units: [makeUnit(id, seat, h, !!liveCastle(tx.state, h))], cause: 'activation' });
  }
  deploymentRecheck(tx, k);
}

/**
 * Deploys a kingdom's monarch and reserve (DR-KING-11/12), then re-checks sieges of its castles (DR-KING-26).
 * Activated in another player's turn, its new controller chooses where it has a choice (OOT-10, DR-KING-25).
 */
export function deploy(tx: Tx, k: KingdomId, seat: SeatId): void {
  const s = tx.state;
  const ks = s.kingdoms[k];
  const units: Unit[] = [];
  const choose = seat !== s.active;
  const later: string[] = [];
  if (ks.monarch !== 'map' && ks.monarch !== 'dead' && !s.units[`${k}-monarch`]) {
    // the Troll monarch's space is always his controller's choice (DR-TROLL-05), in any player's turn
    if ((choose || k === 'trolls') && deployOptions(s, seat, k, `${k}-monarch`).length > 1) later.push(`${k}-monarch`);
    else {
      const h = monarchHex(s, seat, k);
      units.push(makeUnit(`${k}-monarch`, seat, h, !!liveCastle(s, h)));
    }
  }
  const zorn = ks.reserve.filter((id) => k === 'zorn' && deployHexOf(id) === null);
  const zornAt = choose ? [] : zornPlaces(s, seat, zorn.length, zornHexes(s));
  for (const id of ks.reserve) {
    if (choose && deployOptions(s, seat, k, id).length > 1) {
      later.push(id);
      continue;
    }
    if (zorn.includes(id)) {
      const h = zornAt[zorn.indexOf(id)];
      if (h) units.push(makeUnit(id, seat, h));
      continue;
    }
    const kind = unitType(REGULAR_TYPE.get(id) as string).kind === 'fleet' ? 'fleet' : 'army';
    const h = activationHex(s, seat, k, id, kind);
    if (h) units.push(makeUnit(id, seat, h, !!liveCastle(s, h)));
  }
  if (units.length) tx.emit({ type: 'placed', units, cause: 'activation' });
  if (later.length) continueDeployment(tx, seat, k, later);
  else deploymentRecheck(tx, k);
}

/** Draws a new personality card for a kingdom's new monarch (DR-CONF-05). */
export function crown(tx: Tx, k: KingdomId): void {
  const card = tx.state.personalityDeck[0] ?? null;
  tx.emit({ type: 'crowned', kingdom: k, card });
}

/** Activation by diplomacy, random event or invasion (DR-KING-09..13, DR-KING-24). */
export function activate(tx: Tx, k: KingdomId, seat: SeatId): void {
  const ks = tx.state.kingdoms[k];
  if (ks.status !== 'inactive') return;
  if (ks.monarch === 'dead') crown(tx, k);
  tx.emit({ type: 'activated', kingdom: k, seat, turn: tx.state.turn });
  deploy(tx, k, seat);
}

/** Seats besieging a kingdom's castles. */
export function besiegingSeats(s: State, k: KingdomId): { seat: SeatId; hexes: HexId[] }[] {
  const out = new Map<SeatId, HexId[]>();
  for (const [hex, seat] of Object.entries(s.sieges)) {
    if (CASTLE_AT.get(hex)?.kingdom === k) out.set(seat, [...(out.get(seat) ?? []), hex]);
  }
  return [...out].map(([seat, hexes]) => ({ seat, hexes }));
}

/**
 * A deactivation (diplomacy, Confusion, Forced Peace) asks every besieger of
 * the kingdom's castles first (DR-KING-16, OOT-4); with no siege it happens at once.
 */
export function requestDeactivation(tx: Tx, k: KingdomId, cause: Change['cause'], duration: number): void {
  const asks = besiegingSeats(tx.state, k);
  if (!asks.length) {
    finishDeactivation(tx, { kingdom: k, cause, duration, keep: false });
    return;
  }
  tx.emit({ type: 'changePending', change: { kingdom: k, cause, duration, keep: false } });
  for (const a of asks) {
    tx.emit({ type: 'asked', interrupt: { kind: 'veto', seat: a.seat, kingdom: k, hexes: a.hexes } });
  }
}

/** Applies a deactivation once every besieger has answered. */
export function finishDeactivation(tx: Tx, change: Change): void {
  if (tx.state.change) tx.emit({ type: 'changePending', change: null });
  const k = change.kingdom;
  if (change.keep) {
    // DR-CONF-06: Confusion averted: a new monarch is crowned at once and the kingdom stays in its alliance.
    if (change.cause === 'confusion') {
      crown(tx, k);
      const seat = seatOf(tx.state, k);
      if (seat && !tx.state.units[`${k}-monarch`]) {
        const h = monarchHex(tx.state, seat, k);
        tx.emit({
          type: 'placed',
          units: [makeUnit(`${k}-monarch`, seat, h, !!liveCastle(tx.state, h))],
          cause: 'activation',
        });
      }
    }
    return;
  }
  const lock =
    change.cause === 'deactivate'
      ? null
      : {
          kind: change.cause === 'confusion' ? ('confusion' as const) : ('forced-peace' as const),
          until: tx.state.turn + change.duration,
        };
  deactivate(tx, k, lock);
}

/** Nearest castle friendly to a seat (hex distance, then lowest hex id; Q-73). */
function nearestCastle(s: State, seat: SeatId, from: HexId, prison = false): HexId | null {
  const list = BASIC_CASTLES.filter(
    (c) => !isPlundered(s, c) && castleSeat(s, c) === seat && (!prison || !s.sieges[c.hex]),
  ).map((c) => c.hex);
  list.sort((a, b) => distance(from, a) - distance(from, b) || (a < b ? -1 : 1));
  return list[0] ?? null;
}

/**
 * A freed captive goes to the nearest castle friendly to him, within its walls (a castle under siege takes
 * him in rather than leaving him among its besiegers), else to the nearest friendly unit (DR-PRIS-08).
 */
export function freeCaptive(tx: Tx, k: KingdomId): void {
  const s = tx.state;
  const u = s.units[`${k}-monarch`];
  if (!u) return;
  const seat = seatOf(s, k);
  if (!seat) return;
  let to = nearestCastle(s, seat, u.hex);
  const inside = to !== null;
  if (!to) {
    const friends = mapUnits(s).filter((x) => x.seat === seat && isCombat(x) && getHex(x.hex).kind === 'land');
    friends.sort((a, b) => distance(u.hex, a.hex) - distance(u.hex, b.hex) || (a.hex < b.hex ? -1 : 1));
    to = friends[0]?.hex ?? monarchHex(s, seat, k);
  }
  tx.emit({ type: 'captiveFreed', kingdom: k, hex: to, ...(inside ? { inside: true as const } : {}) });
  if (tx.state.units[u.id]?.seat !== seat) {
    // control returns to the kingdom's side
    tx.emit({ type: 'placed', units: [{ ...(tx.state.units[u.id] as Unit), seat, captive: null }], cause: 'freed' });
  }
}

/** Deactivation (DR-KING-14, -18, -19): units off the map, prisoners in its castles freed, sieges on it lifted. */
export function deactivate(
  tx: Tx,
  k: KingdomId,
  lock: { kind: 'confusion' | 'forced-peace'; until: number } | null,
): void {
  const s = tx.state;
  const seat = seatOf(s, k);
  const own = Object.values(s.units).filter((u) => u.kingdom === k);
  const ownIds = new Set(own.map((u) => u.id));
  // Mercenaries left with no non-deactivating company of their side (another mercenary counts: DR-KING-18), inside
  // the kingdom or stacked only with its regulars.
  const mercs = mapUnits(s).filter((u) => {
    if (u.kingdom !== null || u.seat !== seat) return false;
    const company = unitsAt(s, u.hex).filter((x) => x.id !== u.id && x.seat === u.seat);
    const staying = company.filter((x) => !ownIds.has(x.id));
    if (staying.length) return false;
    return ownerOf(u.hex) === k || company.some((x) => ownIds.has(x.id));
  });
  const removed = [...own, ...mercs].map((u) => u.id);
  // cargo of removed fleets goes with them unless it stays (mercenaries of the seat are already counted)
  if (removed.length) tx.emit({ type: 'removed', units: removed, kingdom: k });
  // prisoners held in castles of this kingdom are freed (DR-PRIS-07 (2))
  for (const u of Object.values(tx.state.units)) {
    if (u.captive !== null && u.kingdom && CASTLE_AT.get(u.hex)?.kingdom === k) freeCaptive(tx, u.kingdom);
  }
  tx.emit({ type: 'deactivated', kingdom: k, lock });
  // Its castles are neutral now, and no other kingdom's combat units may stand inside them (DR-SIEGE-02): an ally's
  // garrison steps outside the walls, in the same hex, and has the grace below to leave.
  for (const c of BASIC_CASTLES) {
    if (c.kingdom !== k) continue;
    const garrison = unitsAt(tx.state, c.hex)
      .filter((u) => u.inside && isCombat(u) && u.kingdom !== k && u.captive === null)
      .map((u) => u.id);
    if (garrison.length) tx.emit({ type: 'displaced', units: garrison, to: c.hex, inside: false, cause: 'walls' });
  }
  giveGrace(tx, k);
  // sieges against its castles end: the besiegers are displaced (DR-KING-17)
  for (const c of BASIC_CASTLES)
    if (c.kingdom === k && tx.state.sieges[c.hex]) liftSiege(tx, c.hex, 'kingdom deactivated');
  endEmptySieges(tx);
}

/** DR-KING-22: every seat with combat units inside a kingdom that deactivates gets its next Movement Phase to leave. */
function giveGrace(tx: Tx, k: KingdomId): void {
  const seats = [
    ...new Set(
      mapUnits(tx.state)
        .filter((u) => isCombat(u) && ownerOf(u.hex) === k && u.kingdom !== k)
        .map((u) => u.seat),
    ),
  ].sort();
  if (seats.length) tx.emit({ type: 'grace', kingdom: k, seats });
}

/** At the end of a seat's Movement Phase its graces end: units still inside a neutral kingdom violate it (DR-KING-22). */
export function endGraces(tx: Tx, seat: SeatId): void {
  for (const g of (tx.state.graces ?? []).filter((x) => x.seat === seat)) {
    tx.emit({ type: 'graceEnded', kingdom: g.kingdom, seat });
    const ks = tx.state.kingdoms[g.kingdom];
    const inside = mapUnits(tx.state).some((u) => u.seat === seat && isCombat(u) && ownerOf(u.hex) === g.kingdom);
    if (ks.status === 'inactive' && inside && !tx.state.players[seat]?.penalty.includes(g.kingdom))
      tx.emit({ type: 'penalty', seat, kingdom: g.kingdom, cause: 'violation' });
  }
}

/** Sieges whose besiegers are all gone end (DR-SIEGE-30 D). */
export function endEmptySieges(tx: Tx): void {
  for (const hex of Object.keys(tx.state.sieges)) {
    if (!besiegers(tx.state, hex).length) tx.emit({ type: 'siegeEnded', hex, reason: 'no besiegers left' });
  }
}

/** Legal hexes for displaced or retreating land units / fleets of a seat (DR-SIEGE-37, DR-RBC-07). */
export function openHexes(
  s: State,
  seat: SeatId,
  from: HexId,
  kind: 'army' | 'fleet',
  forRetreat = false,
  displacing = false,
): HexId[] {
  return around(from).filter((h) => {
    if (kind === 'army') {
      if (!landCross(from, h) || deepSide(from, h)) return false;
    } else if (!fleetCross(from, h) || getHex(h).kind === 'isle') return false;
    if (
      unitsAt(s, h).some(
        (u) =>
          u.seat !== seat &&
          isCombat(u) &&
          (u.kind === kind ||
            // DR-SIEGE-42: displacing fleets ignore enemy land units in the hex they enter
            (kind === 'fleet' && !displacing && u.kind === 'army' && getHex(h).kind === 'land')),
      )
    )
      return false;
    const c = liveCastle(s, h);
    if (c && castleSeat(s, c) !== seat && s.sieges[h] !== seat) return false;
    if (c && kind === 'fleet' && !c.port) return false;
    if (forRetreat && s.battle) {
      // not into friendly units engaged in a still unresolved attack (DR-RBC-07)
      const busy = s.attacks.filter((a, i) => !a.resolved && i !== s.battle?.index).flatMap((a) => a.targets);
      if (busy.includes(h) && unitsAt(s, h).some((u) => u.seat === seat)) return false;
    }
    return true;
  });
}

export type DisplaceOption = { to: HexId; through?: HexId; loss: number };

/**
 * Where a displaced stack of one kind may go: open neighbours, own units first then hex id;
 * with none, a way out through a barring enemy stack smaller than it, one loss per enemy combat unit,
 * on to an open hex beyond (DR-SIEGE-40, Q-40); nothing when even that fails (DR-SIEGE-41).
 */
export function displaceOptions(
  s: State,
  seat: SeatId,
  from: HexId,
  kind: 'army' | 'fleet',
  count: number,
): DisplaceOption[] {
  const friendly = (h: HexId) => (unitsAt(s, h).some((u) => u.seat === seat) ? 0 : 1);
  const open = openHexes(s, seat, from, kind, false, true);
  if (open.length) {
    open.sort((a, b) => friendly(a) - friendly(b) || (a < b ? -1 : 1));
    return open.map((to) => ({ to, loss: 0 }));
  }
  const out: DisplaceOption[] = [];
  for (const n of around(from)) {
    if (kind === 'army' ? !landCross(from, n) || deepSide(from, n) : !fleetCross(from, n)) continue;
    const c = liveCastle(s, n);
    if (c && castleSeat(s, c) !== seat && s.sieges[n] !== seat) continue;
    const enemies = unitsAt(s, n).filter((u) => u.seat !== seat && u.kind === kind && !u.inside);
    if (!enemies.length || enemies.length >= count) continue;
    for (const to of openHexes(s, seat, n, kind, false, true)) {
      if (to !== from && !out.some((o) => o.to === to)) out.push({ to, through: n, loss: enemies.length });
    }
  }
  out.sort((a, b) => a.loss - b.loss || (a.to < b.to ? -1 : 1));
  return out;
}

/** Moves one displacing stack by an option: losses first (mercenaries, then by id), heroes and cargo along. */
export function applyDisplacement(
  tx: Tx,
  ids: string[],
  option: DisplaceOption | null,
  cause: string,
  aboard?: Record<string, string>,
): void {
  const units = ids.map((id) => tx.state.units[id]).filter((u): u is Unit => !!u);
  const combat = units.filter(isCombat);
  const heroes = units.filter((u) => u.kind === 'monarch');
  if (!option || option.loss >= combat.length) {
    const dead = [
      ...new Set([
        ...combat.map((u) => u.id),
        ...Object.keys(aboard ?? {}).filter((id) => tx.state.units[id]?.kind !== 'monarch'),
      ]),
    ];
    if (dead.length) tx.emit({ type: 'eliminated', units: dead, cause });
    for (const h of heroes) fateRoll(tx, h.id, null);
    return;
  }
  const sorted = [...combat].sort(
    (a, b) => (a.kingdom === null ? 0 : 1) - (b.kingdom === null ? 0 : 1) || (a.id < b.id ? -1 : 1),
  );
  const lost = sorted.slice(0, option.loss).map((u) => u.id);
  if (lost.length) tx.emit({ type: 'eliminated', units: lost, cause: 'displacement' });
  const going = units.filter((u) => !lost.includes(u.id)).map((u) => u.id);
  tx.emit({
    type: 'displaced',
    units: going,
    to: option.to,
    inside: false,
    cause: 'displacement',
    ...(aboard && Object.keys(aboard).length ? { aboard } : {}),
  });
}

/**
 * Moves a seat's units out of a hex (DR-SIEGE-37..42). Each kind goes its own way; heroes go with the
 * armies. With more than one way the owner is asked (OOT-5/6); land units with nowhere to go board the
 * stack's empty fleets (DR-SIEGE-42). A siege of `from` ends once its last besieger is out, for `siege`
 * (also when that is in the answer to a question). Returns true when a question is pending.
 */
export function displaceUnits(
  tx: Tx,
  units: Unit[],
  from: HexId,
  cause: string,
  siege = 'besiegers displaced',
): boolean {
  const byKind: Record<'army' | 'fleet', Unit[]> = { army: [], fleet: [] };
  for (const u of units) if (u.kind !== 'monarch') byKind[u.kind].push(u);
  const heroes = units.filter((u) => u.kind === 'monarch');
  let asked = false;
  const s = tx.state;
  const seat = (units[0] as Unit | undefined)?.seat;
  if (!seat) return false;
  let cargo: Record<string, string> = {};
  let armyOpts = byKind.army.length ? displaceOptions(s, seat, from, 'army', byKind.army.length) : [];
  if (byKind.army.length && !armyOpts.length) {
    const empty = byKind.fleet.filter((f) => !Object.values(s.units).some((x) => x.aboard === f.id));
    if (empty.length >= byKind.army.length) {
      byKind.army.forEach((a, i) => {
        cargo[a.id] = (empty[i] as Unit).id;
      });
      for (const h of heroes) cargo[h.id] = (empty[0] as Unit).id;
    }
  }
  for (const kind of ['army', 'fleet'] as const) {
    const list = byKind[kind];
    if (!list.length) continue;
    if (kind === 'army' && Object.keys(cargo).length) continue;
    const carried = kind === 'army' || !byKind.army.length ? heroes : [];
    const ids = [...list, ...carried].map((u) => u.id);
    const opts = kind === 'army' ? armyOpts : displaceOptions(tx.state, seat, from, 'fleet', list.length);
    const aboard = kind === 'fleet' ? cargo : undefined;
    const all = [...ids, ...(aboard ? Object.keys(aboard) : [])];
    if (opts.length > 1) {
      tx.emit({
        type: 'asked',
        interrupt: { kind: 'displace', seat, from, units: [...new Set(all)], options: opts, cause, siege },
      });
      asked = true;
    } else tx.endingSiege(from, siege, () => applyDisplacement(tx, [...new Set(all)], opts[0] ?? null, cause, aboard));
  }
  armyOpts = [];
  cargo = {};
  return asked;
}

/** Ends a siege by displacing every besieger from the castle hex (the siege ends once they are out). */
export function liftSiege(tx: Tx, hex: HexId, reason: string): void {
  const seat = tx.state.sieges[hex];
  if (!seat) return;
  const outside = unitsAt(tx.state, hex).filter((u) => u.seat === seat && !u.inside);
  const asked = displaceUnits(tx, outside, hex, 'displacement', reason);
  if (tx.state.sieges[hex] && !asked) tx.emit({ type: 'siegeEnded', hex, reason });
}

export function awardVp(tx: Tx, seat: SeatId | null, points: number, reason: string): void {
  if (seat && points > 0 && tx.state.players[seat]) tx.emit({ type: 'vp', seat, points, reason });
}

/**
 * A player monarch killed or captured (DR-KING-27, DR-MON-02/03), or a player who resigned (rules/resign.ts:
 * `vote` false, since he asks for no re-entry).
 */
export function eliminatePlayer(tx: Tx, seat: SeatId, by: SeatId | null, vote = true): void {
  const s = tx.state;
  const p = s.players[seat];
  if (!p || p.eliminated) return;
  tx.emit({ type: 'playerEliminated', seat, by });
  for (const k of Object.keys(s.kingdoms) as KingdomId[]) {
    if (s.kingdoms[k].status === 'active' && s.kingdoms[k].seat === seat) deactivate(tx, k, null);
  }
  // his monarch is gone first (not merely off the map), so a new one is crowned when the Confusion ends (DR-CONF-08)
  if (tx.state.units[`${p.kingdom}-monarch`])
    tx.emit({ type: 'monarchDied', kingdom: p.kingdom, by, cause: 'eliminated' });
  const rest = mapUnits(tx.state).filter((u) => u.seat === seat);
  const captives = Object.values(tx.state.units).filter((u) => u.captive === seat);
  for (const c of captives) if (c.kingdom) freeCaptive(tx, c.kingdom);
  if (rest.length) tx.emit({ type: 'removed', units: rest.map((u) => u.id), kingdom: p.kingdom });
  const d = tx.dice.roll(6);
  tx.emit({ type: 'deactivated', kingdom: p.kingdom, lock: { kind: 'confusion', until: tx.state.turn + d } });
  giveGrace(tx, p.kingdom);
  for (const c of BASIC_CASTLES) {
    if (c.kingdom === p.kingdom && tx.state.sieges[c.hex]) liftSiege(tx, c.hex, 'kingdom fell into Confusion');
  }
  endEmptySieges(tx);
  // DR-OPT-01: with the re-entry rule, every other live player votes (OOT-13)
  const voters = tx.state.seats.filter((x) => x !== seat && tx.state.players[x] && !tx.state.players[x]?.eliminated);
  if (vote && tx.state.reentry && voters.length)
    tx.emit({
      type: 'asked',
      interrupt: { kind: 'reentry', seat: voters[0] as SeatId, candidate: seat, voters: voters.slice(1) },
    });
}

/**
 * DR-OPT-02..04: the re-entering player takes a kingdom at random among the neutral ones (his former
 * kingdom included), else an ally drawn from the player with the most allies (ties: seat order), whose
 * units leave the map; 0 VP; the full force pool; hostile units on its deployment spaces are displaced.
 */
export function reenter(tx: Tx, seat: SeatId): void {
  const s = tx.state;
  const ks = Object.keys(s.kingdoms) as KingdomId[];
  const neutral = ks.filter((k) => s.kingdoms[k].status === 'inactive');
  let k: KingdomId | undefined;
  let from: SeatId | null = null;
  if (neutral.length) k = neutral[tx.dice.int(0, neutral.length - 1)];
  else {
    const allies = (x: SeatId) => ks.filter((q) => s.kingdoms[q].status === 'active' && s.kingdoms[q].seat === x);
    const donors = s.seats.filter((x) => x !== seat && allies(x).length);
    donors.sort((a, b) => allies(b).length - allies(a).length);
    from = donors[0] ?? null;
    if (from) {
      const list = allies(from);
      k = list[tx.dice.int(0, list.length - 1)];
    }
  }
  if (!k) return;
  if (from) {
    const units = mapUnits(tx.state).filter((u) => u.kingdom === k);
    if (units.length) tx.emit({ type: 'removed', units: units.map((u) => u.id), kingdom: k });
  }
  tx.emit({ type: 'reentered', seat, kingdom: k, from });
  // OPT-04: hostile units leave the kingdom's deployment spaces
  const spaces = new Set(
    tx.state.kingdoms[k].reserve
      .map((id) => deployHexOf(id))
      .filter((h): h is HexId => !!h && !liveCastle(tx.state, h)),
  );
  for (const h of [...spaces].sort()) {
    const hostile = unitsAt(tx.state, h).filter((u) => u.seat !== seat);
    const bySeat = new Map<SeatId, Unit[]>();
    for (const u of hostile) bySeat.set(u.seat, [...(bySeat.get(u.seat) ?? []), u]);
    for (const list of bySeat.values()) displaceUnits(tx, list, h, 'displacement');
  }
  deploy(tx, k, seat);
}

/** A monarch dies (DR-MON-01/02, DR-CONF-01/02). VP only for an enemy killing by combat or fate (DR-VP-07/08). */
export function killMonarch(tx: Tx, k: KingdomId, by: SeatId | null, cause: string, scores = true): void {
  const s = tx.state;
  const ks = s.kingdoms[k];
  const owner = seatOf(s, k);
  if (ks.status === 'player' && owner) {
    if (scores && by !== owner) awardVp(tx, by, VICTORY_POINTS.killPlayerMonarch, `killed the monarch of ${kname(k)}`);
    eliminatePlayer(tx, owner, by === owner ? null : by);
    return;
  }
  if (scores && by && by !== owner)
    awardVp(tx, by, VICTORY_POINTS.killAlliedMonarch, `killed the monarch of ${kname(k)}`);
  tx.emit({ type: 'monarchDied', kingdom: k, by, cause });
  const card = tx.state.kingdoms[k].personality;
  if (card !== null) {
    tx.emit({ type: 'personalityShuffled', kingdom: k, deck: tx.dice.shuffle([...tx.state.personalityDeck, card]) });
  }
  if (tx.state.kingdoms[k].status === 'active') requestDeactivation(tx, k, 'confusion', tx.dice.roll(6));
}

/**
 * A monarch captured (DR-VP-06/09, DR-PRIS-01/02). `at` is a castle of the captor that takes him in at once:
 * the besieged castle for a besieger captured on a failed siege roll (DR-SIEGE-23); otherwise the captor's
 * nearest unbesieged castle.
 */
export function captureMonarch(tx: Tx, k: KingdomId, by: SeatId, at?: HexId): void {
  const s = tx.state;
  const ks = s.kingdoms[k];
  const owner = seatOf(s, k);
  if (ks.status === 'player' && owner) {
    awardVp(tx, by, VICTORY_POINTS.capturePlayerMonarch, `captured the monarch of ${kname(k)}`);
    eliminatePlayer(tx, owner, by);
    return;
  }
  awardVp(tx, by, VICTORY_POINTS.captureAlliedMonarch, `captured the monarch of ${kname(k)}`);
  const u = s.units[`${k}-monarch`];
  if (!u) return;
  const prison = at ?? nearestCastle(s, by, u.hex, true);
  if (prison) tx.emit({ type: 'monarchCaptured', kingdom: k, by, prison });
  else tx.emit({ type: 'asked', interrupt: { kind: 'captive', seat: by, kingdom: k } });
}

/**
 * The Hero Fate Roll (DR-FATE-02): 1 killed, 6 captured by the responsible
 * seat (no effect when nobody is, Q-71). Forced rolls happen once per player
 * turn (DR-FATE-05); `own` marks a roll of the hero's own making (DR-FATE-07).
 */
export function fateRoll(
  tx: Tx,
  heroId: string,
  by: SeatId | null,
  own = false,
  prison?: HexId,
): 'killed' | 'no-effect' | 'captured' | null {
  const u = tx.state.units[heroId];
  if (u?.kind !== 'monarch' || !u.kingdom || u.captive !== null) return null;
  if (!own && tx.state.fated.includes(heroId)) return null;
  const roll = tx.dice.roll(6);
  let result = HERO_FATE_TABLE[roll as 1 | 2 | 3 | 4 | 5 | 6];
  if (result === 'captured' && (!by || by === u.seat)) result = 'no-effect';
  tx.emit({ type: 'fateRolled', unit: heroId, roll, result, by });
  if (result === 'killed') killMonarch(tx, u.kingdom, by, 'fate');
  else if (result === 'captured' && by) captureMonarch(tx, u.kingdom, by, prison);
  return result;
}

/** Lone heroes of a seat's enemies in a hex (no combat unit of their own with them). */
export function loneHeroes(s: State, hex: HexId): Unit[] {
  const here = unitsAt(s, hex);
  return here.filter((h) => h.kind === 'monarch' && !here.some((x) => x.seat === h.seat && isCombat(x)));
}

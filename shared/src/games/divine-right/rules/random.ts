/**
 * Phase 1, Random Events (DR-RE-*), with replacements, reinforcements and
 * mercenaries (DR-REIN-*, DR-MERC-*) and the Trolls' regeneration
 * (DR-TROLL-02/03). Choices the roller must make (which unit is lost, which
 * returns, where a mercenary lands) are interrupts for the active seat.
 */
import type { HexId } from '../../../engine/hex.ts';
import { largestStacks, stacksBy } from '../../../engine/stacks.ts';
import type { SeatId } from '../../../engine/types.ts';
import { getHex, HEXES, ISLE_OF_FRIGHT, type KingdomId, RANDOM_EVENTS, unitType } from '../data/index.ts';
import { neighbours } from './geo.ts';
import type { Command } from '../commands.ts';
import {
  alliance,
  CASTLE_AT,
  deployHexOf,
  distance,
  friendlyCastle,
  isBesieged,
  isCombat,
  isFleet,
  mapUnits,
  ownerOf,
  PORT_AT,
  reinforcementHexes,
  seatOf,
  unitsAt,
} from './board.ts';
import type { State, Unit } from './state.ts';
import { activate, fateRoll, killMonarch, makeUnit, zornPlaces } from './status.ts';
import type { Tx } from './tx.ts';

const enemyThere = (s: State, seat: SeatId, hex: HexId) => unitsAt(s, hex).some((u) => u.seat !== seat && isCombat(u));

/** Eliminated regulars of the seat's alliance that may return now, with their entry hex (DR-REIN-04..06). */
export function replacementOptions(s: State, seat: SeatId): { unit: string; hex: HexId }[] {
  const out: { unit: string; hex: HexId }[] = [];
  let zornTaken: HexId[] = mapUnits(s)
    .filter((u) => u.kingdom === 'zorn' && u.kind === 'army')
    .map((u) => u.hex);
  for (const k of alliance(s, seat)) {
    for (const id of s.kingdoms[k].dead) {
      const printed = deployHexOf(id);
      if (printed === null) {
        const h = zornPlaces(s, seat, 1, zornTaken)[0];
        if (h) {
          out.push({ unit: id, hex: h });
          zornTaken = [...zornTaken, h];
        }
        continue;
      }
      if (enemyThere(s, seat, printed) || isBesieged(s, printed)) continue;
      out.push({ unit: id, hex: printed });
    }
  }
  return out;
}

/** Mercenaries another player holds that may be stolen (DR-MERC-05). */
function stealable(s: State, seat: SeatId, kind: 'army' | 'fleet'): Unit[] {
  return mapUnits(s).filter(
    (u) =>
      u.kingdom === null &&
      u.seat !== seat &&
      u.kind === kind &&
      !(u.inside && isBesieged(s, u.hex)) &&
      !(isFleet(u) && mapUnits(s).some((x) => x.aboard === u.id)) &&
      u.aboard === null,
  );
}

/** Mercenary reinforcement commands open to a seat now (DR-REIN-01..03, DR-MERC-01..04). */
export function reinforcementOptions(s: State, seat: SeatId): Command[] {
  const out: Command[] = [];
  const inPool = {
    army: s.mercPool.some((m) => unitType(makeUnit(m, seat, '0000').type).kind === 'army'),
    fleet: s.mercPool.some((m) => unitType(makeUnit(m, seat, '0000').type).kind === 'fleet'),
  };
  const hexes = { army: reinforcementHexes(s, seat, 'army'), fleet: reinforcementHexes(s, seat, 'fleet') };
  const canTake = { army: inPool.army && hexes.army.length > 0, fleet: inPool.fleet && hexes.fleet.length > 0 };
  for (const kind of ['army', 'fleet'] as const) {
    if (canTake[kind]) for (const hex of hexes[kind]) out.push({ type: 'reinforce', kind, hex });
  }
  // Stealing: when the type left cannot be deployed, or the pool is empty (DR-MERC-03/04).
  for (const kind of ['army', 'fleet'] as const) {
    const other = kind === 'army' ? 'fleet' : 'army';
    const allowed = (!inPool.army && !inPool.fleet) || (!inPool[kind] && inPool[other] && !canTake[other]);
    if (!allowed) continue;
    for (const u of stealable(s, seat, kind))
      for (const hex of hexes[kind]) out.push({ type: 'steal', unit: u.id, hex });
  }
  return out;
}

export function replaceCommands(s: State, seat: SeatId): Command[] {
  return replacementOptions(s, seat).map((o) => ({ type: 'replace', unit: o.unit }));
}

/** Places one replacement regular. */
export function placeReplacement(
  tx: Tx,
  seat: SeatId,
  unit: string,
  cause: 'replacement' | 'regeneration' = 'replacement',
): void {
  const o = replacementOptions(tx.state, seat).find((x) => x.unit === unit);
  if (!o) return;
  const castle = CASTLE_AT.get(o.hex);
  const inside = !!castle && !tx.state.plundered.includes(castle.id);
  tx.emit({ type: 'placed', units: [makeUnit(unit, seat, o.hex, inside)], cause });
}

/** Places a mercenary from the pool, or a stolen one. */
export function placeMercenary(tx: Tx, seat: SeatId, cmd: Command): void {
  // a mercenary placed in a friendly, unplundered castle stands within its walls, hired or stolen
  const c = CASTLE_AT.get(cmd.type === 'reinforce' || cmd.type === 'steal' ? cmd.hex : '');
  const inside = !!c && friendlyCastle(tx.state, seat, c) && !tx.state.plundered.includes(c.id);
  if (cmd.type === 'reinforce') {
    const id = tx.state.mercPool.find((m) => makeUnit(m, seat, cmd.hex).kind === cmd.kind);
    if (!id) return;
    tx.emit({ type: 'placed', units: [makeUnit(id, seat, cmd.hex, inside)], cause: 'reinforcement' });
  } else if (cmd.type === 'steal') {
    tx.emit({ type: 'stolen', unit: cmd.unit, seat, hex: cmd.hex, ...(inside ? { inside: true as const } : {}) });
  }
}

/** Units that a Storm may sink: fleets not sheltered in a port. */
function stormTargets(s: State, seat: SeatId): Unit[] {
  const fleets = mapUnits(s).filter((u) => u.seat === seat && isFleet(u));
  const sheltered = new Set<string>();
  for (const f of fleets) {
    const c = CASTLE_AT.get(f.hex);
    if (c?.port && f.inside && friendlyCastle(s, seat, c)) sheltered.add(f.id);
  }
  // A non-castle port shelters `stormShelter` fleets and its owner picks which. A Storm sinks one
  // fleet of his choice, so where more fleets lie there than it shelters, any one of them may be the loss:
  // choosing which sinks is choosing which stay sheltered. Where it shelters them all, none is at risk.
  for (const [hex, port] of PORT_AT) {
    const here = fleets.filter((f) => f.hex === hex);
    if (here.length <= port.stormShelter) for (const f of here) sheltered.add(f.id);
  }
  return fleets.filter((f) => !sheltered.has(f.id));
}

/**
 * Shores of the inland body of water a hex belongs to (DR-SHIP-06): for Lake Carth the land hexes along
 * it, for the River Deep its own hexes; never a port. Null on the open sea (castaways go to the Isle).
 */
export function inlandShores(hex: HexId): HexId[] | null {
  const h = getHex(hex);
  const port = (x: HexId) => CASTLE_AT.has(x) || PORT_AT.has(x);
  if (h.kind === 'lake') {
    // Stryker disable next-line ArrayDeclaration: Lake Carth's hexes neighbour each other, so the starting hex is added back and the body is the same
    const body = new Set<HexId>([hex]);
    const todo = [hex];
    while (todo.length) {
      const x = todo.pop() as HexId;
      for (const n of neighbours(x)) {
        if (body.has(n) || getHex(n).kind !== 'lake') continue;
        body.add(n);
        todo.push(n);
      }
    }
    const shore = new Set<HexId>();
    for (const x of body) for (const n of neighbours(x)) if (getHex(n).kind === 'land' && !port(n)) shore.add(n);
    return [...shore].sort();
  }
  if (h.kind === 'land' && h.navigable) {
    return [...HEXES.values()].filter((x) => x.kind === 'land' && x.navigable && !port(x.id)).map((x) => x.id);
  }
  return null;
}

/** A fleet lost to a Storm: its cargo goes down with it, its heroes are shipwrecked (DR-RE-03, DR-SHIP-01). */
export function sinkFleet(tx: Tx, fleetId: string, by: SeatId | null): void {
  // Stryker disable next-line OptionalChaining: sinkFleet is only called for a fleet still on the board
  const where = tx.state.units[fleetId]?.hex;
  const aboard = Object.values(tx.state.units).filter((u) => u.aboard === fleetId);
  const troops = aboard.filter(isCombat).map((u) => u.id);
  tx.emit({ type: 'eliminated', units: [fleetId, ...troops], cause: 'event' });
  // Stryker disable next-line MethodExpression: the troops aboard were eliminated just before, so a Fate Roll on them gives nothing and they are skipped
  for (const h of aboard.filter((u) => u.kind === 'monarch')) {
    const r = fateRoll(tx, h.id, by, true);
    if (r !== 'no-effect' || !tx.state.units[h.id]) continue;
    const shores = where ? inlandShores(where) : null;
    if (!shores?.length) {
      tx.emit({ type: 'castaway', unit: h.id, hex: ISLE_OF_FRIGHT });
      continue;
    }
    // DR-SHIP-06: the nearest shore of the same inland water, ties at random
    const d = Math.min(...shores.map((x) => distance(where as HexId, x)));
    const near = shores.filter((x) => distance(where as HexId, x) === d);
    const to = near.length > 1 ? (near[tx.dice.int(0, near.length - 1)] as HexId) : (near[0] as HexId);
    tx.emit({ type: 'castaway', unit: h.id, hex: to, ashore: true });
    // DR-SHIP-07: a neutral shore is violated unless the owner gives the hero up (OOT-11)
    const k = ownerOf(to);
    const seat = tx.state.units[h.id]?.seat as SeatId;
    // Stryker disable next-line OptionalChaining: a hero's seat always has a player record
    if (k && tx.state.kingdoms[k].status === 'inactive' && !tx.state.players[seat]?.penalty.includes(k))
      tx.emit({ type: 'asked', interrupt: { kind: 'castaway', seat, unit: h.id, kingdom: k } });
  }
}

function ask(tx: Tx, seat: SeatId, pool: Unit[], count: number, cause: 'storms' | 'mutiny' | 'epidemic' | 'desertion') {
  tx.emit({
    type: 'asked',
    interrupt: { kind: 'losses', seat, pool: pool.map((u) => u.id), count: Math.min(count, pool.length), cause },
  });
}

/** Rolls 2d6 and applies the event to the active seat only (DR-RE-01..14). */
export function rollRandomEvent(tx: Tx): void {
  const s = tx.state;
  const seat = s.active;
  const dice: [number, number] = [tx.dice.roll(6), tx.dice.roll(6)];
  const total = dice[0] + dice[1];
  const ev = RANDOM_EVENTS.find((r) => r.roll === total);
  // Stryker disable next-line StringLiteral: the random events table covers every 2d6 total, so this is never thrown
  if (!ev) throw new Error(`no random event for ${total}`);
  const mine = mapUnits(s).filter((u) => u.seat === seat && isCombat(u));
  const allies = alliance(s, seat).filter((k) => s.kingdoms[k].status === 'active');
  let happened = true;
  const later: (() => void)[] = [];
  switch (ev.id) {
    case 'untimely-death': {
      // Stryker disable next-line MethodExpression: an active allied kingdom always keeps its monarch counter (a dead monarch deactivates it or is re-crowned at once)
      const alive = allies.filter((k) => s.units[`${k}-monarch`]);
      if (!alive.length) happened = false;
      else {
        const k = alive[tx.dice.int(0, alive.length - 1)] as KingdomId;
        // Stryker disable next-line BooleanLiteral: Untimely Death has no responsible seat and hits only allied kingdoms, so no VP is awarded either way
        later.push(() => killMonarch(tx, k, null, 'untimely death', false));
      }
      break;
    }
    case 'storms': {
      const t = stormTargets(s, seat);
      if (!t.length) happened = false;
      else later.push(() => ask(tx, seat, t, 1, 'storms'));
      break;
    }
    case 'mutiny':
      if (!mine.length) happened = false;
      else later.push(() => ask(tx, seat, mine, 1, 'mutiny'));
      break;
    case 'bad-omens': {
      const ks = alliance(s, seat);
      const k = ks[tx.dice.int(0, ks.length - 1)] as KingdomId;
      later.push(() => tx.emit({ type: 'badOmens', kingdom: k }));
      break;
    }
    case 'replacements': {
      const n = Math.min(2, replacementOptions(s, seat).length);
      if (!n) happened = false;
      else later.push(() => tx.emit({ type: 'asked', interrupt: { kind: 'replace', seat, count: n, either: false } }));
      break;
    }
    case 'reinforcements':
      if (!reinforcementOptions(s, seat).length) happened = false;
      else later.push(() => tx.emit({ type: 'asked', interrupt: { kind: 'reinforce', seat, count: 2 } }));
      break;
    case 'epidemic': {
      const stacks = stacksBy(mine, (u) => u.hex);
      const big = [...stacks.values()].filter((l) => l.length >= 10);
      if (!mine.length) happened = false;
      else if (big.length)
        for (const l of big) later.push(() => ask(tx, seat, l, Math.floor(l.length / 2), 'epidemic'));
      else {
        const keys = largestStacks(stacks);
        const hex = keys[keys.length > 1 ? tx.dice.int(0, keys.length - 1) : 0] as HexId;
        // Stryker disable next-line ArrayDeclaration: the hex is a key of the stacks map, so the lookup is never undefined
        later.push(() => ask(tx, seat, stacks.get(hex) ?? [], 1, 'epidemic'));
      }
      break;
    }
    case 'replacements-or-reinforcements':
      if (!replacementOptions(s, seat).length && !reinforcementOptions(s, seat).length) happened = false;
      else later.push(() => tx.emit({ type: 'asked', interrupt: { kind: 'replace', seat, count: 1, either: true } }));
      break;
    case 'desertion': {
      const mercs = mine.filter((u) => u.kingdom === null);
      if (!mercs.length) happened = false;
      else later.push(() => ask(tx, seat, mercs, 1, 'desertion'));
      break;
    }
    case 'help-from-afar': {
      const neutral = (Object.keys(s.kingdoms) as KingdomId[]).filter((k) => s.kingdoms[k].status === 'inactive');
      if (!neutral.length) happened = false;
      else {
        const k = neutral[tx.dice.int(0, neutral.length - 1)] as KingdomId;
        later.push(() => activate(tx, k, seat));
      }
      break;
    }
    case 'no-event':
      happened = false;
      break;
  }
  tx.emit({ type: 'eventRolled', seat, dice, event: ev.id, happened });
  for (const f of later) f();
}

/** At the start of the Trolls' controller's player turn, one eliminated Troll may return (DR-TROLL-02/03, Q-13). */
export function regenerateTrolls(tx: Tx): void {
  const s = tx.state;
  const seat = seatOf(s, 'trolls');
  if (seat !== s.active) return;
  const ks = s.kingdoms.trolls;
  const id = ks.dead.find((x) => !ks.lostToEvents.includes(x) && replacementOptions(s, seat).some((o) => o.unit === x));
  if (id) placeReplacement(tx, seat, id, 'regeneration');
}

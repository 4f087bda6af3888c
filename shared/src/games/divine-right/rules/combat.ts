/**
 * Phase 5, Combat (DR-CMB-*, DR-ODDS-*, DR-TIE-*, DR-WHO-*, DR-RBC-*,
 * DR-ADV-*, DR-REL-*), and the breakout battles of the Siege Phase. Every
 * attack is declared first, then resolved in the attacker's order; each
 * battle runs as a small machine whose questions (retreat, losses, advance)
 * are interrupts for whichever seat must answer.
 */
import type { HexId } from '../../../engine/hex.ts';
import { deepSide, fleetCross, landCross, neighbours } from './geo.ts';
import type { SeatId } from '../../../engine/types.ts';
import { RuleError } from '../../../engine/errors.ts';
import {
  COMBAT_CONSTANTS,
  getHex,
  type KingdomId,
  PARROS,
  personality,
  retreatMinRoll,
  unitType,
} from '../data/index.ts';
import type { Option } from '../commands.ts';
import { andList, hexWords, kname, unitsWords } from '../words.ts';
import {
  castleSeat,
  isCombat,
  isFleet,
  isLand,
  liveCastle,
  mapUnits,
  ownerOf,
  PORT_AT,
  siegeNeed,
  unitsAt,
} from './board.ts';
import type { Attack, State, Unit } from './state.ts';
import { fateRoll, openHexes } from './status.ts';
import { sinkFleet } from './random.ts';
import type { Tx } from './tx.ts';

/** Odds modifiers (DR-ODDS-02/03): the larger side adds the rounded ratio, rounding always favours the defender. */
export function oddsModifiers(attacker: number, defender: number): { attacker: number; defender: number } {
  if (attacker >= defender) return { attacker: Math.floor(attacker / defender), defender: 1 };
  return { attacker: 1, defender: Math.ceil(defender / attacker) };
}

/** Tie losses (DR-TIE-01/02): both lose the weaker side's natural roll, the larger never more than twice the smaller's actual loss. */
export function tieLosses(
  weakerRoll: number,
  weakerUnits: number,
  strongerUnits: number,
): { weaker: number; stronger: number } {
  const weaker = Math.min(weakerRoll, weakerUnits);
  const stronger = Math.min(weakerRoll, COMBAT_CONSTANTS.tieLargerSideCap * weaker, strongerUnits);
  return { weaker, stronger };
}

const kindOf = (a: Attack): 'army' | 'fleet' | null =>
  a.kind === 'land' ? 'army' : a.kind === 'fleet' ? 'fleet' : null;

/** Units of a seat in a hex that may attack now (DR-WHO-02/03/11, DR-SIEGE-36). */
export function eligibleAttackers(s: State, seat: SeatId, hex: HexId, kind: 'army' | 'fleet'): Unit[] {
  return unitsAt(s, hex).filter(
    (u) =>
      u.seat === seat &&
      u.kind === kind &&
      u.aboard === null &&
      !u.used &&
      !(u.inside && s.sieges[hex] && s.sieges[hex] !== seat) &&
      !(u.kingdom && s.kingdoms[u.kingdom].badOmens),
  );
}

/** Enemy units that a declared attack may hit in a hex: outside castles, not yet attacked (DR-WHO-06/09). */
function targetUnits(s: State, seat: SeatId, hex: HexId, kind: 'army' | 'fleet' | 'any'): Unit[] {
  const attacked = new Set(s.attacks.flatMap((a) => a.defenders));
  return unitsAt(s, hex).filter(
    (u) =>
      u.seat !== seat &&
      (kind === 'any' ? isCombat(u) && u.aboard === null : u.kind === kind) &&
      !u.inside &&
      !attacked.has(u.id),
  );
}

/** Inside units of a seat's own besieged castle that may join a relief attack (DR-REL-06, DR-AMPH-06). */
export function reliefHelpers(s: State, seat: SeatId, hex: HexId, kind: 'army' | 'fleet'): Unit[] {
  const c = liveCastle(s, hex);
  if (!c || castleSeat(s, c) !== seat || !s.sieges[hex] || s.sieges[hex] === seat) return [];
  return unitsAt(s, hex).filter((u) => u.seat === seat && u.inside && u.kind === kind && !u.brokeOut && !u.used);
}

const WATER = new Set(['sea', 'lake']);
/** Amphibious targets (DR-AMPH-01): a port, or the outside of a castle-port (an empty hostile one included). */
function amphibiousTarget(s: State, seat: SeatId, t: HexId): boolean {
  const c = liveCastle(s, t);
  if (c) {
    if (!c.port) return false;
    return targetUnits(s, seat, t, 'any').length > 0 || (castleSeat(s, c) !== seat && !s.sieges[t]);
  }
  return PORT_AT.has(t) && targetUnits(s, seat, t, 'any').length > 0;
}

/** Why an amphibious attack may not be declared (DR-AMPH-01/02), or null. */
export function amphibiousProblem(s: State, seat: SeatId, from: HexId[], t: HexId): string | null {
  if (new Set(from).size !== from.length) return 'Name each hex once.';
  if (!amphibiousTarget(s, seat, t)) return 'Amphibious attacks strike a port or the outside of a castle-port.';
  const seats = new Set(targetUnits(s, seat, t, 'any').map((u) => u.seat));
  if (seats.size > 1) return 'One attack strikes one enemy player.';
  for (const f of from) {
    if (!WATER.has(getHex(f).kind)) return 'Amphibious attacks are made from sea or lake hexes.';
    if (!fleetCross(f, t)) return `${hexWords(f)} is not next to ${hexWords(t)} by water.`;
    if (!eligibleAttackers(s, seat, f, 'fleet').length) return `No fleet in ${hexWords(f)} may attack.`;
  }
  return null;
}

export function declareAmphibious(tx: Tx, seat: SeatId, from: HexId[], t: HexId, join?: 'army' | 'fleet'): void {
  const s = tx.state;
  const why = amphibiousProblem(s, seat, from, t);
  if (why) throw new RuleError('illegal_attack', why);
  const fleets = from.flatMap((f) => eligibleAttackers(s, seat, f, 'fleet'));
  const cargo = Object.values(s.units).filter(
    (u) => u.kind === 'army' && u.aboard !== null && fleets.some((f) => f.id === u.aboard),
  );
  const helpers = join ? reliefHelpers(s, seat, t, join).map((u) => u.id) : [];
  tx.emit({
    type: 'attackDeclared',
    attack: {
      from,
      targets: [t],
      kind: 'amphibious',
      attackers: [...fleets, ...cargo].map((u) => u.id),
      defenders: targetUnits(s, seat, t, 'any').map((u) => u.id),
      resolved: false,
      ...(helpers.length ? { helpers } : {}),
    },
  });
  if (helpers.length) tx.emit({ type: 'used', units: helpers, done: false });
}

function adjacentFor(kind: 'army' | 'fleet', a: HexId, b: HexId): boolean {
  return kind === 'army' ? landCross(a, b) && !deepSide(a, b) : fleetCross(a, b);
}

/** Why an attack may not be declared, or null (DR-WHO-*, DR-KING-13, DR-NAV-03, DR-CMB-08). */
export function attackProblem(
  s: State,
  seat: SeatId,
  from: HexId[],
  targets: HexId[],
  kind: 'army' | 'fleet',
): string | null {
  if (new Set(from).size !== from.length || new Set(targets).size !== targets.length) return 'Name each hex once.';
  const defenders = targets.map((t) => targetUnits(s, seat, t, kind));
  if (defenders.some((d) => !d.length))
    return 'Every target hex must hold enemy units of that kind that may be attacked.';
  const seats = new Set(defenders.flat().map((u) => u.seat));
  if (seats.size !== 1) return 'One attack strikes one enemy player.';
  for (const f of from) {
    const att = eligibleAttackers(s, seat, f, kind);
    if (!att.length) return `No unit in ${hexWords(f)} may attack.`;
    for (const t of targets)
      if (!adjacentFor(kind, f, t)) return `${hexWords(f)} is not adjacent to ${hexWords(t)} across an open hexside.`;
    for (const u of att) {
      const k = u.kingdom;
      if (
        k &&
        s.kingdoms[k].status === 'active' &&
        s.kingdoms[k].activatedTurn === s.turn &&
        targets.some((t) => ownerOf(t) !== k)
      ) {
        return `Units of ${kname(k)}, activated this turn, may attack only inside ${kname(k)}.`;
      }
    }
  }
  return null;
}

/** The attackers of a declaration in words: "3 Muetar armies from 1213 (clear) and a Muetar army from 1313 (hills)". */
function fromWords(s: State, seat: SeatId, from: HexId[], kind: 'army' | 'fleet'): string {
  return andList(
    from.map((f) => `${unitsWords(eligibleAttackers(s, seat, f, kind).map((u) => u.id))} from ${hexWords(f)}`),
  );
}

/** Declare options: for each target hex, all adjacent eligible stacks together, and each alone. */
export function attackOptions(s: State, seat: SeatId): Option[] {
  const out: Option[] = [];
  for (const kind of ['army', 'fleet'] as const) {
    const fromHexes = [
      ...new Set(
        mapUnits(s)
          .filter((u) => u.seat === seat && u.kind === kind)
          .map((u) => u.hex),
      ),
    ].filter((h) => eligibleAttackers(s, seat, h, kind).length);
    const targets = new Map<HexId, HexId[]>();
    for (const f of fromHexes) {
      for (const t of neighbours(f)) {
        if (!targetUnits(s, seat, t, kind).length || !adjacentFor(kind, f, t)) continue;
        targets.set(t, [...(targets.get(t) ?? []), f]);
      }
    }
    for (const [t, froms] of [...targets].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const sets = froms.length > 1 ? [froms, ...froms.map((f) => [f])] : [froms];
      const defenders = `${unitsWords(targetUnits(s, seat, t, kind).map((u) => u.id))} at ${hexWords(t)}`;
      for (const from of sets) {
        if (attackProblem(s, seat, from, [t], kind)) continue;
        const attackers = fromWords(s, seat, from, kind);
        out.push({
          command: { type: 'declare', from, targets: [t], kind: kind === 'army' ? 'land' : 'fleet' },
          label: `Attack ${defenders} with ${attackers}`,
          group: 'Declare attacks',
          target: t,
        });
        if (from === sets[0] && reliefHelpers(s, seat, t, kind).length)
          out.push({
            command: {
              type: 'declare',
              from,
              targets: [t],
              kind: kind === 'army' ? 'land' : 'fleet',
              join: kind,
            },
            label: `Relieve ${hexWords(t)}: attack ${defenders} with ${attackers} and the garrison's ${kind === 'army' ? 'armies' : 'fleets'}`,
            group: 'Declare attacks',
            target: t,
          });
      }
    }
  }
  // DR-AMPH-01/02: fleets, with the armies they carry, against a port or a castle-port's outside
  const fleetHexes = [
    ...new Set(
      mapUnits(s)
        .filter((u) => u.seat === seat && u.kind === 'fleet' && WATER.has(getHex(u.hex).kind))
        .map((u) => u.hex),
    ),
  ].filter((h) => eligibleAttackers(s, seat, h, 'fleet').length);
  const amph = new Map<HexId, HexId[]>();
  for (const f of fleetHexes)
    for (const t of neighbours(f))
      if (fleetCross(f, t) && amphibiousTarget(s, seat, t)) amph.set(t, [...(amph.get(t) ?? []), f]);
  for (const [t, from] of [...amph].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (amphibiousProblem(s, seat, from, t)) continue;
    const fleets = from.flatMap((f) => eligibleAttackers(s, seat, f, 'fleet'));
    const cargo = Object.values(s.units).filter(
      (u) => u.kind === 'army' && u.aboard !== null && fleets.some((f) => f.id === u.aboard),
    );
    const defenders = targetUnits(s, seat, t, 'any');
    const against = defenders.length ? `${unitsWords(defenders.map((u) => u.id))} at ${hexWords(t)}` : hexWords(t);
    const carrying = cargo.length ? ` carrying ${unitsWords(cargo.map((u) => u.id))}` : '';
    for (const join of [undefined, 'army', 'fleet'] as const) {
      if (join && !reliefHelpers(s, seat, t, join).length) continue;
      out.push({
        command: { type: 'declare', from, targets: [t], kind: 'amphibious', ...(join ? { join } : {}) },
        label: `Amphibious attack on ${against} with ${fromWords(s, seat, from, 'fleet')}${carrying}${join ? ` and the garrison's ${join === 'army' ? 'armies' : 'fleets'}` : ''}`,
        group: 'Declare attacks',
        target: t,
      });
    }
  }
  return out;
}

export const anyAttack = (s: State, seat: SeatId): boolean => attackOptions(s, seat).length > 0;

export function declare(
  tx: Tx,
  seat: SeatId,
  from: HexId[],
  targets: HexId[],
  kind: 'army' | 'fleet',
  join?: 'army' | 'fleet',
): void {
  const why = attackProblem(tx.state, seat, from, targets, kind);
  if (why) throw new RuleError('illegal_attack', why);
  if (join && join !== kind) throw new RuleError('illegal_attack', 'Only units of the same kind join this relief.');
  const attackers = from.flatMap((f) => eligibleAttackers(tx.state, seat, f, kind)).map((u) => u.id);
  const defenders = targets.flatMap((t) => targetUnits(tx.state, seat, t, kind)).map((u) => u.id);
  const helpers = join ? targets.flatMap((t) => reliefHelpers(tx.state, seat, t, join)).map((u) => u.id) : [];
  tx.emit({
    type: 'attackDeclared',
    attack: {
      from,
      targets,
      kind: kind === 'army' ? 'land' : 'fleet',
      attackers,
      defenders,
      resolved: false,
      ...(helpers.length ? { helpers } : {}),
    },
  });
  if (helpers.length) tx.emit({ type: 'used', units: helpers, done: false });
}

export function beginBattle(tx: Tx, index: number): void {
  const a = tx.state.attacks[index];
  if (!a || a.resolved) throw new RuleError('no_attack', 'That attack is not waiting to be resolved.');
  const d = tx.state.units[a.defenders[0] as string];
  const t = a.targets[0] as HexId;
  const c = liveCastle(tx.state, t);
  const seat = d?.seat ?? (c ? (castleSeat(tx.state, c) ?? '') : '');
  tx.emit({ type: 'battleBegan', attack: a, index, defenderSeat: seat });
  // DR-AMPH-03, OOT-3: the defender may bring his fleets out of the castle-port to defend
  if (a.kind === 'amphibious' && c?.port && seat && castleSeat(tx.state, c) === seat) {
    const fleets = unitsAt(tx.state, t).filter((u) => u.seat === seat && u.kind === 'fleet' && u.inside);
    if (fleets.length)
      tx.emit({ type: 'asked', interrupt: { kind: 'sally', seat, hex: t, fleets: fleets.map((u) => u.id) } });
  }
}

/** A breakout (DR-SIEGE-32/34): everything inside against every besieger, land and fleets summed. */
export function beginBreakout(tx: Tx, seat: SeatId, hex: HexId): void {
  const s = tx.state;
  const inside = unitsAt(s, hex).filter((u) => u.seat === seat && u.inside && isCombat(u) && !u.brokeOut);
  const outside = unitsAt(s, hex).filter((u) => u.seat !== seat && !u.inside && isCombat(u));
  if (!inside.length || !outside.length) throw new RuleError('no_breakout', 'No breakout is possible there.');
  const attack: Attack = {
    from: [hex],
    targets: [hex],
    kind: 'breakout',
    attackers: inside.map((u) => u.id),
    defenders: outside.map((u) => u.id),
    resolved: false,
  };
  tx.emit({ type: 'battleBegan', attack, index: null, defenderSeat: (outside[0] as Unit).seat });
}

const alive = (s: State, ids: readonly string[]) =>
  ids.map((id) => s.units[id]).filter((u): u is Unit => !!u && u.captive === null && !u.castaway);

function sideUnits(s: State, a: Attack, side: 'attacker' | 'defender'): Unit[] {
  const b = s.battle;
  if (side === 'attacker')
    return [
      ...alive(s, a.attackers).filter((u) => a.from.includes(u.hex)),
      ...alive(s, a.helpers ?? []).filter((u) => a.targets.includes(u.hex)),
    ];
  const kind = kindOf(a);
  const joined = a.joined ?? [];
  const list = alive(s, a.defenders).filter((u) => a.targets.includes(u.hex) || joined.includes(u.id));
  if (!b) return list;
  // DR-RBC-10: retreated units still next to their attackers may still be attacked (they stay in the battle).
  const from = kind ? a.from.filter((f) => alive(s, a.attackers).some((u) => u.hex === f)) : [];
  const near = (u: Unit) => !!kind && from.some((f) => adjacentFor(kind, f, u.hex));
  const back = alive(s, b.retreated).filter((u) => a.defenders.includes(u.id) && u.kind !== 'monarch' && near(u));
  return [...list.filter((u) => !b.retreated.includes(u.id)), ...back];
}

/**
 * Units of the defender that may still try to retreat from a hex (not after one retreat, DR-RBC-10/11);
 * `force` picks the armies or the fleets of an amphibious battle's mixed defence.
 */
export function mayRetreat(s: State, a: Attack, hex: HexId, force?: 'army' | 'fleet'): Unit[] {
  const b = s.battle;
  const joined = a.joined ?? [];
  return sideUnits(s, a, 'defender').filter(
    (u) =>
      u.hex === hex &&
      (!force || u.kind === force) &&
      !joined.includes(u.id) &&
      !(b?.retreated.includes(u.id) ?? false),
  );
}

/** The roll a retreat from this hex needs first: the worst type's (DR-RBC-02/03, Q-62); 0 when nobody may go. */
export function retreatNeed(s: State, hex: HexId, force?: 'army' | 'fleet'): number {
  const b = s.battle;
  if (!b) return 0;
  return Math.max(
    0,
    ...mayRetreat(s, b.attack, hex, force).map((u) => (u.kind === 'fleet' ? 4 : retreatMinRoll(unitType(u.type).race))),
  );
}

/** Who retreats on one roll: the battle's kind, or each kind of an amphibious defence on its own (DR-RBC-06). */
const retreatForces = (a: Attack): ('army' | 'fleet')[] => {
  const k = kindOf(a);
  return k ? [k] : a.kind === 'amphibious' ? ['army', 'fleet'] : [];
};

/** Combat strength with a mountain pass doubling the defenders in it (DR-CMB-10). */
function strength(units: Unit[], defending: boolean, s: State): number {
  return units.reduce(
    (n, u) =>
      n +
      (defending && !liveCastle(s, u.hex) && getHex(u.hex).features.includes('pass')
        ? COMBAT_CONSTANTS.passDefenderStrengthMultiplier
        : 1),
    0,
  );
}

/** Personality #16 (DR-HERO-13), captive and castaway penalties (DR-PRIS-06, DR-SHIP-04, Q-45). */
function leaderAndPenalties(s: State, units: Unit[], hexes: HexId[], attacking: boolean): number {
  let mod = 0;
  const heroes = mapUnits(s).filter((u) => u.kind === 'monarch' && hexes.includes(u.hex) && u.seat === units[0]?.seat);
  for (const h of heroes) {
    const k = h.kingdom as KingdomId;
    const card = s.kingdoms[k].status === 'active' ? s.kingdoms[k].personality : null;
    const c = card !== null ? personality(card).combat : undefined;
    if (c && units.some((u) => u.kingdom === k)) {
      mod += attacking ? c.attack : c.defense;
      break;
    }
  }
  const byKingdom = new Map<KingdomId, number>();
  for (const u of units) if (u.kingdom) byKingdom.set(u.kingdom, (byKingdom.get(u.kingdom) ?? 0) + 1);
  for (const [k, n] of byKingdom) {
    if (n * 2 <= units.length) continue;
    const m = s.units[`${k}-monarch`];
    if (m?.captive !== null && m?.captive !== undefined) mod += COMBAT_CONSTANTS.captiveMonarchPenalty;
    else if (m?.castaway && attacking) mod += COMBAT_CONSTANTS.castawayMonarchPenalty;
  }
  return mod;
}

/**
 * Terrain for the defender: +1 in mountains (all defending hexes, Q-64), Parros's canals +2 (DR-ROMB-03, Q-57).
 * Land and amphibious battles take the defenders' hexes as they are; fleet battles and breakouts take none.
 */
export function terrainModifier(s: State, a: Attack, attackers: Unit[], defenders: Unit[]): number {
  if (a.kind !== 'land' && a.kind !== 'amphibious') return 0;
  let mod = 0;
  const hexes = [...new Set(defenders.map((u) => u.hex))];
  if (hexes.length && hexes.every((h) => !liveCastle(s, h) && getHex(h).features.includes('mountain'))) {
    mod += COMBAT_CONSTANTS.mountainDefenderRollBonus;
  }
  if (hexes.includes(PARROS)) {
    const seat = attackers[0]?.seat;
    const support = mapUnits(s).filter(
      (u) => u.seat === seat && isFleet(u) && (neighbours(PARROS).includes(u.hex) || a.from.includes(u.hex)),
    ).length;
    if (support < attackers.filter(isLand).length) mod += COMBAT_CONSTANTS.parrosOutsideDefenderBonus;
  }
  return mod;
}

function askLosses(tx: Tx, seat: SeatId, pool: Unit[], count: number): void {
  if (count <= 0 || !pool.length) return;
  tx.emit({
    type: 'asked',
    interrupt: {
      kind: 'losses',
      seat,
      pool: pool.map((u) => u.id),
      count: Math.min(count, pool.length),
      cause: 'combat',
    },
  });
}

function rollBattle(tx: Tx): void {
  const s = tx.state;
  const b = s.battle;
  if (!b) return;
  const a = b.attack;
  const att = sideUnits(s, a, 'attacker');
  const def = sideUnits(s, a, 'defender');
  const aStr = strength(att, false, s);
  const dStr = strength(def, true, s);
  const odds = oddsModifiers(aStr, dStr);
  const aRoll = tx.dice.roll(6);
  const dRoll = tx.dice.roll(6);
  const aMod = odds.attacker + leaderAndPenalties(s, att, a.from, true);
  const dMod = odds.defender + leaderAndPenalties(s, def, a.targets, false) + terrainModifier(s, a, att, def);
  const aTot = aRoll + aMod;
  const dTot = dRoll + dMod;
  let attackerLoss = 0;
  let defenderLoss = 0;
  if (aTot > dTot) defenderLoss = Math.min(aTot - dTot, def.length);
  else if (dTot > aTot) attackerLoss = Math.min(dTot - aTot, att.length);
  else {
    // DR-TIE-01, Q-61: the weaker side is the one with less strength; equal strength: the lower natural roll.
    const attackerWeaker = aStr < dStr || (aStr === dStr && aRoll < dRoll);
    const t = attackerWeaker ? tieLosses(aRoll, att.length, def.length) : tieLosses(dRoll, def.length, att.length);
    attackerLoss = attackerWeaker ? t.weaker : t.stronger;
    defenderLoss = attackerWeaker ? t.stronger : t.weaker;
  }
  tx.emit({
    type: 'battleRolled',
    attacker: { roll: aRoll, modifier: aMod, strength: aStr },
    defender: { roll: dRoll, modifier: dMod, strength: dStr },
    attackerLoss,
    defenderLoss,
  });
  askLosses(tx, b.defenderSeat, def, defenderLoss);
  askLosses(tx, s.active, att, attackerLoss);
}

/** Retreat before combat (DR-RBC-02/03, Q-62): the worst type rolls first; if it fails, better types roll on their own. */
export function retreat(tx: Tx, hex: HexId, to: HexId, force?: 'army' | 'fleet'): void {
  const s = tx.state;
  const b = s.battle;
  if (!b) return;
  const kind = force ?? kindOf(b.attack);
  const units = mayRetreat(s, b.attack, hex, force);
  const groups = new Map<number, Unit[]>();
  for (const u of units) {
    const need = u.kind === 'fleet' ? 4 : retreatMinRoll(unitType(u.type).race);
    groups.set(need, [...(groups.get(need) ?? []), u]);
  }
  const needs = [...groups.keys()].sort((x, y) => y - x);
  const going: Unit[] = [];
  let lastRoll = 0;
  let lastNeed = 0;
  for (const need of needs) {
    const roll = tx.dice.roll(6);
    lastRoll = roll;
    lastNeed = need;
    if (roll >= need) {
      for (const n of needs.filter((x) => x <= need)) going.push(...(groups.get(n) ?? []));
      break;
    }
  }
  // Heroes ride along when a combat unit of theirs retreats (DR-RBC-05).
  const heroes = going.length ? unitsAt(s, hex).filter((u) => u.kind === 'monarch' && u.seat === b.defenderSeat) : [];
  const ids = [...going, ...(kind === 'army' ? heroes : [])].map((u) => u.id);
  tx.emit({ type: 'retreatRolled', hex, roll: lastRoll, need: lastNeed, units: ids, to: going.length ? to : null });
  if (!going.length) return;
  // DR-RBC-09/13: the defender may still call the retreat off, in whole or for some type groups: one group
  // per people (humans, elves, dwarves, goblins, Trolls; fleets count as human), never split (DR-RBC-04).
  const byType = new Map<string, string[]>();
  for (const u of going) {
    const type = u.kind === 'fleet' ? 'human' : unitType(u.type).race;
    byType.set(type, [...(byType.get(type) ?? []), u.id]);
  }
  tx.emit({
    type: 'asked',
    interrupt: {
      kind: 'recall',
      seat: b.defenderSeat,
      hex,
      to,
      groups: [...byType.values()],
      heroes: kind === 'army' ? heroes.map((u) => u.id) : [],
    },
  });
}

/** Calls back retreated units (DR-RBC-09); heroes come back when no combat unit of theirs goes. */
export function recall(tx: Tx, it: { hex: HexId; groups: string[][]; heroes: string[] }, units: string[]): void {
  if (!units.length) {
    joinOtherAttacks(tx, it.groups.flat());
    return;
  }
  const all = it.groups.flat();
  const back = [...units, ...(units.length === all.length ? it.heroes : [])];
  tx.emit({ type: 'retreatCancelled', hex: it.hex, units: back });
  joinOtherAttacks(
    tx,
    all.filter((id) => !units.includes(id)),
  );
}

/**
 * DR-RBC-11: retreated units that end next to the attackers of another declared, unresolved attack
 * on the same enemy join its defenders (they may not retreat again; its own defenders still may).
 */
function joinOtherAttacks(tx: Tx, ids: string[]): void {
  const s = tx.state;
  const b = s.battle;
  if (!b || !ids.length) return;
  const kind = kindOf(b.attack);
  if (!kind) return;
  s.attacks.forEach((a, i) => {
    if (a.resolved || i === b.index || a.kind !== b.attack.kind) return;
    const seat = s.units[a.defenders[0] as string]?.seat;
    if (seat !== b.defenderSeat) return;
    const near = alive(s, ids).filter(
      (u) =>
        u.kind !== 'monarch' &&
        !a.defenders.includes(u.id) &&
        a.from.some((f) => adjacentFor(kind, f, u.hex) && alive(s, a.attackers).some((x) => x.hex === f)),
    );
    if (near.length) tx.emit({ type: 'attackJoined', index: i, units: near.map((u) => u.id) });
  });
}

/** Where the attacker may advance now (DR-CMB-07, DR-ADV-01..03, DR-REL-01). */
function advanceOptions(s: State): { hexes: HexId[]; relief: HexId | null; units: Unit[] } {
  const b = s.battle;
  if (!b || b.attack.kind === 'breakout') return { hexes: [], relief: null, units: [] };
  const a = b.attack;
  const helpers = a.helpers ?? [];
  const units = sideUnits(s, a, 'attacker').filter((u) => !helpers.includes(u.id));
  if (!units.length) return { hexes: [], relief: null, units };
  const seat = s.active;
  if (a.kind === 'amphibious') {
    // DR-AMPH-08: (A) no defending land unit left: advance, perhaps laying siege; (B) relief: enter the castle
    const t = a.targets[0] as HexId;
    const c = liveCastle(s, t);
    const clear = !unitsAt(s, t).some((u) => u.seat !== seat && isCombat(u) && !u.inside);
    const hostile = !!c && castleSeat(s, c) !== seat && s.sieges[t] !== seat;
    const ok =
      clear &&
      (!hostile || (!(c?.kingdom && castleSeat(s, c) === null) && !s.sieges[t] && units.length >= siegeNeed(s, t)));
    // an attack on the outside of one's own castle-port was on its besiegers: a relief, even if the siege
    // ended when the last of them fell (DR-AMPH-09, DR-SIEGE-30)
    const relief = !!c && castleSeat(s, c) === seat;
    return { hexes: ok ? [t] : [], relief: relief ? t : null, units };
  }
  const kind = kindOf(a) as 'army' | 'fleet';
  const hexes = a.targets.filter((t) => {
    if (unitsAt(s, t).some((u) => u.seat !== seat && u.kind === kind && !u.inside)) return false;
    if (unitsAt(s, t).some((u) => u.seat !== seat && isCombat(u) && !u.inside && u.kind !== kind)) return false;
    const c = liveCastle(s, t);
    if (c && castleSeat(s, c) !== seat && s.sieges[t] !== seat) {
      return !(c.kingdom && castleSeat(s, c) === null) && units.length >= siegeNeed(s, t) && !s.sieges[t];
    }
    if (kind === 'fleet' && c && !c.port) return false;
    return true;
  });
  const relief =
    a.targets.find((t) => {
      const c = liveCastle(s, t);
      return !!c && castleSeat(s, c) === seat && s.sieges[t] !== undefined && s.sieges[t] !== seat;
    }) ?? null;
  return { hexes, relief, units };
}

/** One step of the running battle; called by advance() while a battle is on. */
export function stepBattle(tx: Tx): void {
  const s = tx.state;
  const b = s.battle;
  if (!b) return;
  const a = b.attack;
  switch (b.stage) {
    case 'retreat': {
      // an amphibious defence asks its armies, then its fleets (DR-RBC-06); other battles ask their one kind
      const amphibious = a.kind === 'amphibious';
      for (const t of a.targets) {
        for (const kind of retreatForces(a)) {
          const asked = amphibious && kind === 'fleet' ? (b.askedFleets ?? []) : b.asked;
          if (asked.includes(t)) continue;
          const force = amphibious ? kind : undefined;
          if (!mayRetreat(s, a, t, force).length) continue;
          const options = openHexes(s, b.defenderSeat, t, kind, true);
          if (!options.length) continue;
          tx.emit({
            type: 'asked',
            interrupt: { kind: 'retreat', seat: b.defenderSeat, hex: t, options, ...(force ? { force } : {}) },
          });
          return;
        }
      }
      if (!sideUnits(s, a, 'defender').length || !sideUnits(s, a, 'attacker').length) {
        tx.emit({ type: 'battleStage', stage: 'after' });
        return;
      }
      rollBattle(tx);
      return;
    }
    case 'roll':
      rollBattle(tx);
      return;
    case 'losses': {
      // DR-AMPH-05: a beaten amphibious attacker (losses >= the defender's) loses half his survivors too
      if (a.kind === 'amphibious' && !b.halved && b.lost.attacker >= b.lost.defender) {
        tx.emit({ type: 'battleHalved' });
        const helpers = a.helpers ?? [];
        const survivors = sideUnits(tx.state, a, 'attacker').filter((u) => !helpers.includes(u.id));
        const n = Math.floor(survivors.length / 2);
        if (n > 0) {
          askLosses(tx, s.active, survivors, n);
          return;
        }
      }
      // Hero Fate Rolls for heroes whose stacks lost units (DR-FATE-01 #1).
      if (b.lost.defender > 0) {
        for (const h of mapUnits(s).filter(
          (u) => u.kind === 'monarch' && u.seat === b.defenderSeat && a.targets.includes(u.hex),
        )) {
          fateRoll(tx, h.id, s.active);
        }
      }
      if (b.lost.attacker > 0) {
        for (const h of mapUnits(tx.state).filter(
          (u) => u.kind === 'monarch' && u.seat === s.active && a.from.includes(u.hex),
        )) {
          fateRoll(tx, h.id, b.defenderSeat);
        }
      }
      if (a.kind === 'breakout') {
        const out = sideUnits(tx.state, a, 'attacker').map((u) => u.id);
        if (out.length) tx.emit({ type: 'brokeOut', units: out });
      }
      if (tx.state.battle) tx.emit({ type: 'battleStage', stage: 'after' });
      return;
    }
    case 'after': {
      // DR-AMPH-07: units of the garrison that helped go back inside
      const back = alive(s, a.helpers ?? []).filter((u) => !u.inside && a.targets.includes(u.hex));
      if (back.length) {
        tx.emit({
          type: 'displaced',
          units: back.map((u) => u.id),
          to: back[0]?.hex as HexId,
          inside: true,
          cause: 'relief',
        });
        return;
      }
      const o = advanceOptions(s);
      if (o.units.length && (o.hexes.length || o.relief)) {
        tx.emit({
          type: 'asked',
          interrupt: {
            kind: 'advance',
            seat: s.active,
            hexes: o.hexes,
            units: o.units.map((u) => u.id),
            relief: o.relief,
          },
        });
        tx.emit({ type: 'battleStage', stage: 'advance' });
        return;
      }
      tx.emit({ type: 'battleEnded' });
      return;
    }
    case 'advance':
      tx.emit({ type: 'battleEnded' });
      return;
  }
}

/** The attacker's advance (or a relief force entering the castle). */
export function applyAdvance(tx: Tx, units: string[], to: HexId | null, inside: boolean): void {
  const s = tx.state;
  const b = s.battle;
  if (!b || to === null || !units.length) return;
  const seat = s.active;
  const c = liveCastle(s, to);
  // into one's own castle: inside when asked (a relief always is), else outside (DR-AMPH-08 "inside or outside")
  const relief = !!c && castleSeat(s, c) === seat && (inside || b.attack.kind !== 'amphibious');
  // cargo goes with its fleets: landed on land (DR-AMPH-08, DR-REL-08), still aboard on water
  const cargo = Object.values(s.units).filter(
    (u) => u.aboard !== null && units.includes(u.aboard) && !units.includes(u.id),
  );
  const water = getHex(to).kind !== 'land';
  const aboard = water ? Object.fromEntries(cargo.map((u) => [u.id, u.aboard as string])) : undefined;
  tx.emit({
    type: 'displaced',
    units: [...units, ...cargo.map((u) => u.id)],
    to,
    inside: relief ? true : inside && !!c && castleSeat(s, c) === seat,
    cause: relief ? 'relief' : 'advance',
    ...(aboard && Object.keys(aboard).length ? { aboard } : {}),
  });
  if (c && castleSeat(s, c) !== seat && !s.sieges[to]) {
    tx.emit({ type: 'siegeDeclared', hex: to, seat });
    tx.emit({ type: 'used', units, done: true });
  }
}

/** Units lost in a battle or to an event: fleets take their cargo down, heroes aboard are shipwrecked (DR-CMB-06). */
export function loseUnits(tx: Tx, ids: string[], cause: string, by: SeatId | null): void {
  const fleets = ids.filter((id) => tx.state.units[id]?.kind === 'fleet');
  const a = tx.state.battle?.attack;
  if (a?.kind === 'amphibious') {
    // the armies of a sunk attacking fleet climb into an empty fleet of the same attack in its hex, if any
    const free = alive(tx.state, a.attackers).filter(
      (f) =>
        f.kind === 'fleet' &&
        !ids.includes(f.id) &&
        !Object.values(tx.state.units).some((x) => x.aboard === f.id && !ids.includes(x.id)),
    );
    for (const f of fleets) {
      for (const u of Object.values(tx.state.units).filter(
        (x) => x.aboard === f && x.kind === 'army' && !ids.includes(x.id),
      )) {
        const i = free.findIndex((x) => x.hex === u.hex);
        if (i < 0) continue;
        const [to] = free.splice(i, 1);
        tx.emit({
          type: 'displaced',
          units: [u.id],
          to: u.hex,
          inside: false,
          cause: 'displacement',
          aboard: { [u.id]: (to as Unit).id },
        });
      }
    }
  }
  const rest = ids.filter((id) => !fleets.includes(id));
  if (rest.length) tx.emit({ type: 'eliminated', units: rest, cause });
  for (const f of fleets) if (tx.state.units[f]) sinkFleet(tx, f, by);
}

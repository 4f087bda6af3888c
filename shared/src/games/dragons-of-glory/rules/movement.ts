/**
 * Ground, air, leader and wizard movement (Rules 5 and 6): costs, stops,
 * stacking, carrying, and the invasion a move sets off (Rule 3, DG-INV).
 *
 * A `move` sends counters of one hex along one path: each pays its own cost
 * (rules/reach.ts), the path ends where any of them must stop, and the end hex
 * must take them within the stacking limits. Entering a neutral's territory
 * ends the move and rolls the invasion at once; the mover then carries on,
 * the invader too (AMB-15), unless the armies just placed stand next to it.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice, ChoicePick } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import {
  counter,
  type CounterId,
  distance,
  getHex,
  groundStackLimit,
  type HexId,
  otherSide,
  type Side,
  STACKING,
} from '../data/index.ts';
import { invade } from './activation.ts';
import {
  armiesAt,
  hasEnemyArmy,
  isAirId,
  isArmyId,
  isGroundId,
  isKenderId,
  isLeaderId,
  isShipId,
  isWizardId,
  occupiedHexes,
  unitsAt,
} from './board.ts';
import {
  airMayEnd,
  airMayEndAt,
  type Board,
  bestLabel,
  board,
  type Gait,
  type GroupReach,
  type GroupSpec,
  gaitKey,
  gaitOf,
  groundMayStand,
  groundMayStandAt,
  groupReach,
  HEX_TOTAL,
  hexNumber,
  hexOfNumber,
  isEnemyHex,
  isLandHex,
  isZocHex,
  neutralAt,
  neutralNation,
  pathOf,
  remaining,
  spentOf,
  stackLimitAt,
  stopsNextToEnemy,
} from './reach.ts';
import { pushShips } from './sea.ts';
import type { State } from './state.ts';
import { haltedUnits } from './strategic.ts';
import type { Tx } from './tx.ts';
import { hexWord, listWords, nationWord, unitsWord, unitWord } from './words.ts';

/** Hex names for labels, made once each (a side's choices name hundreds of hexes). */
const HEX_WORDS = new Map<HexId, string>();
const hexName = (hex: HexId): string => {
  let w = HEX_WORDS.get(hex);
  if (w === undefined) {
    w = hexWord(hex);
    HEX_WORDS.set(hex, w);
  }
  return w;
};

// ---------------------------------------------------------------------------
// Who may move
// ---------------------------------------------------------------------------

/** Why a counter may not move now, in words, or null when it may. */
function unable(
  s: State,
  b: Board,
  side: Side,
  id: CounterId,
  halted: ReadonlySet<CounterId>,
): { code: string; why: string } | null {
  const u = s.units[id];
  if (u?.where !== 'map' || u.side !== side)
    return { code: 'cannot_move', why: `${unitWord(id)} is not one of your forces on the map.` };
  if (isShipId(id)) return { code: 'cannot_move', why: `${unitWord(id)} is a ship: ships sail by their own orders.` };
  if (isWizardId(id))
    return { code: 'cannot_move', why: `${unitWord(id)} is a wizard: wizards are sent, not marched.` };
  if (!isArmyId(id) && !isLeaderId(id)) return { code: 'cannot_move', why: `${unitWord(id)} does not move.` };
  if (u.aboard)
    return { code: 'aboard', why: `${unitWord(id)} is aboard ${unitWord(u.aboard)}: it lands from the ship.` };
  // A Strategic Event may hold a dragonarmy where it stands this Turn (Highlords' Rivalry).
  if (halted.has(id)) return { code: 'halted', why: `${unitWord(id)} is halted by a Strategic Event this Turn.` };
  const f = s.flags[id] ?? {};
  // DG-SHIP-11, DG-AIR-06: carried this Turn, it moves no more on its own.
  if (f.carried)
    return { code: 'carried', why: `${unitWord(id)} has been carried this Turn and cannot move on its own.` };
  if (f.stopped)
    return { code: 'stopped', why: `${unitWord(id)} has had to stop and moves no more this Movement Step.` };
  // Next to the enemy after moving (the armies of an invaded nation placed beside it, AMB-15): it stops.
  if (stopsNextToEnemy(id) && (f.mp ?? 0) > 0 && u.hex && isZocHex(b, u.hex))
    return { code: 'stopped', why: `${unitWord(id)} stands next to the enemy and moves no more this Movement Step.` };
  if (remaining(s, id) <= 0) return { code: 'no_mp', why: `${unitWord(id)} has no Movement Points left.` };
  return null;
}

/** The counters of a side able to move, by hex (armies first, then leaders). */
function movable(s: State, side: Side): Map<HexId, CounterId[]> {
  const b = board(s, side);
  const halted = haltedUnits(s);
  const out = new Map<HexId, CounterId[]>();
  for (const hex of occupiedHexes(s).sort()) {
    const ids = unitsAt(s, hex)
      .filter((u) => u.side === side && !unable(s, b, side, u.id, halted))
      .map((u) => u.id)
      .sort((a, c) => rank(a) - rank(c) || COLLATOR.compare(a, c));
    if (ids.length) out.set(hex, ids);
  }
  return out;
}

/** localeCompare's order, without its cost per call. */
const COLLATOR = new Intl.Collator();

const rank = (id: CounterId): number => (isGroundId(id) ? 0 : isAirId(id) ? 1 : 2);

// ---------------------------------------------------------------------------
// Where a group may go
// ---------------------------------------------------------------------------

interface Group {
  ids: CounterId[];
  from: HexId;
  spec: GroupSpec;
  /** Index into spec.gaits of each counter. */
  gait: Record<CounterId, number>;
  carry?: CounterId;
}

function groupOf(s: State, b: Board, ids: CounterId[], carry?: CounterId): Group {
  const from = s.units[ids[0]!]!.hex!;
  const gaits: Gait[] = [];
  const budgets: number[] = [];
  const keys: string[] = [];
  const gait: Record<CounterId, number> = {};
  for (const id of ids) {
    const g = gaitOf(s, b, id);
    const k = gaitKey(g);
    let i = keys.indexOf(k);
    const mp = remaining(s, id, carry !== undefined);
    if (i < 0) {
      i = keys.length;
      keys.push(k);
      gaits.push(g);
      budgets.push(mp);
    } else budgets[i] = Math.min(budgets[i]!, mp);
    gait[id] = i;
  }
  return {
    ids,
    from,
    gait,
    ...(carry ? { carry } : {}),
    spec: {
      start: from,
      gaits,
      budgets,
      stopsNextToEnemy: ids.some(stopsNextToEnemy),
      invades: ids.some(isArmyId),
    },
  };
}

/** Why the group may not end its move in `to` (stacking, where fliers may land), or null. */
function endProblem(b: Board, g: Group, to: HexId): { code: string; why: string } | null {
  const fliers = g.ids.filter(isAirId);
  if (fliers.length && !airMayEnd(to))
    return {
      code: 'air_must_land',
      why: `${unitsWord(fliers)} must end on land they may stand on, not ${hexName(to)}.`,
    };
  if (g.carry && !groundMayStand(to))
    return { code: 'bad_carry', why: `${unitWord(g.carry)} cannot be set down at ${hexName(to)}.` };
  const coming = [...g.ids, ...(g.carry ? [g.carry] : [])].filter(isArmyId);
  if (!coming.length) return null;
  const all = [...(b.own.get(to) ?? []), ...coming];
  const ground = all.filter(isGroundId).length;
  // DG-STK-01: two ground armies, three in a fortified city (and the High Clerist Tower, places.ts).
  if (ground > groundStackLimit(to))
    return {
      code: 'over_stacked',
      why: `${hexName(to)} holds at most ${groundStackLimit(to)} ground armies.`,
    };
  // DG-STK-03: two air armies.
  if (all.filter(isAirId).length > STACKING.air)
    return { code: 'over_stacked', why: `${hexName(to)} holds at most ${STACKING.air} air armies.` };
  // DG-STK-02, AMB-26: kender share a hex with no other army.
  if (all.some(isKenderId) && !all.every(isKenderId))
    return { code: 'kender_alone', why: 'Kender armies share a hex with no other kind of army.' };
  return null;
}

interface Destination {
  to: HexId;
  costs: Record<CounterId, number>;
  stop: CounterId[];
  invades: string | null;
}

function destination(b: Board, g: Group, r: GroupReach, to: HexId, label: number): Destination {
  const costs: Record<CounterId, number> = {};
  for (const id of g.ids) costs[id] = spentOf(r, label, g.gait[id]!);
  const stop = isZocHex(b, to) ? g.ids.filter(stopsNextToEnemy) : [];
  return { to, costs, stop, invades: g.spec.invades ? neutralAt(b, to) : null };
}

/**
 * A stack's moves, all but the stacking check: every hex its search reaches
 * where it may end as far as the map goes (fliers on land they may stand on,
 * a carried army on land), with its choice. They depend only on the stack
 * (its counters, their gaits and MP) and the field, so they are made once per
 * field and shared by the states of a Movement Step; `fits` then checks each
 * against the state's stacking (endProblem's limits, counted).
 */
interface Offers {
  /** The armies arriving: in all, ground, air, kender. */
  armies: number;
  ground: number;
  air: number;
  kender: number;
  /** Hex numbers, ascending (hex id order), the way to each, and its choice once asked for (see choiceAt). */
  to: number[];
  ways: Destination[];
  choices: (Choice<Command> | undefined)[];
  make: (d: Destination) => Choice<Command>;
}

/** The choice of an offer, made when first offered (a counter's moves alone are mostly its stack's, never shown). */
function choiceAt(o: Offers, j: number): Choice<Command> {
  let c = o.choices[j];
  if (!c) {
    c = o.make(o.ways[j]!);
    o.choices[j] = c;
  }
  return c;
}

type OfferKind = 'whole' | 'alone' | 'carry';

function offers(s: State, b: Board, kind: OfferKind, from: HexId, ids: CounterId[], carry?: CounterId): Offers {
  const carrying = carry !== undefined;
  let key = `${kind}|${from}|${carry ?? ''}`;
  // A counter's gait is its own but for being locked (DG-ZOC-04).
  for (const id of ids) key += `|${id}:${gaitOf(s, b, id).locked ? 'L' : ''}${remaining(s, id, carrying)}`;
  const known = b.field.made.get(key) as Offers | undefined;
  if (known) return known;
  const g = groupOf(s, b, ids, carry);
  const r = groupReach(b, g.spec);
  const coming = [...ids, ...(carry ? [carry] : [])].filter(isArmyId);
  const out: Offers = {
    armies: coming.length,
    ground: coming.filter(isGroundId).length,
    air: coming.filter(isAirId).length,
    kender: coming.filter(isKenderId).length,
    to: [],
    ways: [],
    choices: [],
    make: (d) => moveChoice(d, ids, from, kind === 'carry' ? 'Fly' : 'Move', extra),
  };
  const fliers = ids.some(isAirId);
  const extra: { carry?: CounterId; pick?: ChoicePick; group?: string } =
    kind === 'carry'
      ? { carry, group: `${unitWord(ids[0]!)} carrying ${unitWord(carry!)}` }
      : kind === 'alone'
        ? { group: `Move ${unitWord(ids[0]!)} alone from ${hexName(from)}` }
        : ids.length > 1
          ? {
              pick: {
                field: 'units',
                prompt: 'Which go?',
                options: ids.map((id) => ({ id, label: unitWord(id) })),
                min: 1,
              },
            }
          : {};
  for (const i of r.reached) {
    // endProblem's first two refusals, which the map alone decides.
    if (fliers && !airMayEndAt(i)) continue;
    if (carrying && !groundMayStandAt(i)) continue;
    const label = bestLabel(r, i);
    if (label < 0) continue;
    const d = destination(b, g, r, hexOfNumber(i), label);
    out.to.push(i);
    out.ways.push(d);
  }
  b.field.made.set(key, out);
  return out;
}

/** Whether the offers' armies fit in hex i beside the side's own (endProblem's stacking limits, DG-STK-01/02/03). */
function fits(b: Board, o: Offers, i: number): boolean {
  if (!o.armies) return true;
  if (b.ownGround[i]! + o.ground > stackLimitAt(i)) return false;
  if (b.ownAir[i]! + o.air > STACKING.air) return false;
  const kender = b.ownKender[i]! + o.kender;
  return kender === 0 || kender === b.ownArmies[i]! + o.armies;
}

/** Hexes already offered to the whole stack, marked with the stack's stamp. */
const OFFERED = new Float64Array(HEX_TOTAL);
let stamp = 0;

// ---------------------------------------------------------------------------
// Carrying (DG-AIR-06..08)
// ---------------------------------------------------------------------------

/** Why `flier` may not lift `army` now, or null. */
function carryProblem(s: State, side: Side, flier: CounterId, army: CounterId): string | null {
  const c = counter(flier);
  const a = s.units[army];
  if (c.kind !== 'air' || !c.carries) return `${unitWord(flier)} cannot carry armies.`;
  const f = s.flags[flier] ?? {};
  if (f.lifted) return `${unitWord(flier)} has already carried an army this Turn.`;
  if ((f.mp ?? 0) > 0) return `${unitWord(flier)} must begin its move with the army it carries.`;
  if (a?.where !== 'map' || a.side !== side || a.aboard || a.hex !== s.units[flier]?.hex)
    return `${unitWord(army)} is not with ${unitWord(flier)}.`;
  const ac = counter(army);
  if (ac.kind !== 'army' || !c.carries.types.includes(ac.type))
    return `${unitWord(flier)} carries only ${listWords(c.carries.types.map((t) => t))} armies.`;
  if (c.carries.sameNationality && ac.nationality !== c.nationality)
    return `${unitWord(flier)} carries only an army of its own colours.`;
  const af = s.flags[army] ?? {};
  if (af.moved || af.carried) return `${unitWord(army)} has already moved this Turn.`;
  return null;
}

function carriable(s: State, side: Side, flier: CounterId): CounterId[] {
  const hex = s.units[flier]?.hex;
  if (!hex) return [];
  return armiesAt(s, hex, side)
    .map((u) => u.id)
    .filter((id) => isGroundId(id) && !carryProblem(s, side, flier, id))
    .sort();
}

// ---------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------

const CHOICES = new WeakMap<State, Partial<Record<Side, Choice<Command>[]>>>();

function costWords(d: Destination, ids: CounterId[]): string {
  const values = ids.map((id) => d.costs[id]!);
  if (values.every((v) => v === values[0])) return `${values[0]} MP`;
  return ids.map((id) => `${unitWord(id)} ${d.costs[id]} MP`).join(', ');
}

function moveChoice(
  d: Destination,
  ids: CounterId[],
  from: HexId,
  verb: string,
  extra: { carry?: CounterId; pick?: ChoicePick; group?: string } = {},
): Choice<Command> {
  const who = `${unitsWord(ids)}${extra.carry ? ` carrying ${unitWord(extra.carry)}` : ''}`;
  const where = hexName(d.to);
  const notes = [
    d.stop.length ? `${unitsWord(d.stop)} must stop there` : '',
    d.invades ? `invades ${nationWord(d.invades)}` : '',
  ].filter(Boolean);
  return {
    command: { type: 'move', units: ids, to: d.to, ...(extra.carry ? { carry: extra.carry } : {}) },
    label: `${verb} ${who} to ${where}: ${costWords(d, ids)}${notes.length ? ` (${notes.join('; ')})` : ''}`,
    group: extra.group ?? `Move from ${hexName(from)}`,
    target: d.to,
    ...(d.invades
      ? {
          confirm: `Entering ${nationWord(d.invades)} draws it into the war: both sides roll to see whom it joins, and the move ends there.`,
        }
      : {}),
    ...(extra.pick ? { pick: extra.pick } : {}),
  };
}

/** The moves of the side's stacks, its carriers' lifts and its wizards (Step 5). */
export function moveChoices(s: State, side: Side): Choice<Command>[] {
  const cached = CHOICES.get(s)?.[side];
  if (cached) return cached;
  const b = board(s, side);
  const out: Choice<Command>[] = [];
  for (const [from, ids] of movable(s, side)) {
    const whole = offers(s, b, 'whole', from, ids);
    const mark = ++stamp;
    for (let j = 0; j < whole.to.length; j++) {
      const i = whole.to[j]!;
      if (!fits(b, whole, i)) continue;
      out.push(choiceAt(whole, j));
      OFFERED[i] = mark;
    }
    if (ids.length > 1) {
      // A counter that can go further alone (a flier, cavalry, a leader), or where the whole stack would not fit.
      for (const id of ids) {
        const alone = offers(s, b, 'alone', from, [id]);
        for (let j = 0; j < alone.to.length; j++) {
          const i = alone.to[j]!;
          if (OFFERED[i] !== mark && fits(b, alone, i)) out.push(choiceAt(alone, j));
        }
      }
    }
    for (const flier of ids.filter(isAirId)) {
      for (const army of carriable(s, side, flier)) {
        const lift = offers(s, b, 'carry', from, [flier], army);
        for (let j = 0; j < lift.to.length; j++) if (fits(b, lift, lift.to[j]!)) out.push(choiceAt(lift, j));
      }
    }
  }
  out.push(...wizardChoices(s, side));
  CHOICES.set(s, { ...CHOICES.get(s), [side]: out });
  return out;
}

/** A wizard goes to any friendly stack or aboard any friendly ship (a bounded list; the command takes any hex). */
function wizardChoices(s: State, side: Side): Choice<Command>[] {
  const out: Choice<Command>[] = [];
  const wizards = Object.values(s.units)
    .filter((u) => u.where === 'map' && u.side === side && isWizardId(u.id) && !s.flags[u.id]?.wizardMoved)
    .sort((a, b) => a.id.localeCompare(b.id));
  if (!wizards.length) return out;
  // The side's stacks: its armies on land, by hex (reach.ts has them from armiesAt).
  const own = board(s, side).own;
  const stacks = [...own.keys()].sort();
  const ships = Object.values(s.units)
    .filter((u) => u.where === 'map' && u.side === side && isShipId(u.id) && u.hex)
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const w of wizards) {
    const group = `Send ${unitWord(w.id)}`;
    for (const hex of stacks) {
      if (hex === w.hex && !w.aboard) continue;
      out.push({
        command: { type: 'moveWizard', wizard: w.id, hex },
        label: `Send ${unitWord(w.id)} to ${hexName(hex)}, with ${unitsWord(own.get(hex)!)}`,
        group,
        target: hex,
      });
    }
    for (const ship of ships) {
      if (w.aboard === ship.id) continue;
      out.push({
        command: { type: 'moveWizard', wizard: w.id, hex: ship.hex!, ship: ship.id },
        label: `Send ${unitWord(w.id)} aboard ${unitWord(ship.id)} at ${hexName(ship.hex!)}`,
        group,
        target: ship.hex!,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------

export function applyMove(tx: Tx, side: Side, c: CommandOf<'move'>): void {
  const s = tx.state;
  const b = board(s, side);
  const ids = [...c.units];
  if (new Set(ids).size !== ids.length) throw new RuleError('bad_move', 'Name each moving unit once.');
  const halted = haltedUnits(s);
  for (const id of ids) {
    if (!s.units[id]) throw new RuleError('cannot_move', 'There is no such unit.');
    const no = unable(s, b, side, id, halted);
    if (no) throw new RuleError(no.code, no.why);
  }
  const from = s.units[ids[0]!]!.hex!;
  if (ids.some((id) => s.units[id]!.hex !== from))
    throw new RuleError('not_together', `${unitsWord(ids)} do not stand in one hex: move each stack on its own.`);
  if (!getHexSafe(c.to)) throw new RuleError('no_such_hex', 'There is no such hex.');
  if (c.to === from) throw new RuleError('bad_move', `${unitsWord(ids)} already stand at ${hexWord(from)}.`);
  if (c.carry !== undefined) {
    if (ids.length !== 1 || !isAirId(ids[0]!))
      throw new RuleError('bad_carry', 'An army is carried by one griffon, pegasus or citadel moving alone.');
    if (!s.units[c.carry]) throw new RuleError('bad_carry', 'There is no such army.');
    const why = carryProblem(s, side, ids[0]!, c.carry);
    if (why) throw new RuleError('bad_carry', why);
  }
  const g = groupOf(s, b, ids, c.carry);
  if (isEnemyHex(b, c.to))
    throw new RuleError('enemy_hex', `Enemy armies hold ${hexWord(c.to)}: no army may enter it.`);
  const r = groupReach(b, g.spec);
  const label = bestLabel(r, hexNumber(c.to));
  if (label < 0)
    throw new RuleError('out_of_reach', `${unitsWord(ids)} cannot reach ${hexWord(c.to)} together this Movement Step.`);
  const end = endProblem(b, g, c.to);
  if (end) throw new RuleError(end.code, end.why);
  const d = destination(b, g, r, c.to, label);
  const path = pathOf(r, label);
  tx.emit({
    type: 'moved',
    side,
    units: ids,
    path,
    costs: d.costs,
    ...(d.stop.length ? { stop: d.stop } : {}),
    ...(c.carry ? { carried: [c.carry] } : {}),
    ...(s.hiddenStacks ? { hidden: side } : {}),
  });
  if (g.spec.invades) {
    // Entering a hex: enemy leaders and wizards alone there go (AMB-24), enemy ships are pushed off (DG-SHIP-05).
    // Over the sea a flier enters nothing that matters: only land hexes count.
    const entered = path.slice(1).filter(isLandHex);
    displaceLoners(tx, side, entered);
    for (const hex of entered) pushShips(tx, hex, side);
  }
  const nation = g.spec.invades ? neutralNation(tx.state, c.to) : null;
  // DG-INV-04/08/09: the move has ended in a neutral's land; the roll-off, the placement, then the mover goes on.
  if (nation) invade(tx, nation, side, { kind: 'movement', side });
}

function getHexSafe(hex: HexId): boolean {
  try {
    getHex(hex);
    return true;
  } catch {
    return false;
  }
}

/**
 * Enemy leaders and wizards alone in a hex an army enters go to their nearest army (AMB-24; ties to the
 * lowest hex, AMB-16). With no army of theirs left on the map, they are out of the game.
 */
export function displaceLoners(tx: Tx, mover: Side, hexes: readonly HexId[]): void {
  const foe = otherSide(mover);
  for (const hex of hexes) {
    const s = tx.state;
    if (hasEnemyArmy(s, hex, mover)) continue;
    const loners = unitsAt(s, hex)
      .filter((u) => u.side === foe && !u.aboard && (isLeaderId(u.id) || isWizardId(u.id)))
      .map((u) => u.id)
      .sort();
    if (!loners.length) continue;
    const homes = occupiedHexes(s)
      .filter((h) => h !== hex && armiesAt(s, h, foe).length > 0)
      .sort((a, b) => distance(hex, a) - distance(hex, b) || a.localeCompare(b));
    const home = homes[0];
    if (home) tx.emit({ type: 'followed', units: loners, hex: home });
    else tx.emit({ type: 'eliminated', units: loners, to: 'removed', why: 'caught with no army of their side left' });
  }
}

/** DG-WIZ-01/02: once per Movement Step, to any hex without enemy armies, or aboard any friendly ship. */
export function applyMoveWizard(tx: Tx, side: Side, c: CommandOf<'moveWizard'>): void {
  const s = tx.state;
  const w = s.units[c.wizard];
  if (!w || !isWizardId(c.wizard) || w.side !== side || w.where !== 'map')
    throw new RuleError('cannot_move', 'That is not one of your wizards on the map.');
  const name = unitWord(c.wizard);
  if (s.flags[c.wizard]?.wizardMoved)
    throw new RuleError('wizard_moved', `${name} has already been moved this Movement Step.`);
  if (c.ship !== undefined) {
    const ship = s.units[c.ship];
    if (!ship || !isShipId(c.ship) || ship.side !== side || ship.where !== 'map')
      throw new RuleError('bad_wizard_move', `${name} may board only a ship of your own on the map.`);
    if (ship.hex !== c.hex)
      throw new RuleError('bad_wizard_move', `${unitWord(c.ship)} is at ${hexWord(ship.hex!)}, not ${hexWord(c.hex)}.`);
    if (w.aboard === c.ship) throw new RuleError('bad_wizard_move', `${name} is already aboard ${unitWord(c.ship)}.`);
  } else {
    if (!getHexSafe(c.hex)) throw new RuleError('no_such_hex', 'There is no such hex.');
    if (!isLandHex(c.hex))
      throw new RuleError('bad_wizard_move', `${name} goes to land, or aboard a ship of yours at sea.`);
    // DG-MOV-09: nothing enters a desert.
    if (getHex(c.hex).terrain === 'desert') throw new RuleError('bad_wizard_move', `Nothing enters ${hexWord(c.hex)}.`);
    if (hasEnemyArmy(s, c.hex, side))
      throw new RuleError('enemy_hex', `Enemy armies hold ${hexWord(c.hex)}: ${name} cannot go there.`);
    if (w.hex === c.hex && !w.aboard)
      throw new RuleError('bad_wizard_move', `${name} is already at ${hexWord(c.hex)}.`);
  }
  tx.emit({
    type: 'wizardMoved',
    wizard: c.wizard,
    hex: c.hex,
    ...(c.ship ? { ship: c.ship } : {}),
    ...(s.hiddenStacks ? { hidden: side } : {}),
  });
}

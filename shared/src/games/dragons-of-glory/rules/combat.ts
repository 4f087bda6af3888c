/**
 * Land and air combat (Rule 7). One attack runs in order:
 *
 *   declare   the mover names a defending hex and the armies next to it that
 *             attack it (DG-CMB-01..07, DG-CMB-17); binding once declared (DG-HID-02)
 *   flee      defending fliers facing no fliers, and cavalry facing neither
 *             cavalry nor fliers, may retreat first (DG-RBC-01..05)
 *   roll      strengths, odds and every modifier (rules/odds.ts), a d10 on the
 *             Combat Table (DG-CMB-08..14)
 *   results   E, then D, then the single depletions chosen by their owner,
 *             then retreats (AMB-37), the defender's before the attacker's
 *             (DG-RES-01..11); leaders and wizards stay with their armies (AMB-38)
 *   advance   into an emptied hex, air and cavalry one hex more (DG-ADV-01..04)
 *
 * A kender taunt's forced attack (rules/taunt.ts) runs the same way from the
 * declaration on, and hands back to the taunt window when it is over.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import {
  adjacent,
  combatResult,
  counter,
  type CounterId,
  distance,
  getHex,
  getHexside,
  type HexId,
  type NationId,
  neighbours,
  otherSide,
  parseSideResult,
  type Side,
  type SideResult,
} from '../data/index.ts';
import { invade } from './activation.ts';
import { armiesAt, isAirId, isArmyId, isCavalryId, isDragonId, isGroundId, sideUnits, sp, unitsAt } from './board.ts';
import {
  assess,
  enemyIn,
  type Forces,
  fits,
  mayAttackFrom,
  mayCross,
  mayOverfly,
  mayStand,
  nextToEnemy,
  wallsAt,
} from './odds.ts';
import type { Battle, State } from './state.ts';
import { markerMods } from './strategic.ts';
import { tauntNext } from './taunt.ts';
import type { Tx } from './tx.ts';
import { hexWord, listWords, signed, unitsWord, unitWord } from './words.ts';

type Move = { id: CounterId; to: HexId };
type Owed = NonNullable<Battle['owed']>[number];

const onMap = (s: State, id: CounterId): boolean => s.units[id]?.where === 'map' && !!s.units[id]?.hex;
const living = (s: State, ids: readonly CounterId[]): CounterId[] => ids.filter((id) => onMap(s, id));
const hexOf = (s: State, id: CounterId): HexId => s.units[id]!.hex!;
const isDepleted = (s: State, id: CounterId): boolean => s.units[id]?.depleted ?? false;
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** The defending armies of a hex: every enemy army there, none held back (DG-CMB-03), none aboard a ship (DG-CMB-16). */
export const defendersOf = (s: State, hex: HexId, attacker: Side): CounterId[] =>
  armiesAt(s, hex, otherSide(attacker))
    .map((u) => u.id)
    .sort();

const forcesOf = (s: State, b: Battle): Forces => ({
  hex: b.hex,
  attacker: b.attacker,
  attackers: living(s, b.attackers),
  defenders: living(s, b.defenders).filter((id) => hexOf(s, id) === b.hex),
  ...(b.taunt ? { taunt: true } : {}),
});

// ---------------------------------------------------------------------------
// Declaring an attack (DG-CMB-01..07, DG-CMB-17)
// ---------------------------------------------------------------------------

/** Why an army may not attack the hex, in words; null when it may. */
function attackBar(s: State, side: Side, id: CounterId, hex: HexId): RuleError | null {
  const u = s.units[id];
  const name = unitWord(id);
  if (u?.where !== 'map' || !u.hex || u.side !== side || !isArmyId(id))
    return new RuleError('not_your_army', `${name} is not one of your armies on the map.`);
  if (u.aboard) return new RuleError('aboard', `${name} is aboard a ship and takes no part in land combat.`);
  if (s.flags[id]?.attacked) return new RuleError('already_attacked', `${name} has already attacked this Turn.`);
  if (!adjacent(u.hex, hex)) return new RuleError('not_adjacent', `${name} is not next to ${hexWord(hex)}.`);
  const side2 = getHexside(u.hex, hex);
  if (side2.deep)
    return new RuleError('not_adjacent', `A deep river parts ${name} from ${hexWord(hex)}: they are not adjacent.`);
  if (!mayAttackFrom(id, u.hex, hex)) {
    if (side2.mountain && !mayCross(id, u.hex, hex))
      return new RuleError(
        'mountain',
        `Only dwarves, ogres and fliers attack across a mountain hexside; ${name} cannot.`,
      );
    return new RuleError('cannot_enter', `${name} could not move into ${hexWord(hex)}, so it cannot attack there.`);
  }
  return null;
}

/** One choice per hex the mover can attack, with every army able to join (narrowed by `pick`). */
export function attackChoices(s: State, side: Side): Choice<Command>[] {
  if (s.stage?.kind !== 'combat' || s.stage.side !== side || s.battle) return [];
  const byHex = new Map<HexId, CounterId[]>();
  for (const u of sideUnits(s, side)) {
    if (!isArmyId(u.id) || u.aboard || !u.hex || s.flags[u.id]?.attacked) continue;
    for (const n of neighbours(u.hex)) {
      if (s.attackedHexes.includes(n) || !enemyIn(s, n, side) || attackBar(s, side, u.id, n)) continue;
      byHex.set(n, [...(byHex.get(n) ?? []), u.id]);
    }
  }
  return [...byHex.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([hex, ids]) => {
      const units = [...ids].sort();
      const a = assess(s, { hex, attacker: side, attackers: units, defenders: defendersOf(s, hex, side) });
      const label = s.hiddenStacks
        ? `Attack ${hexWord(hex)} with ${a.attack} (its defenders are hidden)`
        : `Attack ${hexWord(hex)} with ${a.attack} against ${a.defence}: ${a.column}, ${signed(a.total)}`;
      return {
        command: { type: 'attack', hex, units },
        label,
        group: 'Attack',
        target: hex,
        confirm: 'Once declared, the attack must be fought.',
        pick: {
          field: 'units',
          prompt: 'Which armies attack?',
          options: units.map((id) => ({ id, label: `${unitWord(id)} at ${hexWord(hexOf(s, id))}` })),
          min: 1,
        },
      } satisfies Choice<Command>;
    });
}

/** The attack command (DG-CMB-01..07): every army next to the hex, able to enter it, fresh this Turn. */
export function applyAttack(tx: Tx, side: Side, c: CommandOf<'attack'>): void {
  const s = tx.state;
  if (s.battle) throw new RuleError('battle_on', 'A battle is still being fought.');
  if (!defendersOf(s, c.hex, side).length)
    throw new RuleError('no_enemy', `No enemy army stands in ${hexWord(c.hex)} to be attacked.`);
  if (s.attackedHexes.includes(c.hex))
    throw new RuleError('hex_attacked', `${hexWord(c.hex)} has already been attacked in this Combat Step.`);
  if (new Set(c.units).size !== c.units.length) throw new RuleError('bad_units', 'Name each attacking army once.');
  for (const id of c.units) {
    const bar = attackBar(s, side, id, c.hex);
    if (bar) throw bar;
  }
  declare(tx, c.hex, [...c.units].sort(), false);
}

/**
 * A battle begins: the defenders are revealed and there is no calling it off (DG-HID-02). A normal attack
 * uses up the hex's attack for this Combat Step (DG-CMB-05), a taunt's does not (DG-KEN-08); either way
 * the attackers have had their attack this Turn (DG-CMB-06, DG-KEN-07).
 */
export function declare(tx: Tx, hex: HexId, attackers: CounterId[], taunt: boolean): void {
  const attacker = tx.state.units[attackers[0]!]!.side!;
  const defenders = defendersOf(tx.state, hex, attacker);
  tx.emit({
    type: 'battleDeclared',
    hex,
    attacker,
    attackers,
    defenders,
    ...(taunt ? { taunt: true as const } : {}),
  });
  if (!taunt) tx.emit({ type: 'attackedHex', hex });
  tx.emit({ type: 'flagged', units: attackers, flag: 'attacked' });
  if (fleeable(tx.state).length) {
    tx.stage({ kind: 'rbc', side: otherSide(attacker) });
    return;
  }
  fight(tx);
}

// ---------------------------------------------------------------------------
// Retreat before combat (DG-RBC-01..05)
// ---------------------------------------------------------------------------

/** Defenders that may retreat before the roll: fliers facing no fliers, cavalry facing neither (DG-RBC-01/03). */
export function fleeable(s: State): CounterId[] {
  const b = s.battle;
  if (!b || b.roll) return [];
  const air = b.attackers.some(isAirId);
  const cav = b.attackers.some(isCavalryId);
  return forcesOf(s, b).defenders.filter((id) => (isAirId(id) && !air) || (isCavalryId(id) && !air && !cav));
}

/**
 * May this army end a retreat in the hex (DG-RES-08): land it may stand on, no enemy army there, not next to
 * an enemy army unless a friendly army already stands there, and within the stacking limits.
 */
function retreatEndOk(
  s: State,
  id: CounterId,
  to: HexId,
  side: Side,
  leaving: readonly CounterId[],
  planned: readonly CounterId[],
): boolean {
  if (!mayStand(id, to) || enemyIn(s, to, side)) return false;
  const friend = armiesAt(s, to, side).some((u) => !leaving.includes(u.id));
  if (nextToEnemy(s, to, side) && !friend) return false;
  return fits(s, to, side, [...planned, id], leaving);
}

/** The hexes a defender may retreat to before combat, each with its path: fliers 1 or 2 hexes, cavalry 1. */
function fleePaths(s: State, id: CounterId): Map<HexId, HexId[]> {
  const b = s.battle!;
  const out = new Map<HexId, HexId[]>();
  for (const n of neighbours(b.hex)) if (fleePathOk(s, id, [n], [])) out.set(n, [n]);
  if (isAirId(id))
    for (const n of neighbours(b.hex))
      for (const m of neighbours(n)) if (!out.has(m) && fleePathOk(s, id, [n, m], [])) out.set(m, [n, m]);
  return out;
}

/** The one ground army a fleeing carrier may take along (DG-RBC-02, DG-AIR-06): its kind, of its nationality. */
function cargoFor(s: State, carrier: CounterId): CounterId[] {
  const c = counter(carrier);
  if (c.kind !== 'air' || !c.carries) return [];
  const b = s.battle!;
  return forcesOf(s, b).defenders.filter((id) => {
    const g = counter(id);
    return (
      g.kind === 'army' &&
      c.carries!.types.includes(g.type) &&
      (!c.carries!.sameNationality || g.nationality === c.nationality)
    );
  });
}

function fleeChoices(s: State): Choice<Command>[] {
  const out: Choice<Command>[] = [
    { command: { type: 'stand' }, label: 'Stand and fight', group: 'Retreat before combat' },
  ];
  const ids = fleeable(s);
  const common = new Map<HexId, { id: CounterId; path: HexId[] }[]>();
  for (const id of ids) {
    for (const [to, path] of fleePaths(s, id)) {
      out.push({
        command: { type: 'flee', moves: [{ id, path }] },
        label: `${unitWord(id)} retreats to ${hexWord(to)} before combat`,
        group: 'Retreat before combat',
        target: to,
      });
      common.set(to, [...(common.get(to) ?? []), { id, path }]);
      for (const g of cargoFor(s, id)) {
        if (ids.includes(g) || !mayStand(g, to) || !fits(s, to, s.units[id]!.side!, [id, g])) continue;
        out.push({
          command: {
            type: 'flee',
            moves: [
              { id, path },
              { id: g, path },
            ],
          },
          label: `${unitWord(id)} retreats to ${hexWord(to)} carrying ${unitWord(g)}`,
          group: 'Retreat before combat',
          target: to,
        });
      }
    }
  }
  for (const [to, moves] of common) {
    if (moves.length < 2 || moves.length !== ids.length) continue;
    if (
      !fits(
        s,
        to,
        s.units[moves[0]!.id]!.side!,
        moves.map((m) => m.id),
      )
    )
      continue;
    out.push({
      command: { type: 'flee', moves },
      label: `${unitsWord(moves.map((m) => m.id))} all retreat to ${hexWord(to)} before combat`,
      group: 'Retreat before combat',
      target: to,
    });
  }
  return out;
}

function applyFlee(tx: Tx, side: Side, c: CommandOf<'flee'>): void {
  const s = tx.state;
  const b = s.battle!;
  const may = new Set(fleeable(s));
  const ids = c.moves.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new RuleError('bad_flee', 'Name each retreating army once.');
  const planned = new Map<HexId, CounterId[]>();
  const add = (to: HexId, id: CounterId) => planned.set(to, [...(planned.get(to) ?? []), id]);
  const main = c.moves.filter((m) => may.has(m.id));
  for (const m of main) {
    const to = m.path[m.path.length - 1]!;
    if (!fleePathOk(s, m.id, m.path, planned.get(to) ?? []))
      throw new RuleError(
        'bad_flee',
        `${unitWord(m.id)} cannot retreat to ${hexWord(to)} before combat: ${isAirId(m.id) ? 'fliers go one or two hexes' : 'cavalry goes one hex'}, over no enemy, to a hex it may stand in, not next to the enemy unless friends hold it.`,
      );
    add(to, m.id);
  }
  const used = new Set<CounterId>();
  for (const m of c.moves.filter((x) => !may.has(x.id))) {
    const to = m.path[m.path.length - 1]!;
    const carrier = main.find(
      (x) => !used.has(x.id) && x.path.join() === m.path.join() && cargoFor(s, x.id).includes(m.id),
    );
    if (!carrier || !mayStand(m.id, to) || !fits(s, to, side, [...(planned.get(to) ?? []), m.id], ids))
      throw new RuleError(
        'cannot_flee',
        `${unitWord(m.id)} may not retreat before combat (only fliers facing no fliers, cavalry facing neither cavalry nor fliers, and an army carried by its griffons or pegasi).`,
      );
    used.add(carrier.id);
    add(to, m.id);
  }
  if (c.moves.length) {
    tx.emit({ type: 'fledBeforeCombat', moves: c.moves.map((m) => ({ id: m.id, path: [...m.path] })) });
    const first = c.moves[0]!.path[c.moves[0]!.path.length - 1]!;
    followOrRehome(tx, side, [b.hex], new Map([[b.hex, first]]));
  }
  fight(tx);
}

/** Is this a legal retreat before combat (DG-RBC-01/03): a flier one or two hexes, cavalry one, ending where a retreat may end? */
function fleePathOk(s: State, id: CounterId, path: readonly HexId[], planned: readonly CounterId[]): boolean {
  const b = s.battle!;
  const side = s.units[id]!.side!;
  const to = path[path.length - 1]!;
  if (path.length === 2) {
    const n = path[0]!;
    if (!isAirId(id) || !adjacent(b.hex, n) || !mayOverfly(id, n) || enemyIn(s, n, side) || !adjacent(n, to))
      return false;
  } else if (path.length !== 1 || !adjacent(b.hex, to) || !mayCross(id, b.hex, to)) return false;
  return to !== b.hex && retreatEndOk(s, id, to, side, fleeable(s), planned);
}

// ---------------------------------------------------------------------------
// The roll and its results (DG-CMB-08..15, DG-RES-01..07)
// ---------------------------------------------------------------------------

/** The roll, unless every defender has gone (AMB-40: then no roll, and the attacker may advance). */
function fight(tx: Tx): void {
  const b = tx.state.battle!;
  let f = forcesOf(tx.state, b);
  if (!f.defenders.length) {
    proceed(tx);
    return;
  }
  if (raiseOrb(tx)) {
    // The orb may have swept a side's last armies away: no roll then (AMB-40 for an emptied hex).
    f = forcesOf(tx.state, b);
    if (!f.defenders.length || !f.attackers.length) {
      proceed(tx);
      return;
    }
  }
  const a = assess(tx.state, f);
  const die = tx.dice.roll(10);
  const result = combatResult(a.column, die + a.total);
  tx.emit({
    type: 'battleRolled',
    die,
    mods: a.mods,
    total: die + a.total,
    attack: a.attack,
    defence: a.defence,
    column: a.column,
    result,
  });
  applyResults(tx, result);
}

/**
 * The Dragon Orb (a Strategic Event of ours, data/tables.ts; strategic.ts MARKER_EFFECTS): once, before the
 * roll of a battle its wizard takes part in (standing, not aboard, in a hex of its side in the battle), every
 * enemy dragon in the battle is depleted, a depleted one a second time and so eliminated (DG-RES-05); then the
 * orb leaves the map. Our reading of "may": it is used at the first such battle with an enemy dragon in it,
 * and kept through battles with none. True when it was used.
 */
function raiseOrb(tx: Tx): boolean {
  const s = tx.state;
  const b = s.battle!;
  const f = forcesOf(s, b);
  const attackHexes = [...new Set(f.attackers.map((id) => hexOf(s, id)))];
  const { orb } = markerMods(s, [b.hex, ...attackHexes]);
  if (!orb) return false;
  const w = s.units[orb.wizard];
  const own = orb.side === b.attacker ? attackHexes : [b.hex];
  if (!w || w.aboard || !w.hex || !own.includes(w.hex)) return false;
  const dragons = (orb.side === b.attacker ? f.defenders : f.attackers).filter(isDragonId);
  if (!dragons.length) return false;
  const marker = s.markers.find((m) => m.event === 'dragon-orb')!;
  tx.emit({ type: 'markerRemoved', event: marker.event, by: orb.wizard, hex: w.hex });
  const full = dragons.filter((id) => !isDepleted(s, id));
  const spent = dragons.filter((id) => isDepleted(s, id));
  const hexes = dragons.map((id) => hexOf(s, id));
  if (full.length) tx.emit({ type: 'depleted', units: full });
  if (spent.length) eliminate(tx, spent, 'depleted a second time by the Dragon Orb');
  followOrRehome(tx, otherSide(orb.side), hexes);
  return true;
}

/** Eliminated armies: ground to the Replacement Pool, fliers out of the game (DG-RES-05, DG-REP-08). */
function eliminate(tx: Tx, ids: readonly CounterId[], why: string): void {
  const ground = ids.filter(isGroundId);
  const air = ids.filter((id) => !isGroundId(id));
  if (ground.length) tx.emit({ type: 'eliminated', units: ground, to: 'pool', why });
  if (air.length) tx.emit({ type: 'eliminated', units: air, to: 'removed', why });
}

/**
 * Leaders and wizards left in a hex with no army of their side (AMB-38): they go where the stack went
 * (`to`), or else to the nearest friendly army; a leader with no army left anywhere leaves the game.
 */
function followOrRehome(tx: Tx, side: Side, hexes: readonly HexId[], to: Map<HexId, HexId> = new Map()): void {
  for (const h of new Set(hexes)) {
    const s = tx.state;
    if (armiesAt(s, h, side).length) continue;
    const staff = unitsAt(s, h)
      .filter(
        (u) => u.side === side && !u.aboard && (counter(u.id).kind === 'leader' || counter(u.id).kind === 'wizard'),
      )
      .map((u) => u.id)
      .sort();
    if (!staff.length) continue;
    const dest = to.get(h) ?? nearestArmy(s, h, side);
    if (dest) tx.emit({ type: 'followed', units: staff, hex: dest });
    else {
      const leaders = staff.filter((id) => counter(id).kind === 'leader');
      if (leaders.length) tx.emit({ type: 'eliminated', units: leaders, to: 'removed', why: 'no army left to join' });
    }
  }
}

/** The hex of the nearest army of the side (AMB-16: the lowest hex number among the nearest). */
function nearestArmy(s: State, from: HexId, side: Side): HexId | null {
  let best: { hex: HexId; d: number } | null = null;
  for (const u of sideUnits(s, side)) {
    if (!isArmyId(u.id) || u.aboard || !u.hex) continue;
    const d = distance(from, u.hex);
    if (!best || d < best.d || (d === best.d && u.hex < best.hex)) best = { hex: u.hex, d };
  }
  return best?.hex ?? null;
}

/**
 * Apply a Combat Table result (DG-CMB-14/15, AMB-37): E and D at once, for every army of the side in the
 * battle; then the single depletions and the retreats owed, the defender's first, each chosen by its owner.
 */
export function applyResults(tx: Tx, result: { attacker: string; defender: string }): void {
  const b = tx.state.battle!;
  const f = forcesOf(tx.state, b);
  const owed: Owed[] = [];
  for (const x of [
    { side: otherSide(b.attacker), r: result.defender, units: f.defenders },
    { side: b.attacker, r: result.attacker, units: f.attackers },
  ]) {
    const p = parseSideResult(x.r as SideResult);
    const hexes = x.units.map((id) => hexOf(tx.state, id));
    if (p.eliminated) {
      eliminate(tx, x.units, 'destroyed in battle');
      followOrRehome(tx, x.side, hexes);
      continue;
    }
    if (p.allDepleted) {
      const full = x.units.filter((id) => !isDepleted(tx.state, id));
      const spent = x.units.filter((id) => isDepleted(tx.state, id));
      if (full.length) tx.emit({ type: 'depleted', units: full });
      if (spent.length) eliminate(tx, spent, 'depleted a second time');
      followOrRehome(tx, x.side, hexes);
    }
    const left = living(tx.state, x.units);
    if (left.length && (p.depletions || p.retreat))
      owed.push({ side: x.side, depletions: p.depletions, retreat: p.retreat, units: left });
  }
  tx.emit({ type: 'lossesOwed', owed });
  proceed(tx);
}

/** The next thing the battle waits for: a real choice of losses or of retreats, else done at once. */
function proceed(tx: Tx): void {
  for (let guard = 0; guard < 16; guard++) {
    const b = tx.state.battle;
    if (!b) return;
    const owed = b.owed ?? [];
    const o = owed[0];
    if (!o) {
      afterResults(tx);
      return;
    }
    const units = living(tx.state, o.units);
    if (o.depletions > 0 && units.length) {
      const options = lossOptions(tx.state, units, o.depletions);
      if (options.length > 1) {
        tx.stage({ kind: 'losses', side: o.side });
        return;
      }
      takeLosses(tx, o, options[0]!);
      continue;
    }
    if (o.retreat && units.length) {
      const r = retreatOptions(tx.state, o);
      if (r.hold || r.plans.length > 1) {
        tx.stage({ kind: 'retreat', side: o.side });
        return;
      }
      makeRetreat(tx, o, r.plans[0]!);
      continue;
    }
    tx.emit({ type: 'lossesOwed', owed: owed.slice(1) });
  }
  throw new Error('a battle that never settles');
}

// ---------------------------------------------------------------------------
// Losses: '1' and '2' chosen by the owner (DG-RES-01/02/06/07)
// ---------------------------------------------------------------------------

interface Loss {
  flip: CounterId[];
  eliminate: CounterId[];
}

/** Depletions an army can still take: two at full strength, one when depleted. */
const room = (s: State, ids: readonly CounterId[]) => ids.reduce((a, id) => a + (isDepleted(s, id) ? 1 : 2), 0);

/** Armies that would take a loss alike: same counter face, same strength state, same hex. */
const likeKey = (s: State, id: CounterId) =>
  `${counter(id).name.replace(/ [IVXL]+$/, '')}|${isDepleted(s, id)}|${hexOf(s, id)}`;

/** The distinct ways to take `n` depletions (DG-RES-02: two flips, two eliminations, one army twice, or a flip and an elimination). */
export function lossOptions(s: State, units: readonly CounterId[], n: number): Loss[] {
  const need = Math.min(n, room(s, units));
  if (need >= room(s, units)) return [{ flip: [], eliminate: [...units] }];
  const classes = new Map<string, CounterId[]>();
  for (const id of [...units].sort()) classes.set(likeKey(s, id), [...(classes.get(likeKey(s, id)) ?? []), id]);
  const reps = [...classes.values()];
  const hit = (l: Loss, id: CounterId) => (isDepleted(s, id) ? l.eliminate.push(id) : l.flip.push(id));
  const out: Loss[] = [];
  if (need === 1) {
    for (const [id] of reps) {
      const l: Loss = { flip: [], eliminate: [] };
      hit(l, id!);
      out.push(l);
    }
    return out;
  }
  reps.forEach((a, i) => {
    if (!isDepleted(s, a[0]!)) out.push({ flip: [], eliminate: [a[0]!] });
    if (a.length >= 2) {
      const l: Loss = { flip: [], eliminate: [] };
      hit(l, a[0]!);
      hit(l, a[1]!);
      out.push(l);
    }
    for (const b of reps.slice(i + 1)) {
      const l: Loss = { flip: [], eliminate: [] };
      hit(l, a[0]!);
      hit(l, b[0]!);
      out.push(l);
    }
  });
  return out;
}

/** The default when the owner lets the deadline pass: the lowest-SP full-strength armies flipped first (checklist §2 row 9). */
export function defaultLoss(s: State, units: readonly CounterId[], n: number): Loss {
  let need = Math.min(n, room(s, units));
  const l: Loss = { flip: [], eliminate: [] };
  const bySp = (a: CounterId, b: CounterId, spOf: (id: CounterId) => number) => spOf(a) - spOf(b) || a.localeCompare(b);
  while (need > 0) {
    const full = units.filter((id) => !isDepleted(s, id) && !l.flip.includes(id) && !l.eliminate.includes(id));
    if (full.length) {
      l.flip.push([...full].sort((a, b) => bySp(a, b, (id) => sp(s, id)))[0]!);
    } else {
      const spent = units.filter((id) => !l.eliminate.includes(id));
      const depSp = (id: CounterId) => {
        const c = counter(id);
        return c.kind === 'army' || c.kind === 'air' ? c.depleted.sp : 0;
      };
      const x = [...spent].sort((a, b) => bySp(a, b, depSp))[0]!;
      l.flip = l.flip.filter((id) => id !== x);
      l.eliminate.push(x);
    }
    need--;
  }
  return l;
}

function lossLabel(l: Loss): string {
  const parts: string[] = [];
  if (l.flip.length) parts.push(`deplete ${unitsWord(l.flip)}`);
  const pool = l.eliminate.filter(isGroundId);
  const gone = l.eliminate.filter((id) => !isGroundId(id));
  if (pool.length) parts.push(`send ${unitsWord(pool)} to the Replacement Pool`);
  if (gone.length) parts.push(`lose ${unitsWord(gone)} for good`);
  return cap(listWords(parts));
}

function lossChoices(s: State): Choice<Command>[] {
  const o = s.battle!.owed![0]!;
  return lossOptions(s, living(s, o.units), o.depletions).map((l) => ({
    command: { type: 'losses', flip: l.flip, eliminate: l.eliminate },
    label: lossLabel(l),
    group: `Losses: ${o.depletions} depletion${o.depletions === 1 ? '' : 's'}`,
    ...(l.flip[0] || l.eliminate[0] ? { target: hexOf(s, (l.flip[0] ?? l.eliminate[0])!) } : {}),
  }));
}

function applyLosses(tx: Tx, side: Side, c: CommandOf<'losses'>): void {
  const s = tx.state;
  const o = s.battle?.owed?.[0];
  if (!o || o.side !== side || o.depletions <= 0) throw new RuleError('not_now', 'There are no losses to take now.');
  const units = living(s, o.units);
  const all = [...c.flip, ...c.eliminate];
  if (new Set(all).size !== all.length) throw new RuleError('bad_losses', 'Name each army once.');
  for (const id of all)
    if (!units.includes(id))
      throw new RuleError('bad_losses', `${unitWord(id)} did not fight in this battle and takes none of its losses.`);
  for (const id of c.flip)
    if (isDepleted(s, id))
      throw new RuleError('bad_losses', `${unitWord(id)} is already depleted: a further loss sends it from the map.`);
  const need = Math.min(o.depletions, room(s, units));
  const cost = c.flip.length + c.eliminate.reduce((a, id) => a + (isDepleted(s, id) ? 1 : 2), 0);
  if (cost !== need)
    throw new RuleError(
      'bad_losses',
      `The result calls for ${need} depletion${need === 1 ? '' : 's'}; that choice takes ${cost}.`,
    );
  takeLosses(tx, o, { flip: [...c.flip], eliminate: [...c.eliminate] });
  proceed(tx);
}

function takeLosses(tx: Tx, o: Owed, l: Loss): void {
  const hexes = [...l.flip, ...l.eliminate].map((id) => hexOf(tx.state, id));
  if (l.flip.length) tx.emit({ type: 'depleted', units: l.flip });
  if (l.eliminate.length) eliminate(tx, l.eliminate, 'battle losses');
  followOrRehome(tx, o.side, hexes);
  const owed = tx.state.battle!.owed ?? [];
  tx.emit({
    type: 'lossesOwed',
    owed: [{ ...o, depletions: 0, units: living(tx.state, o.units) }, ...owed.slice(1)],
  });
}

// ---------------------------------------------------------------------------
// Retreats (DG-RES-04, DG-RES-08..11)
// ---------------------------------------------------------------------------

interface Plan {
  moves: Move[];
  /** Armies with nowhere to go: eliminated (DG-RES-08). */
  lost: CounterId[];
}

/** May the defenders of this battle ignore a retreat (DG-RES-09, DG-DRM-06..08)? */
const mayHold = (s: State, o: Owed): boolean =>
  o.side !== s.battle!.attacker && wallsAt(s, s.battle!.hex)?.ignoreRetreat === true;

/** The hexes one army may retreat to, given the others' planned moves. The battle hex is never one. */
function retreatDests(
  s: State,
  id: CounterId,
  side: Side,
  leaving: readonly CounterId[],
  planned: Map<HexId, CounterId[]>,
): HexId[] {
  const from = hexOf(s, id);
  const b = s.battle!;
  return neighbours(from).filter(
    (n) => n !== b.hex && mayCross(id, from, n) && retreatEndOk(s, id, n, side, leaving, planned.get(n) ?? []),
  );
}

/** A retreat for every army, each to its first legal hex, `prefer` first (the server's pick, AMB-16: lowest hex). */
function planRetreat(s: State, o: Owed, prefer?: HexId): Plan {
  const units = living(s, o.units);
  const planned = new Map<HexId, CounterId[]>();
  const plan: Plan = { moves: [], lost: [] };
  for (const id of [...units].sort()) {
    const dests = retreatDests(s, id, o.side, units, planned).sort(
      (a, b) => Number(b === prefer) - Number(a === prefer) || a.localeCompare(b),
    );
    const to = dests[0];
    if (!to) plan.lost.push(id);
    else {
      plan.moves.push({ id, to });
      planned.set(to, [...(planned.get(to) ?? []), id]);
    }
  }
  return plan;
}

function retreatOptions(s: State, o: Owed): { hold: boolean; plans: Plan[] } {
  const units = living(s, o.units);
  const firsts = new Set(units.flatMap((id) => retreatDests(s, id, o.side, units, new Map())));
  const plans = new Map<string, Plan>();
  for (const prefer of [undefined, ...[...firsts].sort()]) {
    const p = planRetreat(s, o, prefer);
    plans.set(JSON.stringify(p), p);
  }
  return { hold: mayHold(s, o), plans: [...plans.values()] };
}

function planLabel(p: Plan): string {
  const dests = [...new Set(p.moves.map((m) => m.to))];
  const went =
    dests.length === 1
      ? `Retreat ${unitsWord(p.moves.map((m) => m.id))} to ${hexWord(dests[0]!)}`
      : `Retreat ${listWords(dests.map((d) => `${unitsWord(p.moves.filter((m) => m.to === d).map((m) => m.id))} to ${hexWord(d)}`))}`;
  const lost = p.lost.length
    ? `${unitsWord(p.lost)} cannot retreat and ${p.lost.length === 1 ? 'is' : 'are'} eliminated`
    : '';
  if (!p.moves.length) return cap(lost);
  return lost ? `${went}; ${lost}` : went;
}

function retreatChoices(s: State): Choice<Command>[] {
  const o = s.battle!.owed![0]!;
  const r = retreatOptions(s, o);
  const out: Choice<Command>[] = [];
  if (r.hold)
    out.push({
      command: { type: 'retreat', moves: [], hold: true },
      label: `Hold ${hexWord(s.battle!.hex)}: the walls let you ignore the retreat`,
      group: 'Retreat',
      target: s.battle!.hex,
    });
  for (const p of r.plans)
    out.push({
      command: { type: 'retreat', moves: p.moves.map((m) => ({ ...m })) },
      label: planLabel(p),
      group: 'Retreat',
      ...(p.moves[0] ? { target: p.moves[0].to } : {}),
      ...(p.lost.length ? { confirm: `${unitsWord(p.lost)} will be eliminated.` } : {}),
    });
  return out;
}

function applyRetreatCommand(tx: Tx, side: Side, c: CommandOf<'retreat'>): void {
  const s = tx.state;
  const o = s.battle?.owed?.[0];
  if (!o || o.side !== side || !o.retreat || o.depletions > 0)
    throw new RuleError('not_now', 'There is no retreat to make now.');
  const units = living(s, o.units);
  if (c.hold) {
    if (!mayHold(s, o))
      throw new RuleError(
        'cannot_hold',
        'Only defenders in a fortress, fortified city or dwarven fortress may ignore a retreat.',
      );
    tx.emit({ type: 'retreated', side, moves: [], held: units });
    tx.emit({ type: 'lossesOwed', owed: (tx.state.battle!.owed ?? []).slice(1) });
    proceed(tx);
    return;
  }
  const ids = c.moves.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new RuleError('bad_retreat', 'Name each retreating army once.');
  const planned = new Map<HexId, CounterId[]>();
  for (const m of c.moves) {
    if (!units.includes(m.id)) throw new RuleError('bad_retreat', `${unitWord(m.id)} has no retreat to make.`);
    if (!retreatDests(s, m.id, side, units, planned).includes(m.to))
      throw new RuleError(
        'bad_retreat',
        `${unitWord(m.id)} cannot retreat to ${hexWord(m.to)}: one hex, onto land it may stand on, not into or next to the enemy unless friends already hold it, within the stacking limits.`,
      );
    planned.set(m.to, [...(planned.get(m.to) ?? []), m.id]);
  }
  const lost = units.filter((id) => !ids.includes(id));
  for (const id of lost) {
    const open = retreatDests(s, id, side, units, planned);
    if (open.length)
      throw new RuleError('must_retreat', `${unitWord(id)} can still retreat (to ${hexWord(open[0]!)}) and must.`);
  }
  makeRetreat(tx, o, { moves: c.moves.map((m) => ({ ...m })), lost });
  proceed(tx);
}

function makeRetreat(tx: Tx, o: Owed, p: Plan): void {
  const from = new Map<HexId, HexId>();
  for (const m of p.moves) if (!from.has(hexOf(tx.state, m.id))) from.set(hexOf(tx.state, m.id), m.to);
  const origins = [...p.moves.map((m) => hexOf(tx.state, m.id)), ...p.lost.map((id) => hexOf(tx.state, id))];
  if (p.moves.length) tx.emit({ type: 'retreated', side: o.side, moves: p.moves });
  if (p.lost.length) eliminate(tx, p.lost, 'no hex to retreat to');
  followOrRehome(tx, o.side, origins, from);
  tx.emit({ type: 'lossesOwed', owed: (tx.state.battle!.owed ?? []).slice(1) });
}

// ---------------------------------------------------------------------------
// Advance after combat (DG-ADV-01..04)
// ---------------------------------------------------------------------------

/** Attacking armies that may move into the emptied hex: next to it, able to enter it (DG-ADV-02). */
function advancers(s: State): CounterId[] {
  const b = s.battle!;
  return living(s, b.attackers).filter((id) => {
    const from = hexOf(s, id);
    return !s.units[id]!.aboard && adjacent(from, b.hex) && mayCross(id, from, b.hex) && mayStand(id, b.hex);
  });
}

/** Attacking air and cavalry armies, which may move one hex more (DG-ADV-03, AMB-39). */
const riders = (s: State): CounterId[] => living(s, s.battle!.attackers).filter((id) => isAirId(id) || isCavalryId(id));

/** May `id` make its extra hex from `from` to `to`: land it may stand on, no enemy there, room (AMB-39)? */
function extraOk(
  s: State,
  id: CounterId,
  from: HexId,
  to: HexId,
  side: Side,
  planned: CounterId[],
  leaving: CounterId[],
) {
  const b = s.battle!;
  return (
    to !== b.hex &&
    adjacent(from, to) &&
    mayCross(id, from, to) &&
    mayStand(id, to) &&
    !enemyIn(s, to, side) &&
    fits(s, to, side, [...planned, id], leaving)
  );
}

/** Is the defenders' hex empty and may the attacker advance (DG-ADV-01, AMB-40)? Attackers that retreated may not. */
function mayAdvance(s: State): boolean {
  const b = s.battle!;
  if (armiesAt(s, b.hex, otherSide(b.attacker)).length) return false;
  if (b.result?.attacker.includes('R')) return false;
  return advancers(s).length > 0 || riders(s).length > 0;
}

function afterResults(tx: Tx): void {
  if (mayAdvance(tx.state)) {
    tx.stage({ kind: 'advance', side: tx.state.battle!.attacker });
    return;
  }
  endBattle(tx);
}

function advanceChoices(s: State): Choice<Command>[] {
  const b = s.battle!;
  const side = b.attacker;
  const can = advancers(s);
  const main: CounterId[] = [];
  for (const id of can) if (fits(s, b.hex, side, [...main, id])) main.push(id);
  const out: Choice<Command>[] = [
    { command: { type: 'advance', units: [] }, label: 'Stay where you stand', group: 'Advance' },
  ];
  if (main.length)
    out.push({
      command: { type: 'advance', units: main },
      label: `Advance into ${hexWord(b.hex)} with ${unitsWord(main)}`,
      group: 'Advance',
      target: b.hex,
      pick: {
        field: 'units',
        prompt: 'Which armies advance?',
        options: main.map((id) => ({ id, label: `${unitWord(id)} from ${hexWord(hexOf(s, id))}` })),
        min: 1,
      },
    });
  for (const id of riders(s)) {
    const inside = main.includes(id);
    const from = inside ? b.hex : hexOf(s, id);
    for (const to of neighbours(from)) {
      if (!extraOk(s, id, from, to, side, [], inside ? main : [id])) continue;
      out.push({
        command: { type: 'advance', units: inside ? main : [], extra: [{ id, to }] },
        label: inside
          ? `Advance into ${hexWord(b.hex)} with ${unitsWord(main)}; ${unitWord(id)} rides on to ${hexWord(to)}`
          : `${unitWord(id)} moves one hex, to ${hexWord(to)}`,
        group: 'Advance',
        target: to,
      });
    }
  }
  return out;
}

function applyAdvance(tx: Tx, side: Side, c: CommandOf<'advance'>): void {
  const s = tx.state;
  const b = s.battle!;
  const can = advancers(s);
  if (new Set(c.units).size !== c.units.length) throw new RuleError('bad_advance', 'Name each army once.');
  for (const id of c.units)
    if (!can.includes(id))
      throw new RuleError('cannot_advance', `${unitWord(id)} cannot advance into ${hexWord(b.hex)}.`);
  if (!fits(s, b.hex, side, c.units))
    throw new RuleError('over_stacked', `That many armies do not fit in ${hexWord(b.hex)}.`);
  const extra = c.extra ?? [];
  const ride = riders(s);
  const moved = new Set<CounterId>();
  const planned = new Map<HexId, CounterId[]>();
  for (const m of extra) {
    if (!ride.includes(m.id))
      throw new RuleError(
        'cannot_ride',
        `Only attacking air and cavalry armies move a hex more; ${unitWord(m.id)} cannot.`,
      );
    if (moved.has(m.id)) throw new RuleError('cannot_ride', `${unitWord(m.id)} moves only one hex more.`);
    const from = c.units.includes(m.id) ? b.hex : hexOf(s, m.id);
    if (!extraOk(s, m.id, from, m.to, side, planned.get(m.to) ?? [], [...c.units, ...extra.map((x) => x.id)]))
      throw new RuleError('cannot_ride', `${unitWord(m.id)} cannot move on to ${hexWord(m.to)}.`);
    moved.add(m.id);
    planned.set(m.to, [...(planned.get(m.to) ?? []), m.id]);
  }
  if (c.units.length || extra.length) {
    const origins = [...c.units, ...extra.filter((m) => !c.units.includes(m.id)).map((m) => m.id)].map((id) =>
      hexOf(s, id),
    );
    tx.emit({
      type: 'advanced',
      units: [...c.units],
      hex: b.hex,
      ...(extra.length ? { extra: extra.map((m) => ({ ...m })) } : {}),
    });
    // Leaders and wizards left behind with no army go along (AMB-38).
    const to = new Map<HexId, HexId>();
    for (const id of [...c.units, ...extra.map((m) => m.id)])
      if (!to.has(hexOf(s, id))) to.set(hexOf(s, id), hexOf(tx.state, id));
    followOrRehome(tx, side, origins, to);
  }
  endBattle(tx);
}

/**
 * The battle is over: back to the Combat Step, or to the taunt window after a forced attack. Any army of the
 * battle now standing in a neutral's territory (an advance, a retreat) draws that nation in (DG-ADV-04, AMB-15).
 */
function endBattle(tx: Tx): void {
  const b = tx.state.battle!;
  const party = [...b.attackers, ...b.defenders, ...(b.fled ?? [])];
  tx.emit({ type: 'battleEnded' });
  if (b.taunt) tauntNext(tx, otherSide(b.attacker));
  else tx.stage({ kind: 'combat', side: b.attacker });
  const entered = new Map<NationId, Side>();
  for (const id of party) {
    const u = tx.state.units[id];
    if (u?.where !== 'map' || !u.hex || !u.side) continue;
    const n = getHex(u.hex).nation;
    if (n && tx.state.nations[n]?.status === 'neutral' && !entered.has(n)) entered.set(n, u.side);
  }
  // Each nation entered is invaded in turn; a placement already waiting becomes the next one's resume.
  for (const [n, by] of entered) {
    if (tx.over) break;
    if (tx.state.nations[n]?.status !== 'neutral') continue;
    invade(tx, n, by, tx.state.stage);
  }
}

// ---------------------------------------------------------------------------
// The table's entry points
// ---------------------------------------------------------------------------

export function battleChoices(s: State, side: Side): Choice<Command>[] {
  const st = s.stage;
  if (!s.battle || !st || !('side' in st) || st.side !== side) return [];
  switch (st.kind) {
    case 'rbc':
      return fleeChoices(s);
    case 'losses':
      return lossChoices(s);
    case 'retreat':
      return retreatChoices(s);
    case 'advance':
      return advanceChoices(s);
    default:
      return [];
  }
}

/** flee, stand, losses, retreat, advance. */
export function applyBattleCommand(tx: Tx, side: Side, c: Command): void {
  const st = tx.state.stage;
  const need = (kind: string) => {
    if (!tx.state.battle || st?.kind !== kind || !('side' in st) || st.side !== side)
      throw new RuleError('not_now', 'That cannot be done now.');
  };
  switch (c.type) {
    case 'flee':
      need('rbc');
      applyFlee(tx, side, c);
      return;
    case 'stand':
      need('rbc');
      fight(tx);
      return;
    case 'losses':
      need('losses');
      applyLosses(tx, side, c);
      return;
    case 'retreat':
      need('retreat');
      applyRetreatCommand(tx, side, c);
      return;
    case 'advance':
      need('advance');
      applyAdvance(tx, side, c);
      return;
    default:
      throw new RuleError('not_now', 'That cannot be done now.');
  }
}

/**
 * A missed deadline (checklist §2 rows 8-11): stand rather than retreat before combat; the lowest-SP
 * full-strength armies flipped first; hold the walls, else the server's retreat (lowest hex first); no advance.
 */
export function battleTimeout(s: State, side: Side): Command | null {
  const st = s.stage;
  const b = s.battle;
  if (!b || !st || !('side' in st) || st.side !== side) return null;
  switch (st.kind) {
    case 'rbc':
      return { type: 'stand' };
    case 'losses': {
      const o = b.owed![0]!;
      const l = defaultLoss(s, living(s, o.units), o.depletions);
      return { type: 'losses', flip: l.flip, eliminate: l.eliminate };
    }
    case 'retreat': {
      const o = b.owed![0]!;
      if (mayHold(s, o)) return { type: 'retreat', moves: [], hold: true };
      return { type: 'retreat', moves: planRetreat(s, o).moves };
    }
    case 'advance':
      return { type: 'advance', units: [] };
    default:
      return null;
  }
}

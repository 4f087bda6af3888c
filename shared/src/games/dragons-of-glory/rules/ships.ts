/**
 * Ships: movement on sea, coasts and major rivers, transport, the Maelstrom (Rule 4, DG-SHIP, DG-MAEL).
 * The water itself (positions, steps, pushing, sinking, the Maelstrom's table) is in ./sea.ts.
 *
 * A side moves all its ships before any of its armies (DG-TURN-07): once an army of the mover has moved
 * (`armiesMoving`), no ship command is taken. A ship spends one point of its allowance a step (a sea or
 * coastal hex entered, a river hexside moved along, DG-SHIP-01/02), picks up one ground army and any
 * leaders in a port at any point of its move (DG-SHIP-07/08), and lands them in a port (it may sail on)
 * or on any other coast it stands on (it stops for the Turn, DG-SHIP-10).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import {
  type Beneficiary,
  type CounterId,
  EVENT_BY_ID,
  getHex,
  groundStackLimit,
  type HexId,
  isHex,
  isPortHex,
  MAELSTROM_EDGE,
  neighbours,
  otherSide,
  type Side,
  STACKING,
  TERRAIN_EFFECTS,
} from '../data/index.ts';
import { invade } from './activation.ts';
import { aboard, armiesAt, hasEnemyArmy, isGroundId, isKenderId, isLeaderId, isShipId, mpOf } from './board.ts';
import {
  hexesOfPos,
  isPos,
  nextToMaelstrom,
  type Pos,
  placeOf,
  posOf,
  posWord,
  pushShips,
  reach,
  resumeSea,
  rollMaelstrom,
} from './sea.ts';
import type { State, UnitState } from './state.ts';
import type { Tx } from './tx.ts';
import { hexWord, nationWord, unitsWord, unitWord } from './words.ts';

export { pushShips, shipBridges } from './sea.ts';

/** At the start of a side's own movement: its ships in the Maelstrom roll again (DG-MAEL-03, AMB-19). */
export function startOfMovement(tx: Tx, _side: Side): void {
  resumeSea(tx);
}

const who = (b: Beneficiary, drawer: Side | undefined): Side | null =>
  b === 'drawer' ? (drawer ?? null) : b === 'opponent' ? (drawer ? otherSide(drawer) : null) : b;

/** A Strategic Event in force that stops every ship this Turn (ships in the Maelstrom still roll). */
export function shipsBecalmed(s: State): boolean {
  return s.effects.some((e) => EVENT_BY_ID.get(e.event)?.effects.some((x) => x.kind === 'no-ship-movement'));
}

/** A ship's allowance this Movement Step: its face (damaged: the back), plus a Strategic Event's bonus. */
export function allowance(s: State, ship: CounterId): number {
  const side = s.units[ship]?.side ?? null;
  let ma = mpOf(s, ship);
  for (const e of s.effects) {
    for (const x of EVENT_BY_ID.get(e.event)?.effects ?? []) {
      if (x.kind === 'ship-movement-bonus' && side && who(x.side, e.side) === side) ma += x.value;
    }
  }
  return ma;
}

/** What a ship has left to spend this Movement Step. */
export const left = (s: State, ship: CounterId): number => Math.max(0, allowance(s, ship) - (s.flags[ship]?.mp ?? 0));

function ownShip(s: State, side: Side, id: CounterId): UnitState {
  const u = s.units[id];
  if (!u || !isShipId(id)) throw new RuleError('not_a_ship', 'That is not a ship.');
  if (u.side !== side) throw new RuleError('not_yours', `${unitWord(id)} is not yours.`);
  if (u.where !== 'map' || !u.hex) throw new RuleError('not_on_map', `${unitWord(id)} is not on the map.`);
  if (u.maelstrom)
    throw new RuleError('in_maelstrom', `${unitWord(id)} is caught in the Maelstrom and moves only on its roll.`);
  return u;
}

function shipsMayAct(s: State, side: Side): void {
  if (s.stage?.kind !== 'movement' || s.stage.side !== side)
    throw new RuleError('not_now', 'Ships move only in your Movement Step.');
  if (s.armiesMoving)
    throw new RuleError(
      'armies_moving',
      'Your armies have begun to move: ships move before any army, so no ship may move, load or land now.',
    );
}

/** Under hidden stacks the enemy's log leaves out which ship and what it carries (DG-HID-01). */
const hidden = (s: State, side: Side) => (s.hiddenStacks ? { hidden: side } : {});

/** Enemy ships next to the Maelstrom that an enemy ship has just come next to may dive in (DG-MAEL-04/05). */
function escapers(s: State, mover: Side, at: Pos, before: Pos): CounterId[] {
  if (at.includes('|')) return [];
  return Object.values(s.units)
    .filter(
      (u) =>
        u.where === 'map' &&
        isShipId(u.id) &&
        u.side === otherSide(mover) &&
        u.hex &&
        !u.river &&
        !u.maelstrom &&
        !s.flags[u.id]?.escaped &&
        nextToMaelstrom(u.hex) &&
        neighbours(u.hex).includes(at) &&
        !(before === u.hex || neighbours(u.hex).includes(before)),
    )
    .map((u) => u.id)
    .sort();
}

function moveShip(tx: Tx, side: Side, c: CommandOf<'moveShip'>): void {
  const s = tx.state;
  const u = ownShip(s, side, c.ship);
  if (shipsBecalmed(s))
    throw new RuleError('becalmed', 'A Strategic Event keeps every ship in harbour this Turn: no ship moves.');
  if (s.flags[c.ship]?.stopped)
    throw new RuleError(
      'ship_stopped',
      `${unitWord(c.ship)} moves no more this Turn: it landed troops away from a port, or the Maelstrom threw it out.`,
    );
  if (isHex(c.to) && getHex(c.to).maelstrom && !MAELSTROM_EDGE.includes(c.to))
    throw new RuleError('maelstrom_edge', 'A ship enters the Maelstrom only by one of its edge hexes.');
  if (!isPos(c.to) && !(isHex(c.to) && getHex(c.to).maelstrom))
    throw new RuleError('not_water', 'A ship sails only on the sea, into coastal hexes and along major rivers.');
  const from = posOf(u)!;
  const budget = left(s, c.ship);
  const r = reach(s, side, from, budget).get(c.to);
  if (!r) {
    const any = reach(s, side, from, 99).get(c.to);
    throw new RuleError(
      any ? 'too_far' : 'no_way',
      any
        ? `${unitWord(c.ship)} has ${budget} left and needs ${any.cost} to reach ${posWord(c.to)}.`
        : `${unitWord(c.ship)} cannot sail to ${posWord(c.to)}: the way is shut by land, enemy ships or enemy armies.`,
    );
  }
  tx.emit({
    type: 'shipMoved',
    ship: c.ship,
    path: r.path.slice(1),
    cost: r.cost,
    ...placeOf(c.to),
    ...hidden(s, side),
  });
  if (r.maelstrom) {
    rollMaelstrom(tx, c.ship, c.to);
    resumeSea(tx);
    return;
  }
  const ships = escapers(tx.state, side, c.to, from);
  if (ships.length) tx.stage({ kind: 'escape', side: otherSide(side), ships });
}

function embark(tx: Tx, side: Side, c: CommandOf<'embark'>): void {
  const s = tx.state;
  const u = ownShip(s, side, c.ship);
  const ports = hexesOfPos(posOf(u)!).filter(isPortHex);
  if (!ports.length)
    throw new RuleError(
      'not_a_port',
      `${unitWord(c.ship)} may take troops aboard only in a port; ${posWord(posOf(u)!)} is none.`,
    );
  const cargo = aboard(s, c.ship);
  let armies = cargo.filter((x) => isGroundId(x.id)).length;
  for (const id of new Set(c.units)) {
    const x = s.units[id];
    if (!x || x.side !== side || x.where !== 'map')
      throw new RuleError('not_yours', `${unitWord(id)} is not one of your forces on the map.`);
    if (!isGroundId(id) && !isLeaderId(id))
      throw new RuleError('cannot_board', `Only a ground army and leaders go aboard a ship; ${unitWord(id)} cannot.`);
    if (x.aboard) throw new RuleError('already_aboard', `${unitWord(id)} is already aboard ${unitWord(x.aboard)}.`);
    if (!x.hex || !ports.includes(x.hex))
      throw new RuleError('not_in_port', `${unitWord(id)} is not in the port where ${unitWord(c.ship)} lies.`);
    if (isGroundId(id)) armies++;
  }
  if (armies > 1)
    throw new RuleError(
      'ship_full',
      `${unitWord(c.ship)} carries one ground army at most (and any number of leaders).`,
    );
  tx.emit({ type: 'embarked', ship: c.ship, units: [...new Set(c.units)], ...hidden(s, side) });
}

/** Can a ground army of `side` land in this hex (ground terrain, no enemy, stacking, kender alone)? */
function landingProblem(s: State, side: Side, id: CounterId, hex: HexId): string | null {
  const h = getHex(hex);
  if (!h.land || TERRAIN_EFFECTS[h.terrain].groundCost === null) return `no army can land in ${hexWord(hex)}`;
  if (hasEnemyArmy(s, hex, side)) return `enemy armies hold ${hexWord(hex)}`;
  if (!isGroundId(id)) return null;
  const there = armiesAt(s, hex, side).filter((x) => isGroundId(x.id));
  if (there.length + 1 > groundStackLimit(hex)) return `${hexWord(hex)} already holds ${there.length} ground armies`;
  if (STACKING.kenderAlone && there.some((x) => isKenderId(x.id) !== isKenderId(id)))
    return 'kender share a hex with no other kind of army';
  return null;
}

function disembark(tx: Tx, side: Side, c: CommandOf<'disembark'>): void {
  const s = tx.state;
  const u = ownShip(s, side, c.ship);
  const pos = posOf(u)!;
  if (!hexesOfPos(pos).includes(c.hex) || !getHex(c.hex).land)
    throw new RuleError(
      'not_here',
      `${unitWord(c.ship)} can land troops only on the coast or river bank where it lies, not at ${hexWord(c.hex)}.`,
    );
  const units = [...new Set(c.units)];
  for (const id of units) {
    if (s.units[id]?.aboard !== c.ship)
      throw new RuleError('not_aboard', `${unitWord(id)} is not aboard ${unitWord(c.ship)}.`);
    const why = landingProblem(s, side, id, c.hex);
    if (why) throw new RuleError('cannot_land', `${unitWord(id)} cannot land: ${why}.`);
  }
  const port = isPortHex(c.hex);
  tx.emit({ type: 'disembarked', ship: c.ship, units, hex: c.hex, stop: !port, ...hidden(s, side) });
  // Landed from a ship this Turn: it was carried and does not move on its own (DG-SHIP-11).
  const fresh = units.filter((id) => !tx.state.flags[id]?.carried);
  if (fresh.length) tx.emit({ type: 'flagged', units: fresh, flag: 'carried' });
  if (!units.some(isGroundId)) return;
  pushShips(tx, c.hex, side);
  const nation = getHex(c.hex).nation;
  // Landing an army in a neutral's country invades it (DG-INV-01; a ship along its coast does not, DG-INV-02).
  if (nation && tx.state.nations[nation]?.status === 'neutral') invade(tx, nation, side, { kind: 'movement', side });
}

/** moveShip, embark, disembark. */
export function applyShipCommand(tx: Tx, side: Side, c: Command): void {
  shipsMayAct(tx.state, side);
  switch (c.type) {
    case 'moveShip':
      moveShip(tx, side, c);
      return;
    case 'embark':
      embark(tx, side, c);
      return;
    case 'disembark':
      disembark(tx, side, c);
      return;
    default:
      throw new RuleError('not_now', 'That cannot be done now.');
  }
}

/** Ship moves, embarking and landing, offered in the Movement Step (before any army moves, DG-TURN-07). */
export function shipChoices(s: State, side: Side): Choice<Command>[] {
  if (s.stage?.kind !== 'movement' || s.stage.side !== side || s.armiesMoving) return [];
  const out: Choice<Command>[] = [];
  const becalmed = shipsBecalmed(s);
  const ships = Object.values(s.units)
    .filter((u) => u.where === 'map' && u.side === side && isShipId(u.id) && u.hex && !u.maelstrom)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const u of ships) {
    const name = unitWord(u.id);
    const pos = posOf(u)!;
    const budget = left(s, u.id);
    if (!becalmed && !s.flags[u.id]?.stopped && budget > 0) {
      const dests = [...reach(s, side, pos, budget).entries()].sort(
        (a, b) => a[1].cost - b[1].cost || (a[0] < b[0] ? -1 : 1),
      );
      for (const [to, r] of dests) {
        out.push({
          command: { type: 'moveShip', ship: u.id, to },
          label: r.maelstrom
            ? `${name}: sail into the Maelstrom at ${hexWord(to)} (${r.cost} of ${budget})`
            : `${name}: sail to ${posWord(to)} (${r.cost} of ${budget})`,
          group: 'Ships',
          target: to,
          ...(r.maelstrom
            ? {
                confirm:
                  'The Maelstrom is rolled at once: 1 sinks the ship with all aboard, 2-5 holds it for the Turn.',
              }
            : {}),
        });
      }
    }
    const cargo = aboard(s, u.id);
    const ports = hexesOfPos(pos).filter(isPortHex);
    if (ports.length) {
      const hasArmy = cargo.some((x) => isGroundId(x.id));
      const onShore = Object.values(s.units)
        .filter((x) => x.where === 'map' && x.side === side && !x.aboard && x.hex && ports.includes(x.hex))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      if (!hasArmy) {
        for (const a of onShore.filter((x) => isGroundId(x.id))) {
          out.push({
            command: { type: 'embark', ship: u.id, units: [a.id] },
            label: `${unitWord(a.id)} boards ${name} at ${hexWord(a.hex!)}`,
            group: 'Ships',
            target: a.hex!,
          });
        }
      }
      const leaders = onShore.filter((x) => isLeaderId(x.id)).map((x) => x.id);
      if (leaders.length) {
        out.push({
          command: { type: 'embark', ship: u.id, units: leaders },
          label: `${unitsWord(leaders)} board${leaders.length === 1 ? 's' : ''} ${name}`,
          group: 'Ships',
          target: pos,
          pick: {
            field: 'units',
            prompt: 'Which leaders go aboard?',
            options: leaders.map((id) => ({ id, label: unitWord(id) })),
            min: 1,
          },
        });
      }
    }
    if (cargo.length) {
      for (const hex of hexesOfPos(pos).filter((h) => getHex(h).land)) {
        const can = cargo.filter((x) => !landingProblem(s, side, x.id, hex)).map((x) => x.id);
        if (!can.length) continue;
        const port = isPortHex(hex);
        const nation = getHex(hex).nation;
        const invades = nation && s.nations[nation]?.status === 'neutral' && can.some(isGroundId);
        const notes = [
          port ? '' : `${name} stops there for the Turn`,
          invades ? `landing an army invades neutral ${nationWord(nation)} and calls for activation rolls` : '',
        ].filter(Boolean);
        out.push({
          command: { type: 'disembark', ship: u.id, units: can, hex },
          label: `${unitsWord(can)} land${can.length === 1 ? 's' : ''} from ${name} at ${hexWord(hex)}${port ? '' : ' (not a port)'}`,
          group: 'Ships',
          target: hex,
          pick: {
            field: 'units',
            prompt: 'Who goes ashore?',
            options: can.map((id) => ({ id, label: unitWord(id) })),
            min: 1,
          },
          ...(notes.length ? { confirm: `${notes.join('; ')}.` } : {}),
        });
      }
    }
  }
  return out;
}

/**
 * Ship-to-ship combat (Rule 8, DG-NAV, DG-SEA) and the stages the sea asks for (the Maelstrom's exit, the
 * escape). A battle, round by round:
 *
 *   seaAttack {at, ships}      the mover's ships in or next to `at` attack every enemy ship there (DG-NAV-01)
 *   fire {targets}             each side names a target for each of its ships: the attacker first, then the
 *                              defender (stage naval; a side whose ships have one possible target is not asked)
 *   (the roll)                 every ship rolls 1d10 against its CR, all at once (DG-NAV-02/03); one hit
 *                              damages, a second sinks (DG-NAV-05)
 *   withdrawShips / fightOn    the defender may withdraw all its ships one step, else the attacker may,
 *                              else another round (stage naval-withdraw, DG-NAV-04)
 *
 * Ships in the Maelstrom neither attack nor are attacked. Armies aboard never fight (DG-SHIP-14).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import { type CounterId, DICE, type HexId, MAELSTROM, neighbours, otherSide, type Side } from '../data/index.ts';
import { isShipId } from './board.ts';
import {
  canStand,
  crOf,
  crParts,
  enemyShipsAt,
  exitsFor,
  isPos,
  type Pos,
  placeOf,
  posOf,
  posWord,
  resumeSea,
  rollMaelstrom,
  sinkShip,
  steps,
} from './sea.ts';
import type { SeaBattle, State, UnitState } from './state.ts';
import type { Tx } from './tx.ts';
import { hexWord, unitsWord, unitWord } from './words.ts';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
const alive = (s: State, ids: readonly CounterId[]) => ids.filter((id) => s.units[id]?.where === 'map');

/** The mover's ships that may still attack this Combat Step: on the map, out of the Maelstrom, not yet used. */
function readyShips(s: State, side: Side): UnitState[] {
  return Object.values(s.units)
    .filter(
      (u) =>
        u.where === 'map' && u.side === side && isShipId(u.id) && u.hex && !u.maelstrom && !s.flags[u.id]?.attacked,
    )
    .sort(byId);
}

/** In the same position or one ship's step away (DG-NAV-01: "adjacent", along the water). */
const nextTo = (a: Pos, b: Pos): boolean => a === b || steps(a).includes(b);

/** Enemy positions the side's ready ships can attack, each with the ships that can join. */
function targets(s: State, side: Side): Map<Pos, CounterId[]> {
  const out = new Map<Pos, CounterId[]>();
  const ready = readyShips(s, side);
  const enemy = new Set<Pos>();
  for (const u of Object.values(s.units)) {
    if (u.where === 'map' && isShipId(u.id) && u.side && u.side !== side && !u.maelstrom) enemy.add(posOf(u)!);
  }
  for (const p of [...enemy].sort()) {
    const ships = ready.filter((u) => nextTo(posOf(u)!, p)).map((u) => u.id);
    if (ships.length) out.set(p, ships);
  }
  return out;
}

/** seaAttack choices offered in the Combat Step. */
export function seaAttackChoices(s: State, side: Side): Choice<Command>[] {
  if (s.stage?.kind !== 'combat' || s.stage.side !== side || s.sea || s.battle) return [];
  const out: Choice<Command>[] = [];
  for (const [at, ships] of targets(s, side)) {
    const foes = enemyShipsAt(s, at, side).map((u) => u.id);
    out.push({
      command: { type: 'seaAttack', at, ships },
      label: `Attack ${unitsWord(foes)} at ${posWord(at)} with ${unitsWord(ships)}`,
      group: 'Sea battle',
      target: at,
      pick: {
        field: 'ships',
        prompt: 'Which ships attack?',
        options: ships.map((id) => ({ id, label: `${unitWord(id)} (CR ${crOf(s, id)})` })),
        min: 1,
      },
      confirm: 'A sea battle goes on round after round until one side withdraws or has no ships left.',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Rounds
// ---------------------------------------------------------------------------

const sideShips = (s: State, sea: SeaBattle, side: Side) =>
  alive(s, side === sea.attacker ? sea.attackers : sea.defenders);

/**
 * The default fire of a side (checklist §2 row 13): its ships, strongest first, are spread over the enemy
 * ships in order of their Combat Rating, highest first (ties to the lowest id).
 */
export function spreadFire(s: State, side: Side): Record<CounterId, CounterId> {
  const sea = s.sea!;
  const mine = sideShips(s, sea, side).sort((a, b) => crOf(s, b) - crOf(s, a) || (a < b ? -1 : 1));
  const foes = sideShips(s, sea, otherSide(side)).sort((a, b) => crOf(s, b) - crOf(s, a) || (a < b ? -1 : 1));
  const out: Record<CounterId, CounterId> = {};
  mine.forEach((id, i) => {
    out[id] = foes[i % foes.length]!;
  });
  return out;
}

/** The next thing a round needs: a side to name targets, or the roll. */
function nextInRound(tx: Tx): void {
  const s = tx.state;
  const sea = s.sea!;
  for (const side of [sea.attacker, otherSide(sea.attacker)]) {
    const mine = sideShips(s, sea, side);
    if (mine.every((id) => sea.targets?.[id])) continue;
    if (sideShips(s, sea, otherSide(side)).length === 1) {
      // One enemy ship: nothing to choose.
      tx.emit({ type: 'seaTargeted', side, targets: spreadFire(s, side) });
      continue;
    }
    tx.stage({ kind: 'naval', side });
    return;
  }
  rollRound(tx);
}

/** Every ship fires once, all together (DG-NAV-02/03); then the damage (DG-NAV-05). */
function rollRound(tx: Tx): void {
  const s = tx.state;
  const sea = s.sea!;
  const shooters = [...sideShips(s, sea, sea.attacker), ...sideShips(s, sea, otherSide(sea.attacker))];
  const shots = shooters.map((ship) => {
    const target = sea.targets![ship]!;
    const need = crOf(s, ship);
    const die = tx.dice.roll(DICE.naval);
    return { ship, target, die, need, hit: die <= need };
  });
  tx.emit({ type: 'seaRolled', round: sea.round, shots });
  const hits = new Map<CounterId, number>();
  for (const x of shots) if (x.hit) hits.set(x.target, (hits.get(x.target) ?? 0) + 1);
  const damaged: CounterId[] = [];
  const sunk: CounterId[] = [];
  for (const [id, n] of [...hits.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (s.units[id]!.depleted || n >= 2) sunk.push(id);
    else damaged.push(id);
  }
  if (damaged.length) tx.emit({ type: 'shipsDamaged', ships: damaged });
  for (const id of sunk) sinkShip(tx, id, 'sunk in battle');
  afterRound(tx);
}

function afterRound(tx: Tx): void {
  const s = tx.state;
  const sea = s.sea!;
  if (!sideShips(s, sea, sea.attacker).length || !sideShips(s, sea, otherSide(sea.attacker)).length) {
    endSeaBattle(tx);
    return;
  }
  tx.stage({ kind: 'naval-withdraw', side: otherSide(sea.attacker) });
}

function endSeaBattle(tx: Tx): void {
  tx.emit({ type: 'seaBattleEnded' });
  const mover = tx.state.mover;
  if (mover) tx.stage({ kind: 'combat', side: mover });
}

// ---------------------------------------------------------------------------
// Withdrawal (DG-NAV-04)
// ---------------------------------------------------------------------------

/**
 * Where a side may withdraw. The defender: all its ships, from the battle's position, one step to a position
 * they may stand on. The attacker (our reading: its ships already stand outside the battle's position): one
 * step from at least one of its ships; those next to it pull back into it, the others stay where they are.
 */
function withdrawals(s: State, side: Side): Map<Pos, CounterId[]> {
  const sea = s.sea!;
  const mine = sideShips(s, sea, side);
  const out = new Map<Pos, CounterId[]>();
  if (side !== sea.attacker) {
    for (const p of steps(sea.at)) if (canStand(s, p, side, mine.length)) out.set(p, mine);
    return out;
  }
  const cands = new Set<Pos>();
  for (const id of mine) for (const p of steps(posOf(s.units[id]!)!)) cands.add(p);
  for (const p of [...cands].sort()) {
    if (p === sea.at) continue;
    const going = mine.filter((id) => steps(posOf(s.units[id]!)!).includes(p));
    if (canStand(s, p, side, going.length)) out.set(p, going);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------

function seaAttack(tx: Tx, side: Side, c: CommandOf<'seaAttack'>): void {
  const s = tx.state;
  if (s.stage?.kind !== 'combat' || s.stage.side !== side || s.sea || s.battle)
    throw new RuleError('not_now', 'Ships attack only in your Combat Step, one battle at a time.');
  if (MAELSTROM.includes(c.at))
    throw new RuleError('in_maelstrom', 'Ships caught in the Maelstrom can neither attack nor be attacked.');
  if (!isPos(c.at)) throw new RuleError('not_water', 'Ships fight only on the sea, coasts and major rivers.');
  const defenders = enemyShipsAt(s, c.at, side)
    .sort(byId)
    .map((u) => u.id);
  if (!defenders.length)
    throw new RuleError('no_enemy_ships', `There are no enemy ships at ${posWord(c.at)} to attack.`);
  const can = targets(s, side).get(c.at) ?? [];
  const ships = [...new Set(c.ships)];
  for (const id of ships) {
    if (can.includes(id)) continue;
    const u = s.units[id];
    const why =
      !u || !isShipId(id) || u.side !== side
        ? 'is not one of your ships'
        : u.maelstrom
          ? 'is caught in the Maelstrom'
          : s.flags[id]?.attacked
            ? 'has already attacked this Turn'
            : `is not next to ${posWord(c.at)}`;
    throw new RuleError('cannot_attack', `${unitWord(id)} ${why}.`);
  }
  tx.emit({ type: 'seaBattleDeclared', at: c.at, attacker: side, attackers: ships, defenders });
  tx.emit({ type: 'flagged', units: ships, flag: 'attacked' });
  nextInRound(tx);
}

function fire(tx: Tx, side: Side, c: CommandOf<'fire'>): void {
  const s = tx.state;
  const sea = s.sea;
  if (s.stage?.kind !== 'naval' || s.stage.side !== side || !sea)
    throw new RuleError('not_now', 'No ships of yours are waiting for targets.');
  const mine = sideShips(s, sea, side);
  const foes = sideShips(s, sea, otherSide(side));
  for (const [ship, target] of Object.entries(c.targets)) {
    if (!mine.includes(ship))
      throw new RuleError('not_in_battle', `${unitWord(ship)} is not one of your ships in this battle.`);
    if (!foes.includes(target))
      throw new RuleError('bad_target', `${unitWord(target)} is not an enemy ship in this battle.`);
  }
  const spread = spreadFire(s, side);
  const named: Record<CounterId, CounterId> = {};
  for (const id of mine) named[id] = c.targets[id] ?? spread[id]!;
  tx.emit({ type: 'seaTargeted', side, targets: named });
  nextInRound(tx);
}

function withdraw(tx: Tx, side: Side, c: CommandOf<'withdrawShips'>): void {
  const s = tx.state;
  if (s.stage?.kind !== 'naval-withdraw' || s.stage.side !== side || !s.sea)
    throw new RuleError('not_now', 'There is no sea battle to withdraw from now.');
  const going = withdrawals(s, side).get(c.to);
  if (!going)
    throw new RuleError(
      'cannot_withdraw',
      isPos(c.to)
        ? `Your ships cannot withdraw to ${posWord(c.to)}: it must be one step away and free of enemy ships and armies.`
        : 'Ships withdraw only onto the sea, a coast or a major river.',
    );
  tx.emit({ type: 'shipsWithdrew', side, ships: going, ...placeOf(c.to) });
  endSeaBattle(tx);
}

function fightOn(tx: Tx, side: Side): void {
  const s = tx.state;
  const sea = s.sea;
  if (s.stage?.kind !== 'naval-withdraw' || s.stage.side !== side || !sea)
    throw new RuleError('not_now', 'There is no sea battle waiting for that.');
  if (side !== sea.attacker) {
    tx.stage({ kind: 'naval-withdraw', side: sea.attacker });
    return;
  }
  nextInRound(tx);
}

function maelstromExit(tx: Tx, side: Side, c: CommandOf<'maelstromExit'>): void {
  const s = tx.state;
  const st = s.stage;
  if (st?.kind !== 'maelstrom-exit' || st.side !== side)
    throw new RuleError('not_now', 'No ship is coming out of the Maelstrom for you to place.');
  const owner = s.units[st.ship]!.side!;
  if (!exitsFor(s, owner).includes(c.hex))
    throw new RuleError(
      'not_an_exit',
      `${unitWord(st.ship)} comes out into a sea hex next to the Maelstrom free of enemy ships, not ${c.hex}.`,
    );
  tx.emit({ type: 'maelstromExited', ship: st.ship, hex: c.hex, by: side });
  resumeSea(tx);
}

function applyEscape(tx: Tx, side: Side, c: CommandOf<'escape'>): void {
  const s = tx.state;
  const st = s.stage;
  if (st?.kind !== 'escape' || st.side !== side) throw new RuleError('not_now', 'No ship of yours may escape now.');
  for (const id of c.ships)
    if (!st.ships.includes(id))
      throw new RuleError('cannot_escape', `${unitWord(id)} cannot dive into the Maelstrom now.`);
  for (const id of [...new Set(c.ships)].sort()) {
    const u = tx.state.units[id]!;
    tx.emit({ type: 'flagged', units: [id], flag: 'escaped' });
    // It dives into the Maelstrom hex beside it (the lowest, AMB-16) and rolls at once (DG-MAEL-04).
    const into = maelstromBeside(u.hex!);
    rollMaelstrom(tx, id, into, true);
  }
  resumeSea(tx);
}

const maelstromBeside = (h: HexId): HexId =>
  neighbours(h)
    .filter((n) => MAELSTROM.includes(n))
    .sort()[0]!;

/** seaAttack, fire, withdrawShips, fightOn, maelstromExit, escape. */
export function applySeaCommand(tx: Tx, side: Side, c: Command): void {
  switch (c.type) {
    case 'seaAttack':
      seaAttack(tx, side, c);
      return;
    case 'fire':
      fire(tx, side, c);
      return;
    case 'withdrawShips':
      withdraw(tx, side, c);
      return;
    case 'fightOn':
      fightOn(tx, side);
      return;
    case 'maelstromExit':
      maelstromExit(tx, side, c);
      return;
    case 'escape':
      applyEscape(tx, side, c);
      return;
    default:
      throw new RuleError('not_now', 'That cannot be done now.');
  }
}

// ---------------------------------------------------------------------------
// Choices and defaults
// ---------------------------------------------------------------------------

const crWords = (s: State, id: CounterId) => {
  const parts = crParts(s, id);
  const total = parts.reduce((n, p) => n + p.value, 0);
  return parts.length > 1 ? `${total} (${parts.map((p) => `${p.value} ${p.label}`).join(' + ')})` : `${total}`;
};

/** Choices of the stages naval, naval-withdraw, maelstrom-exit, escape. */
export function seaChoices(s: State, side: Side): Choice<Command>[] {
  const st = s.stage;
  if (!st) return [];
  switch (st.kind) {
    case 'naval': {
      if (st.side !== side || !s.sea) return [];
      const sea = s.sea;
      const mine = sideShips(s, sea, side);
      const foes = sideShips(s, sea, otherSide(side));
      const spread = spreadFire(s, side);
      const out: Choice<Command>[] = [
        {
          command: { type: 'fire', targets: spread },
          label: `Spread the fire: ${mine.map((id) => `${unitWord(id)} at ${unitWord(spread[id]!)}`).join(', ')}`,
          group: 'Sea battle',
          target: sea.at,
        },
      ];
      for (const f of foes) {
        out.push({
          command: { type: 'fire', targets: Object.fromEntries(mine.map((id) => [id, f])) },
          label: `Every ship fires at ${unitWord(f)} (CR ${crWords(s, f)}${s.units[f]!.depleted ? ', damaged' : ''})`,
          group: 'Sea battle',
          target: sea.at,
        });
      }
      return out;
    }
    case 'naval-withdraw': {
      if (st.side !== side || !s.sea) return [];
      const out: Choice<Command>[] = [
        { command: { type: 'fightOn' }, label: 'Fight another round', group: 'Sea battle', target: s.sea.at },
      ];
      for (const [to, ships] of withdrawals(s, side)) {
        out.push({
          command: { type: 'withdrawShips', to },
          label: `Withdraw ${unitsWord(ships)} to ${posWord(to)}`,
          group: 'Sea battle',
          target: to,
          confirm: 'The battle ends.',
        });
      }
      return out;
    }
    case 'maelstrom-exit': {
      if (st.side !== side) return [];
      const owner = s.units[st.ship]!.side!;
      return exitsFor(s, owner).map((hex) => ({
        command: { type: 'maelstromExit', hex },
        // under hidden stacks the opponent places a ship it may not name (DG-HID-01)
        label: `${s.hiddenStacks && owner !== side ? 'The enemy ship' : unitWord(st.ship)} comes out at ${hexWord(hex)}`,
        group: 'Maelstrom',
        target: hex,
      }));
    }
    case 'escape': {
      if (st.side !== side) return [];
      return [
        {
          command: { type: 'escape', ships: [...st.ships] },
          label: `${unitsWord(st.ships)} dive${st.ships.length === 1 ? 's' : ''} into the Maelstrom`,
          group: 'Maelstrom',
          target: s.units[st.ships[0]!]!.hex!,
          pick: {
            field: 'ships',
            prompt: 'Which ships dive in?',
            options: st.ships.map((id) => ({ id, label: unitWord(id) })),
            min: 1,
          },
          confirm: 'The Maelstrom is rolled at once: 1 sinks the ship with all aboard, 2-5 holds it for the Turn.',
        },
        { command: { type: 'escape', ships: [] }, label: 'Stay and face them', group: 'Maelstrom' },
      ];
    }
    default:
      return [];
  }
}

/**
 * A missed deadline in a sea stage (checklist §2): fire spread over the strongest enemy ships (row 13), no
 * withdrawal (row 14), no escape (row 6), and the first free exit hex (row 5: "at random" for a seat; the
 * deadline takes the lowest hex, since a default cannot roll).
 */
export function seaTimeout(s: State, side: Side): Command | null {
  const st = s.stage;
  switch (st?.kind) {
    case 'naval':
      return s.sea ? { type: 'fire', targets: spreadFire(s, side) } : null;
    case 'naval-withdraw':
      return { type: 'fightOn' };
    case 'escape':
      return { type: 'escape', ships: [] };
    case 'maelstrom-exit': {
      const owner = s.units[st.ship]?.side;
      const hex = owner ? exitsFor(s, owner)[0] : undefined;
      return hex ? { type: 'maelstromExit', hex } : null;
    }
    default:
      return null;
  }
}

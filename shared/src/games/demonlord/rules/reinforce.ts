/**
 * Reinforcements (DL-REIN): called at the start of one's phase once the war
 * has begun, a die each own phase from then until they come (1-3), drawn at
 * random from the pool (the rest set aside, unseen by the enemy) and placed at
 * the side's entry areas, split as the player likes. Freed prisoners who were
 * reinforcements come with them (DL-PRIS-09). The Extended Game's returns of
 * the dead (DL-VEXT-02/03) are tried at the same moment.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  CAPITALS,
  EXTENDED_GAME,
  lookup,
  REINFORCEMENT_ARRIVAL,
  REINFORCEMENTS,
  type Side,
  UNITS,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { byCounter, counter, enemyRegimentsAt, holder, isCharacter, isRegiment, other } from './board.ts';
import { beginMovement } from './movement.ts';
import { applyPlaceFreed, placeFreed } from './prisoners.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, listWords, unitsWords } from './words.ts';

const poolOf = (side: Side) => UNITS.filter((u) => u.home === REINFORCEMENTS[side].home).map((u) => u.id);

/** DL-REIN-01/02: a call is open before the first move of one's phase, once the war has begun. */
export function mayCall(s: State, side: Side): boolean {
  return (
    s.warBegun && !s.sides[side].called && s.active === side && s.stage?.kind === 'movement' && !s.move?.moved.length
  );
}

export function applyCall(tx: Tx, side: Side): void {
  ensure(
    mayCall(tx.state, side),
    'no_call',
    'Reinforcements can be called only at the start of your phase, once the war has begun.',
  );
  tx.emit({ type: 'reinforcementsCalled', side });
  arrivalRoll(tx, side);
  // DL-REIN-08: come at once, they are placed now and move in this movement step
  reinforceStage(tx, side);
}

/**
 * Ask `side` to place the reinforcements that have come, if an entry area is open; with every entry area held by
 * enemy regiments they wait for a later phase (AMB-61).
 */
export function reinforceStage(tx: Tx, side: Side): void {
  if (tx.state.sides[side].toPlace.length && entries(tx.state, side).length) tx.stage({ kind: 'reinforce', side });
}

/** DL-REIN-04: the die at the start of each own phase from the call on. */
export function arrivalRoll(tx: Tx, side: Side): void {
  const st = tx.state.sides[side];
  if (!st.called || st.arrived) return;
  const roll = tx.dice.roll(6);
  const arrive = lookup(REINFORCEMENT_ARRIVAL, roll);
  tx.emit({ type: 'reinforcementsRolled', side, roll, arrive });
  if (!arrive) return;
  const pool = poolOf(side).filter((id) => tx.state.units[id]?.status === 'pool');
  const n = tx.state.tournament ? REINFORCEMENTS[side].tournamentDraw : REINFORCEMENTS[side].draw;
  const order = tx.dice.shuffle(pool);
  tx.emit({ type: 'reinforcementsDrawn', side, drawn: order.slice(0, n), aside: order.slice(n) });
}

/** Freed reinforcements waiting to come in with the side's next phase (DL-PRIS-09). */
export function freedReinforcements(s: State, side: Side): string[] {
  const home = REINFORCEMENTS[side].home;
  return Object.values(s.units)
    .filter((u) => u.status === 'pool' && u.freed && counter(u.id).home === home)
    .map((u) => u.id);
}

export function entries(s: State, side: Side): string[] {
  // AMB-61: an entry area holding enemy regiments cannot be used
  return REINFORCEMENTS[side].entries.filter((a) => !enemyRegimentsAt(s, a, side).length);
}

export function reinforceChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const units = s.sides[side].toPlace;
  if (!units.length) return [];
  const pick =
    units.length > 1
      ? {
          pick: {
            field: 'units',
            prompt: 'Which units come in here?',
            options: units.map((id) => ({ id, label: counter(id).name })),
            min: 1,
          },
        }
      : {};
  return entries(s, side).map((a) => ({
    command: { type: 'placeReinforcements' as const, units: [...units], area: a },
    label: `Bring ${unitsWords(units)} in at ${areaWords(a)}`,
    group: 'Reinforcements',
    target: a,
    ...pick,
  }));
}

export function applyPlace(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'placeReinforcements' }>): void {
  const s = tx.state;
  if (s.stage?.kind === 'placeFreed') {
    applyPlaceFreed(tx, side, cmd.units, cmd.area); // DL-PRIS-08: the same command places a freed caster
    return;
  }
  ensure(
    s.stage?.kind === 'reinforce' && s.stage.side === side,
    'not_placing',
    'You have no reinforcements to place now.',
  );
  ensure(
    entries(s, side).includes(cmd.area),
    'bad_entry',
    `${areaWords(cmd.area)} is not one of your open entry areas.`,
  );
  const units = [...new Set(cmd.units)];
  ensure(
    units.every((id) => s.sides[side].toPlace.includes(id)),
    'not_arrived',
    'Place only the reinforcements that arrived.',
  );
  tx.emit({ type: 'placed', side, units, area: cmd.area, cause: 'reinforcement' });
  if (tx.state.sides[side].toPlace.length) return;
  // called in the movement step: the step starts over with them in it (nothing had moved yet, DL-REIN-02)
  if (tx.state.step === 'movement') beginMovement(tx);
  else tx.stage(null);
}

/** Extended Game (DL-VEXT-02/03): one dead character (on a 6) and one dead regiment (on 5-6) may be tried. */
export function returnOptions(s: State, side: Side): string[] {
  if (s.scenario !== 'extended' || s.sides[side].returnsTried || s.active !== side) return [];
  if (holder(s, CAPITALS[side].area) === other(side)) return [];
  return Object.values(s.units)
    .filter((u) => u.status === 'destroyed' && counter(u.id).faction === side)
    .map((u) => u.id);
}

/**
 * The Extended Game's returns as choices, each naming the units tried: every dead character with the first dead
 * regiment, and every other dead regiment with the first dead character (the command takes any pair, AMB-68).
 */
export function returnChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const back = returnOptions(s, side);
  const chars = back.filter(isCharacter).sort(byCounter);
  const regs = back.filter(isRegiment).sort(byCounter);
  const pairs: [string | null, string | null][] = [];
  for (const c of chars) pairs.push([c, regs[0] ?? null]);
  for (const r of regs.slice(chars.length ? 1 : 0)) pairs.push([chars[0] ?? null, r]);
  return pairs.map(([c, r]) => ({
    command: { type: 'bringBack' as const, character: c, regiment: r },
    label: `Try to bring back ${listWords([
      ...(c ? [`${counter(c).name} (on a 6)`] : []),
      ...(r ? [`${counter(r).name} (on a 5 or 6)`] : []),
    ])}`,
    group: 'The fallen',
  }));
}

export function applyReturn(tx: Tx, side: Side, character: string | null, regiment: string | null): void {
  const opts = returnOptions(tx.state, side);
  ensure(opts.length, 'no_returns', 'You cannot bring back the dead now.');
  ensure(
    !character || (opts.includes(character) && isCharacter(character)),
    'bad_return',
    'That character cannot come back.',
  );
  ensure(
    !regiment || (opts.includes(regiment) && isRegiment(regiment)),
    'bad_return',
    'That regiment cannot come back.',
  );
  const tries: [string | null, readonly number[]][] = [
    [character, EXTENDED_GAME.returnCharacterOn],
    [regiment, EXTENDED_GAME.returnRegimentOn],
  ];
  for (const [id, faces] of tries) {
    if (!id) continue;
    const roll = tx.dice.roll(6);
    const ok = faces.includes(roll);
    tx.emit({ type: 'returnRolled', side, unit: id, roll, success: ok });
    if (ok) placeFreed(tx, side, id, 'returned');
  }
  tx.emit({ type: 'returnsTried', side });
}

/**
 * Prisoners (DL-PRIS): captured units sit in their captor's pile; at the end
 * of his phase the active player may demand an exchange, unit for unit, the
 * waiting player offering first. Freed units go home, or to the nearest
 * friendly fortification free of enemies; freed reinforcements come with the
 * next reinforcements, freed spirits wait to be summoned again.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  type AreaId,
  CAPITALS,
  distance,
  HOME_AREAS,
  REINFORCEMENTS,
  SETTLEMENTS,
  type Side,
  SUMMONED_UNITS,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { counter, enemyRegimentsAt, enemyUnitsAt, fortificationAt, holder, other } from './board.ts';
import type { Stage, State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords } from './words.ts';

/** Prisoners `captor` holds. */
export const heldBy = (s: State, captor: Side): string[] =>
  Object.values(s.units)
    .filter((u) => u.status === 'prisoner' && u.captor === captor)
    .map((u) => u.id)
    .sort();

export const exchangePossible = (s: State): boolean =>
  heldBy(s, s.active).length > 0 && heldBy(s, other(s.active)).length > 0;

/** Nearest first (hex distance from `from`, ties by area id). */
const nearest = (from: AreaId, areas: readonly AreaId[]): AreaId | null =>
  [...areas].sort((a, b) => distance(from, a) - distance(from, b) || a.localeCompare(b))[0] ?? null;

/**
 * Where a freed unit of `side` may go (DL-PRIS-07/08): home, unless enemy regiments are there; else the nearest
 * friendly fortification free of enemies, or, for a caster, also the nearest friendly temple free of enemies
 * (his owner's choice). [] = nowhere.
 */
export function freedOptions(s: State, side: Side, id: string): AreaId[] {
  const c = counter(id);
  const home = HOME_AREAS[c.home];
  if (home && !enemyRegimentsAt(s, home, side).length) return [home];
  const from = home ?? CAPITALS[side].area;
  const mine = (kind: 'fortification' | 'temple') =>
    SETTLEMENTS.filter(
      (t) =>
        (kind === 'temple' ? t.class === 'temple' : !!fortificationAt(s, t.area)) &&
        !s.razed.includes(t.id) &&
        holder(s, t.area) === side &&
        !enemyUnitsAt(s, t.area, side).length,
    ).map((t) => t.area);
  const fort = nearest(from, mine('fortification'));
  const temple = c.kind === 'character' && c.magic >= 1 ? nearest(from, mine('temple')) : null;
  return [...new Set([fort, temple].filter((a): a is AreaId => a !== null))];
}

/** Where a freed unit goes when nobody chooses: home, else the nearest fortification (DL-PRIS-07). */
export function freedArea(s: State, side: Side, id: string): AreaId | null {
  return freedOptions(s, side, id)[0] ?? null;
}

/** Freed units that come back by summoning (DL-PRIS-10) or with the next reinforcements (DL-PRIS-09). */
const comesLater = (side: Side, id: string): boolean =>
  SUMMONED_UNITS.has(id) || counter(id).home === REINFORCEMENTS[side].home;

/** Put a freed (or returned) unit back into play. */
export function placeFreed(tx: Tx, side: Side, id: string, cause: 'freed' | 'returned'): void {
  if (SUMMONED_UNITS.has(id) && cause === 'freed') {
    tx.emit({ type: 'pooled', units: [id] }); // DL-PRIS-10
    return;
  }
  if (comesLater(side, id) && cause === 'freed') return; // DL-PRIS-09: with the next reinforcements
  const area = freedArea(tx.state, side, id);
  if (!area) return; // nowhere to go: it waits in the pool
  tx.emit({ type: 'placed', side, units: [id], area, cause });
}

export function placeFreedChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'placeFreed' || st.side !== side) return [];
  return st.options.map((a) => ({
    command: { type: 'placeReinforcements' as const, units: [st.unit], area: a },
    label: `Send ${counter(st.unit).name} to ${areaWords(a)}`,
    target: a,
  }));
}

export function applyPlaceFreed(tx: Tx, side: Side, units: readonly string[], area: AreaId): void {
  const st = tx.state.stage;
  ensure(
    st?.kind === 'placeFreed' && st.side === side && units.length === 1 && units[0] === st.unit,
    'not_placing',
    'You have no freed prisoner to place now.',
  );
  ensure(st.options.includes(area), 'bad_place', `${counter(st.unit).name} cannot go to ${areaWords(area)}.`);
  tx.emit({ type: 'placed', side, units: [st.unit], area, cause: 'freed' });
  tx.stage(st.next);
}

export function exchangeChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'exchange' || st.side !== side) return [];
  if (st.step === 'ask') {
    // declining first: it is also what a missed deadline does
    return [
      { command: { type: 'done' }, label: 'No exchange of prisoners' },
      { command: { type: 'demandExchange' }, label: 'Demand an exchange of prisoners' },
    ];
  }
  const mine = heldBy(s, side).map((id) => ({
    command: { type: 'offerPrisoner' as const, unit: id },
    label:
      st.step === 'offer' ? `Offer ${counter(id).name}` : `Give ${counter(id).name} for ${counter(st.offered!).name}`,
    group: 'Prisoners',
  }));
  return st.step === 'answer' ? [{ command: { type: 'done' }, label: 'Stop the exchange' }, ...mine] : mine;
}

export function applyDemand(tx: Tx, side: Side): void {
  const st = tx.state.stage;
  ensure(
    st?.kind === 'exchange' && st.step === 'ask' && st.side === side,
    'not_asked',
    'You cannot demand an exchange now.',
  );
  tx.emit({ type: 'exchangeDemanded', side });
  tx.stage({ kind: 'exchange', side: other(side), step: 'offer', offered: null });
}

export function applyOffer(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'offerPrisoner' }>): void {
  const st = tx.state.stage;
  ensure(
    st?.kind === 'exchange' && st.step !== 'ask' && st.side === side,
    'not_asked',
    'It is not your turn in the exchange.',
  );
  ensure(heldBy(tx.state, side).includes(cmd.unit), 'not_held', `You do not hold ${counter(cmd.unit).name}.`);
  if (st.step === 'offer') {
    tx.emit({ type: 'prisonerOffered', side, unit: cmd.unit });
    tx.stage({ kind: 'exchange', side: other(side), step: 'answer', offered: cmd.unit });
    return;
  }
  const theirs = st.offered!;
  tx.emit({ type: 'exchanged', a: theirs, b: cmd.unit });
  // each freed unit goes back to its own side (the offered one to this side's, the answer to the other's);
  // a freed caster who may choose between a fortification and a temple asks his owner (DL-PRIS-08)
  const ask: { side: Side; unit: string; options: AreaId[] }[] = [];
  for (const [owner, id] of [
    [side, theirs],
    [other(side), cmd.unit],
  ] as const) {
    const options = comesLater(owner, id) ? [] : freedOptions(tx.state, owner, id);
    if (options.length > 1) ask.push({ side: owner, unit: id, options });
    else placeFreed(tx, owner, id, 'freed');
  }
  let next: Stage | null = exchangePossible(tx.state)
    ? { kind: 'exchange', side: other(side), step: 'offer', offered: null }
    : null;
  for (const a of ask.reverse()) next = { kind: 'placeFreed', ...a, next };
  tx.stage(next);
}

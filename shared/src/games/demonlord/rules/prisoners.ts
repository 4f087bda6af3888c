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
  distance,
  FORTIFICATIONS,
  HOME_AREAS,
  REINFORCEMENTS,
  type Side,
  SUMMONED_UNITS,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { counter, enemyRegimentsAt, enemyUnitsAt, holder, other } from './board.ts';
import type { State } from './state.ts';
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

/** Where a freed unit of `side` goes (DL-PRIS-07): home, else the nearest friendly fortification free of enemies. */
export function freedArea(s: State, side: Side, id: string): AreaId | null {
  const home = HOME_AREAS[counter(id).home];
  if (home && !enemyRegimentsAt(s, home, side).length) return home;
  const from = home ?? (side === 'demon' ? '1911' : '0510');
  const forts = FORTIFICATIONS.filter(
    (f) => !s.razed.includes(f.id) && holder(s, f.area) === side && !enemyUnitsAt(s, f.area, side).length,
  ).sort((a, b) => distance(from, a.area) - distance(from, b.area) || a.area.localeCompare(b.area));
  return forts[0]?.area ?? null;
}

/** Put a freed (or returned) unit back into play. */
export function placeFreed(tx: Tx, side: Side, id: string, cause: 'freed' | 'returned'): void {
  const c = counter(id);
  if (SUMMONED_UNITS.has(id) && cause === 'freed') {
    tx.emit({ type: 'pooled', units: [id] }); // DL-PRIS-10
    return;
  }
  if (c.home === REINFORCEMENTS[side].home && cause === 'freed') return; // DL-PRIS-09: with the next reinforcements
  const area = freedArea(tx.state, side, id);
  if (!area) return; // nowhere to go: it waits in the pool
  tx.emit({ type: 'placed', side, units: [id], area, cause });
}

export function exchangeChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'exchange' || st.side !== side) return [];
  if (st.step === 'ask') {
    return [
      { command: { type: 'demandExchange' }, label: 'Demand an exchange of prisoners' },
      { command: { type: 'done' }, label: 'No exchange of prisoners' },
    ];
  }
  const mine = heldBy(s, side).map((id) => ({
    command: { type: 'offerPrisoner' as const, unit: id },
    label:
      st.step === 'offer' ? `Offer ${counter(id).name}` : `Give ${counter(id).name} for ${counter(st.offered!).name}`,
    group: 'Prisoners',
  }));
  return st.step === 'answer' ? [...mine, { command: { type: 'done' }, label: 'Stop the exchange' }] : mine;
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
  // each freed unit goes back to its own side (the offered one to this side's, the answer to the other's)
  placeFreed(tx, side, theirs, 'freed');
  placeFreed(tx, other(side), cmd.unit, 'freed');
  if (!exchangePossible(tx.state)) {
    tx.stage(null);
    return;
  }
  tx.stage({ kind: 'exchange', side: other(side), step: 'offer', offered: null });
}

export const describeArea = areaWords;

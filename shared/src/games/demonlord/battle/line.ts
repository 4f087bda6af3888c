/**
 * Queries on the front line. The line is a list of clusters (types.ts `Cluster`):
 * 1-on-1 pairs, N-on-1 groups, and regiments whose opponents are gone ("freed").
 * All rules about who may stand where read the line through these helpers.
 */
import type { Side } from '../data/index.ts';
import type { Battle, Cluster, RegroupWhen } from './types.ts';

export const other = (s: Side): Side => (s === 'demon' ? 'khozar' : 'demon');

/** Active first: the order in which sides act and, within a cluster, roll (a fixed order so dice can be scripted). */
export const bothSides = (b: Battle): [Side, Side] => [b.active, b.waiting];

export function clusterIndex(b: Battle, id: string): number {
  return b.line.findIndex((c) => c.demon.includes(id) || c.khozar.includes(id));
}

export function clusterOf(b: Battle, id: string): Cluster | undefined {
  return b.line[clusterIndex(b, id)];
}

export function sideOf(b: Battle, id: string): Side {
  const r = b.regiments[id] ?? b.characters[id];
  if (!r) throw new Error(`${id} is not in this battle`);
  return r.side;
}

/** The enemy regiments standing directly opposite `id` (DL-FIRE-06); none off the front. */
export function opponents(b: Battle, id: string): string[] {
  const c = clusterOf(b, id);
  return c ? c[other(sideOf(b, id))] : [];
}

/** My regiments sharing the cluster with `id`, itself included. */
export function comrades(b: Battle, id: string): string[] {
  const c = clusterOf(b, id);
  return c ? c[sideOf(b, id)] : [];
}

export const frontOf = (b: Battle, side: Side): string[] => b.line.flatMap((c) => c[side]);
export const frontCount = (b: Battle, side: Side): number => b.line.reduce((n, c) => n + c[side].length, 0);

const where = (b: Battle, side: Side, at: string): string[] =>
  b.order.filter((id) => b.regiments[id]?.side === side && b.regiments[id]?.at === at);

export const reserveOf = (b: Battle, side: Side): string[] => where(b, side, 'reserve');
export const unplacedOf = (b: Battle, side: Side): string[] => where(b, side, 'unplaced');
export const fledOf = (b: Battle, side: Side): string[] => where(b, side, 'fled');
export const regimentsOf = (b: Battle, side: Side): string[] => b.order.filter((id) => b.regiments[id]?.side === side);

/** Regiments still in the battle (front and reserve): a side with none has lost all its forces. */
export const inBattle = (b: Battle, side: Side): string[] => [...frontOf(b, side), ...reserveOf(b, side)];

/** Regiments with nobody opposite (their opponents fled or were destroyed). */
export function freedOf(b: Battle, side: Side): string[] {
  return b.line.filter((c) => c[other(side)].length === 0).flatMap((c) => c[side]);
}

/** Regiments of mine in an N-on-1 group (N >= 2): any of them may peel off to answer an enemy lead. */
export function extrasOf(b: Battle, side: Side): string[] {
  return b.line.filter((c) => c[side].length >= 2 && c[other(side)].length === 1).flatMap((c) => c[side]);
}

/** Reserves that may come to the front now: only at the start of a round, and only while my front has room (DL-REGR-02/08). */
export function usableReserves(b: Battle, side: Side, when: RegroupWhen): string[] {
  if (when !== 'start' || frontCount(b, side) >= b.front) return [];
  return reserveOf(b, side);
}

/**
 * Every regiment of mine that could answer an enemy lead now: freed ones,
 * extras of an N-on-1, and usable reserves (DL-REGR-03/07).
 */
export function answerPool(b: Battle, side: Side, when: RegroupWhen): string[] {
  return [...freedOf(b, side), ...usableReserves(b, side, when), ...extrasOf(b, side)];
}

/** The front in rolling order: cluster by cluster, the active side's regiments first. */
export function lineOrder(b: Battle): string[] {
  return b.line.flatMap((c) => [...c[b.active], ...c[b.waiting]]);
}

/** Characters standing with a regiment, in setup order. */
export function charactersOn(b: Battle, regimentId: string): string[] {
  return b.charOrder.filter((c) => b.characters[c]?.on === regimentId && b.characters[c]?.at === 'field');
}

export const charactersOf = (b: Battle, side: Side): string[] =>
  b.charOrder.filter((c) => b.characters[c]?.side === side);

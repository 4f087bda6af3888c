/**
 * Hex-wargame movement pieces shared by every title with terrain and
 * hexsides (Divine Right, Demonlord, Dragons of Glory): a per-feature terrain
 * cost with movement bonuses, the cost of a group moving as one, and legal
 * destinations by least-cost reach (one entry per destination, never every
 * path), so a UI or a bot gets a short list.
 */
import { pathTo, reach, type StepRule } from './path.ts';

export interface FeatureCost<B extends string> {
  /** Movement points the feature adds to a hex. */
  cost: number;
  /** A unit holding this bonus pays `withBonus` instead (0: treated as clear). */
  bonus?: B;
  withBonus?: number;
}

export interface TerrainTable<F extends string, B extends string> {
  features: Readonly<Record<F, FeatureCost<B>>>;
  /** What any hex costs at least (clear terrain). */
  minimum: number;
}

/**
 * Cost of entering a hex with the given features: feature costs add up
 * (cumulative terrain), a bonus lowers its own feature, never below `minimum`.
 */
export function terrainCost<F extends string, B extends string>(
  table: TerrainTable<F, B>,
  features: readonly F[],
  bonuses: ReadonlySet<B>,
): number {
  let total = 0;
  for (const f of features) {
    const c = table.features[f];
    total += c.bonus !== undefined && bonuses.has(c.bonus) ? (c.withBonus ?? 0) : c.cost;
  }
  return Math.max(table.minimum, total);
}

/**
 * A group moving together pays, for each step, what its slowest member pays;
 * any member barred from the step bars the group.
 */
export function groupStepCost<U, N>(
  members: readonly U[],
  cost: (unit: U, from: N, to: N) => number | null,
): (from: N, to: N) => number | null {
  return (from, to) => {
    let worst = 0;
    for (const u of members) {
      const c = cost(u, from, to);
      if (c === null) return null;
      if (c > worst) worst = c;
    }
    return worst;
  };
}

export interface Destination<N> {
  to: N;
  cost: number;
  path: N[];
}

/**
 * Every node a mover may end on within `budget`, with its cheapest path:
 * `mayStop` filters nodes it may pass but not end on (an enemy fleet's hex,
 * say). The start is never a destination.
 */
export function destinations<N>(
  start: N,
  budget: number,
  rule: StepRule<N>,
  mayStop: (node: N) => boolean = () => true,
): Destination<N>[] {
  const r = reach(start, budget, rule);
  const out: Destination<N>[] = [];
  for (const [node, cost] of r.cost) {
    if (node === start || !mayStop(node)) continue;
    const path = pathTo(r, node);
    if (path) out.push({ to: node, cost, path });
  }
  return out;
}

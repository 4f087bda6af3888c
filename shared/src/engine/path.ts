/**
 * Least-cost movement over any map (hexes or graph nodes). The game supplies
 * the cost of each step, already knowing the unit, terrain, hexside features
 * and bonuses, so one search serves every title's movement rules.
 */

export interface StepRule<N> {
  neighbours(node: N): Iterable<N>;
  /** Cost to step from `from` into `to`, or null when the step is forbidden. */
  cost(from: N, to: N): number | null;
  /** False where movement must end on entry (an enemy's zone of control, say). */
  mayLeave?(node: N, start: N): boolean;
}

export interface Reach<N> {
  /** Cheapest cost to reach each node within the budget. */
  cost: Map<N, number>;
  /** The node each was reached from on a cheapest path. */
  via: Map<N, N>;
}

/** A small binary heap keyed by cost; enough for maps of a few thousand hexes. */
class Heap<N> {
  private items: { node: N; cost: number }[] = [];
  get size() {
    return this.items.length;
  }
  push(node: N, cost: number) {
    const a = this.items;
    a.push({ node, cost });
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((a[p] as { cost: number }).cost <= cost) break;
      [a[i], a[p]] = [a[p] as (typeof a)[number], a[i] as (typeof a)[number]];
      i = p;
    }
  }
  pop(): { node: N; cost: number } | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && (a[l] as typeof last).cost < (a[m] as typeof last).cost) m = l;
        if (r < a.length && (a[r] as typeof last).cost < (a[m] as typeof last).cost) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m] as typeof last, a[i] as typeof last];
        i = m;
      }
    }
    return top;
  }
}

/** Dijkstra from `start`, stopping at `budget` (movement allowance). */
export function reach<N>(start: N, budget: number, rule: StepRule<N>): Reach<N> {
  const cost = new Map<N, number>([[start, 0]]);
  const via = new Map<N, N>();
  const heap = new Heap<N>();
  heap.push(start, 0);
  while (heap.size) {
    const top = heap.pop();
    if (!top) break;
    const { node, cost: c } = top;
    if (c > (cost.get(node) ?? Number.POSITIVE_INFINITY)) continue;
    if (node !== start && rule.mayLeave && !rule.mayLeave(node, start)) continue;
    for (const next of rule.neighbours(node)) {
      const step = rule.cost(node, next);
      if (step === null || step < 0) continue;
      const total = c + step;
      if (total > budget) continue;
      if (total < (cost.get(next) ?? Number.POSITIVE_INFINITY)) {
        cost.set(next, total);
        via.set(next, node);
        heap.push(next, total);
      }
    }
  }
  return { cost, via };
}

/** The cheapest path start..goal from a reach result, or null if the goal was out of reach. */
export function pathTo<N>(r: Reach<N>, goal: N): N[] | null {
  if (!r.cost.has(goal)) return null;
  const path = [goal];
  let n = goal;
  while (r.via.has(n)) {
    n = r.via.get(n) as N;
    path.unshift(n);
  }
  return path;
}

/** Cheapest path with no budget: for distances to a goal (a General's march, a supply line). */
export function leastCostPath<N>(start: N, goal: N, rule: StepRule<N>): { path: N[]; cost: number } | null {
  const r = reach(start, Number.POSITIVE_INFINITY, rule);
  const path = pathTo(r, goal);
  return path ? { path, cost: r.cost.get(goal) as number } : null;
}

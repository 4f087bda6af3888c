/**
 * Point-to-point maps (Defenders of the Realm, Demonlord's areas): each link
 * is authored once as an unordered pair and expanded at load.
 */
export type NodeId = string;

export interface GraphMap {
  nodes: readonly NodeId[];
  neighbours(id: NodeId): readonly NodeId[];
  adjacent(a: NodeId, b: NodeId): boolean;
  /** Fewest links from a to b; Infinity when unconnected. */
  distance(a: NodeId, b: NodeId): number;
  /** Every node within `steps` links of `from` with its distance (from itself at 0). */
  within(from: NodeId, steps: number): Map<NodeId, number>;
}

export function graphMap(nodes: readonly NodeId[], links: readonly (readonly [NodeId, NodeId])[]): GraphMap {
  const adj = new Map<NodeId, NodeId[]>(nodes.map((n) => [n, []]));
  for (const [a, b] of links) {
    const la = adj.get(a);
    const lb = adj.get(b);
    if (!la || !lb) throw new Error(`link ${a}-${b} names an unknown node`);
    if (a === b) throw new Error(`link ${a}-${b} joins a node to itself`);
    if (la.includes(b)) throw new Error(`link ${a}-${b} is listed twice`);
    la.push(b);
    lb.push(a);
  }
  const within = (from: NodeId, steps: number) => {
    if (!adj.has(from)) throw new Error(`unknown node ${from}`);
    const seen = new Map<NodeId, number>([[from, 0]]);
    let frontier = [from];
    for (let d = 1; d <= steps && frontier.length; d++) {
      const next: NodeId[] = [];
      for (const n of frontier) {
        for (const m of adj.get(n) ?? []) {
          if (!seen.has(m)) {
            seen.set(m, d);
            next.push(m);
          }
        }
      }
      frontier = next;
    }
    return seen;
  };
  return {
    nodes,
    neighbours: (id) => adj.get(id) ?? [],
    adjacent: (a, b) => adj.get(a)?.includes(b) ?? false,
    distance: (a, b) => within(a, nodes.length).get(b) ?? Number.POSITIVE_INFINITY,
    within,
  };
}

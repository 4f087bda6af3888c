/**
 * Stacks and transport for hex wargames: units grouped by where they stand,
 * the largest stacks, and carriers (fleets, wagons, dragons) loading cargo
 * up to a capacity each.
 */

/** Units grouped by a key (usually their hex), in first-seen order. */
export function stacksBy<U, K>(units: Iterable<U>, key: (u: U) => K): Map<K, U[]> {
  const out = new Map<K, U[]>();
  for (const u of units) {
    const k = key(u);
    const list = out.get(k);
    if (list) list.push(u);
    else out.set(k, [u]);
  }
  return out;
}

/** The keys of the stacks with the most units (several when they tie); empty for no stacks. */
export function largestStacks<K, U>(stacks: ReadonlyMap<K, readonly U[]>): K[] {
  let best = 0;
  let keys: K[] = [];
  for (const [k, list] of stacks) {
    if (list.length > best) {
      best = list.length;
      keys = [k];
    } else if (list.length === best && best > 0) keys.push(k);
  }
  return keys;
}

/**
 * Assigns cargo to carriers, `capacity` items each, keeping any existing
 * assignment that is still valid. Returns null when the cargo does not fit.
 */
export function loadCarriers(
  carriers: readonly string[],
  cargo: readonly string[],
  capacity: number,
  current: Readonly<Record<string, string | null | undefined>> = {},
): Record<string, string> | null {
  if (cargo.length > carriers.length * capacity) return null;
  const load = new Map<string, number>(carriers.map((c) => [c, 0]));
  const out: Record<string, string> = {};
  const rest: string[] = [];
  for (const item of cargo) {
    const c = current[item];
    const used = c ? load.get(c) : undefined;
    if (c && used !== undefined && used < capacity) {
      out[item] = c;
      load.set(c, used + 1);
    } else rest.push(item);
  }
  for (const item of rest) {
    const free = carriers.find((c) => (load.get(c) ?? 0) < capacity);
    if (!free) return null;
    out[item] = free;
    load.set(free, (load.get(free) ?? 0) + 1);
  }
  return out;
}

/** Places, units and sides in words, for choices and the log. */
import { type AreaId, getArea, settlementAt, type Side } from '../data/index.ts';
import { nameOf } from './board.ts';

export const SIDE_NAMES: Readonly<Record<Side, string>> = { demon: 'the Demonlord', khozar: 'the Khozar Alliance' };
export const sideWord = (s: Side): string => (s === 'demon' ? 'Demon' : 'Khozar');

const TERRAIN_WORDS: Record<string, string> = {
  plain: 'meadow',
  steppe: 'steppe',
  desert: 'desert',
  forest: 'forest',
  hills: 'hills',
  mountains: 'mountains',
  swamp: 'swamp',
};
export const terrainWord = (t: string): string => TERRAIN_WORDS[t] ?? t;

/** "Timur (0510)" for a settlement, "hills 1004" otherwise: a place a player can find on the map. */
const AREA_WORDS = new Map<AreaId, string>();

export function areaWords(id: AreaId): string {
  let w = AREA_WORDS.get(id);
  if (w === undefined) {
    const t = settlementAt(id);
    w = t ? `${t.name} (${id})` : `${getArea(id).terrain.map(terrainWord).join(' and ')} ${id}`;
    AREA_WORDS.set(id, w);
  }
  return w;
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Unit names, counting duplicates: "2 Western Townsmen and Marshal Grokk". */
const UNITS_WORDS = new Map<string, string>();

export function unitsWords(ids: readonly string[]): string {
  const key = ids.join(',');
  let w = UNITS_WORDS.get(key);
  if (w === undefined) {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(nameOf(id), (counts.get(nameOf(id)) ?? 0) + 1);
    w = listWords([...counts].map(([n, c]) => (c > 1 ? `${c} × ${n}` : n)));
    // the same few stacks are named over and over; the cache stays small (bounded by the stacks of a game)
    if (UNITS_WORDS.size > 20_000) UNITS_WORDS.clear();
    UNITS_WORDS.set(key, w);
  }
  return w;
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const counterName = (id: string): string => nameOf(id);

/** Names in words for prompts, choices and the log: players never see ids. */
import {
  counter,
  type CounterId,
  EVENT_BY_ID,
  getHex,
  type HexId,
  NATION_INFO,
  type NationId,
  PLACE_BY_ID,
  placeAt,
  REGIONS,
  SIDE_NAMES,
  type Side,
} from '../data/index.ts';
import { distance } from '../data/index.ts';

export const sideWord = (s: Side): string => SIDE_NAMES[s];
export const nationWord = (n: NationId | string): string => NATION_INFO[n as NationId]?.name ?? n;
export const unitWord = (id: CounterId): string => {
  try {
    return counter(id).name;
  } catch {
    return id;
  }
};
export const unitsWord = (ids: readonly CounterId[]): string => listWords(ids.map(unitWord));
export const placeWord = (id: string): string => PLACE_BY_ID.get(id)?.name ?? id;
export const eventWord = (id: string): string => EVENT_BY_ID.get(id)?.name ?? id;

const TERRAIN_WORD: Record<string, string> = {
  clear: 'plains',
  forest: 'forest',
  mountain: 'mountains',
  marsh: 'marsh',
  desert: 'desert',
  glacier: 'glacier',
  sea: 'sea',
};

/** The nearest named region to a hex, for "plains of Fielder"-style names. */
function regionOf(hex: HexId): string | null {
  let best: { name: string; d: number } | null = null;
  for (const r of REGIONS) {
    const d = distance(hex, r.label);
    if (!best || d < best.d) best = { name: r.name, d };
  }
  return best && best.d <= 4 ? best.name : null;
}

/** A hex in words: the place there, or its terrain and country (or region), with the hex number last. */
export function hexWord(hex: HexId): string {
  const p = placeAt(hex);
  if (p) return p.name;
  const h = getHex(hex);
  const terrain = h.pass ? 'mountain pass' : (TERRAIN_WORD[h.terrain] ?? h.terrain);
  const where = h.nation ? NATION_INFO[h.nation].name : regionOf(hex);
  return `${terrain}${where ? ` of ${where}` : ''} (${hex})`;
}

export function listWords(xs: readonly string[]): string {
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

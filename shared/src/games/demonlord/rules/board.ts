/**
 * Questions about the board that every rule asks: who controls a unit, what
 * stands in an area, who is an enemy of whom, which fortification is whose.
 */
import {
  type AreaId,
  type CharacterCounter,
  type Faction,
  isFortificationClass,
  type Neutral,
  NEUTRALS,
  type RegimentCounter,
  type Settlement,
  type Side,
  settlementAt,
  UNIT_BY_ID,
  type UnitCounter,
} from '../data/index.ts';
import type { State, Unit } from './state.ts';

export const other = (side: Side): Side => (side === 'demon' ? 'khozar' : 'demon');
export const isNeutral = (f: Faction): f is Neutral => (NEUTRALS as readonly string[]).includes(f);

export function counter(id: string): UnitCounter {
  const c = UNIT_BY_ID.get(id);
  if (!c) throw new Error(`no unit ${id}`);
  return c;
}
export const isRegiment = (id: string): boolean => counter(id).kind === 'regiment';
export const isCharacter = (id: string): boolean => counter(id).kind === 'character';
export const regiment = (id: string): RegimentCounter => counter(id) as RegimentCounter;
export const character = (id: string): CharacterCounter => counter(id) as CharacterCounter;
export const nameOf = (id: string): string => counter(id).name;

/** Whose orders a unit follows: its side, its neutral's ally (DL-ALLY-08), or the neutral itself. */
export function controllerOf(s: State, id: string): Faction {
  const f = counter(id).faction;
  if (!isNeutral(f)) return f;
  return s.neutrals[f].ally ?? f;
}

/** Sides and neutrals are all hostile to each other (DL-ALLY-01); a side's allies are its own. */
export const hostile = (a: Faction, b: Faction): boolean => a !== b;

/** Units on the map by area, built once per units record (evolve copies the record whenever a unit changes). */
const BY_AREA = new WeakMap<State['units'], Map<AreaId, Unit[]>>();

function byArea(s: State): Map<AreaId, Unit[]> {
  let index = BY_AREA.get(s.units);
  if (!index) {
    index = new Map();
    for (const u of Object.values(s.units)) {
      if (u.status !== 'map' || !u.area) continue;
      const list = index.get(u.area);
      if (list) list.push(u);
      else index.set(u.area, [u]);
    }
    BY_AREA.set(s.units, index);
  }
  return index;
}

export const unitsAt = (s: State, area: AreaId): Unit[] => byArea(s).get(area) ?? [];

/** Every area with a unit on the map. */
export const occupiedAreas = (s: State): AreaId[] => [...byArea(s).keys()];

export const idsAt = (s: State, area: AreaId, f?: Faction): string[] =>
  unitsAt(s, area)
    .filter((u) => f === undefined || controllerOf(s, u.id) === f)
    .map((u) => u.id);

export const regimentsAt = (s: State, area: AreaId, f?: Faction): string[] => idsAt(s, area, f).filter(isRegiment);
export const charactersAt = (s: State, area: AreaId, f?: Faction): string[] => idsAt(s, area, f).filter(isCharacter);

/** Regiments in the area of anyone hostile to `f` (DL-ENEMY-01): other side or an unallied neutral. */
export const enemyRegimentsAt = (s: State, area: AreaId, f: Faction): string[] =>
  unitsAt(s, area)
    .filter((u) => isRegiment(u.id) && hostile(controllerOf(s, u.id), f))
    .map((u) => u.id);

export const enemyUnitsAt = (s: State, area: AreaId, f: Faction): string[] =>
  unitsAt(s, area)
    .filter((u) => hostile(controllerOf(s, u.id), f))
    .map((u) => u.id);

/** Every area where any unit of `f` stands. */
export function areasOf(s: State, f: Faction): AreaId[] {
  const set = new Set<AreaId>();
  for (const u of Object.values(s.units))
    if (u.status === 'map' && u.area && controllerOf(s, u.id) === f) set.add(u.area);
  return [...set].sort();
}

/** The fortification in an area, unless a myth made it a village (DL-ALLY-06). */
export function fortificationAt(s: State, area: AreaId): Settlement | undefined {
  const t = settlementAt(area);
  if (!t || !isFortificationClass(t.class) || s.razed.includes(t.id)) return undefined;
  return t;
}

/** Who holds the settlement in an area (DL-SIEGE-03/04). */
export function controlAt(s: State, area: AreaId): Side | Neutral | null {
  const t = settlementAt(area);
  return t ? (s.control[t.id] ?? null) : null;
}

/** The side (or ally) that controls a neutral's holding: an allied neutral's fortification is its ally's (DL-ALLY-08). */
export function holder(s: State, area: AreaId): Faction | null {
  const c = controlAt(s, area);
  if (c && isNeutral(c)) return s.neutrals[c].ally ?? c;
  return c;
}

export const isBesieged = (s: State, area: AreaId): boolean => area in s.sieges;

/** The largest leader ability among characters (null: none of them is a leader, -1: no character). */
export function bestLeader(ids: readonly string[]): number {
  let best = -1;
  for (const id of ids) {
    const c = counter(id);
    if (c.kind !== 'character') continue;
    const v = c.leader === null ? -0.5 : c.leader;
    if (v > best) best = v;
  }
  return best;
}

export function bestMagic(ids: readonly string[]): number {
  let best = 0;
  for (const id of ids) {
    const c = counter(id);
    if (c.kind === 'character' && c.magic > best) best = c.magic;
  }
  return best;
}

export const onMap = (s: State, id: string): boolean => s.units[id]?.status === 'map';

/** A short, stable order of units: regiments first, then characters, each in counter order. */
const ORDER = new Map([...UNIT_BY_ID.keys()].map((id, i) => [id, i]));
export const byCounter = (a: string, b: string): number =>
  (isRegiment(a) ? 0 : 1) - (isRegiment(b) ? 0 : 1) || (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);

/**
 * Reading the board: who stands where, what a counter is worth now. The hex
 * index is built once per units record (a WeakMap), so the many questions of
 * one decision share it.
 */
import { type ArmyCounter, type Counter, counter, type CounterId, type HexId, type Side } from '../data/index.ts';
import type { State, UnitState } from './state.ts';

const INDEX = new WeakMap<State['units'], Map<HexId, UnitState[]>>();

function index(s: State): Map<HexId, UnitState[]> {
  let ix = INDEX.get(s.units);
  if (!ix) {
    ix = new Map();
    for (const u of Object.values(s.units)) {
      if (u.where !== 'map' || !u.hex) continue;
      const list = ix.get(u.hex);
      if (list) list.push(u);
      else ix.set(u.hex, [u]);
    }
    INDEX.set(s.units, ix);
  }
  return ix;
}

export const kindOf = (id: CounterId): Counter['kind'] => counter(id).kind;
/** Ground and air armies: the units that fight on land, capture and stack (not ships, leaders, wizards). */
export const isArmyId = (id: CounterId): boolean => {
  const k = kindOf(id);
  return k === 'army' || k === 'air';
};
export const isGroundId = (id: CounterId): boolean => kindOf(id) === 'army';
export const isAirId = (id: CounterId): boolean => kindOf(id) === 'air';
export const isShipId = (id: CounterId): boolean => kindOf(id) === 'ship';
export const isLeaderId = (id: CounterId): boolean => kindOf(id) === 'leader';
export const isWizardId = (id: CounterId): boolean => kindOf(id) === 'wizard';
export const isCavalryId = (id: CounterId): boolean => {
  const c = counter(id);
  return c.kind === 'army' && c.type === 'cavalry';
};
export const isDragonId = (id: CounterId): boolean => {
  const c = counter(id);
  return c.kind === 'air' && c.airType === 'dragon';
};
export const isKenderId = (id: CounterId): boolean => {
  const c = counter(id);
  return c.kind === 'army' && (c as ArmyCounter).kender;
};

/** Every counter on the map in a hex (ships, cargo, leaders and wizards included). */
export const unitsAt = (s: State, hex: HexId): readonly UnitState[] => index(s).get(hex) ?? [];

/** Every occupied hex. */
export const occupiedHexes = (s: State): HexId[] => [...index(s).keys()];

/** The armies in a hex that stand on land: not aboard a ship (DG-SHIP-14, DG-CMB-16). */
export const armiesAt = (s: State, hex: HexId, side?: Side): UnitState[] =>
  unitsAt(s, hex).filter((u) => !u.aboard && isArmyId(u.id) && (side === undefined || u.side === side));

export const enemyArmiesAt = (s: State, hex: HexId, side: Side): UnitState[] =>
  unitsAt(s, hex).filter((u) => !u.aboard && isArmyId(u.id) && u.side !== null && u.side !== side);

export const hasEnemyArmy = (s: State, hex: HexId, side: Side): boolean => enemyArmiesAt(s, hex, side).length > 0;

export const shipsAt = (s: State, hex: HexId, side?: Side): UnitState[] =>
  unitsAt(s, hex).filter((u) => isShipId(u.id) && (side === undefined || u.side === side));

/** The cargo of a ship (an army, leaders, wizards). */
export const aboard = (s: State, ship: CounterId): UnitState[] =>
  Object.values(s.units).filter((u) => u.aboard === ship && u.where === 'map');

/** The face in use: Strength and Movement Points (depleted armies use the back, DG-CMB-08). */
export function face(s: State, id: CounterId): { sp: number; mp: number } {
  const c = counter(id);
  const dep = s.units[id]?.depleted ?? false;
  if (c.kind === 'army' || c.kind === 'air') return dep ? c.depleted : c.full;
  if (c.kind === 'ship') return { sp: 0, mp: dep ? c.ma.damaged : c.ma.undamaged };
  if (c.kind === 'leader') return { sp: 0, mp: c.mp };
  return { sp: 0, mp: 0 };
}

export const sp = (s: State, id: CounterId): number => face(s, id).sp;
export const mpOf = (s: State, id: CounterId): number => face(s, id).mp;

/** Units of a side on the map. */
export const sideUnits = (s: State, side: Side): UnitState[] =>
  Object.values(s.units).filter((u) => u.where === 'map' && u.side === side);

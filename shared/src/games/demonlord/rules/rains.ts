/**
 * Rains on the map (DL-SPELL-K-03..06): what a flooded area does to the cost
 * of crossing its borders. The spell itself (target, range, success) is cast
 * in rules/magic.ts; this is only its effect on movement.
 */
import {
  type AreaId,
  type Border,
  getArea,
  type Mover,
  type Mp,
  RAINS_EFFECTS,
  type Segment,
  TERRAIN_TABLE,
} from '../data/index.ts';
import type { State } from './state.ts';

/** Areas of meadow, steppe or desert with a lake or two river sides turn to swamp under Rains. */
export function turnsToSwamp(area: AreaId): boolean {
  const a = getArea(area);
  const open = a.terrain.every((t) => (RAINS_EFFECTS.turnsToSwamp as readonly string[]).includes(t));
  return open && (a.lake || a.riverSides >= RAINS_EFFECTS.minRiverSides);
}

export const flooded = (s: State, area: AreaId): boolean =>
  !!s.effects.rains && s.effects.rains.until >= s.phase && s.effects.rains.areas.includes(area);

export function rainsCost(s: State, border: Border, seg: Segment, m: Mover, base: Mp): Mp {
  if (!flooded(s, border.a) && !flooded(s, border.b)) return base;
  let cost: Mp = base;
  if (seg === 'lake' || seg === 'swamp') cost = 'x';
  else if (seg === 'ford') cost = 'x';
  else if (seg === 'bridge') {
    // bridges become fords: the ford's surcharge onto plain
    cost = (TERRAIN_TABLE.ford.mp[m.move] as number) + (TERRAIN_TABLE.plain.mp[m.move] as number);
  } else if (border.river && seg !== 'road') cost = 'x';
  else if (
    (seg === 'plain' || seg === 'steppe' || seg === 'desert') &&
    (turnsToSwamp(border.a) || turnsToSwamp(border.b))
  ) {
    cost = TERRAIN_TABLE.swamp.mp[m.move];
  } else if ((seg === 'hills' || seg === 'mountains') && cost !== 'x') cost += RAINS_EFFECTS.extraMp[seg];
  if (cost !== 'x' && m.move === 'V') cost *= RAINS_EFFECTS.flyingCostMultiplier;
  return cost;
}

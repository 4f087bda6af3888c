/**
 * Rains on the map (DL-SPELL-K-03..06): what a flooded area does to the cost
 * of crossing its borders. The spell itself (target, range, success) is cast
 * in rules/magic.ts; this is only its effect on movement. A border is under
 * the Rains when either of its areas is.
 */
import {
  type AreaId,
  type Border,
  crossingCost,
  getArea,
  LAND_TERRAINS,
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

/** "Former swamps become impassable": an area whose main terrain is swamp cannot be crossed into or out of. */
export const drowned = (area: AreaId): boolean => getArea(area).terrain[0] === 'swamp';

export const flooded = (s: State, area: AreaId): boolean =>
  !!s.effects.rains && s.effects.rains.until >= s.phase && s.effects.rains.areas.includes(area);

/** A bridge under the Rains is a ford: the ford's surcharge onto the border's cheapest land (as fords are, terrain.ts). */
function bridgeAsFord(border: Border, m: Mover): Mp {
  const land = border.segments.filter((x) => (LAND_TERRAINS as readonly string[]).includes(x));
  return crossingCost({ ...border, segments: [...land, 'ford'] }, 'ford', m);
}

export function rainsCost(s: State, border: Border, seg: Segment, m: Mover, base: Mp): Mp {
  const wet = [border.a, border.b].filter((a) => flooded(s, a));
  if (!wet.length) return base;
  if (wet.some(drowned)) return 'x';
  let cost: Mp = base;
  if (seg === 'lake' || seg === 'swamp' || seg === 'ford') cost = 'x';
  else if (seg === 'bridge') cost = bridgeAsFord(border, m);
  else if (border.river && seg !== 'road') cost = 'x';
  else if (m.faction === 'ancients')
    cost = base; // DL-NEUT-10: 1 for any border still passable
  else if ((seg === 'plain' || seg === 'steppe' || seg === 'desert') && wet.some(turnsToSwamp)) {
    cost = TERRAIN_TABLE.swamp.mp[m.move];
  } else if ((seg === 'hills' || seg === 'mountains') && cost !== 'x') cost += RAINS_EFFECTS.extraMp[seg];
  if (cost !== 'x' && m.move === 'V') cost *= RAINS_EFFECTS.flyingCostMultiplier;
  return cost;
}

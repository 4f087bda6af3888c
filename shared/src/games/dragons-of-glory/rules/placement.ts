/**
 * Placing a nation that has joined a side (DG-ACT-08, DG-INV-08): all its
 * armies anywhere inside its borders, within the stacking limits (AMB-06).
 * The default is the home deployment of data/setup.ts.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import {
  distance,
  getHex,
  groundStackLimit,
  HOME_DEPLOYMENT,
  hexesOf,
  type NationId,
  type Side,
} from '../data/index.ts';
import { activationNext, waitingOf } from './activation.ts';
import { armiesAt, isAirId, isGroundId, isKenderId } from './board.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { nationWord } from './words.ts';

/** Can these armies stand together in a hex with what is there already (AMB-06, AMB-26, DG-STK-06)? */
export function fits(s: State, side: Side, hex: string, adding: readonly string[]): boolean {
  const h = getHex(hex);
  if (!h.land || h.terrain === 'desert' || h.terrain === 'marsh') return false;
  const there = armiesAt(s, hex);
  if (there.some((u) => u.side !== side)) return false;
  const armies = [...there.map((u) => u.id), ...adding.filter((id) => isGroundId(id) || isAirId(id))];
  const ground = armies.filter(isGroundId);
  if (ground.length > groundStackLimit(hex) || armies.filter(isAirId).length > 2) return false;
  // kender share a hex with no other army, fliers included (AMB-26)
  if (armies.some(isKenderId) && armies.some((g) => !isKenderId(g))) return false;
  return true;
}

/**
 * The default placement of a nation that joins: each counter at its home (data/setup.ts) if it may stand
 * there, else in the nearest hex of the nation's own land where it may (ties to the lowest hex id, AMB-16);
 * one that fits nowhere stays off the map (AMB-06). `lands` widens the search (the Tower Knights to Solanthus).
 */
export function homePlacements(
  s: State,
  nation: NationId,
  side?: Side,
  lands: readonly NationId[] = [nation],
): { id: string; hex: string }[] {
  const waiting = new Set(waitingOf(s, nation));
  const owner = side ?? (s.nations[nation].status as Side);
  const inside = lands.flatMap((n) => hexesOf(n));
  const planned = new Map<string, string[]>();
  const out: { id: string; hex: string }[] = [];
  const fitsPlanned = (hex: string, id: string) => fits(s, owner, hex, [...(planned.get(hex) ?? []), id]);
  // Stryker disable next-line ArrayDeclaration: a placement only arises for a nation with forces waiting, so it always has a home deployment
  for (const st of HOME_DEPLOYMENT[nation] ?? []) {
    for (const id of st.units) {
      if (!waiting.has(id)) continue;
      let hex: string | undefined = fitsPlanned(st.hex, id) ? st.hex : undefined;
      if (!hex) {
        hex = [...inside]
          .filter((h) => fitsPlanned(h, id))
          .sort((x, y) => distance(st.hex, x) - distance(st.hex, y) || (x < y ? -1 : 1))[0];
      }
      if (!hex) continue;
      planned.set(hex, [...(planned.get(hex) ?? []), id]);
      out.push({ id, hex });
    }
  }
  return out;
}

export function placeChoices(s: State, side: Side): Choice<Command>[] {
  const st = s.stage;
  if (st?.kind !== 'place' || st.side !== side) return [];
  return [
    {
      command: { type: 'placeAtHome' },
      label: `Place the forces of ${nationWord(st.nation)} at their homes`,
      group: 'Place',
    },
  ];
}

export function applyPlace(tx: Tx, side: Side, c: CommandOf<'placeNation'> | CommandOf<'placeAtHome'>): void {
  const st = tx.state.stage;
  if (st?.kind !== 'place' || st.side !== side) throw new RuleError('not_now', 'There is nothing to place now.');
  const nation = st.nation;
  const placements = c.type === 'placeAtHome' ? homePlacements(tx.state, nation) : c.placements;
  const waiting = new Set(waitingOf(tx.state, nation));
  const ids = placements.map((p) => p.id);
  const every = c.type === 'placeAtHome' || ids.length === waiting.size;
  if (!every || !ids.every((i) => waiting.has(i)) || new Set(ids).size !== ids.length)
    throw new RuleError('bad_placement', `Place every one of the forces of ${nationWord(nation)}, once each.`);
  for (const p of placements) {
    const h = getHex(p.hex);
    if (h.nation !== nation || !h.land || h.terrain === 'desert' || h.terrain === 'marsh')
      throw new RuleError(
        'bad_placement',
        `Forces of ${nationWord(nation)} go inside its borders, on land they may stand on.`,
      );
  }
  // Stacking and enemies, counting the armies already there (AMB-06).
  const byHex = new Map<string, string[]>();
  for (const p of placements) byHex.set(p.hex, [...(byHex.get(p.hex) ?? []), p.id]);
  for (const [hex, list] of byHex) {
    const there = armiesAt(tx.state, hex);
    if (there.some((u) => u.side !== side))
      throw new RuleError('bad_placement', 'No army may be placed where enemy armies stand.');
    const all = [...there.map((u) => u.id), ...list];
    const ground = all.filter(isGroundId);
    if (ground.length > groundStackLimit(hex) || all.filter(isAirId).length > 2)
      throw new RuleError('over_stacked', 'Too many armies in one hex.');
    // kender share a hex with no other army, fliers included (AMB-26), as `fits` counts them
    const armies = all.filter((id) => isGroundId(id) || isAirId(id));
    if (armies.some(isKenderId) && armies.some((g) => !isKenderId(g)))
      throw new RuleError('over_stacked', 'Kender share a hex with no other army.');
  }
  tx.emit({
    type: 'placed',
    side,
    units: placements.map((p) => ({ ...p })),
    why: `${nationWord(nation)} takes the field`,
  });
  if (st.resume) tx.stage(st.resume);
  else activationNext(tx);
}

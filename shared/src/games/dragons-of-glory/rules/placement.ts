/**
 * Placing a nation that has joined a side (DG-ACT-08, DG-INV-08): all its
 * armies anywhere inside its borders, within the stacking limits (AMB-06).
 * The default is the home deployment of data/setup.ts.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import { getHex, groundStackLimit, HOME_DEPLOYMENT, type NationId, type Side } from '../data/index.ts';
import { activationNext, waitingOf } from './activation.ts';
import { armiesAt, isAirId, isGroundId, isKenderId } from './board.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { nationWord } from './words.ts';

export function homePlacements(s: State, nation: NationId): { id: string; hex: string }[] {
  const waiting = new Set(waitingOf(s, nation));
  return (HOME_DEPLOYMENT[nation] ?? []).flatMap((st) =>
    st.units.filter((u) => waiting.has(u)).map((id) => ({ id, hex: st.hex })),
  );
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
  if (ids.length !== waiting.size || !ids.every((i) => waiting.has(i)) || new Set(ids).size !== ids.length)
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
    if (ground.some(isKenderId) && ground.some((g) => !isKenderId(g)))
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

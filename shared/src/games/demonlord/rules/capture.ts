/**
 * Capture of characters (DL-CAPT): a lone character entering enemy regiments,
 * or enemy regiments entering a lone character, rolls once per area: each side
 * a die, the character's side -2 in an area with a fortification its enemy
 * holds (AMB-10), +1 to the side with the strongest magic there (AMB-09).
 */
import { type AreaId, CAPTURE, captureResult, type Side } from '../data/index.ts';
import type { Cause } from '../events.ts';
import { bestMagic, charactersAt, controllerOf, holder, isRegiment, other, regimentsAt } from './board.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

type Resolve = (tx: Tx, group: boolean) => string[];

const FORT_PENALTY = CAPTURE.modifiers[0].value;
const MAGIC_BONUS = CAPTURE.modifiers[1].value;

function unchecked(s: State, ids: readonly string[], area: AreaId): string[] {
  return ids.filter((c) => !(s.move?.checked[c] ?? []).includes(area));
}

/**
 * DL-CAPT-02, AMB-30: the regiments that keep a character entering `area` from capture: his side's, but not a
 * garrison shut in a besieged fortification there (he arrives outside the walls).
 */
function guards(s: State, area: AreaId, side: Side): string[] {
  const siege = s.sieges[area];
  return regimentsAt(s, area, side).filter((id) => !(siege && siege.defender === side && siege.inside.includes(id)));
}

/**
 * What entering `area` sets off for the moving group, if anything: a function that rolls and returns the
 * movers still free to go on (DL-CAPT-03: once per character per area; DL-CAPT-02: friendly regiments protect).
 */
export function captureOnEntry(s: State, side: Side, moving: readonly string[], area: AreaId): Resolve | null {
  const enemy = other(side);
  if (!moving.some(isRegiment)) {
    if (!regimentsAt(s, area, enemy).length || guards(s, area, side).length) return null;
    const chars = unchecked(s, moving, area);
    if (!chars.length) return null;
    return (tx, group) => {
      const lost = roll(tx, area, side, chars, group);
      return moving.filter((id) => !lost.has(id));
    };
  }
  // "or vice versa": our regiments walk onto the enemy's lone characters
  if (regimentsAt(s, area, enemy).length) return null;
  const chars = unchecked(s, charactersAt(s, area, enemy), area);
  if (!chars.length) return null;
  return (tx) => {
    roll(tx, area, enemy, chars, false);
    return [...moving];
  };
}

/** DL-CAPT-04..07: the rolls for `chars` of `owner` in `area`; returns those captured or stopped. */
export function roll(tx: Tx, area: AreaId, owner: Side, chars: readonly string[], group: boolean): Set<string> {
  const out = new Set<string>();
  const batches = group ? [chars] : chars.map((c) => [c]);
  for (const batch of batches) {
    const s = tx.state;
    const mods: { label: string; value: number; to: 'character' | 'regiment' }[] = [];
    if (holder(s, area) === other(owner))
      mods.push({ label: 'in an enemy fortification', value: FORT_PENALTY, to: 'character' });
    const here = [...new Set([...charactersAt(s, area), ...batch])];
    const mine = bestMagic(here.filter((c) => controllerOf(s, c) === owner || batch.includes(c)));
    const theirs = bestMagic(here.filter((c) => controllerOf(s, c) === other(owner)));
    if (mine > theirs) mods.push({ label: 'stronger magic', value: MAGIC_BONUS, to: 'character' });
    if (theirs > mine) mods.push({ label: 'stronger magic', value: MAGIC_BONUS, to: 'regiment' });
    const r = tx.dice.roll(6);
    const e = tx.dice.roll(6);
    const sum = (to: 'character' | 'regiment') => mods.filter((m) => m.to === to).reduce((a, m) => a + m.value, 0);
    const result = captureResult(r + sum('character'), e + sum('regiment'));
    tx.emit({ type: 'captureRolled', area, characters: [...batch], owner, roll: r, enemyRoll: e, mods, result });
    if (result === 'captured') {
      lose(tx, 'captured', batch, other(owner), 'capture', area);
      for (const c of batch) out.add(c);
    }
    if (result === 'stopped') for (const c of batch) out.add(c);
  }
  return out;
}

/** A loss or capture; the first of the game opens reinforcement calls (DL-REIN-01, AMB-60). */
export function lose(
  tx: Tx,
  kind: 'captured' | 'destroyed',
  units: readonly string[],
  by: Side | null,
  cause: Cause,
  area: AreaId | null,
): void {
  if (!units.length) return;
  if (kind === 'captured') tx.emit({ type: 'captured', units: [...units], by: by!, cause, area });
  else tx.emit({ type: 'destroyed', units: [...units], cause, area, ...(by ? { by } : {}) });
  if (!tx.state.warBegun)
    tx.emit({ type: 'warBegun', cause: kind === 'captured' ? 'the first capture' : 'the first loss' });
}

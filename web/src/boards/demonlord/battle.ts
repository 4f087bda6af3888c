/**
 * The battle module's view (`view.battle`, battle/view.ts) as the battle panel
 * reads it: a shape check, so a view from a changed module falls back to the
 * generic tree instead of breaking the board, and the words for its stages.
 */
import type { BattleView, CharacterView, RegimentView } from '@hexpost/shared/games/demonlord/battle/index.ts';
import type { Side } from '@hexpost/shared/games/demonlord/data/index.ts';

export type { BattleView, CharacterView, RegimentView };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const piles = (v: unknown) => isObj(v) && Array.isArray(v.demon) && Array.isArray(v.khozar);

/** Is this the battle view the panel knows (both lines, the piles, the rolls by round)? */
export function isBattleView(v: unknown): v is BattleView {
  return (
    isObj(v) &&
    typeof v.area === 'string' &&
    Array.isArray(v.line) &&
    piles(v.reserves) &&
    piles(v.unplaced) &&
    piles(v.fled) &&
    piles(v.destroyed) &&
    Array.isArray(v.characters) &&
    Array.isArray(v.rounds)
  );
}

export const STAGE_WORDS: Readonly<Record<string, string>> = {
  plans: 'both sides hand in their battle plans',
  deploy: 'deployment, pair by pair',
  place: 'characters take their places',
  regroup: 'regrouping',
  moves: 'character moves',
  magic: 'battle magic',
  shooting: 'shooting',
  melee: 'melee',
  relocate: 'characters find a new regiment',
  retreat: 'retreat or fight on',
  over: 'the battle is over',
};

/** A regiment with its printed number and what changes it in this battle. */
export function regimentWords(r: RegimentView): string {
  const extra = [
    r.characters.length ? `with ${r.characters.join(', ')}` : '',
    r.leader ? `leader +${r.leader}` : '',
    r.riverPenalty ? 'melee −1 after a river crossing' : '',
    r.freed ? 'unopposed' : '',
  ].filter(Boolean);
  return `${r.name}${r.name.includes(`(${r.code})`) ? '' : ` (${r.code})`}${extra.length ? `: ${extra.join(', ')}` : ''}`;
}

/** Every regiment id the battle view shows for a side, front first. */
export function regimentsOf(b: BattleView, side: Side): RegimentView[] {
  return [
    ...b.line.flatMap((c) => c[side]),
    ...b.reserves[side],
    ...b.unplaced[side],
    ...b.fled[side],
    ...b.destroyed[side],
  ];
}

export const characterWords = (c: CharacterView) =>
  `${c.name} (${c.status === 'field' ? `with ${c.where}` : c.status === 'loose' ? 'without a regiment' : c.status}${c.cast ? ', has loosed his arrow' : ''})`;

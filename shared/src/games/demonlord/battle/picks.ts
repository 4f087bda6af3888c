/**
 * What must be chosen before a simultaneous sub-step is rolled: which casters can
 * loose an arrow and at whom (DL-BMAG-02, W21), and the choices inside many-on-one
 * groups (DL-FIRE-05, AMB-15): the lone regiment's owner picks its shooting target,
 * the group's owner picks which of his regiments takes the lone regiment's blow.
 */
import type { Side } from '../data/index.ts';
import { lineOrder, opponents, other } from './line.ts';
import type { Battle } from './types.ts';
import { character, regiment } from './units.ts';

/**
 * Casters who may loose an arrow now: magic 1+, not yet cast another spell this
 * phase (or already firing in this battle, AMB-35), standing with a front
 * regiment that has an enemy opposite (a caster on a reserve has no target, AMB-18).
 */
export function firable(b: Battle, side: Side): string[] {
  return b.charOrder.filter((id) => {
    const c = b.characters[id];
    if (!c || c.side !== side || c.at !== 'field' || !c.on) return false;
    if (character(id).magic < 1 || !(c.mayCast || c.fired)) return false;
    return opponents(b, c.on).length > 0;
  });
}

/** The enemy regiments a caster's arrow may strike: those opposite his regiment. */
export function arrowTargets(b: Battle, casterId: string): string[] {
  const on = b.characters[casterId]?.on;
  return on ? opponents(b, on) : [];
}

/** Front regiments that shoot this round, in rolling order: printed missile above 0 and an enemy opposite (DL-FIRE-01). */
export function shooters(b: Battle): string[] {
  return lineOrder(b).filter((id) => regiment(id).missile > 0 && opponents(b, id).length > 0);
}

/** My lone shooters facing several enemies: I choose whom each shoots (AMB-15). */
export function shotChoices(b: Battle, side: Side): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of shooters(b)) {
    if (b.regiments[id]?.side !== side) continue;
    const opp = opponents(b, id);
    if (opp.length >= 2) out[id] = opp;
  }
  return out;
}

/** Enemy lone regiments facing a group of mine: I choose which of my group receives each one's blow (AMB-15). */
export function meleeChoices(b: Battle, side: Side): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of b.line) {
    const mine = c[side];
    const theirs = c[other(side)];
    if (mine.length >= 2 && theirs.length === 1) out[theirs[0] as string] = [...mine];
  }
  return out;
}

/** The regiment a lone attacker's blow falls on when nobody chose: the single one opposite. */
export function soleOpponent(b: Battle, id: string): string | null {
  const opp = opponents(b, id);
  return opp.length === 1 ? (opp[0] as string) : null;
}

/**
 * Counter look-ups and names for the battle. Log lines and choice labels name
 * units by their printed name and four-digit number ("DeAnsor Sergeants (0745)"),
 * as the rulebook's example does, never by counter id.
 */
import { type CharacterCounter, type RegimentCounter, type Side, UNIT_BY_ID } from '../data/index.ts';

export function regiment(id: string): RegimentCounter {
  const u = UNIT_BY_ID.get(id);
  if (u?.kind !== 'regiment') throw new Error(`no regiment ${id}`);
  return u;
}

export function character(id: string): CharacterCounter {
  const u = UNIT_BY_ID.get(id);
  if (u?.kind !== 'character') throw new Error(`no character ${id}`);
  return u;
}

export const isRegiment = (id: string): boolean => UNIT_BY_ID.get(id)?.kind === 'regiment';
export const isCharacter = (id: string): boolean => UNIT_BY_ID.get(id)?.kind === 'character';

/** "Erush Swordsmen (4643)" for a regiment, the name for a character. */
export function unitName(id: string): string {
  const u = UNIT_BY_ID.get(id);
  if (!u) return 'an unknown unit';
  return u.kind === 'regiment' ? `${u.name} (${u.code})` : u.name;
}

export const SIDE_NAMES: Readonly<Record<Side, string>> = { demon: 'the Demon', khozar: 'Khozar' };
/** "The Demon" / "Khozar" at the start of a sentence. */
export const SideName = (s: Side): string => (s === 'demon' ? 'The Demon' : 'Khozar');

export const MOVE_WORDS = { P: 'foot', K: 'cavalry', V: 'flyers' } as const;

export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);

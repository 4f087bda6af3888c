/**
 * The eight heroes. The 42 Life Tokens of the box are shared out 6/6 and
 * 5 for the rest; skills and their action costs are our own.
 */
import type { HeroId } from './types.ts';

export type SkillId = 'soar' | 'blink' | 'pickpocket' | 'mend';

export interface Hero {
  id: HeroId;
  name: string;
  life: number;
  skill: string;
  /** An activated skill with its action cost (0 = free); heroes without one have a passive skill. */
  active?: { id: SkillId; cost: number; oncePerTurn?: true };
  /** Passive effects, read by the rules. */
  passive?: 'smite' | 'sure-shot' | 'cleanse' | 'stone-skin';
}

export const HEROES: Readonly<Record<HeroId, Hero>> = {
  'eagle-rider': {
    id: 'eagle-rider',
    name: 'Eagle Rider',
    life: 5,
    skill: 'Soar (1 action): fly up to 4 locations along lines without a card.',
    active: { id: 'soar', cost: 1 },
  },
  paladin: {
    id: 'paladin',
    name: 'Paladin',
    life: 6,
    skill: 'Smite (passive): Undead minions fall to a 3 or more.',
    passive: 'smite',
  },
  ranger: {
    id: 'ranger',
    name: 'Ranger',
    life: 5,
    skill: 'Sure Shot (passive): re-roll the lowest missed die in each combat (never against Varkolak).',
    passive: 'sure-shot',
  },
  rogue: {
    id: 'rogue',
    name: 'Rogue',
    life: 5,
    skill: 'Pickpocket (free, once a turn): draw 1 Hero Card.',
    active: { id: 'pickpocket', cost: 0, oncePerTurn: true },
  },
  sorceress: {
    id: 'sorceress',
    name: 'Sorceress',
    life: 5,
    skill: 'Blink (2 actions): move to any location.',
    active: { id: 'blink', cost: 2 },
  },
  cleric: {
    id: 'cleric',
    name: 'Cleric',
    life: 6,
    skill: 'Mend (1 action): another hero at your location heals 2 wounds, minions or not.',
    active: { id: 'mend', cost: 1 },
  },
  druid: {
    id: 'druid',
    name: 'Druid',
    life: 5,
    skill: 'Cleanse (passive): Heal the Land succeeds on a 4 or more.',
    passive: 'cleanse',
  },
  dwarf: {
    id: 'dwarf',
    name: 'Dwarf',
    life: 5,
    skill: 'Stone Skin (passive): suffers 1 wound fewer when ending a turn among minions.',
    passive: 'stone-skin',
  },
};

/**
 * Realm and battle spells (D-10). The thread names four spells (Warding,
 * Summon Nature's Army, Summon Monstrous Unit, Legion of Dead) and the
 * "3 battle spells" every caster picks, and asks for magic "LESS than RoE";
 * the short lists, levels, costs and effects here are ours.
 */
import type { ChecklistRef, Tradition, UnitId } from './ids.ts';

export interface RealmSpell {
  id: string;
  name: string;
  /** Arcane (through sources), divine (through temples), or either. */
  tradition: Tradition | 'either';
  /** Source or temple level it needs (Wizard Tower and Minaret levels count); Prepare costs 1 RP per level, Research 0.5 GB. */
  level: number;
  /** GB to cast, on top of the preparation. */
  castGb: number;
  /** How long it lasts. */
  duration: 'instant' | 'end-of-turn';
  /** Counts as a hostile realm spell on the province (−2 loyalty, P3) when cast on another's land. */
  hostile: boolean;
  /** Warding always counts against loyalty, whoever casts it (P3). */
  alwaysCountsForLoyalty?: true;
  summons?: readonly UnitId[];
  effect: string;
  source: 'named' | 'authored';
  ref: ChecklistRef;
}

/**
 * A realm spell acts on the province of the holding it is cast through or,
 * for arcane spells, on any province that holding's ley lines reach
 * (authored: the text gives no range).
 */
export const REALM_SPELL_REACH = 'holding-province-or-ley-line' as const;

export const REALM_SPELLS: readonly RealmSpell[] = [
  {
    id: 'warding',
    name: 'Warding',
    tradition: 'arcane',
    level: 3,
    castGb: 2,
    duration: 'end-of-turn',
    hostile: false,
    alwaysCountsForLoyalty: true,
    effect: 'Units of the regents the caster names cannot enter the province until the turn ends.',
    source: 'named',
    ref: '1.6',
  },
  {
    id: 'summon-natures-army',
    name: "Summon Nature's Army",
    tradition: 'divine',
    level: 3,
    castGb: 1,
    duration: 'end-of-turn',
    hostile: false,
    summons: ['natures-army-small-animals', 'natures-army-large-animals', 'natures-army-forest-legion'],
    effect:
      'Half the temple level (at least 1) of Nature’s Army units rise in the province: a forest legion in forest terrain (one only), large animals in hills and mountains, small animals elsewhere.',
    source: 'named',
    ref: '3.1',
  },
  {
    id: 'summon-monstrous-unit',
    name: 'Summon Monstrous Unit',
    tradition: 'arcane',
    level: 4,
    castGb: 2,
    duration: 'end-of-turn',
    hostile: false,
    summons: ['summoned-monsters'],
    effect: 'One Summoned Monsters unit serves the caster in the province.',
    source: 'named',
    ref: '3.1',
  },
  {
    id: 'legion-of-dead',
    name: 'Legion of Dead',
    tradition: 'arcane',
    level: 4,
    castGb: 2,
    duration: 'end-of-turn',
    hostile: false,
    summons: ['undead-legion'],
    effect: 'Half the source level (at least 1) of Undead Legion units rise in the province.',
    source: 'named',
    ref: '3.1',
  },
  {
    id: 'scry',
    name: 'Scry',
    tradition: 'arcane',
    level: 1,
    castGb: 0,
    duration: 'instant',
    hostile: false,
    effect: 'Shows the caster the units and the covert holdings (owner and level) in the province.',
    source: 'authored',
    ref: 'D-10',
  },
  {
    id: 'transmute',
    name: 'Transmute',
    tradition: 'arcane',
    level: 3,
    castGb: 0,
    duration: 'instant',
    hostile: false,
    effect: 'Turns base metal to gold: GB equal to the source level used, once a turn per caster.',
    source: 'authored',
    ref: 'D-10',
  },
  {
    id: 'bless-land',
    name: 'Bless Land',
    tradition: 'divine',
    level: 2,
    castGb: 1,
    duration: 'end-of-turn',
    hostile: false,
    effect: '+2 on the province’s next loyalty roll.',
    source: 'authored',
    ref: 'D-10',
  },
  {
    id: 'blight',
    name: 'Blight',
    tradition: 'divine',
    level: 4,
    castGb: 2,
    duration: 'end-of-turn',
    hostile: true,
    effect: 'The province loses 1 growth level.',
    source: 'authored',
    ref: 'D-10',
  },
  {
    id: 'dispel',
    name: 'Dispel Realm Magic',
    tradition: 'either',
    level: 2,
    castGb: 1,
    duration: 'instant',
    hostile: false,
    effect:
      'Ends one realm spell on the province cast at a level no higher than the dispeller casts at there (Wizard Tower and Minaret levels count on both sides).',
    source: 'authored',
    ref: 'D-10',
  },
];

export interface BattleSpell {
  id: string;
  name: string;
  tradition: Tradition;
  /** Changes to the tables for one combat round (two with a Wizard Tower or Minaret of the caster there). */
  own?: { cl?: number; ml?: number; morale?: number };
  enemy?: { cl?: number; ml?: number };
  effect: string;
}

/** Each caster picks 3 at creation (P2); each spell once per battle day, by a caster who oversees the battle. */
export const BATTLE_SPELLS: readonly BattleSpell[] = [
  { id: 'lightning', name: 'Lightning', tradition: 'arcane', own: { cl: 1 }, effect: 'His side’s casualty level +1.' },
  { id: 'dread', name: 'Dread', tradition: 'arcane', own: { ml: 1 }, effect: 'His side’s morale level +1.' },
  { id: 'mist', name: 'Mist', tradition: 'arcane', enemy: { cl: -1 }, effect: 'The enemy’s casualty level −1.' },
  { id: 'bless', name: 'Bless', tradition: 'divine', own: { morale: 0.3 }, effect: 'His side regains 0.3 morale.' },
  { id: 'wrath', name: 'Holy Wrath', tradition: 'divine', own: { cl: 1 }, effect: 'His side’s casualty level +1.' },
  {
    id: 'sanctuary',
    name: 'Sanctuary',
    tradition: 'divine',
    enemy: { ml: -1 },
    effect: 'The enemy’s morale level −1.',
  },
];

export const MAGIC_RULES = {
  battleSpellsPerCaster: 3,
  battleSpellUsesPerDay: 1,
  /** A Wizard Tower or Minaret of the caster in the battle's province doubles a spell's rounds (authored reading of "improves battle magic"). */
  towerRounds: 2,
} as const;

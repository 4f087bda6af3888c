/**
 * The four Generals. Names, races, colours and skills come from the rules
 * text; to-hit numbers, wound tracks and defeat penalties are our own values
 * (the text says they are printed on the cards but does not give them).
 */
import type { Colour, GeneralId } from './types.ts';

export type WoundSpace = 'minor' | 'major';

export interface General {
  id: GeneralId;
  name: string;
  race: string;
  colour: Colour;
  /** A die showing this or more is a hit. */
  toHit: number;
  /**
   * The spaces below the top of the Wound Track, one per hit taken:
   * `track[0]` is where one hit puts the marker. One more hit than the
   * track holds reaches the skull: `life = track.length + 1`.
   */
  track: readonly WoundSpace[];
  /** Hero Defeated Penalty: wounds suffered and Hero Cards lost (chosen at random by the server). */
  penalty: { wounds: number; discard: number };
  skill: string;
  slayer: string;
}

const SLAYER = 'Spend 1 action to defeat every minion of this race at your location without rolling.';

export const GENERALS: Readonly<Record<GeneralId, General>> = {
  balazarg: {
    id: 'balazarg',
    name: 'Lord Balazarg',
    race: 'Demons',
    colour: 'red',
    toHit: 5,
    track: ['minor', 'minor', 'major', 'major'],
    penalty: { wounds: 2, discard: 1 },
    skill: 'Corruption: before rolling, each committed Red card is tested; on a 1 it is lost without adding dice.',
    slayer: SLAYER,
  },
  gorgutt: {
    id: 'gorgutt',
    name: 'Gorgutt the Savage',
    race: 'Orcs',
    colour: 'green',
    toHit: 3,
    track: ['minor', 'minor', 'minor', 'major', 'major'],
    penalty: { wounds: 3, discard: 0 },
    skill: 'Parry: every 1 the heroes roll cancels one hit, whoever rolled it.',
    slayer: SLAYER,
  },
  sapphire: {
    id: 'sapphire',
    name: 'Sapphire',
    race: 'Dragonkin',
    colour: 'blue',
    toHit: 5,
    track: ['minor', 'minor', 'major', 'major'],
    penalty: { wounds: 2, discard: 2 },
    skill: 'Regeneration: unless defeated she is at once back to full health (a quest can cancel this).',
    slayer: SLAYER,
  },
  varkolak: {
    id: 'varkolak',
    name: 'Varkolak',
    race: 'Undead',
    colour: 'black',
    toHit: 4,
    track: ['minor', 'minor', 'major', 'major'],
    penalty: { wounds: 3, discard: 1 },
    skill: 'No re-rolls are allowed in battle with him.',
    slayer: SLAYER,
  },
};

export const generalLife = (g: GeneralId): number => GENERALS[g].track.length + 1;

/** The General of each race/colour. */
export const GENERAL_OF: Readonly<Record<Colour, GeneralId>> = {
  red: 'balazarg',
  green: 'gorgutt',
  blue: 'sapphire',
  black: 'varkolak',
};

/** Roll needed to defeat one minion of each race (DF-MIN-03). */
export const MINION_TO_HIT: Readonly<Record<Colour, number>> = { red: 4, green: 3, blue: 5, black: 4 };

export const RACE: Readonly<Record<Colour, string>> = {
  red: 'Demon',
  green: 'Orc',
  blue: 'Dragonkin',
  black: 'Undead',
};

/** Shared vocabulary of the Defenders data: colours, races and the ids the other modules key on. */

export const COLOURS = ['red', 'green', 'blue', 'black'] as const;
export type Colour = (typeof COLOURS)[number];
/** Hero cards add Purple for the special cards. */
export type CardColour = Colour | 'purple';

export const GENERAL_IDS = ['balazarg', 'gorgutt', 'sapphire', 'varkolak'] as const;
export type GeneralId = (typeof GENERAL_IDS)[number];

export const HERO_IDS = ['eagle-rider', 'paladin', 'ranger', 'rogue', 'sorceress', 'cleric', 'druid', 'dwarf'] as const;
export type HeroId = (typeof HERO_IDS)[number];

export type LocationId = string;
export type HeroCardId = string;
export type DarknessCardId = string;
export type QuestId = string;

/** Minions by colour; every location has one of these, zeros included. */
export type Counts = Readonly<Record<Colour, number>>;
export const NO_MINIONS: Counts = { red: 0, green: 0, blue: 0, black: 0 };
export const total = (c: Counts): number => c.red + c.green + c.blue + c.black;

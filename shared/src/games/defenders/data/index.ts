/** Everything a Defenders rule may read about the physical game. */
export * from './types.ts';
export * from './board.ts';
export * from './generals.ts';
export * from './heroes.ts';
export * from './heroCards.ts';
export * from './darkness.ts';
export * from './quests.ts';

/** Component counts of the box (DF-CMP-01). */
export const COMPONENTS = {
  heroes: 8,
  generals: 4,
  minions: 100,
  crystals: 12,
  gates: 5,
  dice: 12,
  statusTokens: 7,
  lifeTokens: 42,
} as const;

/** The 100 minions split evenly (AMB-03). */
export const MINIONS_PER_COLOUR = 25;

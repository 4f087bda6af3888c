/** Divine Right game data: map, kingdoms, personality cards, diplomacy deck and tables. */
export * from './ids.ts';
export * from './map.ts';
export * from './kingdoms.ts';
export * from './personalities.ts';
export * from './diplomacy.ts';

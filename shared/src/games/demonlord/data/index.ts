/** Demonlord game data: map, terrain table, counters, order of battle, spells and player-aid tables. */
export * from './ids.ts';
export * from './map.ts';
export * from './places.ts';
export * from './terrain.ts';
export * from './spells.ts';
export * from './counters.ts';
export * from './setup.ts';
export * from './tables.ts';

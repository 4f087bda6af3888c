/** Dragons of Glory game data: map, places, counters, orders of battle and the tables of the rules. */
export * from './ids.ts';
export * from './map.ts';
export * from './places.ts';
export * from './counters.ts';
export * from './tables.ts';
export * from './setup.ts';

/** Domains game data: map, provinces, domains, actions, characters, economy, buildings, military, magic, agendas, judgments. */
export * from './ids.ts';
export * from './map.ts';
export * from './terrain.ts';
export * from './provinces.ts';
export * from './character.ts';
export * from './actions.ts';
export * from './economy.ts';
export * from './buildings.ts';
export * from './military.ts';
export * from './magic.ts';
export * from './agendas.ts';
export * from './domains.ts';
export * from './judgments.ts';

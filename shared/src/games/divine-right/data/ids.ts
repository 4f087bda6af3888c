/**
 * Identifiers shared by every Divine Right data module. Kept apart so map,
 * kingdoms, personalities and diplomacy can refer to each other without cycles.
 */

/** The eleven kingdoms of the Basic Game (the identity cards left after setup removes three). */
export const BASIC_KINGDOMS = [
  'ghem',
  'hothior',
  'immer',
  'mivior',
  'muetar',
  'neuth',
  'pon',
  'rombune',
  'shucassam',
  'trolls',
  'zorn',
] as const;
export type KingdomId = (typeof BASIC_KINGDOMS)[number];

/** The two sorcerous principalities: drawn on the map, unclaimed territory in the Basic Game. */
export const PRINCIPALITIES = ['eaters-of-wisdom', 'black-hand'] as const;
export type PrincipalityId = (typeof PRINCIPALITIES)[number];

/** Every territory colour on the map (the thirteen kingdoms of the roster). */
export type MapKingdomId = KingdomId | PrincipalityId;
export const MAP_KINGDOMS: readonly MapKingdomId[] = [...BASIC_KINGDOMS, ...PRINCIPALITIES];

/** Display names, in the roster order of the rules. */
export const KINGDOM_NAMES: Readonly<Record<MapKingdomId, string>> = {
  ghem: 'Ghem',
  hothior: 'Hothior',
  immer: 'Immer',
  mivior: 'Mivior',
  muetar: 'Muetar',
  neuth: 'Neuth',
  pon: 'Pon',
  rombune: 'Rombune',
  shucassam: 'Shucassam',
  trolls: 'The Trolls',
  zorn: 'Zorn',
  'eaters-of-wisdom': 'Eaters of Wisdom',
  'black-hand': 'Black Hand',
};

/** Spellings the rulebook also uses, for UI search and imports. */
export const KINGDOM_ALIASES: Readonly<Record<string, MapKingdomId>> = {
  shuccasam: 'shucassam',
  schucassam: 'shucassam',
  dwarves: 'ghem',
  elves: 'neuth',
  goblins: 'zorn',
  nithmere: 'zorn',
};

/** Identity cards printed in the box (14) and those the Basic Game removes. */
export const IDENTITY_CARDS_PRINTED = 14;
export const IDENTITY_CARDS_REMOVED_IN_BASIC = ['storm-riders', 'eaters-of-wisdom', 'black-hand'] as const;

export const isBasicKingdom = (id: string): id is KingdomId => (BASIC_KINGDOMS as readonly string[]).includes(id);

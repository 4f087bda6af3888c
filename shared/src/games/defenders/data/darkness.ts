/**
 * The Darkness Spreads deck: 44 typical cards (two locations with 1 or 2
 * minions of the location's colour, and a Movement Section naming a General,
 * the next place on its path and the minions it brings), plus the special
 * cards the text names. The list is ours; each General has 3 cards for each
 * of the first three steps of its path and 2 that take it into Monarch City.
 */
import type { Colour, DarknessCardId, GeneralId, LocationId } from './types.ts';
import { location } from './board.ts';

export interface Placement {
  location: LocationId;
  colour: Colour;
  n: 1 | 2;
}

export interface TypicalCard {
  id: DarknessCardId;
  kind: 'typical';
  place: readonly [Placement, Placement];
  move: { general: GeneralId; to: LocationId; minions: number };
}

export type SpecialKind = 'all-is-quiet' | 'orc-patrols';

export interface SpecialDarkness {
  id: DarknessCardId;
  kind: SpecialKind;
  name: string;
  text: string;
}

export type DarknessCard = TypicalCard | SpecialDarkness;

const TABLE: readonly (readonly [
  DarknessCardId,
  LocationId,
  1 | 2,
  LocationId,
  1 | 2,
  GeneralId,
  LocationId,
  number,
])[] = [
  ['ds-01', 'lanternwatch-gate', 2, 'smoking-chasm', 2, 'varkolak', 'cairnfell', 2],
  ['ds-02', 'pilgrim-s-ford', 1, 'cinder-vale', 1, 'balazarg', 'brimstone-quarry', 2],
  ['ds-03', 'ashen-barrow', 2, 'obsidian-flats', 1, 'gorgutt', 'millbrook', 1],
  ['ds-04', 'gallows-hill', 1, 'ember-road', 2, 'sapphire', 'monarch-city', 0],
  ['ds-05', 'hollowmere', 2, 'ashfall-canyon', 1, 'varkolak', 'cairnfell', 3],
  ['ds-06', 'drowsy-crow-inn', 1, 'redthorn-pass', 1, 'balazarg', 'brimstone-quarry', 1],
  ['ds-07', 'bonewind-moor', 2, 'scorchwood', 2, 'gorgutt', 'millbrook', 2],
  ['ds-08', 'mourning-fields', 1, 'saltmarsh-crossing', 1, 'sapphire', 'stormcrest', 1],
  ['ds-09', 'cairnfell', 2, 'sulphur-springs', 1, 'varkolak', 'gallows-hill', 2],
  ['ds-10', 'widow-s-fen', 1, 'brimstone-quarry', 2, 'balazarg', 'ember-road', 1],
  ['ds-11', 'duskwater-marsh', 2, 'hearth-and-horn-inn', 1, 'gorgutt', 'monarch-city', 0],
  ['ds-12', 'ember-road', 2, 'tuskridge', 2, 'balazarg', 'obsidian-flats', 2],
  ['ds-13', 'saltmarsh-crossing', 1, 'father-oak-forest', 1, 'gorgutt', 'thistle-moor', 2],
  ['ds-14', 'cinder-vale', 2, 'mudfang-bog', 1, 'sapphire', 'kingsbridge', 1],
  ['ds-15', 'brimstone-quarry', 1, 'millbrook', 2, 'varkolak', 'monarch-city', 0],
  ['ds-16', 'redthorn-pass', 2, 'warcry-bluffs', 1, 'balazarg', 'obsidian-flats', 3],
  ['ds-17', 'hearth-and-horn-inn', 1, 'boar-run', 1, 'gorgutt', 'thistle-moor', 1],
  ['ds-18', 'smoking-chasm', 2, 'bramble-hollow', 2, 'sapphire', 'kingsbridge', 2],
  ['ds-19', 'scorchwood', 1, 'harvest-downs', 1, 'varkolak', 'cairnfell', 1],
  ['ds-20', 'obsidian-flats', 2, 'splinterwood', 1, 'balazarg', 'brimstone-quarry', 2],
  ['ds-21', 'ashfall-canyon', 1, 'thistle-moor', 2, 'gorgutt', 'millbrook', 1],
  ['ds-22', 'sulphur-springs', 2, 'weary-ox-inn', 1, 'sapphire', 'monarch-city', 0],
  ['ds-23', 'millbrook', 2, 'wyrmscale-coast', 2, 'gorgutt', 'mudfang-bog', 2],
  ['ds-24', 'harvest-downs', 1, 'skyreach-cliffs', 1, 'sapphire', 'frostmere', 2],
  ['ds-25', 'father-oak-forest', 2, 'stormcrest', 1, 'varkolak', 'lanternwatch-gate', 1],
  ['ds-26', 'thistle-moor', 1, 'kingsbridge', 2, 'balazarg', 'monarch-city', 0],
  ['ds-27', 'boar-run', 2, 'azure-lagoon', 1, 'gorgutt', 'mudfang-bog', 3],
  ['ds-28', 'weary-ox-inn', 1, 'dancing-stone', 1, 'sapphire', 'frostmere', 1],
  ['ds-29', 'tuskridge', 2, 'glacier-steps', 2, 'varkolak', 'lanternwatch-gate', 2],
  ['ds-30', 'bramble-hollow', 1, 'tidewater-mill', 1, 'balazarg', 'obsidian-flats', 1],
  ['ds-31', 'mudfang-bog', 2, 'cloudbreak-peak', 1, 'gorgutt', 'thistle-moor', 2],
  ['ds-32', 'warcry-bluffs', 1, 'frostmere', 2, 'sapphire', 'kingsbridge', 1],
  ['ds-33', 'splinterwood', 2, 'gilded-gull-inn', 1, 'varkolak', 'monarch-city', 0],
  ['ds-34', 'kingsbridge', 2, 'bonewind-moor', 2, 'sapphire', 'stormcrest', 2],
  ['ds-35', 'tidewater-mill', 1, 'ashen-barrow', 1, 'varkolak', 'gallows-hill', 2],
  ['ds-36', 'skyreach-cliffs', 2, 'cairnfell', 1, 'balazarg', 'ember-road', 1],
  ['ds-37', 'frostmere', 1, 'lanternwatch-gate', 2, 'gorgutt', 'monarch-city', 0],
  ['ds-38', 'dancing-stone', 2, 'widow-s-fen', 1, 'sapphire', 'stormcrest', 3],
  ['ds-39', 'gilded-gull-inn', 1, 'hollowmere', 1, 'varkolak', 'gallows-hill', 1],
  ['ds-40', 'wyrmscale-coast', 2, 'mourning-fields', 2, 'balazarg', 'ember-road', 2],
  ['ds-41', 'glacier-steps', 1, 'pilgrim-s-ford', 1, 'gorgutt', 'mudfang-bog', 1],
  ['ds-42', 'stormcrest', 2, 'duskwater-marsh', 1, 'sapphire', 'frostmere', 2],
  ['ds-43', 'azure-lagoon', 1, 'gallows-hill', 2, 'varkolak', 'lanternwatch-gate', 1],
  ['ds-44', 'cloudbreak-peak', 2, 'drowsy-crow-inn', 1, 'balazarg', 'monarch-city', 0],
];

const colourOf = (id: LocationId): Colour => {
  const c = location(id).colour;
  if (!c) throw new Error(`${id} has no colour`);
  return c;
};

export const DARKNESS_CARDS: readonly DarknessCard[] = [
  ...TABLE.map(
    ([id, a, an, b, bn, general, to, minions]): TypicalCard => ({
      id,
      kind: 'typical',
      place: [
        { location: a, colour: colourOf(a), n: an },
        { location: b, colour: colourOf(b), n: bn },
      ],
      move: { general, to, minions },
    }),
  ),
  { id: 'ds-45', kind: 'all-is-quiet', name: 'All is Quiet', text: 'No minions are placed and no General advances.' },
  { id: 'ds-46', kind: 'all-is-quiet', name: 'All is Quiet', text: 'No minions are placed and no General advances.' },
  {
    id: 'ds-47',
    kind: 'orc-patrols',
    name: 'Orc Patrols',
    text: 'Every Green location already holding an Orc gains 1 more Orc.',
  },
  {
    id: 'ds-48',
    kind: 'orc-patrols',
    name: 'Orc Patrols',
    text: 'Every Green location already holding an Orc gains 1 more Orc.',
  },
];

export const DARKNESS: Readonly<Record<DarknessCardId, DarknessCard>> = Object.fromEntries(
  DARKNESS_CARDS.map((c) => [c.id, c]),
);

export function darknessCard(id: DarknessCardId): DarknessCard {
  const c = DARKNESS[id];
  if (!c) throw new Error(`unknown Darkness Spreads card ${id}`);
  return c;
}

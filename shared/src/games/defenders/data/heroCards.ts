/**
 * The Hero Card deck: 15 cards of each race's colour, each naming a location
 * of that colour, with a travel icon at the top and its General's portrait
 * with 1 or 2 dice at the bottom; plus 8 Purple special cards. Our own list.
 */
import type { CardColour, Colour, GeneralId, HeroCardId, LocationId } from './types.ts';
import { GENERAL_OF } from './generals.ts';

export type TravelIcon = 'horse' | 'eagle' | 'gate' | 'none';
export type SpecialEffect = 'second-wind' | 'banish' | 'sanctify' | 'royal-summons';

export interface RaceCard {
  id: HeroCardId;
  colour: Colour;
  location: LocationId;
  icon: TravelIcon;
  general: GeneralId;
  dice: 1 | 2;
}

export interface SpecialCard {
  id: HeroCardId;
  colour: 'purple';
  name: string;
  effect: SpecialEffect;
  text: string;
}

export type HeroCard = RaceCard | SpecialCard;

const RACE_TABLE: readonly (readonly [HeroCardId, Colour, LocationId, TravelIcon, 1 | 2])[] = [
  ['red-01', 'red', 'ember-road', 'horse', 1],
  ['red-02', 'red', 'saltmarsh-crossing', 'eagle', 1],
  ['red-03', 'red', 'cinder-vale', 'gate', 2],
  ['red-04', 'red', 'brimstone-quarry', 'none', 1],
  ['red-05', 'red', 'redthorn-pass', 'horse', 1],
  ['red-06', 'red', 'hearth-and-horn-inn', 'horse', 1],
  ['red-07', 'red', 'smoking-chasm', 'gate', 1],
  ['red-08', 'red', 'scorchwood', 'none', 2],
  ['red-09', 'red', 'obsidian-flats', 'eagle', 1],
  ['red-10', 'red', 'ashfall-canyon', 'horse', 1],
  ['red-11', 'red', 'sulphur-springs', 'none', 2],
  ['red-12', 'red', 'burning-rift', 'gate', 1],
  ['red-13', 'red', 'ember-road', 'horse', 1],
  ['red-14', 'red', 'saltmarsh-crossing', 'eagle', 1],
  ['red-15', 'red', 'cinder-vale', 'none', 2],
  ['green-01', 'green', 'millbrook', 'horse', 1],
  ['green-02', 'green', 'harvest-downs', 'eagle', 1],
  ['green-03', 'green', 'father-oak-forest', 'gate', 2],
  ['green-04', 'green', 'thistle-moor', 'none', 1],
  ['green-05', 'green', 'boar-run', 'horse', 1],
  ['green-06', 'green', 'weary-ox-inn', 'horse', 1],
  ['green-07', 'green', 'tuskridge', 'gate', 1],
  ['green-08', 'green', 'bramble-hollow', 'none', 2],
  ['green-09', 'green', 'mudfang-bog', 'eagle', 1],
  ['green-10', 'green', 'warcry-bluffs', 'horse', 1],
  ['green-11', 'green', 'splinterwood', 'none', 2],
  ['green-12', 'green', 'gorefang-camp', 'gate', 1],
  ['green-13', 'green', 'millbrook', 'horse', 1],
  ['green-14', 'green', 'harvest-downs', 'eagle', 1],
  ['green-15', 'green', 'father-oak-forest', 'none', 2],
  ['blue-01', 'blue', 'kingsbridge', 'horse', 1],
  ['blue-02', 'blue', 'tidewater-mill', 'eagle', 1],
  ['blue-03', 'blue', 'skyreach-cliffs', 'gate', 2],
  ['blue-04', 'blue', 'frostmere', 'none', 1],
  ['blue-05', 'blue', 'dancing-stone', 'horse', 1],
  ['blue-06', 'blue', 'gilded-gull-inn', 'horse', 1],
  ['blue-07', 'blue', 'wyrmscale-coast', 'gate', 1],
  ['blue-08', 'blue', 'glacier-steps', 'none', 2],
  ['blue-09', 'blue', 'stormcrest', 'eagle', 1],
  ['blue-10', 'blue', 'azure-lagoon', 'horse', 1],
  ['blue-11', 'blue', 'cloudbreak-peak', 'none', 2],
  ['blue-12', 'blue', 'drakehold-peak', 'gate', 1],
  ['blue-13', 'blue', 'kingsbridge', 'horse', 1],
  ['blue-14', 'blue', 'tidewater-mill', 'eagle', 1],
  ['blue-15', 'blue', 'skyreach-cliffs', 'none', 2],
  ['black-01', 'black', 'lanternwatch-gate', 'horse', 1],
  ['black-02', 'black', 'pilgrim-s-ford', 'eagle', 1],
  ['black-03', 'black', 'ashen-barrow', 'gate', 2],
  ['black-04', 'black', 'gallows-hill', 'none', 1],
  ['black-05', 'black', 'hollowmere', 'horse', 1],
  ['black-06', 'black', 'drowsy-crow-inn', 'horse', 1],
  ['black-07', 'black', 'bonewind-moor', 'gate', 1],
  ['black-08', 'black', 'mourning-fields', 'none', 2],
  ['black-09', 'black', 'cairnfell', 'eagle', 1],
  ['black-10', 'black', 'widow-s-fen', 'horse', 1],
  ['black-11', 'black', 'duskwater-marsh', 'none', 2],
  ['black-12', 'black', 'grimspire-keep', 'gate', 1],
  ['black-13', 'black', 'lanternwatch-gate', 'horse', 1],
  ['black-14', 'black', 'pilgrim-s-ford', 'eagle', 1],
  ['black-15', 'black', 'ashen-barrow', 'none', 2],
];

const SPECIAL_TEXT: Readonly<Record<SpecialEffect, readonly [string, string]>> = {
  'second-wind': ['Second Wind', 'Free: turn up to 2 spent Life Tokens face up again.'],
  banish: ['Banishment', 'Free: remove up to 2 minions of one colour from your location.'],
  sanctify: ['Sanctify', 'Free: remove 1 Tainted Crystal from your location.'],
  'royal-summons': ['Royal Summons', 'Free: move to Monarch City.'],
};

const SPECIALS: readonly SpecialEffect[] = ['second-wind', 'banish', 'sanctify', 'royal-summons'];

export const HERO_CARDS: readonly HeroCard[] = [
  ...RACE_TABLE.map(
    ([id, colour, location, icon, dice]): RaceCard => ({
      id,
      colour,
      location,
      icon,
      general: GENERAL_OF[colour],
      dice,
    }),
  ),
  ...[0, 1].flatMap((copy) =>
    SPECIALS.map((effect, i): SpecialCard => {
      const [name, text] = SPECIAL_TEXT[effect];
      return {
        id: `purple-${String(copy * SPECIALS.length + i + 1).padStart(2, '0')}`,
        colour: 'purple',
        name,
        effect,
        text,
      };
    }),
  ),
];

export const HERO_CARD: Readonly<Record<HeroCardId, HeroCard>> = Object.fromEntries(HERO_CARDS.map((c) => [c.id, c]));

export function heroCard(id: HeroCardId): HeroCard {
  const c = HERO_CARD[id];
  if (!c) throw new Error(`unknown hero card ${id}`);
  return c;
}

export const isRaceCard = (c: HeroCard): c is RaceCard => c.colour !== 'purple';
export const cardColour = (id: HeroCardId): CardColour => heroCard(id).colour;
